import { DomainError } from '../errors/index.js';
import type { SmsProvider } from './message-delivery.js';

/** SMS_PROVIDER=off (production's default until a provider is chosen): phone codes are refused, saying so. */
export const noSmsProvider: SmsProvider = {
  sendSms: () => Promise.reject(new DomainError('SMS_UNAVAILABLE')),
};
