import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../features/planned-page/planned-page';

export default function UserInfo1Page() {
  const { t } = useTranslation();
  return <PlannedPage title={t('pages.userInfo1.title')} description={t('pages.userInfo1.description')} />;
}
