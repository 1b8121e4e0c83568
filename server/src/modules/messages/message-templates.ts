import type { Locale, LocalizedText } from '../../platform/i18n/index.js';

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
      'en-US': 'The bank remittance for order {{orderNumber}} was rejected: {{reason}}. Please correct it and submit again.',
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
