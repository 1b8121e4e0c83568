import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { StaffInquiryConsole } from '../../features/inquiry/staff-inquiry-console';
import { useStaffRoles } from '../../features/staff/use-staff-roles';

/** `/admin/inquiries`: the sales console; other accounts get a forbidden page (the server refuses them too). */
export default function AdminInquiriesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('adminInquiries.title'));
  const { roles, loading } = useStaffRoles();
  if (loading) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (!roles.includes('SALES') && !roles.includes('ADMIN')) {
    return (
      <Center py="xl">
        <Stack align="center" gap="sm" data-testid="inquiries-forbidden">
          <Text fz={64} fw={900} c="dimmed" lh={1}>
            403
          </Text>
          <Title order={1} size="h3">
            {t('adminInquiries.forbidden')}
          </Title>
        </Stack>
      </Center>
    );
  }
  return <StaffInquiryConsole />;
}
