import type { Locale, LocalizedText } from '../../platform/i18n/index.js';
import type { PointsEntryKind } from './points.entities.js';

/** What a ledger entry says to its owner; `{{order}}` is the order number, `{{note}}` staff's reason. */
const entryTexts: Record<PointsEntryKind, LocalizedText> = {
  ORDER_COMPLETED: {
    'zh-CN': '订单 {{order}} 完成获得积分',
    'en-US': 'Earned on order {{order}}',
    ru: 'Начислено за заказ {{order}}',
    'es-ES': 'Ganados con el pedido {{order}}',
  },
  REVIEW: {
    'zh-CN': '评价订单 {{order}} 获得积分',
    'en-US': 'Earned by reviewing order {{order}}',
    ru: 'Начислено за отзыв о заказе {{order}}',
    'es-ES': 'Ganados al valorar el pedido {{order}}',
  },
  ORDER_SPENT: {
    'zh-CN': '订单 {{order}} 积分抵扣',
    'en-US': 'Spent on order {{order}}',
    ru: 'Списано в счёт заказа {{order}}',
    'es-ES': 'Usados en el pedido {{order}}',
  },
  ORDER_RETURNED: {
    'zh-CN': '订单 {{order}} 已取消，积分退回',
    'en-US': 'Returned: order {{order}} was not paid',
    ru: 'Возвращено: заказ {{order}} не был оплачен',
    'es-ES': 'Devueltos: el pedido {{order}} no se pagó',
  },
  REFUND_RETURNED: {
    'zh-CN': '订单 {{order}} 退款，积分退回',
    'en-US': 'Returned with the refund of order {{order}}',
    ru: 'Возвращено с возвратом денег по заказу {{order}}',
    'es-ES': 'Devueltos con el reembolso del pedido {{order}}',
  },
  REFUND_CLAWBACK: {
    'zh-CN': '订单 {{order}} 退款，扣回已获积分',
    'en-US': 'Taken back with the refund of order {{order}}',
    ru: 'Списано из-за возврата денег по заказу {{order}}',
    'es-ES': 'Retirados por el reembolso del pedido {{order}}',
  },
  EXPIRED: {
    'zh-CN': '积分过期',
    'en-US': 'Points expired',
    ru: 'Срок действия баллов истёк',
    'es-ES': 'Puntos caducados',
  },
  INVITATION: {
    'zh-CN': '邀请好友奖励',
    'en-US': 'Reward for inviting a friend',
    ru: 'Награда за приглашение друга',
    'es-ES': 'Recompensa por invitar a un amigo',
  },
  ADJUSTMENT: {
    'zh-CN': '平台调整：{{note}}',
    'en-US': 'Adjusted by the shop: {{note}}',
    ru: 'Изменено магазином: {{note}}',
    'es-ES': 'Ajuste de la tienda: {{note}}',
  },
  PRIZE: {
    'zh-CN': '抽奖奖品：{{note}}',
    'en-US': 'Prize won: {{note}}',
    ru: 'Выигранный приз: {{note}}',
    'es-ES': 'Premio ganado: {{note}}',
  },
};

/** The entry's line in the user's language. */
export function describeEntry(
  entry: { kind: PointsEntryKind; orderNumber: string | null; note: string | null },
  locale: Locale,
): string {
  return entryTexts[entry.kind][locale]
    .replace('{{order}}', entry.orderNumber ?? '')
    .replace('{{note}}', entry.note ?? '');
}
