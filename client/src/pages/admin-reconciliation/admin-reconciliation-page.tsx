import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { StaffOnly } from '../../features/staff/staff-only';
import { ReconciliationReport } from '../../features/wallet/reconciliation-report';

/** `/admin/reconciliation`: the daily reconciliation of all balances with the ledger. */
export default function AdminReconciliationPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('staff.consoles.reconciliation.title'));
  return <StaffOnly allow={['LEDGER_RECONCILE']}>{() => <ReconciliationReport />}</StaffOnly>;
}
