import type { LocalizedText } from '../../platform/i18n/index.js';

/**
 * What the coupons module tells a holder (linking to My coupons): `{{title}}` is the coupon's title, `{{validUntil}}`
 * its end (UTC, `YYYY-MM-DD HH:mm`).
 */
export const couponTemplates = {
  couponExpiringSoon: {
    title: {
      'zh-CN': '优惠券即将过期',
      'en-US': 'A coupon expires soon',
      ru: 'Срок действия купона скоро истекает',
      'es-ES': 'Un cupón caduca pronto',
    },
    body: {
      'zh-CN': '您的优惠券「{{title}}」将于 {{validUntil}}（UTC）过期，请尽快使用。',
      'en-US': 'Your coupon "{{title}}" expires on {{validUntil}} (UTC). Use it before then.',
      ru: 'Ваш купон «{{title}}» истекает {{validUntil}} (UTC). Успейте им воспользоваться.',
      'es-ES': 'Su cupón «{{title}}» caduca el {{validUntil}} (UTC). Úselo antes.',
    },
  },
  couponReceived: {
    title: {
      'zh-CN': '您收到一张优惠券',
      'en-US': 'You received a coupon',
      ru: 'Вы получили купон',
      'es-ES': 'Ha recibido un cupón',
    },
    body: {
      'zh-CN': '优惠券「{{title}}」已放入您的账户，有效期至 {{validUntil}}（UTC）。',
      'en-US': 'The coupon "{{title}}" is in your account, valid until {{validUntil}} (UTC).',
      ru: 'Купон «{{title}}» добавлен в ваш аккаунт и действует до {{validUntil}} (UTC).',
      'es-ES': 'El cupón «{{title}}» está en su cuenta, válido hasta el {{validUntil}} (UTC).',
    },
  },
} satisfies Record<string, { title: LocalizedText; body: LocalizedText }>;
