import { Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminOrderDetailQuery } from '../../gql/graphql';
import { formatDateTime } from '../locale-format/format-date-time';

type AuditEntry = NonNullable<AdminOrderDetailQuery['staffOrder']>['audit'][number];

/** What an audit entry did: an after-sales step speaks the after-sales words, anything else the order's. */
function useEntryLabel() {
  const { t } = useTranslation();
  return (entry: AuditEntry) => {
    const action = entry.action ?? 'UNKNOWN';
    if (entry.kind === 'AFTER_SALE') {
      return t(`adminAfterSale.actions.${action}`, { defaultValue: t('adminAfterSale.afterSaleStep') });
    }
    const label = t(`adminOrders.actions.${action}`, { defaultValue: entry.action ?? '' });
    return entry.toStatus ? `${label} → ${t(`orders.status.${entry.toStatus}`)}` : label;
  };
}

/** An order's audit trail: who did what and when, staff named with their roles. */
export function AdminOrderAudit({ audit }: { audit: readonly AuditEntry[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const label = useEntryLabel();
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('adminOrders.audit')}
      </Title>
      <Table withTableBorder data-testid="admin-order-audit">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminOrders.auditAt')}</Table.Th>
            <Table.Th>{t('adminOrders.auditWho')}</Table.Th>
            <Table.Th>{t('adminOrders.auditWhat')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {audit.map((entry) => (
            <Table.Tr key={entry.id} data-testid="admin-order-audit-entry">
              <Table.Td>{formatDateTime(entry.at, locale)}</Table.Td>
              <Table.Td>
                {entry.actor
                  ? `${entry.actor.name} (${entry.actor.roles.map((role) => t(`adminOrders.roles.${role}`, { defaultValue: role })).join(', ')})`
                  : t('adminOrders.system')}
              </Table.Td>
              <Table.Td>
                {label(entry)}
                {entry.description && (
                  <Text size="xs" c="dimmed">
                    {entry.description}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
