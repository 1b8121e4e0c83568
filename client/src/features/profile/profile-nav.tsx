import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** The three profile pages (spec §2 `/user/info1..3`), one button each; the open one is filled. */
export function ProfileNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const pages = [
    { to: '/user/info1', label: t('profile.basicsTab') },
    { to: '/user/info2', label: t('profile.workTab') },
    { to: '/user/info3', label: t('profile.contactTab') },
  ];
  return (
    <Group gap="xs" component="nav" aria-label={t('profile.navLabel')}>
      {pages.map(({ to, label }) => (
        <Button
          key={to}
          component={Link}
          to={to}
          size="xs"
          variant={pathname === to ? 'filled' : 'default'}
          aria-current={pathname === to ? 'page' : undefined}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}
