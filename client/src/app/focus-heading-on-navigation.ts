/**
 * Focuses the page's heading (its first h1) once it is on screen: a lazy page may show it only after its data
 * arrives. Gives up when the user has moved focus away from `focusedBefore` meanwhile, so typing is never interrupted. Answers a stop function.
 */
export function focusHeadingWhenShown(focusedBefore: Element | null): () => void {
  const tryFocus = (): boolean => {
    const active = document.activeElement;
    if (active && active !== focusedBefore && active !== document.body) return true;
    const heading = document.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    // -1: focusable from script only, so the heading is no extra Tab stop.
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    return true;
  };
  if (tryFocus()) return () => {};
  const observer = new MutationObserver(() => {
    if (tryFocus()) observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}
