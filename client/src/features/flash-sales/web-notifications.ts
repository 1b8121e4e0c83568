import { rememberReminderNotifications } from './reminder-flag';

/**
 * Asks for the browser's permission to notify, from the click that set a reminder (browsers ignore the request
 * otherwise). Any refusal or a browser without the API is silent: the reminder still arrives as a message.
 */
export async function askForReminderNotifications(): Promise<void> {
  if (typeof Notification === 'undefined') return;
  try {
    const permission =
      Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
    if (permission === 'granted') rememberReminderNotifications();
  } catch {
    // An old browser's callback-only API or a blocked prompt: stay silent.
  }
}

/** Shows one notification that opens `link` in this tab when clicked; nothing when the browser does not allow it. */
export function showWebNotification(title: string, body: string, link: string | null, tag: string): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    const notification = new Notification(title, { body, tag });
    notification.onclick = () => {
      window.focus();
      if (link) window.location.assign(link);
      notification.close();
    };
  } catch {
    // Some phones allow notifications only from a service worker: the message is in the message center anyway.
  }
}
