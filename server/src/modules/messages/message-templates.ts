import type { Locale, LocalizedText } from '../../platform/i18n/index.js';
import { afterSaleTemplates } from './after-sale-templates.js';
import { chatTemplates } from './chat-templates.js';
import { couponTemplates } from './coupon-templates.js';
import { flashSaleTemplates } from './flash-sale-templates.js';
import { groupBuyTemplates } from './group-buy-templates.js';
import { invitationTemplates } from './invitation-templates.js';

/**
 * Messages the shop writes, in every language; `{{name}}` placeholders are filled from the message's
 * params when it is read, so each reader sees it in their own language. Modules add their templates here.
 */
export const messageTemplates = {
  welcome: {
    title: {
      'zh-CN': '欢迎来到 CircuitMart',
      'en-US': 'Welcome to CircuitMart',
      ru: 'Добро пожаловать в CircuitMart',
      'es-ES': 'Bienvenido a CircuitMart',
    },
    body: {
      'zh-CN': '您的账号已创建。搜索型号、比较价格阶梯，或发送询价和 BOM 报价需求。',
      'en-US': 'Your account is ready. Search parts by MPN, compare price breaks, or send us an inquiry or a BOM.',
      ru: 'Ваша учётная запись создана. Ищите детали по артикулу, сравнивайте цены или отправьте запрос или BOM.',
      'es-ES': 'Su cuenta está lista. Busque piezas por MPN, compare precios o envíenos una consulta o una BOM.',
    },
  },
  feedbackReplied: {
    title: {
      'zh-CN': '您的意见反馈已有回复',
      'en-US': 'Your feedback has a reply',
      ru: 'На ваш отзыв ответили',
      'es-ES': 'Su comentario tiene respuesta',
    },
    body: {
      'zh-CN': '客服已回复您于 {{date}} 提交的反馈，请在反馈记录中查看。',
      'en-US': 'Our support team replied to the feedback you sent on {{date}}. See it in your feedback history.',
      ru: 'Служба поддержки ответила на ваш отзыв от {{date}}. Ответ — в истории отзывов.',
      'es-ES': 'Nuestro equipo de soporte respondió al comentario que envió el {{date}}. Véalo en su historial.',
    },
  },
  orderPaid: {
    title: {
      'zh-CN': '订单已支付',
      'en-US': 'Order paid',
      ru: 'Заказ оплачен',
      'es-ES': 'Pedido pagado',
    },
    body: {
      'zh-CN': '订单 {{number}} 已支付成功，我们将尽快发货。',
      'en-US': 'Order {{number}} has been paid; we will ship it soon.',
      ru: 'Заказ {{number}} оплачен, скоро мы его отправим.',
      'es-ES': 'El pedido {{number}} está pagado; lo enviaremos pronto.',
    },
  },
  orderApproved: {
    title: {
      'zh-CN': '订单已通过审核',
      'en-US': 'Order approved',
      ru: 'Заказ одобрен',
      'es-ES': 'Pedido aprobado',
    },
    body: {
      'zh-CN': '订单 {{number}} 已通过审核，请在付款期限内完成支付。',
      'en-US': 'Order {{number}} is approved; please pay it within the payment window.',
      ru: 'Заказ {{number}} одобрен; оплатите его в отведённый срок.',
      'es-ES': 'El pedido {{number}} está aprobado; páguelo dentro del plazo de pago.',
    },
  },
  orderRefused: {
    title: {
      'zh-CN': '订单未通过审核',
      'en-US': 'Order not approved',
      ru: 'Заказ не одобрен',
      'es-ES': 'Pedido no aprobado',
    },
    body: {
      'zh-CN': '订单 {{number}} 未通过审核：{{note}}。订单已关闭。',
      'en-US': 'Order {{number}} was not approved: {{note}}. The order is closed.',
      ru: 'Заказ {{number}} не одобрен: {{note}}. Заказ закрыт.',
      'es-ES': 'El pedido {{number}} no fue aprobado: {{note}}. El pedido está cerrado.',
    },
  },
  orderCancelled: {
    title: {
      'zh-CN': '订单已取消',
      'en-US': 'Order cancelled',
      ru: 'Заказ отменён',
      'es-ES': 'Pedido cancelado',
    },
    body: {
      'zh-CN': '订单 {{number}} 已取消。',
      'en-US': 'Order {{number}} has been cancelled.',
      ru: 'Заказ {{number}} отменён.',
      'es-ES': 'El pedido {{number}} ha sido cancelado.',
    },
  },
  orderClosedUnfulfillable: {
    title: {
      'zh-CN': '订单已关闭并全额退款',
      'en-US': 'Order closed and refunded in full',
      ru: 'Заказ закрыт, деньги возвращены полностью',
      'es-ES': 'Pedido cerrado y reembolsado por completo',
    },
    body: {
      'zh-CN': '很抱歉，订单 {{number}} 无法发货，已关闭并全额退款：{{note}}',
      'en-US': 'We are sorry: order {{number}} cannot be shipped. It was closed and refunded in full: {{note}}',
      ru: 'К сожалению, заказ {{number}} не может быть отправлен. Он закрыт, деньги возвращены полностью: {{note}}',
      'es-ES': 'Lo sentimos: el pedido {{number}} no se puede enviar. Se cerró y se reembolsó por completo: {{note}}',
    },
  },
  orderMembershipRefunded: {
    title: {
      'zh-CN': '会员订单已全额退款',
      'en-US': 'Membership refunded in full',
      ru: 'Членство возвращено полностью',
      'es-ES': 'Membresía reembolsada por completo',
    },
    body: {
      'zh-CN': '会员订单 {{number}} 已全额退款，其购买的会员期已结束：{{note}}',
      'en-US': 'Membership order {{number}} was refunded in full and the membership it bought has ended: {{note}}',
      ru: 'Заказ членства {{number}} возвращён полностью, купленное им членство завершено: {{note}}',
      'es-ES':
        'El pedido de membresía {{number}} se reembolsó por completo y la membresía que compró ha terminado: {{note}}',
    },
  },
  orderBlindBoxOpenRefunded: {
    title: {
      'zh-CN': '盲盒开启已全额退款',
      'en-US': 'Blind-box open refunded in full',
      ru: 'Открытие бокса-сюрприза возвращено полностью',
      'es-ES': 'Apertura de caja sorpresa reembolsada por completo',
    },
    body: {
      'zh-CN': '盲盒开启订单 {{number}} 未能开出奖品，已全额退款，本次开启次数已退回：{{note}}',
      'en-US':
        'Blind-box open {{number}} could not be drawn. It was refunded in full and the open given back: {{note}}',
      ru: 'Открытие бокса {{number}} не удалось разыграть. Деньги возвращены полностью, попытка возвращена: {{note}}',
      'es-ES':
        'La apertura de caja {{number}} no pudo sortearse. Se reembolsó por completo y se devolvió la apertura: {{note}}',
    },
  },
  orderExpired: {
    title: {
      'zh-CN': '订单超时已取消',
      'en-US': 'Order cancelled: not paid in time',
      ru: 'Заказ отменён: не оплачен вовремя',
      'es-ES': 'Pedido cancelado: no se pagó a tiempo',
    },
    body: {
      'zh-CN': '订单 {{number}} 未在 30 分钟内支付，已自动取消。',
      'en-US': 'Order {{number}} was not paid within 30 minutes and has been cancelled.',
      ru: 'Заказ {{number}} не был оплачен за 30 минут и отменён.',
      'es-ES': 'El pedido {{number}} no se pagó en 30 minutos y se ha cancelado.',
    },
  },
  orderShipped: {
    title: {
      'zh-CN': '订单已发货',
      'en-US': 'Order shipped',
      ru: 'Заказ отправлен',
      'es-ES': 'Pedido enviado',
    },
    body: {
      'zh-CN': '订单 {{number}} 已发货，可在订单详情查看物流。',
      'en-US': 'Order {{number}} has been shipped; track it in the order details.',
      ru: 'Заказ {{number}} отправлен; отслеживайте его в деталях заказа.',
      'es-ES': 'El pedido {{number}} ha sido enviado; sígalo en los detalles del pedido.',
    },
  },
  orderReceived: {
    title: {
      'zh-CN': '订单已确认收货',
      'en-US': 'Order received',
      ru: 'Заказ получен',
      'es-ES': 'Pedido recibido',
    },
    body: {
      'zh-CN': '订单 {{number}} 已确认收货，欢迎评价。',
      'en-US': 'Order {{number}} has been received; we would love your review.',
      ru: 'Заказ {{number}} получен; будем рады вашему отзыву.',
      'es-ES': 'El pedido {{number}} ha sido recibido; nos encantaría su opinión.',
    },
  },
  inquiryReplied: {
    title: {
      'zh-CN': '您的询价 {{number}} 已回复',
      'en-US': 'Your inquiry {{number}} has a reply',
      ru: 'На ваш запрос {{number}} получен ответ',
      'es-ES': 'Su consulta {{number}} tiene respuesta',
    },
    body: {
      'zh-CN': '销售专员已回复您关于“{{projectName}}”的询价，请在 BOM 报价页的“我的询价”中查看。',
      'en-US':
        'A sales specialist replied to your inquiry for "{{projectName}}". See it under My inquiries on the BOM quote page.',
      ru: 'Специалист по продажам ответил на ваш запрос по проекту «{{projectName}}». Ответ — в разделе «Мои запросы» на странице расчёта BOM.',
      'es-ES':
        'Un especialista de ventas respondió a su consulta sobre «{{projectName}}». Véala en Mis consultas, en la página de cotización de BOM.',
    },
  },
  remittanceConfirmed: {
    title: {
      'zh-CN': '汇款已确认',
      'en-US': 'Remittance confirmed',
      ru: 'Перевод подтверждён',
      'es-ES': 'Transferencia confirmada',
    },
    body: {
      'zh-CN': '订单 {{orderNumber}} 的银行汇款已确认，订单已支付。',
      'en-US': 'The bank remittance for order {{orderNumber}} is confirmed; the order is paid.',
      ru: 'Банковский перевод по заказу {{orderNumber}} подтверждён, заказ оплачен.',
      'es-ES': 'La transferencia bancaria del pedido {{orderNumber}} está confirmada; el pedido está pagado.',
    },
  },
  remittanceRejected: {
    title: {
      'zh-CN': '汇款被驳回',
      'en-US': 'Remittance rejected',
      ru: 'Перевод отклонён',
      'es-ES': 'Transferencia rechazada',
    },
    body: {
      'zh-CN': '订单 {{orderNumber}} 的银行汇款被驳回：{{reason}}。请修改后重新提交。',
      'en-US':
        'The bank remittance for order {{orderNumber}} was rejected: {{reason}}. Please correct it and submit again.',
      ru: 'Банковский перевод по заказу {{orderNumber}} отклонён: {{reason}}. Исправьте данные и отправьте снова.',
      'es-ES': 'La transferencia del pedido {{orderNumber}} fue rechazada: {{reason}}. Corríjala y envíela de nuevo.',
    },
  },
  friendPaid: {
    title: {
      'zh-CN': '好友已代付',
      'en-US': 'A friend paid your order',
      ru: 'Друг оплатил ваш заказ',
      'es-ES': 'Un amigo pagó su pedido',
    },
    body: {
      'zh-CN': '{{friend}} 已为订单 {{orderNumber}} 代付。',
      'en-US': '{{friend}} paid order {{orderNumber}} for you.',
      ru: '{{friend}} оплатил(а) за вас заказ {{orderNumber}}.',
      'es-ES': '{{friend}} pagó el pedido {{orderNumber}} por usted.',
    },
  },
  refundSucceeded: {
    title: {
      'zh-CN': '退款成功',
      'en-US': 'Refund completed',
      ru: 'Деньги возвращены',
      'es-ES': 'Reembolso completado',
    },
    body: {
      'zh-CN': '订单 {{orderNumber}} 的退款 ¥{{amount}} 已原路退回。',
      'en-US': 'The refund of ¥{{amount}} for order {{orderNumber}} went back the way you paid.',
      ru: 'Возврат ¥{{amount}} по заказу {{orderNumber}} отправлен тем же способом, которым вы платили.',
      'es-ES': 'El reembolso de ¥{{amount}} del pedido {{orderNumber}} volvió por la misma vía con la que pagó.',
    },
  },
  latePaymentRefunded: {
    title: {
      'zh-CN': '付款已退回',
      'en-US': 'Payment returned',
      ru: 'Платёж возвращён',
      'es-ES': 'Pago devuelto',
    },
    body: {
      'zh-CN': '订单 {{orderNumber}} 已取消或已支付，您后来支付的 ¥{{amount}} 已原路退回。',
      'en-US':
        'Order {{orderNumber}} had already ended or been paid, so the ¥{{amount}} you paid later went back the way you paid.',
      ru: 'Заказ {{orderNumber}} уже был закрыт или оплачен, поэтому ваш поздний платёж ¥{{amount}} возвращён тем же способом.',
      'es-ES':
        'El pedido {{orderNumber}} ya había terminado o estaba pagado, así que los ¥{{amount}} que pagó después volvieron por la misma vía.',
    },
  },
  invoiceIssued: {
    title: {
      'zh-CN': '发票已开具',
      'en-US': 'Invoice issued',
      ru: 'Счёт-фактура выставлена',
      'es-ES': 'Factura emitida',
    },
    body: {
      'zh-CN': '订单 {{number}} 的发票（{{invoiceNumber}}）已开具，并发送至 {{email}}。',
      'en-US': 'The invoice ({{invoiceNumber}}) of order {{number}} was issued and sent to {{email}}.',
      ru: 'Счёт-фактура ({{invoiceNumber}}) по заказу {{number}} выставлена и отправлена на {{email}}.',
      'es-ES': 'La factura ({{invoiceNumber}}) del pedido {{number}} se emitió y se envió a {{email}}.',
    },
  },
  ...afterSaleTemplates,
  ...couponTemplates,
  ...invitationTemplates,
  ...flashSaleTemplates,
  ...groupBuyTemplates,
  ...chatTemplates,
} satisfies Record<string, { title: LocalizedText; body: LocalizedText }>;

export type MessageTemplateKey = keyof typeof messageTemplates;

export function isMessageTemplateKey(key: string): key is MessageTemplateKey {
  return Object.hasOwn(messageTemplates, key);
}

function fill(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}

/** The template's title and body in `locale`. */
export function renderTemplate(
  key: MessageTemplateKey,
  params: Record<string, string | number>,
  locale: Locale,
): { title: string; body: string } {
  const template = messageTemplates[key];
  return { title: fill(template.title[locale], params), body: fill(template.body[locale], params) };
}
