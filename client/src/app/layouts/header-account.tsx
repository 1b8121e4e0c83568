import { Anchor, Badge, Box, Button, NavLink, Paper, Stack, Text } from '@mantine/core';
import { useClickOutside, useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { loginReturnState } from '../../features/session/remembered-page';
import { useLogout } from '../../features/session/use-logout';
import { useSession } from '../../features/session/use-session';
import { userTierKey } from '../../features/session/user-tier';
import classes from './header-account.module.css';

/** Spec §4: the tier label, "super member" when vip = 1, else "normal user". */
function TierBadge({ vip }: { vip: number }) {
  const { t } = useTranslation();
  return (
    <Badge ml={6} size="xs" variant="light" color={vip === 1 ? 'yellow' : 'gray'}>
      {t(userTierKey(vip))}
    </Badge>
  );
}

/**
 * Desktop header: "Log in" for a visitor, else the user's name and tier opening a small menu. The menu is
 * built from Paper and NavLink, which every page already loads; Mantine's Menu would add its popover
 * machinery to the vendor chunk of every page.
 */
export function HeaderAccountMenu() {
  const { t } = useTranslation();
  const location = useLocation();
  const { token, user } = useSession();
  const logout = useLogout();
  const [dropdownOpened, dropdown] = useDisclosure(false);
  const dropdownRef = useClickOutside<HTMLDivElement>(dropdown.close);

  if (!token) {
    return (
      <Anchor component={Link} to="/login/login" state={loginReturnState(location)} fw={600}>
        {t('account.logIn')}
      </Anchor>
    );
  }
  return (
    <Box pos="relative" ref={dropdownRef} onKeyDown={(event) => event.key === 'Escape' && dropdown.close()}>
      <Button
        variant="subtle"
        size="compact-md"
        onClick={dropdown.toggle}
        aria-haspopup="menu"
        aria-expanded={dropdownOpened}
        data-testid="header-account"
      >
        <Text span fw={600} truncate maw={140}>
          {user?.displayName ?? t('account.myAccount')}
        </Text>
        {user && !user.staff && <TierBadge vip={user.vip} />}
      </Button>
      {dropdownOpened && (
        <Paper role="menu" withBorder shadow="md" p={4} className={classes.dropdown}>
          <NavLink
            role="menuitem"
            component={Link}
            to="/user"
            label={t('account.myAccount')}
            onClick={dropdown.close}
          />
          <NavLink
            role="menuitem"
            component="button"
            label={t('account.logOut')}
            onClick={() => {
              dropdown.close();
              void logout();
            }}
          />
        </Paper>
      )}
    </Box>
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
