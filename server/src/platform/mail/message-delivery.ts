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

/** Sends text messages to phones. */
export interface SmsProvider {
  sendSms(message: Omit<OutgoingMessage, 'subject'>, em: EntityManager): Promise<void>;
}
