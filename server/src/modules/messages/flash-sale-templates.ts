import type { LocalizedText } from '../../platform/i18n/index.js';

/**
 * What the flash-sales module tells a shopper who set a reminder (linking to the flash-sale page): `{{title}}` is the
 * session's title, `{{startsAt}}` its start (UTC, `YYYY-MM-DD HH:mm`).
 */
export const flashSaleTemplates = {
  flashSaleStartingSoon: {
    title: {
      'zh-CN': '秒杀即将开始',
      'en-US': 'A flash sale starts soon',
      ru: 'Скоро начнётся распродажа',
      'es-ES': 'Una oferta relámpago empieza pronto',
    },
    body: {
      'zh-CN': '您关注的秒杀「{{title}}」将于 {{startsAt}}（UTC）开抢，数量有限，先到先得。',
      'en-US':
        'The flash sale "{{title}}" you follow starts at {{startsAt}} (UTC). Stock is limited: first come, first served.',
      ru: 'Распродажа «{{title}}», на которую вы подписаны, начнётся в {{startsAt}} (UTC). Количество ограничено.',
      'es-ES': 'La oferta relámpago «{{title}}» que sigue empieza a las {{startsAt}} (UTC). Existencias limitadas.',
    },
  },
} satisfies Record<string, { title: LocalizedText; body: LocalizedText }>;
