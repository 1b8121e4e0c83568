import { useTranslation } from 'react-i18next';
import { InvoicesConsole } from '../../features/admin-invoices/invoices-console';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { StaffOnly } from '../../features/staff/staff-only';

/** `/admin/invoices`: sales and admins issue requested invoices; others get a forbidden page (the server too). */
export default function AdminInvoicesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('adminInvoices.title'));
  return <StaffOnly allow={['INVOICE_ISSUE']}>{() => <InvoicesConsole />}</StaffOnly>;
}
