import { useQuery } from '@apollo/client/react';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { AdminServicesFormulaQuery } from '../../features/services/service-operations';
import { StaffFormulaEditor } from '../../features/services/staff-formula-editor';
import { StaffOnly } from '../../features/staff/staff-only';

/** `/admin/services`: sales staff and admins edit the formulas behind the indicative PCB and assembly prices. */
export default function AdminServicesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('adminServices.title'));
  return <StaffOnly allow={['SERVICE_PRICE_VIEW']}>{() => <FormulaConsole />}</StaffOnly>;
}

function FormulaConsole() {
  const { t } = useTranslation();
  const formula = useQuery(AdminServicesFormulaQuery, { fetchPolicy: 'network-only' });
  const current = formula.data?.servicePriceFormula;
  if (!current) return <Text c="dimmed">{t('adminServices.loading')}</Text>;
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
