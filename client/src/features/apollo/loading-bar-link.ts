import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';
import { beginLoadingTask } from '../loading-bar/loading-bar';

/** Runs the page loading bar while a query or mutation is in flight; subscriptions stay open, so they don't count. */
export const loadingBarLink = new ApolloLink((operation, forward) => {
  if (operation.operationType === 'subscription') return forward(operation);
  return new Observable<ApolloLink.Result>((subscriber) => {
    const endTask = beginLoadingTask();
    let outcome: 'succeeded' | 'failed' = 'succeeded';
    const subscription = forward(operation).subscribe({
      next(result) {
        if (result.errors?.length) outcome = 'failed';
        subscriber.next(result);
      },
      error(error: unknown) {
        endTask('failed');
        subscriber.error(error);
      },
      complete() {
        endTask(outcome);
        subscriber.complete();
      },
    });
    return () => {
      endTask(outcome);
      subscription.unsubscribe();
    };
  });
});
