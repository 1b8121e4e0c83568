import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AuditLog } from '../../features/admin-audit/audit-log';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { StaffOnly } from '../../features/staff/staff-only';

/** `/admin/audit`: the log of every staff action, for admins. */
export default function AdminAuditPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('staff.consoles.audit.title'));
  return (
    <StaffOnly allow={['AUDIT_VIEW']}>
      {(permissions) => (
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('staff.consoles.audit.title')}
          </Title>
          <AuditLog permissions={permissions} />
        </Stack>
      )}
    </StaffOnly>
  );
}
