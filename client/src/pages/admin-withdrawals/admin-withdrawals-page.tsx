import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { StaffOnly } from '../../features/staff/staff-only';
import { WithdrawalsConsole } from '../../features/wallet/withdrawals-console';

/** `/admin/withdrawals`: sales read the queue, admins decide; others get a forbidden page (the server too). */
export default function AdminWithdrawalsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('staff.consoles.withdrawals.title'));
  return (
    <StaffOnly allow={['WITHDRAWAL_VIEW']}>
      {(permissions) => <WithdrawalsConsole permissions={permissions} />}
    </StaffOnly>
  );
}
