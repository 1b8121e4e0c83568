import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { MyWallet } from '../../features/wallet/my-wallet';

/** `/user/wallet`: the balance, its records and the withdrawals. */
export default function UserWalletPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('wallet.title'));
  return <MyWallet />;
}
