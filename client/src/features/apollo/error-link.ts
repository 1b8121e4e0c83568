import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import i18next from 'i18next';
import { clearSession } from '../session/session-store';
import { showToast } from '../toast/show-toast';
import { httpStatusMessage } from './http-status-message';

function isUnauthenticated(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) && error.errors.some((entry) => entry.extensions?.['code'] === 'UNAUTHENTICATED')
  );
}

function httpStatusOf(error: unknown, response: unknown): number | undefined {
  if (ServerError.is(error)) return error.statusCode;
  // A GraphQL error with a non-2xx status arrives parsed, so the status is read from the response the HttpLink kept.
  return response instanceof Response ? response.status : undefined;
}

/** The session the server no longer accepts ends here, whether an HTTP call or the WebSocket found out. */
export function endExpiredSession(onSessionExpired: () => void): void {
  clearSession();
  showToast(i18next.t('errors.sessionExpired'));
  onSessionExpired();
}

/**
 * Tells the visitor why a request failed (spec §8) and ends a session the server no longer accepts.
 * `onSessionExpired` leaves for the login page; the router owns navigation, so it is passed in.
 */
export function createErrorLink(onSessionExpired: () => void): ErrorLink {
  return new ErrorLink(({ error, operation }) => {
    if (isUnauthenticated(error)) {
      endExpiredSession(onSessionExpired);
      return;
    }
    const status = httpStatusOf(error, operation.getContext()['response']);
    if (status !== undefined && (status < 200 || status >= 300)) {
      showToast(httpStatusMessage(status));
      return;
    }
    if (CombinedGraphQLErrors.is(error)) {
      for (const { message } of error.errors) showToast(message || i18next.t('errors.serverError'));
      return;
    }
    // Offline, the connection note says it once; a toast per failed request would only pile up.
    if (navigator.onLine) showToast(i18next.t('errors.http.requestFailed'));
  });
}
