import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Permission } from '../../gql/graphql';
import { AdminAfterSaleDetailQuery } from './admin-after-sales-operations';
import { AfterSaleDecisions } from './after-sale-decisions';
import { AfterSaleFacts } from './after-sale-facts';
import { AfterSaleOrderPane } from './after-sale-order-pane';
import { AfterSaleTimeline } from './after-sale-timeline';

/** One request opened from the queue: what the buyer asked and what happened, the decisions, and its order beside it. */
export function AfterSaleWorkspace({
  requestId,
  permissions,
}: {
  requestId: string;
  permissions: readonly Permission[];
}) {
  const { t } = useTranslation();
  const { data, loading } = useQuery(AdminAfterSaleDetailQuery, {
    variables: { id: requestId },
    fetchPolicy: 'network-only',
  });
  if (loading && !data) return <Skeleton h={300} />;
  const request = data?.afterSaleRequest;
  if (!request) return <Alert color="yellow">{t('adminAfterSale.notFound')}</Alert>;

  return (
    <Grid data-testid="after-sale-detail">
      <Grid.Col span={{ base: 12, xl: 7 }}>
        <Stack gap="md">
          <Group justify="space-between">
            <Stack gap={0}>
              <Title order={2} size="h4">
                {t('adminAfterSale.serviceNumber', { number: request.serviceNumber })}
              </Title>
              <Text size="sm" c="dimmed">
                {t(`adminAfterSale.types.${request.type}`)}
              </Text>
            </Stack>
            <Badge size="lg" data-testid="after-sale-status">
              {t(`adminAfterSale.statuses.${request.status}`)}
            </Badge>
          </Group>
          <AfterSaleDecisions request={request} permissions={permissions} />
          <AfterSaleFacts request={request} />
          <AfterSaleTimeline events={request.timeline} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, xl: 5 }}>
        <AfterSaleOrderPane orderId={request.orderId} permissions={permissions} />
      </Grid.Col>
    </Grid>
  );
}
