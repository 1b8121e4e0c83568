import type { NotificationToggle } from '../identity/notification-preferences.js';
import type { MessageTemplateKey } from './message-templates.js';

/**
 * What a message is about, for the shopper's notification settings: every message is stored and counted, but only
 * those of a category the shopper left on are pushed to the browser and e-mailed.
 */
export type NotificationCategory = 'system' | 'platform' | 'order' | 'chat' | 'activity';

/** The category of each message the shop writes; staff's plain-text messages are `platform`. */
const categoryOfTemplate = {
  welcome: 'system',
  feedbackReplied: 'system',
  orderPaid: 'order',
  orderApproved: 'order',
  orderRefused: 'order',
  orderCancelled: 'order',
  orderClosedUnfulfillable: 'order',
  orderMembershipRefunded: 'order',
  orderBlindBoxOpenRefunded: 'order',
  orderExpired: 'order',
  orderShipped: 'order',
  orderReceived: 'order',
  inquiryReplied: 'order',
  remittanceConfirmed: 'order',
  remittanceRejected: 'order',
  friendPaid: 'order',
  refundSucceeded: 'order',
  latePaymentRefunded: 'order',
  invoiceIssued: 'order',
  afterSaleSubmitted: 'order',
  afterSaleApproved: 'order',
  afterSaleReturnApproved: 'order',
  afterSaleReplenishmentApproved: 'order',
  afterSaleRejected: 'order',
  afterSaleProofRequested: 'order',
  afterSaleCancelled: 'order',
  afterSaleReturnShipped: 'order',
  afterSaleClosed: 'order',
  afterSaleReturnReceived: 'order',
  afterSaleRefundIssued: 'order',
  afterSaleRefunded: 'order',
  afterSaleReplacementShipped: 'order',
  afterSaleCompleted: 'order',
  couponExpiringSoon: 'activity',
  couponReceived: 'activity',
  invitationRewardPoints: 'activity',
  invitationRewardCoupon: 'activity',
  flashSaleStartingSoon: 'activity',
  groupBuyCompleted: 'activity',
  groupBuyCancelled: 'activity',
  chatReplied: 'chat',
  chatRepliedImage: 'chat',
} as const satisfies Record<MessageTemplateKey, NotificationCategory>;

export function categoryOf(templateKey: MessageTemplateKey | null): NotificationCategory {
  return templateKey ? categoryOfTemplate[templateKey] : 'platform';
}

/**
 * Which saved toggle governs each category: one each (spec §6 "message notifications"), deciding both the browser
 * push and the e-mail; docs/notifications.md lists the messages of each.
 */
export const toggleOfCategory: Record<NotificationCategory, NotificationToggle> = {
  system: 'notifySystemMessages',
  platform: 'notifyPlatformMessages',
  order: 'notifyOrderUpdates',
  chat: 'notifyChatMessages',
  activity: 'notifyActivityReminders',
};
