import { useTranslation } from 'react-i18next';
import { BalancesConsole } from '../../features/admin-balances/balances-console';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { StaffOnly } from '../../features/staff/staff-only';

/** `/admin/balances`: admins adjust customers' balances with a reason; others get a forbidden page (the server too). */
export default function AdminBalancesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('adminBalances.title'));
  return <StaffOnly allow={['BALANCE_ADJUST']}>{() => <BalancesConsole />}</StaffOnly>;
}
