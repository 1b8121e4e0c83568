import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../features/planned-page/planned-page';

export default function UserMsgPage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('pages.userMsg.title')} description={t('pages.userMsg.description')} />;
}
