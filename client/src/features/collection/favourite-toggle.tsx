import { useMutation } from '@apollo/client/react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { loginReturnState } from '../session/remembered-page';
import { useSession } from '../session/use-session';

const AddFavouriteMutation = graphql(`
  mutation AddFavourite($productId: ID!) {
    addFavourite(productId: $productId) {
      product {
        id
        isFavourite
      }
      userErrors {
        code
        message
      }
    }
  }
`);

const RemoveFavouriteMutation = graphql(`
  mutation RemoveFavourite($productId: ID!) {
    removeFavourite(productId: $productId) {
      removed
      userErrors {
        code
        message
      }
    }
  }
`);

/** Marks the part as (not) favourite in the cache and drops cached favourites lists so they are read again. */
export function useFavouriteMutations() {
  const [add, adding] = useMutation(AddFavouriteMutation, {
    update: (cache) => cache.evict({ fieldName: 'myFavourites' }),
  });
  const [remove, removing] = useMutation(RemoveFavouriteMutation, {
    update: (cache, _result, { variables }) => {
      cache.modify({
        id: cache.identify({ __typename: 'Product', id: variables!.productId }),
        fields: { isFavourite: () => false },
      });
      cache.evict({ fieldName: 'myFavourites' });
    },
  });
  return {
    add: (productId: string) => add({ variables: { productId } }),
    remove: (productId: string) => remove({ variables: { productId } }),
    busy: adding.loading || removing.loading,
  };
}

interface FavouriteToggleProps {
  productId: string;
  isFavourite: boolean;
}

/** Adds the part to favourites or takes it off; a visitor is sent to log in first and comes back here. */
export function FavouriteToggle({ productId, isFavourite }: FavouriteToggleProps) {
  const { t } = useTranslation();
  const { token } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const favourites = useFavouriteMutations();
  return (
    <Button
      size="xs"
      variant={isFavourite ? 'filled' : 'default'}
      color={isFavourite ? 'pink' : undefined}
      aria-pressed={isFavourite}
      loading={favourites.busy}
      onClick={() => {
        if (!token) {
          void navigate('/login/login', { state: loginReturnState(location) });
          return;
        }
        void (isFavourite ? favourites.remove(productId) : favourites.add(productId));
      }}
    >
      {isFavourite ? t('catalogFacets.favourited') : t('catalogFacets.addFavourite')}
    </Button>
  );
}
