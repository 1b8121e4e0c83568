import { Button, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAddToCart } from './use-add-to-cart';

interface AddToCartButtonProps extends Pick<ButtonProps, 'size' | 'variant' | 'fullWidth'> {
  productId: string;
  quantity: number;
  disabled?: boolean;
}

/** Puts `quantity` pieces of the part into the cart. */
export function AddToCartButton({ productId, quantity, disabled = false, ...buttonProps }: AddToCartButtonProps) {
  const { t } = useTranslation();
  const { addToCart, adding } = useAddToCart();
  return (
    <Button
      {...buttonProps}
      disabled={disabled}
      loading={adding}
      onClick={() => void addToCart(productId, quantity)}
      data-testid="add-to-cart"
    >
      {t('cart.addToCart')}
    </Button>
  );
}
