import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { CouponStatus } from '../../gql/graphql';
import { MyCouponsQuery } from './coupon-operations';
import { MyCouponTicket } from './my-coupon-ticket';

const TABS = [
  { status: 'UNUSED', param: 'unused', count: 'unused' },
  { status: 'USED', param: 'used', count: 'used' },
  { status: 'EXPIRED', param: 'expired', count: 'expired' },
] as const satisfies readonly { status: CouponStatus; param: string; count: string }[];

/** Spec §2 `/user/coupon`: the shopper's coupons by state (`?tab=used`), with the count of each tab. */
export function MyCoupons() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = TABS.find((entry) => entry.param === searchParams.get('tab')) ?? TABS[0];
  const { data, loading, error, fetchMore } = useQuery(MyCouponsQuery, {
    variables: { status: tab.status },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.myCoupons;
  const counts = data?.myCouponCounts;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('coupons.mine.title')}
        </Title>
        <Button component={Link} to="/goods/coupon" variant="light" color="red">
          {t('coupons.mine.getMore')}
        </Button>
      </Group>
      <Group gap="xs" role="tablist">
        {TABS.map((entry) => (
          <Button
            key={entry.param}
            role="tab"
            aria-selected={entry === tab}
            variant={entry === tab ? 'filled' : 'default'}
            size="xs"
            onClick={() => setSearchParams(entry === TABS[0] ? {} : { tab: entry.param })}
          >
            {t(`coupons.status.${entry.status}`)}
            {counts ? ` (${counts[entry.count]})` : ''}
          </Button>
        ))}
      </Group>
      {loading && !data && <Skeleton h={160} radius="md" />}
      {error && !data && <Alert color="red">{error.message}</Alert>}
      {list && list.edges.length === 0 && <Alert color="gray">{t(`coupons.mine.empty.${tab.param}`)}</Alert>}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        {list?.edges.map((edge) => (
          <MyCouponTicket key={edge.node.id} coupon={edge.node} />
        ))}
      </SimpleGrid>
      {list?.pageInfo.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            onClick={() =>
              void fetchMore({
                variables: { after: list.pageInfo.endCursor },
                updateQuery: (previous, { fetchMoreResult }) => ({
                  ...fetchMoreResult,
                  myCoupons: {
                    ...fetchMoreResult.myCoupons,
                    edges: [...previous.myCoupons.edges, ...fetchMoreResult.myCoupons.edges],
                  },
                }),
              })
            }
          >
            {t('coupons.more')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
