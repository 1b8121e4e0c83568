import { useQuery } from '@apollo/client/react';
import { Button, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../locale-format/format-date-time';
import { formatMoneyFen } from '../money/format-money';
import { BalanceAdjustmentsQuery } from './admin-balances-operations';

const PAGE = 20;

/** Past adjustments, newest first: everybody's, or the chosen customer's. */
export function BalanceAdjustmentList({ customerId }: { customerId: string | null }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const { data, fetchMore, loading } = useQuery(BalanceAdjustmentsQuery, {
    variables: { customerId, first: PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.balanceAdjustments;
  return (
    <Stack gap="xs" data-testid="balance-adjustments">
      <Title order={2} size="h4">
        {t('adminBalances.history', { count: list?.totalCount ?? 0 })}
      </Title>
      {list && list.edges.length === 0 && <Text c="dimmed">{t('adminBalances.noHistory')}</Text>}
      {list && list.edges.length > 0 && (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('adminBalances.when')}</Table.Th>
              <Table.Th>{t('adminBalances.customer')}</Table.Th>
              <Table.Th ta="right">{t('adminBalances.amount')}</Table.Th>
              <Table.Th>{t('adminBalances.reason')}</Table.Th>
              <Table.Th>{t('adminBalances.staff')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.edges.map(({ node }) => (
              <Table.Tr key={node.id}>
                <Table.Td>{formatDateTime(node.at, locale)}</Table.Td>
                <Table.Td>{node.customerName}</Table.Td>
                <Table.Td ta="right" c={node.amountFen < 0 ? 'red' : 'green'}>
                  {node.amountFen > 0 ? '+' : ''}
                  {formatMoneyFen(BigInt(node.amountFen), locale)}
                </Table.Td>
                <Table.Td>{node.reason}</Table.Td>
                <Table.Td>{node.staffName}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {list?.pageInfo.hasNextPage && (
        <Button
          variant="default"
          loading={loading}
          onClick={() =>
            void fetchMore({
              variables: { after: list.pageInfo.endCursor },
              updateQuery: (previous, { fetchMoreResult }) => ({
                balanceAdjustments: {
                  ...fetchMoreResult.balanceAdjustments,
                  edges: [...previous.balanceAdjustments.edges, ...fetchMoreResult.balanceAdjustments.edges],
                },
              }),
            })
          }
          style={{ alignSelf: 'center' }}
        >
          {t('adminBalances.more')}
        </Button>
      )}
    </Stack>
  );
}
