import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { PaymentResultView } from '../../features/payments/payment-result';

export default function ShoppingCartPaySuccessPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('payments.result.title'));
  return <PaymentResultView />;
}
