import { Drawer, NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DrawerAccountLinks } from './account-links';
import { LanguageSwitcher } from './language-switcher';

/** The phone's menu behind the header's burger; loaded the first time it opens (site-header.tsx). */
export default function SiteMenuDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer opened={opened} onClose={onClose} size="xs" title={t('header.menu')} hiddenFrom="sm">
      <Stack gap="xs">
        <NavLink component={Link} to="/" label={t('header.home')} onClick={onClose} />
        <NavLink component={Link} to="/goods/list" label={t('header.categories')} onClick={onClose} />
        <NavLink component={Link} to="/bom" label={t('header.bom')} onClick={onClose} />
        <NavLink component={Link} to="/services/pcb" label={t('header.services')} onClick={onClose} />
        <NavLink component={Link} to="/activity/flash-sale" label={t('header.flashSale')} onClick={onClose} />
        <NavLink component={Link} to="/shoppingCart" label={t('header.cart')} onClick={onClose} />
        <DrawerAccountLinks onNavigate={onClose} />
        <LanguageSwitcher />
      </Stack>
    </Drawer>
  );
}
