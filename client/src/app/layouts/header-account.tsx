import { Anchor, Box, Button, Text } from '@mantine/core';
import { useClickOutside, useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { loginReturnState } from '../../features/session/remembered-page';
import { useSession } from '../../features/session/use-session';
import { TierBadge } from './tier-badge';

const AccountDropdown = lazy(() => import('./account-links').then((module) => ({ default: module.AccountDropdown })));

/**
 * Desktop header: "Log in" for a visitor, else the user's name and tier opening a small menu. The menu's entries
 * (Mantine's NavLink, with its Collapse) and the logout load the first time it opens: a visitor never needs them.
 */
export function HeaderAccountMenu() {
  const { t } = useTranslation();
  const location = useLocation();
  const { token, user } = useSession();
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
        <Suspense>
          <AccountDropdown onClose={dropdown.close} />
        </Suspense>
      )}
    </Box>
  );
}
