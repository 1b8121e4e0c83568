import { useTranslation } from 'react-i18next';
import { PeopleConsole } from '../../features/admin-people/people-console';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { StaffOnly } from '../../features/staff/staff-only';

/** `/admin/people`: customers (find, read, disable) and staff accounts (create, roles, disable). */
export default function AdminPeoplePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('staff.consoles.people.title'));
  return (
    <StaffOnly allow={['CUSTOMER_VIEW', 'STAFF_MANAGE']}>
      {(permissions) => <PeopleConsole permissions={permissions} />}
    </StaffOnly>
  );
}
