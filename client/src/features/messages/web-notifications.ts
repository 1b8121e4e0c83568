/**
 * Asks for the browser's permission to notify, from a click (browsers ignore the request otherwise): setting a
 * flash-sale reminder, or turning a message notification on. Any refusal or a browser without the API is silent:
 * the messages still arrive in the message center.
 */
export async function askForWebNotifications(): Promise<void> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  try {
    await Notification.requestPermission();
  } catch {
    // An old browser's callback-only API or a blocked prompt: stay silent.
  }
}

/** Whether a pushed message can be shown now; checked before the notifier's code is loaded. */
export function webNotificationsAllowed(): boolean {
  return typeof Notification !== 'undefined' && Notification.permission === 'granted';
}

/** Shows one notification that opens `link` in this tab when clicked; nothing when the browser does not allow it. */
export function showWebNotification(title: string, body: string, link: string | null): void {
  if (!webNotificationsAllowed()) return;
  try {
    const notification = new Notification(title, { body });
    notification.onclick = () => {
      window.focus();
      if (link) window.location.assign(link);
      notification.close();
    };
  } catch {
    // Some phones allow notifications only from a service worker: the message is in the message center anyway.
  }
}
