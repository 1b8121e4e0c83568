import { useTranslation } from 'react-i18next';
import { ActivitiesConsole } from '../../features/admin-activities/activities-console';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { StaffOnly } from '../../features/staff/staff-only';

/**
 * `/admin/activities`: flash sales, group buys, bargains, free orders and blind boxes for staff who may read
 * activities; other accounts get a forbidden page (the server refuses them too).
 */
export default function AdminActivitiesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('adminActivities.title'));
  return (
    <StaffOnly allow={['ACTIVITY_VIEW']}>{(permissions) => <ActivitiesConsole permissions={permissions} />}</StaffOnly>
  );
}
