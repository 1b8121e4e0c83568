import { DataEncryption } from '../../platform/crypto/data-encryption.js';
import type { AfterCommit } from '../../platform/db/after-commit.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { MessageDelivery, SmsProvider } from '../../platform/mail/message-delivery.js';
import { defineModule, type PersonalDataEraser } from '../../platform/manifest/module-definition.js';
import type { PubSub } from '../../platform/pubsub/pubsub.js';
import type { ImageStore } from '../../platform/uploads/index.js';
import type { NotificationService } from '../messages/notification.service.js';
import { AccountCancellationService } from './account-cancellation.service.js';
import { AccountSecurityService } from './account-security.service.js';
import { identityEntities } from './identity.entities.js';
import { IdentityResolver } from './identity.graphql.js';
import { identityRoutes } from './identity.rest.js';
import { IdentityService } from './identity.service.js';
import { LoginThrottle } from './login-throttle.js';
import { OAuthLoginService } from './oauth/oauth-login.service.js';
import type { OAuthProvider } from './oauth/oauth-provider.js';
import { SandboxWechatProvider } from './oauth/sandbox-wechat-provider.js';
import { ProfileResolver } from './profile.graphql.js';
import { profileRoutes } from './profile.rest.js';
import { ProfileService } from './profile.service.js';
import { securityEntities } from './security.entities.js';
import { CustomerAccounts } from './staff/customer-accounts.js';
import { StaffDirectory } from './staff/staff-directory.js';
import { StaffSignIn } from './staff/staff-sign-in.js';
import { staffSignInEntities } from './staff/staff-sign-in.entities.js';
import { StaffResolver } from './staff/staff.graphql.js';
import { StaffTotpService } from './staff/staff-totp.js';
import { AccountSecurityResolver } from './security.graphql.js';
import { securityRoutes } from './security.rest.js';
import { SessionService } from './session.service.js';
import { HOURLY_CODES_PER_IP, VerificationCodeService } from './verification-code.service.js';

interface IdentityDependencies {
  clock: Clock;
  afterCommit: AfterCommit;
  pubSub: PubSub;
  email: MessageDelivery;
  sms: SmsProvider;
  /** The real WeChat login (WECHAT_LOGIN_PROVIDER=wechat); unset: the sandbox provider. */
  wechatLoginProvider?: OAuthProvider | undefined;
  images: ImageStore;
  /** AES-256 key for personal data at rest (config DATA_ENCRYPTION_KEY). */
  dataEncryptionKey: Buffer;
  /** Signs sandbox WeChat codes; unset: a random key (the sandbox is off). */
  paymentSandboxSecret?: string | undefined;
  personalDataErasers: readonly PersonalDataEraser[];
  notifications: NotificationService;
  /** Staff confirm every sign-in with an authenticator code (config STAFF_TOTP_REQUIRED). */
  staffTotpRequired?: boolean | undefined;
  /** Verification codes one network address may ask for in an hour (config VERIFICATION_CODES_PER_IP_PER_HOUR). */
  verificationCodesPerIpPerHour?: number | undefined;
}

/** Accounts, sessions, verification codes, WeChat login, profile, account security and account closing. */
export const identityModule = defineModule({
  name: 'identity',
  requires: ['messages'],
  entities: [...identityEntities, ...securityEntities, ...staffSignInEntities],
  createServices: (deps: IdentityDependencies) => {
    const { clock } = deps;
    /** Also the SessionResolver that turns each request's token into its user. */
    const sessions = new SessionService(clock, deps.afterCommit, deps.pubSub);
    const codes = new VerificationCodeService(
      clock,
      deps.email,
      deps.sms,
      deps.verificationCodesPerIpPerHour ?? HOURLY_CODES_PER_IP,
    );
    const accountCancellation = new AccountCancellationService(clock, sessions, deps.personalDataErasers);
    const throttle = new LoginThrottle(clock);
    const encryption = new DataEncryption(deps.dataEncryptionKey);
    const staffTotp = new StaffTotpService(clock, encryption, throttle, deps.staffTotpRequired ?? false);
    const staffSignIn = new StaffSignIn(clock, staffTotp, sessions);
    const identity = new IdentityService(
      clock,
      codes,
      sessions,
      throttle,
      accountCancellation,
      deps.notifications,
      staffSignIn,
    );
    /** The sandbox's authorize page is served only while WECHAT_LOGIN_PROVIDER=sandbox (startup/routes.ts). */
    const wechatSandbox = new SandboxWechatProvider(clock, deps.paymentSandboxSecret);
    return {
      identity,
      sessions,
      profile: new ProfileService(clock, deps.images),
      wechatLogin: new OAuthLoginService(clock, identity, deps.wechatLoginProvider ?? wechatSandbox),
      wechatSandbox,
      /** Passwords, payment password (`verifyPaymentPassword` for checkout), bound addresses, preferences, real name. */
      accountSecurity: new AccountSecurityService(clock, codes, sessions, encryption),
      accountCancellation,
      /** Finding customers and disabling their accounts (the people module adds their orders and balance). */
      customerAccounts: new CustomerAccounts(clock, sessions),
      staffDirectory: new StaffDirectory(clock, sessions),
      staffSignIn,
      staffTotp,
    };
  },
  resolvers: (services) => [
    new IdentityResolver(services.identity),
    new ProfileResolver(services.profile),
    new AccountSecurityResolver(services.accountSecurity, services.accountCancellation),
    new StaffResolver(services.staffDirectory, services.staffSignIn, services.staffTotp),
  ],
  routes: (services) => [
    ...identityRoutes(services.identity, services.accountSecurity),
    ...securityRoutes(services.accountSecurity, services.accountCancellation),
    ...profileRoutes(services.profile),
  ],
});
