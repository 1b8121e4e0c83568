import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { CheckoutView } from '../../features/orders/checkout-view';

/** Checkout of the cart's selected lines. */
export default function ShoppingCartConfirmPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('orders.confirmTitle'));
  return <CheckoutView source={null} />;
}
