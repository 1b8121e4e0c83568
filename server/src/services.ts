import os from 'node:os';
import path from 'node:path';
import { AddressesService } from './modules/addresses/addresses.service.js';
import { CatalogService } from './modules/catalog/catalog.service.js';
import { ContentService } from './modules/content/content.service.js';
import { IdentityService } from './modules/identity/identity.service.js';
import { SessionService } from './modules/identity/session.service.js';
import { OAuthLoginService } from './modules/identity/oauth/oauth-login.service.js';
import { SandboxWechatProvider } from './modules/identity/oauth/sandbox-wechat-provider.js';
import { ProfileService } from './modules/identity/profile.service.js';
import { VerificationCodeService } from './modules/identity/verification-code.service.js';
import { silentLogger } from './platform/http/logger.js';
import { systemClock, type Clock } from './platform/jobs/clock.js';
import type { MessageDelivery, SmsProvider } from './platform/mail/message-delivery.js';
import { OutboxDelivery } from './platform/mail/outbox-delivery.js';
import { ImageStore } from './platform/uploads/index.js';

/** One instance of each module's service, shared by the GraphQL resolvers and the REST routes. */
export interface Services {
  addresses: AddressesService;
  catalog: CatalogService;
  content: ContentService;
  identity: IdentityService;
  profile: ProfileService;
  /** WeChat login through the sandbox provider (the only WeChat adapter so far). */
  wechatLogin: OAuthLoginService;
  wechatSandbox: SandboxWechatProvider;
  images: ImageStore;
  /** Also the SessionResolver that turns each request's token into its user. */
  sessions: SessionService;
}

export interface ServiceDependencies {
  clock: Clock;
  email: MessageDelivery;
  sms: SmsProvider;
  images: ImageStore;
}

/** Without dependencies (schema emission), the services run on the system clock and the silent outbox. */
export function createServices(dependencies: Partial<ServiceDependencies> = {}): Services {
  const clock = dependencies.clock ?? systemClock;
  const outbox = new OutboxDelivery(silentLogger, clock);
  const sessions = new SessionService(clock);
  const codes = new VerificationCodeService(clock, dependencies.email ?? outbox, dependencies.sms ?? outbox);
  const identity = new IdentityService(clock, codes, sessions);
  const images = dependencies.images ?? new ImageStore(path.join(os.tmpdir(), 'circuitmart-uploads'));
  const wechatSandbox = new SandboxWechatProvider(clock);
  return {
    addresses: new AddressesService(clock),
    catalog: new CatalogService(),
    content: new ContentService(),
    identity,
    profile: new ProfileService(clock, images),
    wechatLogin: new OAuthLoginService(clock, identity, wechatSandbox),
    wechatSandbox,
    images,
    sessions,
  };
}
