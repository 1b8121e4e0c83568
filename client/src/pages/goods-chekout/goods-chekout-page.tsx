import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { CheckoutView } from '../../features/orders/checkout-view';

/** Buy now: `/goods/chekout?productId=&quantity=` checks out one part without the cart. */
export default function GoodsChekoutPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('orders.confirmTitle'));
  const [searchParams] = useSearchParams();
  const productId = searchParams.get('productId') ?? '';
  const quantity = Number(searchParams.get('quantity') ?? '1');
  return (
    <CheckoutView source={{ productId, quantity: Number.isSafeInteger(quantity) && quantity > 0 ? quantity : 1 }} />
  );
}
