import { useTranslation } from 'react-i18next';
import { AdminOrdersConsole } from '../../features/admin-orders/admin-orders-console';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { StaffOnly } from '../../features/staff/staff-only';

/** `/admin/orders`: the sales and admin order console; other accounts get a forbidden page (the server refuses them too). */
export default function AdminOrdersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('adminOrders.title'));
  return (
    <StaffOnly allow={['ORDER_VIEW_ALL']}>
      {(permissions) => <AdminOrdersConsole permissions={permissions} />}
    </StaffOnly>
  );
}
