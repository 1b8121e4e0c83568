import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../features/planned-page/planned-page';

export default function LoginRegisterPage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('pages.loginRegister.title')} description={t('pages.loginRegister.description')} />;
}
