import { useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoneyFen } from '../money/format-money';
import { AdminAfterSaleQueueQuery } from './admin-after-sales-operations';
import { hoursSince, staffFilterInput, type QueueFilter } from './queue-filters';

const PAGE = 20;

interface AfterSaleQueueProps {
  filter: QueueFilter;
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** The requests the filter matches, newest first as the server sorts them, with how long each has been unchanged. */
export function AfterSaleQueue({ filter, selectedId, onSelect }: AfterSaleQueueProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const { data, loading, fetchMore } = useQuery(AdminAfterSaleQueueQuery, {
    variables: { filter: staffFilterInput(filter), first: PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.staffAfterSaleRequests;
  const now = new Date();

  return (
    <Paper withBorder>
      <Text size="sm" c="dimmed" p="xs" data-testid="after-sale-queue-count">
        {t('adminAfterSale.count', { count: list?.totalCount ?? 0 })}
      </Text>
      <Table highlightOnHover>
        <Table.Tbody>
          {(list?.edges ?? []).map(({ node }) => (
            <Table.Tr
              key={node.id}
              data-testid="after-sale-row"
              style={{ cursor: 'pointer' }}
              bg={node.id === selectedId ? 'var(--mantine-color-red-0)' : undefined}
              onClick={() => onSelect(node.id)}
            >
              <Table.Td>
                <Text size="sm" fw={600}>
                  {node.serviceNumber}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('adminAfterSale.orderNumber', { number: node.orderNumber })}
                  {node.buyer && ` · ${node.buyer.nickname}`}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`adminAfterSale.types.${node.type}`)} ·{' '}
                  {t('adminAfterSale.waited', { count: hoursSince(node.updatedAt, now) })}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Badge variant="light" data-testid="after-sale-row-status">
                  {t(`adminAfterSale.statuses.${node.status}`)}
                </Badge>
                <Text size="sm">{formatMoneyFen(BigInt(node.refundFen), locale)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {!loading && list?.edges.length === 0 && (
        <Text c="dimmed" p="md" ta="center">
          {t('adminAfterSale.empty')}
        </Text>
      )}
      {list?.pageInfo.hasNextPage && (
        <Group justify="center" p="xs">
          <Button
            variant="default"
            onClick={() =>
              void fetchMore({
                variables: { after: list.pageInfo.endCursor },
                updateQuery: (previous, { fetchMoreResult }) => ({
                  staffAfterSaleRequests: {
                    ...fetchMoreResult.staffAfterSaleRequests,
                    edges: [...previous.staffAfterSaleRequests.edges, ...fetchMoreResult.staffAfterSaleRequests.edges],
                  },
                }),
              })
            }
          >
            {t('adminAfterSale.more')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
