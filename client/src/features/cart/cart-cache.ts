import type { ApolloCache } from '@apollo/client';
import type { FragmentType } from '../../gql';
import type { CartViewFragment } from './cart-view';
import { HeaderCartCountQuery, MyCartQuery } from './cart-operations';

/** What every cart mutation answers: the whole cart after the change. */
export interface ChangedCart extends FragmentType<typeof CartViewFragment> {
  lineCount: number;
}

/**
 * Puts the cart a mutation answered into the cache, so the cart page and the header badge show the server's
 * figures without another round trip.
 */
export function storeChangedCart(cache: ApolloCache, cart: ChangedCart | null | undefined): void {
  if (!cart) return;
  cache.writeQuery({ query: MyCartQuery, data: { myCart: cart } });
  cache.writeQuery({ query: HeaderCartCountQuery, data: { cartCount: cart.lineCount } });
}
