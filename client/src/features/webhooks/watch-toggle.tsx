import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { loginReturnState } from '../session/remembered-page';
import { useSession } from '../session/use-session';

const IsPartWatchedQuery = graphql(`
  query IsPartWatched($productId: ID!) {
    isPartWatched(productId: $productId)
  }
`);

const WatchPartMutation = graphql(`
  mutation WatchPart($productId: ID!) {
    watchPart(productId: $productId) {
      watching
      userErrors {
        code
        message
      }
    }
  }
`);

const UnwatchPartMutation = graphql(`
  mutation UnwatchPart($productId: ID!) {
    unwatchPart(productId: $productId) {
      watching
      userErrors {
        code
        message
      }
    }
  }
`);

/** Puts the part on the watch list (its stock and price changes reach the user's webhooks) or takes it off. */
export function WatchToggle({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const { token } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { data } = useQuery(IsPartWatchedQuery, { variables: { productId }, skip: !token });
  const refetchQueries = [{ query: IsPartWatchedQuery, variables: { productId } }];
  const [watch, watching] = useMutation(WatchPartMutation, { refetchQueries, awaitRefetchQueries: true });
  const [unwatch, unwatching] = useMutation(UnwatchPartMutation, { refetchQueries, awaitRefetchQueries: true });
  const watched = data?.isPartWatched ?? false;
  return (
    <Button
      size="xs"
      variant={watched ? 'filled' : 'default'}
      aria-pressed={watched}
      loading={watching.loading || unwatching.loading}
      onClick={() => {
        if (!token) {
          void navigate('/login/login', { state: loginReturnState(location) });
          return;
        }
        void (watched ? unwatch : watch)({ variables: { productId } });
      }}
    >
      {watched ? t('webhooks.watching') : t('webhooks.watch')}
    </Button>
  );
}
