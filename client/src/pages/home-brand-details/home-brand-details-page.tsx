import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../features/planned-page/planned-page';

export default function HomeBrandDetailsPage() {
  const { t } = useTranslation();
  return (
    <PlannedPage title={t('pages.homeBrandDetails.title')} description={t('pages.homeBrandDetails.description')} />
  );
}
