import { useTranslation } from 'react-i18next';
import { AfterSalesConsole } from '../../features/admin-after-sales/after-sales-console';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { StaffOnly } from '../../features/staff/staff-only';

/** `/admin/after-sales`: the after-sales queue for staff; other accounts get a forbidden page (the server refuses them too). */
export default function AdminAfterSalesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('adminAfterSale.title'));
  return (
    <StaffOnly allow={['AFTER_SALE_VIEW_ALL']}>
      {(permissions) => <AfterSalesConsole permissions={permissions} />}
    </StaffOnly>
  );
}
