import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { StaffConsole } from '../../features/chat/staff-console';
import { useStaffRoles } from '../../features/staff/use-staff-roles';

/** `/admin/chat`: the support console; other accounts get a forbidden page (the server refuses them too). */
export default function AdminChatPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('chat.console.title'));
  const { roles, loading } = useStaffRoles();
  if (loading) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (!roles.includes('SUPPORT') && !roles.includes('ADMIN')) {
    return (
      <Center py="xl">
        <Stack align="center" gap="sm" data-testid="chat-forbidden">
          <Text fz={64} fw={900} c="dimmed" lh={1}>
            403
          </Text>
          <Title order={1} size="h3">
            {t('chat.console.forbidden')}
          </Title>
        </Stack>
      </Center>
    );
  }
  return <StaffConsole />;
}
