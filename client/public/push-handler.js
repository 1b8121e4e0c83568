// The service worker's part of web pushes (server/src/modules/messages/web-pushes.ts sends them; the generated
// worker imports this file): shows a pushed message unless a window of the shop is in view, and opens its page on a
// click. A plain script, since the worker loads it with importScripts.
self.addEventListener('push', (event) => {
  const message = event.data ? event.data.json() : null;
  if (!message || typeof message.title !== 'string') return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // The open page shows the message itself (message center, chat, unread badge).
      if (windows.some((client) => client.visibilityState === 'visible')) return;
      await self.registration.showNotification(message.title, {
        body: message.body,
        tag: message.tag,
        icon: '/pwa-192x192.png',
        data: { url: message.url },
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const wanted = new URL(event.notification.data?.url ?? '/user/msg', self.location.origin);
  // Only the shop's own pages: a push names a route, never another site.
  const url = wanted.origin === self.location.origin ? wanted.href : new URL('/user/msg', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows[0];
      if (open) {
        await open.navigate(url);
        return open.focus();
      }
      return self.clients.openWindow(url);
    })(),
  );
});
