import { useTranslation } from 'react-i18next';
import { CouponCentre } from '../../features/coupons/coupon-centre';
import { useDocumentTitle } from '../../features/document-title/use-document-title';

/** Spec §2 `/goods/coupon`: the coupon centre. */
export default function GoodsCouponPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('coupons.centre.title'));
  return <CouponCentre />;
}
