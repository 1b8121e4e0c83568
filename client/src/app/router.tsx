import type { ComponentType } from 'react';
import { createBrowserRouter, type DataRouter, type RouteObject } from 'react-router';
import { RequireSession } from '../features/session/require-session';
import { loadPageTranslations } from '../i18n/i18n';
import { RouteErrorScreen } from './errors/route-error-screen';
import { InitialLoadFallback } from './initial-load-fallback';
import { DefaultLayout } from './layouts/default-layout';
import { HomeLayout } from './layouts/home-layout';
import { RootShell } from './root-shell';

/** Every page is its own chunk, fetched when its route is first entered (spec §2), with the page translations. */
function page(load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  return async () => {
    const [module] = await Promise.all([load(), loadPageTranslations()]);
    return { Component: module.default };
  };
}

/** The home pages need only the shell translations that load before the first paint. */
function homePage(load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

/** The routes of spec §2 with their exact paths, including the spellings `/goods/chekout` and `/user/refund/jihui`. */
export const routes: RouteObject[] = [
  {
    Component: RootShell,
    errorElement: <RouteErrorScreen />,
    HydrateFallback: InitialLoadFallback,
    children: [
      {
        Component: HomeLayout,
        children: [
          { index: true, lazy: homePage(() => import('../pages/index/index-page')) },
          { path: 'index1', lazy: homePage(() => import('../pages/index1/index1-page')) },
        ],
      },
      {
        path: 'login/login',
        lazy: page(() => import('../pages/login-area/login-area-page')),
        children: [
          { index: true, lazy: page(() => import('../pages/login-form/login-form-page')) },
          { path: 'forgot', lazy: page(() => import('../pages/login-forgot/login-forgot-page')) },
          { path: 'register', lazy: page(() => import('../pages/login-register/login-register-page')) },
        ],
      },
      {
        Component: DefaultLayout,
        children: [
          {
            // Spec §2: these pages require login; a visitor goes to /login/login and returns after logging in.
            Component: RequireSession,
            children: [
              { path: 'goods/coupon', lazy: page(() => import('../pages/goods-coupon/goods-coupon-page')) },
              // Coupons, points and membership are the signed-in shopper's own (issue 16).
              { path: 'user/coupon', lazy: page(() => import('../pages/user-coupon/user-coupon-page')) },
              { path: 'user/points', lazy: page(() => import('../pages/user-points/user-points-page')) },
              // The wallet: balance and records, withdrawals, bound accounts (issue 19).
              { path: 'user/wallet', lazy: page(() => import('../pages/user-wallet/user-wallet-page')) },
              {
                path: 'user/wallet/withdraw',
                lazy: page(() => import('../pages/user-wallet-withdraw/user-wallet-withdraw-page')),
              },
              {
                path: 'user/wallet/accounts',
                lazy: page(() => import('../pages/user-wallet-accounts/user-wallet-accounts-page')),
              },
              { path: 'user/member', lazy: page(() => import('../pages/user-member/user-member-page')) },
              {
                path: 'announcement/list',
                lazy: page(() => import('../pages/announcement-list/announcement-list-page')),
              },
              { path: 'user', lazy: page(() => import('../pages/user/user-page')) },
              // The profile pages edit the signed-in user's own profile, so they need a session too.
              { path: 'user/info1', lazy: page(() => import('../pages/user-info1/user-info1-page')) },
              { path: 'user/info2', lazy: page(() => import('../pages/user-info2/user-info2-page')) },
              { path: 'user/info3', lazy: page(() => import('../pages/user-info3/user-info3-page')) },
              { path: 'user/invite', lazy: page(() => import('../pages/user-invite/user-invite-page')) },
              {
                path: 'user/distributor',
                lazy: page(() => import('../pages/user-distributor/user-distributor-page')),
              },
              { path: 'user/address', lazy: page(() => import('../pages/user-address/user-address-page')) },
              { path: 'user/security', lazy: page(() => import('../pages/user-security/user-security-page')) },
              { path: 'user/api-keys', lazy: page(() => import('../pages/user-api-keys/user-api-keys-page')) },
              // The spec leaves it open; a message center only has an account's messages to show.
              { path: 'user/msg', lazy: page(() => import('../pages/user-msg/user-msg-page')) },
              // Feedback belongs to an account, and its history shows only the user's own.
              { path: 'home/yjfk', lazy: page(() => import('../pages/home-yjfk/home-yjfk-page')) },
              { path: 'home/fkjl', lazy: page(() => import('../pages/home-fkjl/home-fkjl-page')) },
              // Staff only: the page shows a forbidden notice to other accounts, and the server checks roles.
              { path: 'admin', lazy: page(() => import('../pages/admin/admin-page')) },
              { path: 'admin/accounts', lazy: page(() => import('../pages/admin-accounts/admin-accounts-page')) },
              { path: 'admin/people', lazy: page(() => import('../pages/admin-people/admin-people-page')) },
              { path: 'admin/audit', lazy: page(() => import('../pages/admin-audit/admin-audit-page')) },
              { path: 'admin/content', lazy: page(() => import('../pages/admin-content/admin-content-page')) },
              { path: 'admin/chat', lazy: page(() => import('../pages/admin-chat/admin-chat-page')) },
              { path: 'admin/services', lazy: page(() => import('../pages/admin-services/admin-services-page')) },
              { path: 'admin/orders', lazy: page(() => import('../pages/admin-orders/admin-orders-page')) },
              {
                path: 'admin/after-sales',
                lazy: page(() => import('../pages/admin-after-sales/admin-after-sales-page')),
              },
              {
                path: 'admin/promotions',
                lazy: page(() => import('../pages/admin-promotions/admin-promotions-page')),
              },
              { path: 'admin/catalog', lazy: page(() => import('../pages/admin-catalog/admin-catalog-page')) },
              { path: 'admin/balances', lazy: page(() => import('../pages/admin-balances/admin-balances-page')) },
              {
                path: 'admin/withdrawals',
                lazy: page(() => import('../pages/admin-withdrawals/admin-withdrawals-page')),
              },
              {
                path: 'admin/reconciliation',
                lazy: page(() => import('../pages/admin-reconciliation/admin-reconciliation-page')),
              },
              {
                path: 'admin/distributors',
                lazy: page(() => import('../pages/admin-distributors/admin-distributors-page')),
              },
              { path: 'admin/invoices', lazy: page(() => import('../pages/admin-invoices/admin-invoices-page')) },
              {
                path: 'admin/broadcasts',
                lazy: page(() => import('../pages/admin-broadcasts/admin-broadcasts-page')),
              },
              // Live activities (issue 18): the staff console, a tab per kind.
              {
                path: 'admin/activities',
                lazy: page(() => import('../pages/admin-activities/admin-activities-page')),
              },
              {
                path: 'admin/catalog/import',
                lazy: page(() => import('../pages/admin-catalog-import/admin-catalog-import-page')),
              },
              { path: 'shoppingCart', lazy: page(() => import('../pages/shopping-cart/shopping-cart-page')) },
              {
                path: 'user/collection',
                lazy: page(() => import('../pages/user-collection/user-collection-page')),
              },
              // Signed webhooks and their delivery log (issue 20).
              { path: 'user/webhooks', lazy: page(() => import('../pages/user-webhooks/user-webhooks-page')) },
              // Checkout and orders are a signed-in buyer's own.
              { path: 'goods/chekout', lazy: page(() => import('../pages/goods-chekout/goods-chekout-page')) },
              {
                path: 'shoppingCart/confirm',
                lazy: page(() => import('../pages/shopping-cart-confirm/shopping-cart-confirm-page')),
              },
              { path: 'user/order', lazy: page(() => import('../pages/user-order/user-order-page')) },
              {
                path: 'user/order/details',
                lazy: page(() => import('../pages/user-order-details/user-order-details-page')),
              },
              {
                path: 'user/order/evaluate',
                lazy: page(() => import('../pages/user-order-evaluate/user-order-evaluate-page')),
              },
              // After-sales requests are the signed-in buyer's own (issue 15).
              {
                path: 'user/order/applyRefund',
                lazy: page(() => import('../pages/user-order-apply-refund/user-order-apply-refund-page')),
              },
              { path: 'user/refund', lazy: page(() => import('../pages/user-refund/user-refund-page')) },
              {
                path: 'user/refund/details',
                lazy: page(() => import('../pages/user-refund-details/user-refund-details-page')),
              },
              {
                path: 'user/refund/jihui',
                lazy: page(() => import('../pages/user-refund-jihui/user-refund-jihui-page')),
              },
              // The BOM tool matches, prices and saves for the signed-in buyer (issue 7).
              { path: 'bom', lazy: page(() => import('../pages/bom/bom-page')) },
              // Price inquiries are the signed-in buyer's own; the sales console is role-checked (issue 7).
              { path: 'inquiry', lazy: page(() => import('../pages/inquiry/inquiry-page')) },
              { path: 'user/inquiry', lazy: page(() => import('../pages/user-inquiry/user-inquiry-page')) },
              {
                path: 'user/inquiry/details',
                lazy: page(() => import('../pages/user-inquiry-details/user-inquiry-details-page')),
              },
              { path: 'admin/inquiries', lazy: page(() => import('../pages/admin-inquiries/admin-inquiries-page')) },
              // Paying and its result concern the signed-in user's own order (or a friend's, through a link).
              { path: 'goods/pay', lazy: page(() => import('../pages/goods-pay/goods-pay-page')) },
              {
                path: 'shoppingCart/payOrder',
                lazy: page(() => import('../pages/shopping-cart-pay-order/shopping-cart-pay-order-page')),
              },
              {
                path: 'shoppingCart/paySuccess',
                lazy: page(() => import('../pages/shopping-cart-pay-success/shopping-cart-pay-success-page')),
              },
            ],
          },
          { path: 'goods/list', lazy: page(() => import('../pages/goods-list/goods-list-page')) },
          // Parts side by side (issue 23): public like the list they are picked from.
          { path: 'compare', lazy: page(() => import('../pages/compare/compare-page')) },
          // A BOM quote shared by link opens without signing in, read-only (issue 21).
          { path: 'bom/shared/:token', lazy: page(() => import('../pages/bom-shared/bom-shared-page')) },
          // Group buys (issue 18): offers and a group's share link are public; starting or joining asks for a login.
          {
            path: 'activity/group-buy',
            lazy: page(() => import('../pages/activity-group-buy/activity-group-buy-page')),
          },
          // Visitors see the flash-sale sessions too; buying asks for a login (issue 18).
          {
            path: 'activity/flash-sale',
            lazy: page(() => import('../pages/activity-flash-sale/activity-flash-sale-page')),
          },
          // Bargain offers and a bargain's share link are public; starting and cutting ask for a login (issue 18).
          { path: 'activity/bargain', lazy: page(() => import('../pages/activity-bargain/activity-bargain-page')) },
          // Live activities (issue 18): visitors see them; claiming and opening ask for a login.
          {
            path: 'activity/free-order',
            lazy: page(() => import('../pages/activity-free-order/activity-free-order-page')),
          },
          {
            path: 'activity/blind-box',
            lazy: page(() => import('../pages/activity-blind-box/activity-blind-box-page')),
          },
          // Service forms show the indicative price to visitors too; sending asks for a login (issue 7).
          { path: 'services/pcb', lazy: page(() => import('../pages/services-pcb/services-pcb-page')) },
          { path: 'services/assembly', lazy: page(() => import('../pages/services-assembly/services-assembly-page')) },
          { path: 'services/custom', lazy: page(() => import('../pages/services-custom/services-custom-page')) },
          // Integrators' documentation and API explorer (issue 20); public.
          { path: 'developers', lazy: page(() => import('../pages/developers/developers-page')) },
          { path: 'goods/:id', lazy: page(() => import('../pages/goods-detail/goods-detail-page')) },
          {
            path: 'announcement/:id',
            lazy: page(() => import('../pages/announcement-detail/announcement-detail-page')),
          },
          { path: 'home/article', lazy: page(() => import('../pages/home-article/home-article-page')) },
          { path: 'home/brand', lazy: page(() => import('../pages/home-brand/home-brand-page')) },
          {
            path: 'home/brandDetails',
            lazy: page(() => import('../pages/home-brand-details/home-brand-details-page')),
          },
          { path: 'home/cjwt', lazy: page(() => import('../pages/home-cjwt/home-cjwt-page')) },
          { path: 'home/helpDetails', lazy: page(() => import('../pages/home-help-details/home-help-details-page')) },
          { path: 'home/ppg', lazy: page(() => import('../pages/home-ppg/home-ppg-page')) },
          { path: 'home/ztzb', lazy: page(() => import('../pages/home-ztzb/home-ztzb-page')) },
          { path: '*', lazy: page(() => import('../pages/not-found/not-found-page')) },
        ],
      },
    ],
  },
];

export function createAppRouter(): DataRouter {
  return createBrowserRouter(routes);
}
