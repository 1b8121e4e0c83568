import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../features/planned-page/planned-page';

export default function HomeHelpDetailsPage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('pages.homeHelpDetails.title')} description={t('pages.homeHelpDetails.description')} />;
}
