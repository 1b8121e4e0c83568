import { Outlet, ScrollRestoration } from 'react-router';
import { useRefreshSessionUser } from '../features/session/use-refresh-session-user';

/** The root route: every page renders inside it, and new pages start scrolled to the top. */
export function RootShell() {
  useRefreshSessionUser();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
