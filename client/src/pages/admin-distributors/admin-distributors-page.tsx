import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { DistributorsConsole } from '../../features/distributors/distributors-console';
import { StaffOnly } from '../../features/staff/staff-only';

/** `/admin/distributors`: sales read applications and commissions; admins decide them and set the rates. */
export default function AdminDistributorsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('staff.consoles.distributors.title'));
  return (
    <StaffOnly allow={['DISTRIBUTOR_VIEW']}>
      {(permissions) => <DistributorsConsole permissions={permissions} />}
    </StaffOnly>
  );
}
