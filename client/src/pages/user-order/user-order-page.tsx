import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { OrderCard } from '../../features/orders/order-card';
import { MyOrdersQuery } from '../../features/orders/order-operations';
import { useLiveOrderChanges } from '../../features/orders/use-live-order-changes';

const TABS = [
  { tab: 'ALL', count: 'all' },
  { tab: 'PENDING_PAYMENT', count: 'pendingPayment' },
  { tab: 'PENDING_SHIPMENT', count: 'pendingShipment' },
  { tab: 'PENDING_RECEIPT', count: 'pendingReceipt' },
  { tab: 'PENDING_REVIEW', count: 'pendingReview' },
  { tab: 'IN_PROGRESS', count: 'inProgress' },
  { tab: 'COMPLETED', count: 'completed' },
  { tab: 'CLOSED', count: 'closed' },
] as const;

/**
 * The order list with its tabs (the tab lives in the address, `?tab=PENDING_PAYMENT`); updates live. Each tab is a
 * group of the labels the cards show (the server filters and pages by them), 20 orders a page.
 */
export default function UserOrderPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('orders.listTitle'));
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = TABS.find((entry) => entry.tab === searchParams.get('tab'))?.tab ?? 'ALL';
  const { data, loading, fetchMore } = useQuery(MyOrdersQuery, {
    variables: { tab },
    fetchPolicy: 'cache-and-network',
  });
  useLiveOrderChanges();
  const counts = data?.orderTabCounts;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('orders.listTitle')}
      </Title>
      <Group gap="xs" role="tablist">
        {TABS.map((entry) => (
          <Button
            key={entry.tab}
            role="tab"
            aria-selected={entry.tab === tab}
            variant={entry.tab === tab ? 'filled' : 'default'}
            size="xs"
            onClick={() => setSearchParams(entry.tab === 'ALL' ? {} : { tab: entry.tab })}
          >
            {t(`orders.tabs.${entry.count}`)}
            {counts ? ` (${counts[entry.count]})` : ''}
          </Button>
        ))}
      </Group>
      {loading && !data && <Skeleton h={160} radius="md" />}
      {data && data.myOrders.totalCount === 0 && <Alert color="gray">{t('orders.empty')}</Alert>}
      {data?.myOrders.edges.map((edge, index) => (
        <OrderCard key={index} order={edge.node} />
      ))}
      {data?.myOrders.pageInfo.hasNextPage && (
        <Button
          variant="subtle"
          onClick={() =>
            void fetchMore({
              variables: { after: data.myOrders.pageInfo.endCursor },
              updateQuery: (previous, { fetchMoreResult }) => ({
                ...fetchMoreResult,
                myOrders: {
                  ...fetchMoreResult.myOrders,
                  edges: [...(previous.myOrders?.edges ?? []), ...fetchMoreResult.myOrders.edges],
                },
              }),
            })
          }
        >
          {t('orders.more')}
        </Button>
      )}
    </Stack>
  );
}
