/** Whether this browser can take web pushes at all: a service worker and the Push and Notifications APIs. */
export function browserSupportsPush(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    typeof Notification !== 'undefined'
  );
}

/** The VAPID public key (base64url) as the bytes `pushManager.subscribe` takes for `applicationServerKey`. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The parts of a subscription the shop keeps (`PushSubscription.toJSON()`); null when one is missing. */
export function subscriptionInput(
  subscription: PushSubscriptionJSON,
): { endpoint: string; p256dh: string; auth: string } | null {
  const { endpoint, keys } = subscription;
  if (!endpoint || !keys?.p256dh || !keys.auth) return null;
  return { endpoint, p256dh: keys.p256dh, auth: keys.auth };
}
