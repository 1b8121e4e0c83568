import { useTranslation } from 'react-i18next';
import { StaffConsole } from '../../features/chat/staff-console';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { StaffOnly } from '../../features/staff/staff-only';

/** `/admin/chat`: the support console; other accounts get a forbidden page (the server refuses them too). */
export default function AdminChatPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('chat.console.title'));
  return <StaffOnly allow={['CHAT_HANDLE']}>{() => <StaffConsole />}</StaffOnly>;
}
