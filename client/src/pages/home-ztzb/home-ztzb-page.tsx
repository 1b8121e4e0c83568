import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../features/planned-page/planned-page';

export default function HomeZtzbPage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('pages.homeZtzb.title')} description={t('pages.homeZtzb.description')} />;
}
