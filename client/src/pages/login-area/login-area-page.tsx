import { Container, Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { LanguageSwitcher } from '../../app/layouts/language-switcher';
import { SiteLogo } from '../../app/layouts/site-logo';

/** The login area renders without the site layout (spec §2): logo, language and the current form only. */
export default function LoginAreaPage() {
  return (
    <Container size="xs" py="xl" component="main">
      <Group justify="space-between" mb="lg">
        <SiteLogo />
        <LanguageSwitcher />
      </Group>
      <Outlet />
    </Container>
  );
}
