import { Button, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface BuyNowButtonProps extends Pick<ButtonProps, 'size' | 'variant' | 'fullWidth'> {
  productId: string;
  /** A quantity the part's rules allow (MOQ, order multiple, stock, purchase limit); the checkout checks it again. */
  quantity: number;
  disabled?: boolean;
}

/** Buy now: straight to the confirmation page with this part and quantity, leaving the cart as it is. */
export function BuyNowButton({ productId, quantity, disabled = false, ...buttonProps }: BuyNowButtonProps) {
  const { t } = useTranslation();
  const target = `/goods/chekout?productId=${encodeURIComponent(productId)}&quantity=${quantity}`;
  if (disabled) {
    return (
      <Button {...buttonProps} color="orange" disabled data-testid="buy-now">
        {t('buyNow.button')}
      </Button>
    );
  }
  return (
    <Button {...buttonProps} color="orange" component={Link} to={target} data-testid="buy-now">
      {t('buyNow.button')}
    </Button>
  );
}
