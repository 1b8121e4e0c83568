import { useTranslation } from 'react-i18next';
import { MyCoupons } from '../../features/coupons/my-coupons';
import { useDocumentTitle } from '../../features/document-title/use-document-title';

/** Spec §2 `/user/coupon`: My coupons. */
export default function UserCouponPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('coupons.mine.title'));
  return <MyCoupons />;
}
