import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useRefreshSessionUser } from '../features/session/use-refresh-session-user';

/**
 * After a navigation to another page, focus goes to its heading instead of falling to `<body>`: a screen reader reads
 * where the user landed and the next Tab starts in the page, not at the top of the header. Not on the first load,
 * where the browser's own start is right, and not when only the query changes (a filter, a search from this page).
 * The code loads with the first navigation: the home page's first download has no room for it.
 */
function useFocusHeadingOnNavigation(): void {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return undefined;
    firstPath.current = '';
    const focusedBefore = document.activeElement;
    let stop: (() => void) | undefined;
    let left = false;
    void import('./focus-heading-on-navigation').then(({ focusHeadingWhenShown }) => {
      if (!left) stop = focusHeadingWhenShown(focusedBefore);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [pathname]);
}

/** The root route: every page renders inside it, and new pages start scrolled to the top. */
export function RootShell() {
  useRefreshSessionUser();
  useFocusHeadingOnNavigation();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
