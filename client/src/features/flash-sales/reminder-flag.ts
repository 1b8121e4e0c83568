/**
 * Whether this browser should turn flash-sale reminder messages into web notifications: the shopper set a reminder
 * here and the browser allows notifications. Tiny on purpose: the header reads it on every page, and only when it
 * holds does the notifier (reminder-notifier.ts) load.
 */
const FLAG = 'cm.flashSaleNotifications';

export function wantsReminderNotifications(): boolean {
  try {
    return (
      localStorage.getItem(FLAG) === '1' && typeof Notification !== 'undefined' && Notification.permission === 'granted'
    );
  } catch {
    return false;
  }
}

export function rememberReminderNotifications(): void {
  try {
    localStorage.setItem(FLAG, '1');
  } catch {
    // Storage refused (private mode): no notifications, the message still arrives.
  }
}
