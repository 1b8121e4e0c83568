import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../features/planned-page/planned-page';

export default function UserRefundDetailsPage() {
  const { t } = useTranslation();
  return (
    <PlannedPage title={t('pages.userRefundDetails.title')} description={t('pages.userRefundDetails.description')} />
  );
}
