import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../features/planned-page/planned-page';

export default function UserPage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('pages.user.title')} description={t('pages.user.description')} />;
}
