import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoneyFen } from '../money/format-money';
import { ChatCustomerRecentOrdersQuery } from './admin-orders-operations';

/** Beside a support chat: the customer's latest orders (a staff-only query), linking to the order console. */
export function CustomerRecentOrders({ customerId }: { customerId: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const { data } = useQuery(ChatCustomerRecentOrdersQuery, { variables: { customerId }, fetchPolicy: 'network-only' });
  const orders = data?.customerRecentOrders ?? [];
  return (
    <Stack gap={6} data-testid="chat-customer-orders">
      <Title order={3} size="h6">
        {t('adminOrders.recentOrders')}
      </Title>
      {/* Only once the answer is in: a refused or failed query must not read as "no orders". */}
      {data && orders.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('adminOrders.noRecentOrders')}
        </Text>
      )}
      {orders.map((order) => (
        <Stack key={order.id} gap={0}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Anchor component={Link} to={`/admin/orders?id=${order.id}`} target="_blank" size="sm">
              {order.number}
            </Anchor>
            <Badge size="xs" variant="light">
              {t(`orders.status.${order.status}`)}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {formatMoneyFen(BigInt(order.payableFen), locale)} ·{' '}
            {t('adminOrders.lines', { count: order.lineCount, mpn: order.firstMpn ?? '' })}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
