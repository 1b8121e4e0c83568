import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { Cashier } from '../../features/payments/cashier';

export default function ShoppingCartPayOrderPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('payments.title'));
  return <Cashier />;
}
