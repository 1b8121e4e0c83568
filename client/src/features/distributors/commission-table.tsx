import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CommissionStatus } from '../../gql/graphql';
import { formatDateTime } from '../locale-format/format-date-time';
import { formatMoneyFen } from '../money/format-money';

export interface CommissionRow {
  id: string;
  inviteeName: string;
  orderNumber: string;
  orderPayableFen: number;
  orderStatus?: string | null;
  rateBp: number;
  amountFen: number;
  status: CommissionStatus;
  settleAt?: string | null;
}

const statusColor: Record<CommissionStatus, string> = { PENDING: 'yellow', SETTLED: 'teal', REVERSED: 'gray' };

/** A rate in basis points as a percentage: 550 -> "5.5%". */
export function ratePercent(rateBp: number): string {
  return `${(rateBp / 100).toString()}%`;
}

/** Commissions: the invitee's order (number, amount, state), the rate, the amount and where it stands. */
export function CommissionTable({ commissions }: { commissions: readonly CommissionRow[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  if (commissions.length === 0) return <Text c="dimmed">{t('distributors.noCommissions')}</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped data-testid="commission-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('distributors.order')}</Table.Th>
            <Table.Th>{t('distributors.buyer')}</Table.Th>
            <Table.Th ta="right">{t('distributors.orderAmount')}</Table.Th>
            <Table.Th>{t('distributors.orderStatus')}</Table.Th>
            <Table.Th ta="right">{t('distributors.rate')}</Table.Th>
            <Table.Th ta="right">{t('distributors.commission')}</Table.Th>
            <Table.Th>{t('distributors.commissionStatus')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {commissions.map((row) => (
            <Table.Tr key={row.id} data-testid="commission-row">
              <Table.Td>{row.orderNumber}</Table.Td>
              <Table.Td>{row.inviteeName}</Table.Td>
              <Table.Td ta="right">{formatMoneyFen(BigInt(row.orderPayableFen), locale)}</Table.Td>
              <Table.Td>{row.orderStatus ? t(`orders.status.${row.orderStatus}`, row.orderStatus) : '—'}</Table.Td>
              <Table.Td ta="right">{ratePercent(row.rateBp)}</Table.Td>
              <Table.Td ta="right">{formatMoneyFen(BigInt(row.amountFen), locale)}</Table.Td>
              <Table.Td>
                <Badge color={statusColor[row.status]} variant="light">
                  {t(`distributors.commissionStatuses.${row.status}`)}
                </Badge>
                {row.status === 'PENDING' && (
                  <Text size="xs" c="dimmed">
                    {row.settleAt
                      ? t('distributors.settlesAt', { at: formatDateTime(row.settleAt, locale) })
                      : t('distributors.settlesAfterWindow')}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
