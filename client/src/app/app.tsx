import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createApolloClient } from '../features/apollo/apollo-client';
import { loginReturnState } from '../features/session/remembered-page';
import { LoadingBarHost } from '../features/loading-bar/loading-bar';
import { ToastHost } from '../features/toast/show-toast';
import { AppErrorBoundary } from './errors/app-error-boundary';
import { prefetchRoutesOnIntent } from './prefetch-routes-on-intent';
import { createAppRouter, routes } from './router';
import { showLoadingBarForRouteLoads } from './route-loading-bar';
import { cssVariablesResolver, theme } from './theme/theme';

// The connection note, the update prompt and the service worker load after the first paint.
const AppStatus = lazy(() => import('../features/connection/app-status'));

const router = createAppRouter();
showLoadingBarForRouteLoads(router);
prefetchRoutesOnIntent(routes);

// Spec §2: an invalid session sends the visitor to the login page, replacing the current history entry;
// the page they were on is remembered so logging in again returns there.
const apolloClient = createApolloClient(() => {
  if (router.state.location.pathname.startsWith('/login/login')) return;
  void router.navigate('/login/login', { replace: true, state: loginReturnState(router.state.location) });
});

// Descriptions and names arrive in the request's language, so a language switch refetches what is on screen.
i18next.on('languageChanged', () => {
  apolloClient
    .resetStore()
    .catch((error: unknown) => console.error('Refetching after a language change failed', error));
});

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="dark">
      <AppErrorBoundary onClear={() => void router.navigate('/')}>
        <ApolloProvider client={apolloClient}>
          <LoadingBarHost />
          <ToastHost />
          <Suspense>
            <AppStatus />
          </Suspense>
          <RouterProvider router={router} />
        </ApolloProvider>
      </AppErrorBoundary>
    </MantineProvider>
  );
}
