import { matchRoutes, type RouteObject } from 'react-router';

/** A pointer resting this long on a link shows intent; one only passing over it on the way elsewhere does not. */
export const HOVER_INTENT_MS = 80;

/**
 * Starts loading a page's code (its route's `lazy`) when a link to it shows intent: the pointer rests on it, focus
 * reaches it, a finger touches it. The click then finds the chunk loaded, and nothing loads that nobody points at.
 * The router's own `lazy` call on navigation reuses the browser's already-loaded module.
 */
export function prefetchRoutesOnIntent(routes: RouteObject[]): void {
  const started = new WeakSet<RouteObject>();
  let hoverTimer: ReturnType<typeof setTimeout> | undefined;

  const sameOriginLink = (target: EventTarget | null): HTMLAnchorElement | undefined => {
    const anchor = target instanceof Element ? target.closest('a[href]') : null;
    return anchor instanceof HTMLAnchorElement && anchor.origin === window.location.origin ? anchor : undefined;
  };

  const prefetch = (anchor: HTMLAnchorElement) => {
    for (const { route } of matchRoutes(routes, anchor.pathname) ?? []) {
      if (typeof route.lazy !== 'function' || started.has(route)) continue;
      started.add(route);
      // A failed load is tried again on the next intent; navigating shows the failure, prefetching does not.
      route.lazy().catch(() => started.delete(route));
    }
  };

  const listen = (type: string, handler: (anchor: HTMLAnchorElement) => void) =>
    document.addEventListener(
      type,
      (event) => {
        const anchor = sameOriginLink(event.target);
        if (anchor) handler(anchor);
      },
      { capture: true, passive: true },
    );

  listen('focusin', prefetch);
  listen('touchstart', prefetch);
  listen('pointerover', (anchor) => {
    clearTimeout(hoverTimer);
    hoverTimer = setTimeout(() => prefetch(anchor), HOVER_INTENT_MS);
  });
  listen('pointerout', () => clearTimeout(hoverTimer));
}
