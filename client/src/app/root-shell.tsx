import { Outlet, ScrollRestoration } from 'react-router';
import { useRefreshSessionUser } from '../features/session/use-refresh-session-user';
import { useFocusHeadingOnNavigation } from './focus-heading-on-navigation';

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
