import type { EntityManager } from '@mikro-orm/sql';

/** One message to a person: an e-mail (with subject) or a text message. */
export interface OutgoingMessage {
  /** An e-mail address, or a phone number with its area code (`+86 13800138000`). */
  recipient: string;
  subject: string;
  /** Plain text. */
  body: string;
  /** An HTML alternative of the same text, for e-mail. */
  html?: string;
}

/**
 * Sends e-mail. The request's unit of work is handed in so that the embedded outbox can record the
 * message beside the data that caused it; a real mail server ignores it.
 */
export interface MessageDelivery {
  sendEmail(message: OutgoingMessage, em: EntityManager): Promise<void>;
}

/**
 * What a text message says, as a template and its values: mainland providers send only templates they approved
 * (Alibaba Cloud: a template code per kind, `TemplateParam` JSON), while the outbox keeps the rendered `body`.
 */
export type SmsTemplate = { kind: 'verification-code'; params: { code: string } };

/** One text message to a phone (`+86 13800138000`). */
export interface OutgoingSms {
  recipient: string;
  /** The text in the person's language, for providers that send free text (and the outbox). */
  body: string;
  template: SmsTemplate;
}

/**
 * Sends text messages to phones. A provider that refuses a message (its rate limits, an outage) throws a DomainError
 * from the catalogue, which reaches the person translated.
 */
export interface SmsProvider {
  sendSms(message: OutgoingSms, em: EntityManager): Promise<void>;
}
