import type { LocalizedText } from '../../platform/i18n/index.js';

/**
 * What an inviter hears when someone they invited completes a first order (the invitations module sends them, linking
 * to the invite page). `{{name}}` is the invitee's masked name; `{{points}}` the points, `{{coupon}}` the coupon's title.
 */
export const invitationTemplates = {
  invitationRewardPoints: {
    title: {
      'zh-CN': '邀请奖励已到账',
      'en-US': 'Invitation reward received',
      ru: 'Награда за приглашение начислена',
      'es-ES': 'Recompensa por invitación recibida',
    },
    body: {
      'zh-CN': '您邀请的好友 {{name}} 完成了首单，{{points}} 积分已发放到您的账户。',
      'en-US':
        'Your invited friend {{name}} completed a first order: {{points}} points have been added to your account.',
      ru: 'Приглашённый вами друг {{name}} завершил первый заказ: на ваш счёт начислено {{points}} баллов.',
      'es-ES': 'Su amigo invitado {{name}} completó su primer pedido: se han añadido {{points}} puntos a su cuenta.',
    },
  },
  invitationRewardCoupon: {
    title: {
      'zh-CN': '邀请奖励已到账',
      'en-US': 'Invitation reward received',
      ru: 'Награда за приглашение начислена',
      'es-ES': 'Recompensa por invitación recibida',
    },
    body: {
      'zh-CN': '您邀请的好友 {{name}} 完成了首单，优惠券「{{coupon}}」已发放到您的账户。',
      'en-US': 'Your invited friend {{name}} completed a first order: the coupon "{{coupon}}" is now in your account.',
      ru: 'Приглашённый вами друг {{name}} завершил первый заказ: купон «{{coupon}}» добавлен в ваш аккаунт.',
      'es-ES': 'Su amigo invitado {{name}} completó su primer pedido: el cupón «{{coupon}}» ya está en su cuenta.',
    },
  },
} satisfies Record<string, { title: LocalizedText; body: LocalizedText }>;
