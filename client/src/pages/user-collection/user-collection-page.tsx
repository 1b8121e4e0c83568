import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../features/planned-page/planned-page';

export default function UserCollectionPage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('pages.userCollection.title')} description={t('pages.userCollection.description')} />;
}
