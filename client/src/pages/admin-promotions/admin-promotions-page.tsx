import { useTranslation } from 'react-i18next';
import { PromotionsConsole } from '../../features/admin-promotions/promotions-console';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { StaffOnly } from '../../features/staff/staff-only';

/**
 * `/admin/promotions`: coupons, discount codes, point rules, membership and invitation rewards for staff who may read
 * promotions; other accounts get a forbidden page (the server refuses them too).
 */
export default function AdminPromotionsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('adminPromotions.title'));
  return (
    <StaffOnly allow={['PROMOTION_VIEW']}>{(permissions) => <PromotionsConsole permissions={permissions} />}</StaffOnly>
  );
}
