import { CatalogService } from './modules/catalog/catalog.service.js';
import { CollectionService } from './modules/collection/collection.service.js';
import { ContentService } from './modules/content/content.service.js';
import { IdentityService } from './modules/identity/identity.service.js';
import { SessionService } from './modules/identity/session.service.js';
import { VerificationCodeService } from './modules/identity/verification-code.service.js';
import { silentLogger } from './platform/http/logger.js';
import { systemClock, type Clock } from './platform/jobs/clock.js';
import type { MessageDelivery, SmsProvider } from './platform/mail/message-delivery.js';
import { OutboxDelivery } from './platform/mail/outbox-delivery.js';

/** One instance of each module's service, shared by the GraphQL resolvers and the REST routes. */
export interface Services {
  catalog: CatalogService;
  collection: CollectionService;
  content: ContentService;
  identity: IdentityService;
  /** Also the SessionResolver that turns each request's token into its user. */
  sessions: SessionService;
}

export interface ServiceDependencies {
  clock: Clock;
  email: MessageDelivery;
  sms: SmsProvider;
}

/** Without dependencies (schema emission), the services run on the system clock and the silent outbox. */
export function createServices(dependencies: Partial<ServiceDependencies> = {}): Services {
  const clock = dependencies.clock ?? systemClock;
  const outbox = new OutboxDelivery(silentLogger, clock);
  const sessions = new SessionService(clock);
  const codes = new VerificationCodeService(clock, dependencies.email ?? outbox, dependencies.sms ?? outbox);
  return {
    catalog: new CatalogService(),
    collection: new CollectionService(clock),
    content: new ContentService(),
    identity: new IdentityService(clock, codes, sessions),
    sessions,
  };
}
