import { useEffect, useState } from 'react';
import { useNavigate, useRouteError } from 'react-router';
import { DefaultLayout } from '../layouts/default-layout';
import { ErrorScreen } from './error-screen';
import { errorMessage } from './error-message';
import { isPageLoadFailure, reloadOnceForNewChunks } from './page-load-failure';
import { PageLoadFailedScreen } from './page-load-failed-screen';

/**
 * The router's error element: a failed page chunk, loader or render lands here. A chunk that failed to load is
 * reloaded once (a deploy replaced it), then offered again with a retry inside the site's frame; anything else is
 * the generic server-error screen.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  const pageLoadFailure = isPageLoadFailure(error);
  const [reloading] = useState(() => pageLoadFailure && reloadOnceForNewChunks());
  useEffect(() => console.error(error), [error]);
  if (reloading) return null;
  if (pageLoadFailure) {
    return (
      <DefaultLayout>
        <PageLoadFailedScreen />
      </DefaultLayout>
    );
  }
  return <ErrorScreen message={errorMessage(error)} onClear={() => void navigate('/')} />;
}
