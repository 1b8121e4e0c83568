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

/** Settles once `worker` is done installing: true when it installed (it then waits), false when its install failed. */
function installs(worker: ServiceWorker): Promise<boolean> {
  return new Promise((resolve) => {
    const settle = () => {
      if (worker.state === 'installing' || worker.state === 'parsed') return;
      worker.removeEventListener('statechange', settle);
      resolve(worker.state !== 'redundant');
    };
    worker.addEventListener('statechange', settle);
    settle();
  });
}

/**
 * Asks the server for the worker script again. True when a new build's worker has installed and waits (its prompt
 * shows then), false when the running one is current or the new one failed to install, null when there is no
 * worker to ask (a development server, an old browser). A worker still installing is waited for: it precaches the
 * new shell first, which takes a while on a slow network or device.
 */
export async function checkForServiceWorkerUpdate(): Promise<boolean | null> {
  if (!registration) return null;
  await registration.update();
  const installing = registration.installing;
  if (installing && (await installs(installing))) return true;
  return updateWaiting || registration.waiting !== null;
}
