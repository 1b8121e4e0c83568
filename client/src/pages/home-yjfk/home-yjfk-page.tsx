import { useTranslation } from 'react-i18next';
import { FeedbackForm } from '../../features/content/feedback-form';
import { useDocumentTitle } from '../../features/document-title/use-document-title';

/** Spec §2 `/home/yjfk`: send feedback (signed-in users; the router asks a visitor to log in). */
export default function HomeYjfkPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('content.feedback.title'));
  return <FeedbackForm />;
}
