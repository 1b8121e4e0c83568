import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../features/planned-page/planned-page';

export default function UserCouponPage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('pages.userCoupon.title')} description={t('pages.userCoupon.description')} />;
}
