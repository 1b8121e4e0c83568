import { Card, Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { consolesFor, STAFF_PAGE_PERMISSIONS } from '../../features/staff/staff-consoles';
import { StaffOnly } from '../../features/staff/staff-only';

// The dashboard brings the charts library (recharts, about 150 KB): its own chunk, so the consoles list needs none.
const AdminDashboard = lazy(() =>
  import('../../features/admin-dashboard/admin-dashboard').then((module) => ({ default: module.AdminDashboard })),
);

/**
 * `/admin`: the staff console's front page: the dashboard for those who may read it, then the tools the signed-in
 * staff member's permissions open.
 */
export default function AdminPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('staff.title'));
  return (
    <StaffOnly allow={STAFF_PAGE_PERMISSIONS}>
      {(permissions) => (
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('staff.title')}
          </Title>
          {permissions.includes('DASHBOARD_VIEW') && (
            <Suspense
              fallback={
                <Center py="md">
                  <Loader aria-label={t('staff.loading')} />
                </Center>
              }
            >
              <AdminDashboard />
            </Suspense>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            {consolesFor(permissions).map((console) => (
              <Card key={console.path} component={Link} to={console.path} withBorder radius="md" padding="md">
                <Text fw={600}>{t(`staff.consoles.${console.key}.title`)}</Text>
                <Text size="sm" c="dimmed">
                  {t(`staff.consoles.${console.key}.description`)}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </StaffOnly>
  );
}
