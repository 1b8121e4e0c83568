import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChatCustomerAfterSalesQuery } from './customer-sidebar-operations';

/** Beside a support chat: the customer's latest after-sales requests, linking to the after-sales console. */
export function CustomerAfterSales({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const { data } = useQuery(ChatCustomerAfterSalesQuery, { variables: { customerId }, fetchPolicy: 'network-only' });
  const requests = data?.staffAfterSaleRequests.edges.map((edge) => edge.node) ?? [];
  return (
    <Stack gap={6} data-testid="chat-customer-after-sales">
      <Title order={3} size="h6">
        {t('chatSidebar.afterSales', { count: data?.staffAfterSaleRequests.totalCount ?? 0 })}
      </Title>
      {/* Only once the answer is in: a refused or failed query must not read as "none". */}
      {data && requests.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('chatSidebar.noAfterSales')}
        </Text>
      )}
      {requests.map((request) => (
        <Stack key={request.id} gap={0}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Anchor component={Link} to={`/admin/after-sales?id=${request.id}`} target="_blank" size="sm">
              {request.serviceNumber}
            </Anchor>
            <Badge size="xs" variant="light">
              {t(`adminAfterSale.statuses.${request.status}`)}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {t(`adminAfterSale.types.${request.type}`)} · {request.orderNumber}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
