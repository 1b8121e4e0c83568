import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Focuses the page's heading (its first h1) once it is on screen: a lazy page may show it only after its data
 * arrives. Gives up when the user has moved focus meanwhile, so typing is never interrupted. Answers a stop function.
 */
function focusHeadingWhenShown(): () => void {
  const focusedBefore = document.activeElement;
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

/**
 * After a navigation to another page, focus goes to its heading instead of falling to `<body>`: a screen reader reads
 * where the user landed and the next Tab starts in the page, not at the top of the header. Not on the first load,
 * where the browser's own start is right, and not when only the query changes (a filter, a search from this page).
 */
export function useFocusHeadingOnNavigation(): void {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return undefined;
    firstPath.current = '';
    return focusHeadingWhenShown();
  }, [pathname]);
}
