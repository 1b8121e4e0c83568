import { Center, Group, Paper } from '@mantine/core';
import { Outlet } from 'react-router';
import { LanguageSwitcher } from '../../app/layouts/language-switcher';
import { SiteLogo } from '../../app/layouts/site-logo';

/** The login area renders without the site layout (spec §2): a centred card with the logo, language and form. */
export default function LoginAreaPage() {
  return (
    <Center component="main" mih="100dvh" px="sm" py="xl">
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', xs: 'xl' }} w="100%" maw={440}>
        <Group justify="space-between" mb="lg" wrap="nowrap">
          <SiteLogo />
          <LanguageSwitcher />
        </Group>
        <Outlet />
      </Paper>
    </Center>
  );
}
