import { useTranslation } from 'react-i18next';
import { BroadcastsConsole } from '../../features/admin-broadcasts/broadcasts-console';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { StaffOnly } from '../../features/staff/staff-only';

/** `/admin/broadcasts`: support and admins send platform messages; others get a forbidden page (the server too). */
export default function AdminBroadcastsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('adminBroadcasts.title'));
  return <StaffOnly allow={['MESSAGE_BROADCAST']}>{() => <BroadcastsConsole />}</StaffOnly>;
}
