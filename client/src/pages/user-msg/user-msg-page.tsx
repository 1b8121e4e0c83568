import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { MessageCenter } from '../../features/messages/message-center';

/** Spec §2 `/user/msg`: the signed-in user's messages. */
export default function UserMsgPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('messages.title'));
  return <MessageCenter />;
}
