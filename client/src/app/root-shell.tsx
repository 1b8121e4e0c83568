import { Outlet, ScrollRestoration } from 'react-router';

/** The root route: every page renders inside it, and new pages start scrolled to the top. */
export function RootShell() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
