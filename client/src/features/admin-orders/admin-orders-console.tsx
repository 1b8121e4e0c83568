import { useQuery } from '@apollo/client/react';
import {
  Badge,
  Button,
  Checkbox,
  Grid,
  Group,
  NativeSelect,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { OrderStatus, Permission } from '../../gql/graphql';
import { formatDateTime } from '../locale-format/format-date-time';
import { formatMoneyFen } from '../money/format-money';
import { AdminOrderDetail } from './admin-order-detail';
import { AdminOrdersListQuery } from './admin-orders-operations';
import { RefundsToTransfer } from './refunds-to-transfer';

const STATUSES: OrderStatus[] = [
  'PENDING_APPROVAL',
  'PENDING_PAYMENT',
  'PENDING_PLATFORM_RECEIPT',
  'PENDING_SHIPMENT',
  'SHIPPED',
  'PENDING_REVIEW',
  'COMPLETED',
  'CANCELLED',
  'CLOSED',
];
const PAGE = 20;

/**
 * The staff order console: search by order number or buyer e-mail/phone, filter by state or money to return
 * (second or late provider payments), page on, and the
 * selected order (`?id=`) beside the list with its actions and audit trail; staff who see refunds also get the
 * refunds waiting for a bank transfer (`?view=refunds`). The server checks every role.
 */
export function AdminOrdersConsole({ permissions }: { permissions: readonly Permission[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('id');
  const [text, setText] = useState(params.get('q') ?? '');
  const query = params.get('q') ?? '';
  const status = (params.get('status') as OrderStatus | null) || null;
  const moneyToReturn = params.get('toReturn') === '1';
  const seesRefunds = permissions.includes('REFUND_VIEW_ALL');
  const view = seesRefunds && params.get('view') === 'refunds' ? 'refunds' : 'orders';
  const { data, loading, fetchMore } = useQuery(AdminOrdersListQuery, {
    variables: { query: query || null, status, moneyToReturn: moneyToReturn || null, first: PAGE },
    fetchPolicy: 'cache-and-network',
    skip: view !== 'orders',
  });
  const list = data?.staffOrders;

  function update(changes: Record<string, string | null>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  }

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h3">
          {t('adminOrders.title')}
        </Title>
        {seesRefunds && (
          <SegmentedControl
            value={view}
            onChange={(value) => setParams(value === 'refunds' ? { view: 'refunds' } : {})}
            data={[
              { value: 'orders', label: t('adminAfterSale.views.orders') },
              { value: 'refunds', label: t('adminAfterSale.views.refunds') },
            ]}
            data-testid="admin-orders-view"
          />
        )}
      </Group>
      {view === 'refunds' ? <RefundsToTransfer permissions={permissions} /> : ordersView()}
    </Stack>
  );

  /** The search, the list and the selected order (a plain function: a component declared here would remount). */
  function ordersView() {
    return (
      <>
        <Group
          align="flex-end"
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            update({ q: text.trim() || null, id: null });
          }}
        >
          <TextInput
            label={t('adminOrders.search')}
            placeholder={t('adminOrders.searchPlaceholder')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={64}
            data-testid="admin-orders-search"
            style={{ flex: 1, minWidth: 220 }}
          />
          <NativeSelect
            label={t('adminOrders.state')}
            value={status ?? ''}
            onChange={(event) => update({ status: event.currentTarget.value || null, id: null })}
            data={[
              { value: '', label: t('adminOrders.allStates') },
              ...STATUSES.map((value) => ({ value, label: t(`orders.status.${value}`) })),
            ]}
          />
          <Checkbox
            label={t('adminOrders.moneyToReturnOnly')}
            checked={moneyToReturn}
            onChange={(event) => update({ toReturn: event.currentTarget.checked ? '1' : null, id: null })}
            data-testid="admin-orders-money-to-return"
            mb={8}
          />
          <Button type="submit">{t('adminOrders.searchButton')}</Button>
        </Group>
        <Grid>
          <Grid.Col span={{ base: 12, md: selectedId ? 5 : 12 }}>
            <Paper withBorder>
              <Text size="sm" c="dimmed" p="xs">
                {t('adminOrders.count', { count: list?.totalCount ?? 0 })}
              </Text>
              <Table highlightOnHover>
                <Table.Tbody>
                  {(list?.edges ?? []).map(({ node }) => (
                    <Table.Tr
                      key={node.id}
                      data-testid="admin-order-row"
                      style={{ cursor: 'pointer' }}
                      bg={node.id === selectedId ? 'var(--mantine-color-red-0)' : undefined}
                      onClick={() => update({ id: node.id })}
                    >
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {node.number}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {[node.buyer.email, node.buyer.phone].filter(Boolean).join(' · ')}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {formatDateTime(node.createdAt, locale)} ·{' '}
                          {t('adminOrders.lines', { count: node.lineCount, mpn: node.firstMpn ?? '' })}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">
                        <Badge variant="light">{t(`orders.status.${node.status}`)}</Badge>
                        <Text size="sm">{formatMoneyFen(BigInt(node.payableFen), locale)}</Text>
                        {node.moneyToReturnFen > 0 && (
                          <Badge color="red" variant="outline" data-testid="admin-order-row-money-to-return">
                            {t('adminOrders.moneyToReturn', {
                              amount: formatMoneyFen(BigInt(node.moneyToReturnFen), locale),
                            })}
                          </Badge>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              {!loading && list?.edges.length === 0 && (
                <Text c="dimmed" p="md" ta="center">
                  {t('adminOrders.empty')}
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
                          staffOrders: {
                            ...fetchMoreResult.staffOrders,
                            edges: [...previous.staffOrders.edges, ...fetchMoreResult.staffOrders.edges],
                          },
                        }),
                      })
                    }
                  >
                    {t('adminOrders.more')}
                  </Button>
                </Group>
              )}
            </Paper>
          </Grid.Col>
          {selectedId && (
            <Grid.Col span={{ base: 12, md: 7 }}>
              <AdminOrderDetail key={selectedId} orderId={selectedId} />
            </Grid.Col>
          )}
        </Grid>
      </>
    );
  }
}
