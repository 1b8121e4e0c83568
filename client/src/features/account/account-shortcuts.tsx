import { NavLink, Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The account's other pages (orders, after-sales, favourites, coupons, messages, profile, addresses, security, API keys), one plain link each. */
export function AccountShortcuts() {
  const { t } = useTranslation();
  const shortcuts = [
    { to: '/user/order', label: t('pages.userOrder.title') },
    { to: '/user/refund', label: t('pages.userRefund.title') },
    { to: '/user/inquiry', label: t('inquiry.my.title') },
    { to: '/user/collection', label: t('pages.userCollection.title') },
    { to: '/user/coupon', label: t('pages.userCoupon.title') },
    { to: '/user/points', label: t('points.title') },
    { to: '/user/member', label: t('membership.title') },
    { to: '/user/distributor', label: t('distributors.title') },
    { to: '/user/msg', label: t('pages.userMsg.title') },
    { to: '/user/info1', label: t('pages.userInfo1.title') },
    { to: '/user/address', label: t('addresses.title') },
    { to: '/user/security', label: t('security.title') },
    { to: '/user/webhooks', label: t('webhooks.title') },
    { to: '/user/api-keys', label: t('apiKeys.title') },
  ];
  return (
    <Paper withBorder p="lg" radius="md" component="nav" aria-labelledby="account-shortcuts-title">
      <Title order={2} size="h4" mb="xs" id="account-shortcuts-title">
        {t('accountHome.shortcutsTitle')}
      </Title>
      {shortcuts.map(({ to, label }) => (
        <NavLink key={to} component={Link} to={to} label={label} />
      ))}
    </Paper>
  );
}
