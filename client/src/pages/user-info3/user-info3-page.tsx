import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../features/planned-page/planned-page';

export default function UserInfo3Page() {
  const { t } = useTranslation();
  return <PlannedPage title={t('pages.userInfo3.title')} description={t('pages.userInfo3.description')} />;
}
