import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../features/planned-page/planned-page';

export default function GoodsCouponPage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('pages.goodsCoupon.title')} description={t('pages.goodsCoupon.description')} />;
}
