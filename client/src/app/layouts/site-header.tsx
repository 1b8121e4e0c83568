import { Anchor, Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HeaderSearch } from '../../features/search/header-search';
import { HeaderAccountMenu } from './header-account';
import { HeaderCountLink } from './header-count-link';
import { CartIcon, MessageIcon } from './header-icons';
import { LanguageSwitcher } from './language-switcher';
import { SiteLogo } from './site-logo';
import { SkipLink } from './skip-link';
import classes from './site-layout.module.css';
import { useHeaderCounts } from './use-header-counts';

/** The phone's menu (Mantine's Drawer, its overlay and focus trap) is no part of the first paint. */
const SiteMenuDrawer = lazy(() => import('./site-menu-drawer'));

export function SiteHeader() {
  const { t } = useTranslation();
  const [menuOpened, menu] = useDisclosure(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const counts = useHeaderCounts();
  // One search box, in the bar from the sm breakpoint (48em) and on a row of its own on a phone, where the bar has no
  // room: read at once, not after the first paint, so the box does not jump.
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });

  return (
    <Box component="header" className={classes.header}>
      <SkipLink />
      <Container size="xl" className={classes.headerBar}>
        <Group gap="xs" wrap="nowrap">
          <Burger
            opened={menuOpened}
            onClick={() => {
              setMenuLoaded(true);
              menu.toggle();
            }}
            hiddenFrom="sm"
            size="sm"
            aria-label={t('header.openMenu')}
          />
          <SiteLogo />
        </Group>
        {wide && (
          <Box className={classes.search}>
            <HeaderSearch />
          </Box>
        )}
        <Group gap="sm" wrap="nowrap">
          <Anchor component={Link} to="/goods/list" visibleFrom="sm" fw={600}>
            {t('header.categories')}
          </Anchor>
          <Anchor component={Link} to="/bom" visibleFrom="sm" fw={600}>
            {t('header.bom')}
          </Anchor>
          <Anchor component={Link} to="/services/pcb" visibleFrom="sm" fw={600}>
            {t('header.services')}
          </Anchor>
          {/* From md only: between sm and md the bar is full; the home page's activities strip links there too. */}
          <Anchor component={Link} to="/activity/flash-sale" visibleFrom="md" fw={600} c="red">
            {t('header.flashSale')}
          </Anchor>
          <HeaderCountLink
            to="/shoppingCart"
            label={counts.cartItems > 0 ? t('header.cartWithCount', { count: counts.cartItems }) : t('header.cart')}
            count={counts.cartItems}
            icon={<CartIcon />}
          />
          <HeaderCountLink
            to="/user/msg"
            label={
              counts.unreadMessages > 0
                ? t('header.messagesWithCount', { count: counts.unreadMessages })
                : t('header.messages')
            }
            count={counts.unreadMessages}
            icon={<MessageIcon />}
          />
          <Box visibleFrom="sm">
            <HeaderAccountMenu />
          </Box>
          <Box visibleFrom="sm">
            <LanguageSwitcher />
          </Box>
        </Group>
      </Container>
      {!wide && (
        <Container size="xl" pb="xs">
          <HeaderSearch />
        </Container>
      )}
      {menuLoaded && (
        <Suspense>
          <SiteMenuDrawer opened={menuOpened} onClose={menu.close} />
        </Suspense>
      )}
    </Box>
  );
}
