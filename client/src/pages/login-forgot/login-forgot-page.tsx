import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../features/planned-page/planned-page';

export default function LoginForgotPage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('pages.loginForgot.title')} description={t('pages.loginForgot.description')} />;
}
