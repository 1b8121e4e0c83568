import { registerSW } from 'virtual:pwa-register';

/**
 * The service worker of the installable app (vite.config.ts builds it): it precaches the shell and answers
 * navigations with the offline page when the network is gone. A new build's worker waits until the visitor takes
 * the update, so a page never runs code from two builds.
 */
let registration: ServiceWorkerRegistration | undefined;
let updateWaiting = false;
/**
 * True when a new build's worker took over at once instead of waiting: it does so where no page is under the old
 * worker yet (a first visit, before its worker activated). This page still runs the old build until it reloads.
 */
let updateActive = false;
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
  return updateWaiting || updateActive;
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

/** Settles once `worker` is done installing: true when it installed (it then waits or takes over), false when it failed. */
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
 * Asks the server for the worker script again. True when a new build's worker has installed (its prompt
 * shows then), false when the running one is current or the new one failed to install, null when there is no
 * worker to ask (a development server, an old browser). A worker still installing is waited for: it precaches the
 * new shell first, which takes a while on a slow network or device.
 */
export async function checkForServiceWorkerUpdate(): Promise<boolean | null> {
  if (!registration) return null;
  await registration.update();
  const installing = registration.installing;
  if (installing && (await installs(installing))) {
    announceWhenItTakesOver(installing);
    return true;
  }
  return updateWaiting || updateActive || registration.waiting !== null;
}

/**
 * A new worker waits only while a page is under the old one. A page loaded before its first worker activated is
 * under none, so the new worker takes over at once (no 'waiting' for the prompt) while the page runs the old build:
 * it is announced then, and taking the update reloads the page.
 */
function announceWhenItTakesOver(worker: ServiceWorker): void {
  const tookOver = () => {
    if (worker.state !== 'activating' && worker.state !== 'activated') return false;
    if (!updateWaiting && !updateActive) {
      updateActive = true;
      announce();
    }
    return true;
  };
  if (tookOver()) return;
  const onChange = () => {
    if (tookOver() || worker.state === 'redundant') worker.removeEventListener('statechange', onChange);
  };
  worker.addEventListener('statechange', onChange);
}
