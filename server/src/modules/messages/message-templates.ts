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
