import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../features/planned-page/planned-page';

export default function HomeCjwtPage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('pages.homeCjwt.title')} description={t('pages.homeCjwt.description')} />;
}
