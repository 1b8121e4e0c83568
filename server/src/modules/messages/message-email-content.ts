import type { LocalizedText } from '../../platform/i18n/index.js';
import type { OutgoingMessage } from '../../platform/mail/message-delivery.js';
import type { EmailRecipient } from '../identity/notification-preferences.js';
import { renderTemplate, type MessageTemplateKey } from './message-templates.js';
import { escapeHtml } from '../../platform/mail/escape-html.js';

/** What an e-mail of a message needs: a template rendered in the reader's language, or staff's plain text. */
export interface EmailedMessage {
  templateKey: MessageTemplateKey | null;
  params: Record<string, string | number> | null;
  title: string | null;
  body: string | null;
  /** A route of the shop; without one the e-mail links to the message center. */
  link: string | null;
}

const MESSAGE_CENTER = '/user/msg';
const SETTINGS_PAGE = '/user/security';

const openLabel: LocalizedText = {
  'zh-CN': '在 CircuitMart 中查看',
  'en-US': 'Open in CircuitMart',
  ru: 'Открыть в CircuitMart',
  'es-ES': 'Abrir en CircuitMart',
};

const footer: LocalizedText = {
  'zh-CN': '您收到这封邮件，是因为您开启了此类消息的通知。可在账户与安全设置中关闭：',
  'en-US': 'You get this e-mail because notifications of this kind are on. Turn them off in your settings:',
  ru: 'Вы получили это письмо, потому что уведомления этого вида включены. Отключить их можно в настройках:',
  'es-ES': 'Recibe este correo porque las notificaciones de este tipo están activadas. Desactívelas en sus ajustes:',
};

/** The e-mail of `message` to `recipient`, in their language: a plain-text body and a simple HTML one. */
export function emailOfMessage(message: EmailedMessage, recipient: EmailRecipient, shopUrl: string): OutgoingMessage {
  const { title, body } = message.templateKey
    ? renderTemplate(message.templateKey, message.params ?? {}, recipient.locale)
    : { title: message.title ?? '', body: message.body ?? '' };
  const link = new URL(message.link ?? MESSAGE_CENTER, shopUrl).href;
  const settings = new URL(SETTINGS_PAGE, shopUrl).href;
  const locale = recipient.locale;
  const text = `${body}\n\n${openLabel[locale]}: ${link}\n\n--\n${footer[locale]} ${settings}\n`;
  const html =
    `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.5">` +
    `<h2 style="font-size:1.1rem">${escapeHtml(title)}</h2>` +
    `<p style="white-space:pre-wrap">${escapeHtml(body)}</p>` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(openLabel[locale])}</a></p>` +
    `<hr><p style="color:#666;font-size:.85rem">${escapeHtml(footer[locale])} ` +
    `<a href="${escapeHtml(settings)}">${escapeHtml(settings)}</a></p></body></html>`;
  return { recipient: recipient.email, subject: title, body: text, html };
}
