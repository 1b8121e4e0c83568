import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../features/planned-page/planned-page';

export default function HomePpgPage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('pages.homePpg.title')} description={t('pages.homePpg.description')} />;
}
