import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../features/planned-page/planned-page';

export default function LoginFormPage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('pages.loginForm.title')} description={t('pages.loginForm.description')} />;
}
