import { useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../locale-format/format-date-time';
import { AdminCouponClaimsQuery } from './admin-promotions-operations';

const PAGE = 50;

/** Who holds the template's coupons, newest first: how they got it, whether they used it and on which order. */
export function CouponClaimsTable({ templateId }: { templateId: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const { data, loading, fetchMore } = useQuery(AdminCouponClaimsQuery, {
    variables: { templateId, first: PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.staffCouponClaims;

  return (
    <Paper withBorder p="md" data-testid="coupon-claims">
      <Stack>
        <Group justify="space-between">
          <Title order={3} size="h5">
            {t('adminPromotions.claims.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('adminPromotions.claims.count', { count: list?.totalCount ?? 0 })}
          </Text>
        </Group>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('adminPromotions.claims.user')}</Table.Th>
              <Table.Th>{t('adminPromotions.claims.source')}</Table.Th>
              <Table.Th>{t('adminPromotions.claims.claimedAt')}</Table.Th>
              <Table.Th>{t('adminPromotions.claims.status')}</Table.Th>
              <Table.Th>{t('adminPromotions.claims.order')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(list?.edges ?? []).map(({ node }) => (
              <Table.Tr key={node.id} data-testid="coupon-claim-row">
                <Table.Td>
                  <Text size="sm">{node.userName}</Text>
                  <Text size="xs" c="dimmed">
                    {t('adminPromotions.claims.userId', { id: node.userId })}
                  </Text>
                </Table.Td>
                <Table.Td>{t(`adminPromotions.sources.${node.source}`)}</Table.Td>
                <Table.Td>{formatDateTime(node.claimedAt, locale)}</Table.Td>
                <Table.Td>
                  <Badge
                    variant="light"
                    color={node.status === 'USED' ? 'blue' : node.status === 'EXPIRED' ? 'gray' : 'green'}
                  >
                    {t(`adminPromotions.couponStatuses.${node.status}`)}
                  </Badge>
                  {node.usedAt && (
                    <Text size="xs" c="dimmed">
                      {formatDateTime(node.usedAt, locale)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{node.orderNumber ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {!loading && list?.edges.length === 0 && (
          <Text c="dimmed" size="sm" ta="center">
            {t('adminPromotions.claims.empty')}
          </Text>
        )}
        {list?.pageInfo.hasNextPage && (
          <Group justify="center">
            <Button
              variant="default"
              onClick={() =>
                void fetchMore({
                  variables: { after: list.pageInfo.endCursor },
                  updateQuery: (previous, { fetchMoreResult }) => ({
                    staffCouponClaims: {
                      ...fetchMoreResult.staffCouponClaims,
                      edges: [...previous.staffCouponClaims.edges, ...fetchMoreResult.staffCouponClaims.edges],
                    },
                  }),
                })
              }
            >
              {t('adminPromotions.more')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
