import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../features/planned-page/planned-page';

export default function UserRefundPage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('pages.userRefund.title')} description={t('pages.userRefund.description')} />;
}
