import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../features/planned-page/planned-page';

export default function UserOrderApplyRefundPage() {
  const { t } = useTranslation();
  return (
    <PlannedPage
      title={t('pages.userOrderApplyRefund.title')}
      description={t('pages.userOrderApplyRefund.description')}
    />
  );
}
