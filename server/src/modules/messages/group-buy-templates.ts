import type { LocalizedText } from '../../platform/i18n/index.js';

/** What the group-buys module tells a group's members (linking to the group's page); `{{groupId}}` is the group. */
export const groupBuyTemplates = {
  groupBuyCompleted: {
    title: {
      'zh-CN': '拼团成功',
      'en-US': 'Your group buy is complete',
      ru: 'Групповая покупка состоялась',
      'es-ES': 'Su compra en grupo se ha completado',
    },
    body: {
      'zh-CN': '拼团 #{{groupId}} 的成员已全部付款，我们将尽快为您发货。',
      'en-US': 'Every member of group #{{groupId}} has paid. Your order will ship soon.',
      ru: 'Все участники группы №{{groupId}} оплатили заказы. Ваш заказ скоро будет отправлен.',
      'es-ES': 'Todos los miembros del grupo n.º {{groupId}} han pagado. Su pedido se enviará pronto.',
    },
  },
  groupBuyCancelled: {
    title: {
      'zh-CN': '拼团未成功',
      'en-US': 'Your group buy did not fill',
      ru: 'Групповая покупка не состоялась',
      'es-ES': 'Su compra en grupo no se completó',
    },
    body: {
      'zh-CN': '拼团 #{{groupId}} 未在时限内成团，已取消。已付款的订单将全额原路退款。',
      'en-US':
        'Group #{{groupId}} did not fill in time and was cancelled. Paid orders are refunded in full, the way they were paid.',
      ru: 'Группа №{{groupId}} не набралась вовремя и отменена. Оплаченные заказы возвращаются полностью тем же способом.',
      'es-ES':
        'El grupo n.º {{groupId}} no se completó a tiempo y se canceló. Los pedidos pagados se reembolsan íntegramente por el mismo medio.',
    },
  },
} satisfies Record<string, { title: LocalizedText; body: LocalizedText }>;
