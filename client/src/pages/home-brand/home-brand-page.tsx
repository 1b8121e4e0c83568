import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../features/planned-page/planned-page';

export default function HomeBrandPage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('pages.homeBrand.title')} description={t('pages.homeBrand.description')} />;
}
