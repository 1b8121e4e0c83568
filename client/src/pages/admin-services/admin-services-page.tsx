import { useQuery } from '@apollo/client/react';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { AdminServicesFormulaQuery } from '../../features/services/service-operations';
import { StaffFormulaEditor } from '../../features/services/staff-formula-editor';
import { useStaffRoles } from '../../features/staff/use-staff-roles';

/** `/admin/services`: sales staff and admins edit the formulas behind the indicative PCB and assembly prices. */
export default function AdminServicesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('adminServices.title'));
  const { roles, loading } = useStaffRoles();
  const allowed = roles.includes('SALES') || roles.includes('ADMIN');
  const formula = useQuery(AdminServicesFormulaQuery, { skip: !allowed, fetchPolicy: 'network-only' });
  const current = formula.data?.servicePriceFormula;

  if (loading || (allowed && !current && !formula.error)) return <Text c="dimmed">{t('adminServices.loading')}</Text>;
  if (!allowed || !current)
    return (
      <Stack gap="sm">
        <Title order={1} size="h2">
          403
        </Title>
        <Text>{t('adminServices.forbidden')}</Text>
      </Stack>
    );
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('adminServices.title')}
      </Title>
      <Text c="dimmed">{t('adminServices.intro')}</Text>
      <Text size="sm" c="dimmed">
        {current.updatedAt
          ? t('adminServices.updatedAt', { date: new Date(current.updatedAt).toLocaleString() })
          : t('adminServices.defaults')}
      </Text>
      <StaffFormulaEditor key={current.updatedAt ?? 'defaults'} initial={current} />
    </Stack>
  );
}
