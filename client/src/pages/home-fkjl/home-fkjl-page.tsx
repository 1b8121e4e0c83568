import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../features/planned-page/planned-page';

export default function HomeFkjlPage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('pages.homeFkjl.title')} description={t('pages.homeFkjl.description')} />;
}
