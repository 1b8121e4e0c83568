import { registerSW } from 'virtual:pwa-register';

/**
 * The service worker of the installable app (vite.config.ts builds it): it precaches the shell and answers
 * navigations with the offline page when the network is gone. A new build's worker waits until the visitor takes
 * the update, so a page never runs code from two builds.
 */
let registration: ServiceWorkerRegistration | undefined;
let updateWaiting = false;
let activateUpdate: ((reloadPage?: boolean) => Promise<void>) | undefined;
const listeners = new Set<() => void>();

function announce(): void {
  for (const listener of listeners) listener();
}

/** Registers the worker once; development servers and browsers without service workers go without. */
export function registerServiceWorker(): void {
  if (activateUpdate || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  activateUpdate = registerSW({
    onRegisteredSW: (_url, registered) => {
      registration = registered;
    },
    onNeedRefresh: () => {
      updateWaiting = true;
      announce();
    },
  });
}

export function isUpdateWaiting(): boolean {
  return updateWaiting;
}

export function subscribeToUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Hands over to the waiting worker of the new build and reloads the page on it. */
export async function applyUpdate(): Promise<void> {
  if (activateUpdate && updateWaiting) await activateUpdate(true);
  else window.location.reload();
}

/**
 * Asks the server for the worker script again. True when a new build's worker is installing or waiting, false when
 * the running one is current, null when there is no worker to ask (a development server, an old browser).
 */
export async function checkForServiceWorkerUpdate(): Promise<boolean | null> {
  if (!registration) return null;
  await registration.update();
  return updateWaiting || registration.installing !== null || registration.waiting !== null;
}
