/**
 * The message-notification toggles of a shopper's settings, one per kind of message (system, platform, order, chat,
 * activity reminders): each decides both the browser push and the e-mail of its kind. The settings page lists them
 * in this order.
 */
export const notificationToggles = [
  'notifySystemMessages',
  'notifyPlatformMessages',
  'notifyOrderUpdates',
  'notifyChatMessages',
  'notifyActivityReminders',
] as const;
export type NotificationToggle = (typeof notificationToggles)[number];
