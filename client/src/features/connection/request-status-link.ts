import { ApolloLink, CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client';
import { tap } from 'rxjs';
import { updateConnectionStatus } from './connection-status';

/** True when the request got no answer at all: the network or the server is gone, not a refusal or a bad answer. */
function isNetworkFailure(error: unknown): boolean {
  return !CombinedGraphQLErrors.is(error) && !ServerError.is(error) && !ServerParseError.is(error);
}

/** Tells the connection status whether queries and mutations reach the server. */
export const requestStatusLink = new ApolloLink((operation, forward) =>
  // A subscription's socket reports on itself (web-socket-link.ts).
  operation.operationType === 'subscription'
    ? forward(operation)
    : forward(operation).pipe(
        tap({
          next: () => updateConnectionStatus({ serverUnreachable: false }),
          error: (error: unknown) => {
            if (isNetworkFailure(error)) updateConnectionStatus({ serverUnreachable: true });
          },
        }),
      ),
);
