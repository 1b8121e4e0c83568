import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { loginReturnState } from '../session/remembered-page';
import { useSession } from '../session/use-session';
import { showToast } from '../toast/show-toast';
import { storeChangedCart } from './cart-cache';
import { AddToCartMutation } from './cart-operations';

/**
 * Adds pieces of a part to the cart and says so in a toast. A visitor is sent to log in first and comes back
 * to this page afterwards.
 */
export function useAddToCart(): { addToCart: (productId: string, quantity: number) => Promise<void>; adding: boolean } {
  const { t } = useTranslation();
  const { token } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [mutate, { loading }] = useMutation(AddToCartMutation, {
    update: (cache, { data }) => storeChangedCart(cache, data?.addToCart.cart),
  });

  const addToCart = useCallback(
    async (productId: string, quantity: number) => {
      if (!token) {
        await navigate('/login/login', { state: loginReturnState(location) });
        return;
      }
      // A GraphQL error (not found, session gone) is already shown by the error link.
      const result = await mutate({ variables: { input: { productId, quantity } } }).catch(() => null);
      const payload = result?.data?.addToCart;
      if (!payload) return;
      if (payload.userErrors.length > 0) {
        for (const error of payload.userErrors) showToast(error.message);
        return;
      }
      showToast(t('cart.added'), 'success');
    },
    [token, navigate, location, mutate, t],
  );
  return { addToCart, adding: loading };
}
