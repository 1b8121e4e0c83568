import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../features/planned-page/planned-page';

export default function HomeYjfkPage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('pages.homeYjfk.title')} description={t('pages.homeYjfk.description')} />;
}
