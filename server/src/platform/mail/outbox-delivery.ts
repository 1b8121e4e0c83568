import type { EntityManager } from '@mikro-orm/sql';
import type { PlatformLogger } from '../http/logger.js';
import type { Clock } from '../jobs/clock.js';
import type { MessageDelivery, OutgoingMessage, OutgoingSms, SmsProvider } from './message-delivery.js';
import { OutboxChannel, OutboxMessage } from './outbox.entities.js';

/**
 * The embedded default for e-mail and SMS: each message becomes a row of the outbox table and a log
 * line, so a developer without a mail server or SMS account can still read the verification code.
 */
export class OutboxDelivery implements MessageDelivery, SmsProvider {
  constructor(
    private readonly logger: PlatformLogger,
    private readonly clock: Clock,
  ) {}

  sendEmail(message: OutgoingMessage, em: EntityManager): Promise<void> {
    return this.record(OutboxChannel.EMAIL, message, em);
  }

  sendSms(message: OutgoingSms, em: EntityManager): Promise<void> {
    return this.record(OutboxChannel.SMS, { recipient: message.recipient, subject: '', body: message.body }, em);
  }

  private async record(channel: OutboxChannel, message: OutgoingMessage, em: EntityManager): Promise<void> {
    await em.insert(OutboxMessage, { channel, ...message, html: message.html ?? null, createdAt: this.clock.now() });
    this.logger.info({ channel, recipient: message.recipient, body: message.body }, 'message written to the outbox');
  }
}

/** The newest outbox messages first. */
export function latestOutboxMessages(em: EntityManager, count: number): Promise<OutboxMessage[]> {
  return em.find(OutboxMessage, {}, { orderBy: { id: 'desc' }, limit: count });
}
