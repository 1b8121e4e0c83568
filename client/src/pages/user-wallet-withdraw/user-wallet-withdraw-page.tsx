import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { WithdrawForm } from '../../features/wallet/withdraw-form';

/** `/user/wallet/withdraw`: withdraw to a bound account. */
export default function UserWalletWithdrawPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('wallet.withdrawTitle'));
  return <WithdrawForm />;
}
