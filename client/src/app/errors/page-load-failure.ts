/** How browsers word a module script that could not be fetched: offline, or removed by a deploy. */
const chunkLoadFailure =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

const RELOADED_AT_KEY = 'circuitmart.chunkReloadAt';
/** A reload within this long of the last one did not help: show the retry screen instead of reloading again. */
const RELOAD_GRACE_MS = 30_000;

export function isPageLoadFailure(error: unknown): boolean {
  return error instanceof Error && chunkLoadFailure.test(error.message);
}

/**
 * Reloads the page once for a page chunk that failed to load (after a deploy the new index.html names the new
 * chunks). False when it reloaded a moment ago already, so a page that keeps failing shows the retry screen.
 */
export function reloadOnceForNewChunks(): boolean {
  const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
  if (Date.now() - last < RELOAD_GRACE_MS) return false;
  sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  window.location.reload();
  return true;
}
