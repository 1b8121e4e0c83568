import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../features/planned-page/planned-page';

export default function UserInfo2Page() {
  const { t } = useTranslation();
  return <PlannedPage title={t('pages.userInfo2.title')} description={t('pages.userInfo2.description')} />;
}
