import { deferredModule } from '../deferred/deferred-module';

/** Mantine's progress bar loads the first time the bar shows: a first visit that loads fast never needs it. */
const progressBar = deferredModule(
  () => import('./loading-bar-host'),
  (module) => module.LoadingBarHost,
);

/** Where the bar appears; renders nothing before it first shows. */
export const LoadingBarHost = progressBar.DeferredHost;

/** Work that ends sooner than this never shows the bar, so fast requests don't flicker (spec §9). */
export const LOADING_BAR_THROTTLE_MS = 200;

type Listener = () => void;

let activeTasks = 0;
let startTimer: ReturnType<typeof setTimeout> | undefined;
let barVisible = false;
let failedSinceStart = false;
const listeners = new Set<Listener>();

function notifyListeners(): void {
  for (const listener of listeners) listener();
}

function showBar(): void {
  if (startTimer !== undefined) clearTimeout(startTimer);
  startTimer = undefined;
  barVisible = true;
  failedSinceStart = false;
  notifyListeners();
  // Starts and completes run in the order they were asked, once the bar's module is there.
  void progressBar.load().then(({ nprogress }) => nprogress.start());
}

function finishBar(): void {
  if (startTimer !== undefined) {
    clearTimeout(startTimer);
    startTimer = undefined;
  }
  if (barVisible) {
    barVisible = false;
    void progressBar.load().then(({ nprogress }) => nprogress.complete());
  }
}

/**
 * Marks the start of a route load or request; call the returned function once when it ends.
 * Overlapping tasks share one bar, which turns red when any of them failed.
 */
export function beginLoadingTask(): (outcome: 'succeeded' | 'failed') => void {
  activeTasks += 1;
  if (activeTasks === 1 && !barVisible && startTimer === undefined) {
    startTimer = setTimeout(showBar, LOADING_BAR_THROTTLE_MS);
  }
  let ended = false;
  return (outcome) => {
    if (ended) return;
    ended = true;
    activeTasks -= 1;
    if (outcome === 'failed' && !failedSinceStart) {
      // A failure is always shown, even one faster than the throttle.
      if (!barVisible) showBar();
      failedSinceStart = true;
      notifyListeners();
    }
    if (activeTasks === 0) finishBar();
  };
}

export function subscribeLoadingBar(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function loadingBarFailed(): boolean {
  return failedSinceStart;
}
