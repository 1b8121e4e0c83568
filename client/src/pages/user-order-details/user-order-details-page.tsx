import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../features/planned-page/planned-page';

export default function UserOrderDetailsPage() {
  const { t } = useTranslation();
  return (
    <PlannedPage title={t('pages.userOrderDetails.title')} description={t('pages.userOrderDetails.description')} />
  );
}
