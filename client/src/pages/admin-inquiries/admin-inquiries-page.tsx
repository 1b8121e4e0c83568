import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { StaffInquiryConsole } from '../../features/inquiry/staff-inquiry-console';
import { StaffOnly } from '../../features/staff/staff-only';

/** `/admin/inquiries`: the sales console; other accounts get a forbidden page (the server refuses them too). */
export default function AdminInquiriesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('adminInquiries.title'));
  return <StaffOnly allow={['INQUIRY_VIEW_ALL']}>{() => <StaffInquiryConsole />}</StaffOnly>;
}
