import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AfterSaleCard } from '../../features/after-sales/after-sale-card';
import { MyAfterSaleRequestsQuery } from '../../features/after-sales/after-sale-operations';
import { AFTER_SALE_TABS, parseAfterSaleTab, statusesForTab } from '../../features/after-sales/after-sale-tabs';
import { useLiveAfterSaleChanges } from '../../features/after-sales/use-live-after-sale-changes';
import { useDocumentTitle } from '../../features/document-title/use-document-title';

/** The buyer's after-sales requests with tabs by state (`?tab=toReturn`), newest first, ten at a time; live. */
export default function UserRefundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('afterSale.listTitle'));
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseAfterSaleTab(searchParams.get('tab'));
  const { data, loading, fetchMore } = useQuery(MyAfterSaleRequestsQuery, {
    variables: { statuses: statusesForTab(tab) },
    fetchPolicy: 'cache-and-network',
  });
  useLiveAfterSaleChanges();
  const list = data?.myAfterSaleRequests;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('afterSale.listTitle')}
      </Title>
      <Group gap="xs" role="tablist">
        {AFTER_SALE_TABS.map((entry) => (
          <Button
            key={entry}
            role="tab"
            aria-selected={entry === tab}
            variant={entry === tab ? 'filled' : 'default'}
            size="xs"
            onClick={() => setSearchParams(entry === 'all' ? {} : { tab: entry })}
          >
            {t(`afterSale.tabs.${entry}`)}
          </Button>
        ))}
      </Group>
      {loading && !data && <Skeleton h={160} radius="md" />}
      {list && list.edges.length === 0 && <Alert color="gray">{t('afterSale.empty')}</Alert>}
      {list?.edges.map((edge) => (
        <AfterSaleCard key={edge.cursor} request={edge.node} />
      ))}
      {list?.pageInfo.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            onClick={() =>
              void fetchMore({
                variables: { after: list.pageInfo.endCursor },
                updateQuery: (previous, { fetchMoreResult }) => ({
                  myAfterSaleRequests: {
                    ...fetchMoreResult.myAfterSaleRequests,
                    edges: [...previous.myAfterSaleRequests.edges, ...fetchMoreResult.myAfterSaleRequests.edges],
                  },
                }),
              })
            }
          >
            {t('afterSale.more')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
