import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { PayoutAccounts } from '../../features/wallet/payout-accounts';

/** `/user/wallet/accounts`: bound Alipay accounts and bank cards. */
export default function UserWalletAccountsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('wallet.accountsTitle'));
  return <PayoutAccounts />;
}
