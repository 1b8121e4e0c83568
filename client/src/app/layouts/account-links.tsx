import { NavLink, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { loginReturnState } from '../../features/session/remembered-page';
import { useLogout } from '../../features/session/use-logout';
import { useSession } from '../../features/session/use-session';
import classes from './header-account.module.css';
import { TierBadge } from './tier-badge';

/** The desktop header's open account menu (header-account.tsx), loaded the first time it opens. */
export function AccountDropdown({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Paper role="menu" withBorder shadow="md" p={4} className={classes.dropdown}>
      <NavLink role="menuitem" component={Link} to="/user" label={t('account.myAccount')} onClick={onClose} />
      <NavLink
        role="menuitem"
        component="button"
        label={t('account.logOut')}
        onClick={() => {
          onClose();
          void logout();
        }}
      />
    </Paper>
  );
}

/** The phone drawer's account entries: the same choices as the desktop menu, as plain links. */
export function DrawerAccountLinks({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { token, user } = useSession();
  const logout = useLogout();

  if (!token) {
    return (
      <NavLink
        component={Link}
        to="/login/login"
        state={loginReturnState(location)}
        label={t('account.logIn')}
        onClick={onNavigate}
      />
    );
  }
  return (
    <Stack gap={0}>
      {user && (
        <Text px="sm" py={6} fw={600} data-testid="drawer-account">
          {user.displayName} {!user.staff && <TierBadge vip={user.vip} />}
        </Text>
      )}
      <NavLink component={Link} to="/user" label={t('account.myAccount')} onClick={onNavigate} />
      <NavLink
        component="button"
        label={t('account.logOut')}
        onClick={() => {
          onNavigate();
          void logout();
        }}
      />
    </Stack>
  );
}
