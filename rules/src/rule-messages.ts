import { accountRuleMessages } from './account-rules.js';
import { addressRuleMessages } from './address-rules.js';
import { carrierRuleMessages } from './carriers.js';
import { feedbackRuleMessages } from './feedback-rules.js';
import { identityRuleMessages } from './identity-rules.js';
import { partRuleMessages } from './part-rules.js';
import { reviewRuleMessages } from './review-rules.js';

/** A message in every language the shop speaks; `{{name}}` placeholders are filled from the error's params. */
export interface RuleMessage {
  'zh-CN': string;
  'en-US': string;
  ru: string;
  'es-ES': string;
}

export type RuleLocale = keyof RuleMessage;

/**
 * The messages of every rule in this package, by the error code the server's catalogue gives it. The catalogue takes
 * them from here, and the web client shows the same text when its form catches the mistake first.
 */
export const ruleMessages = {
  ...accountRuleMessages,
  ...addressRuleMessages,
  ...carrierRuleMessages,
  ...feedbackRuleMessages,
  ...identityRuleMessages,
  ...partRuleMessages,
  ...reviewRuleMessages,
};

export type RuleCode = keyof typeof ruleMessages;

/** Every rule message in one language, by code (the web client adds them to its translations as `rules.<code>`). */
export function ruleMessagesIn(locale: RuleLocale): Record<RuleCode, string> {
  return Object.fromEntries(Object.entries(ruleMessages).map(([code, message]) => [code, message[locale]])) as Record<
    RuleCode,
    string
  >;
}
