import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../features/planned-page/planned-page';

export default function UserOrderPage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('pages.userOrder.title')} description={t('pages.userOrder.description')} />;
}
