import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AdminOrdersConsole } from '../../features/admin-orders/admin-orders-console';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { useStaffRoles } from '../../features/staff/use-staff-roles';

/** `/admin/orders`: the sales and admin order console; other accounts get a forbidden page (the server refuses them too). */
export default function AdminOrdersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('adminOrders.title'));
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
        <Stack align="center" gap="sm" data-testid="admin-orders-forbidden">
          <Text fz={64} fw={900} c="dimmed" lh={1}>
            403
          </Text>
          <Title order={1} size="h3">
            {t('adminOrders.forbidden')}
          </Title>
        </Stack>
      </Center>
    );
  }
  return <AdminOrdersConsole />;
}
