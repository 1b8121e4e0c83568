import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { Cashier } from '../../features/payments/cashier';

/** The buy-now path's cashier: the same as the cart's. */
export default function GoodsPayPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('payments.title'));
  return <Cashier />;
}
