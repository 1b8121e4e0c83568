import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Permission } from '../../gql/graphql';
import { AdminOrderAudit } from '../admin-orders/admin-order-audit';
import { AdminOrderPayments } from '../admin-orders/admin-order-payments';
import { AdminOrderDetailQuery } from '../admin-orders/admin-orders-operations';
import { OrderRefunds } from '../admin-orders/order-refunds';
import { formatMoneyFen } from '../money/format-money';
import { AfterSaleChatHistory } from './after-sale-chat-history';

/**
 * The request's order as the order console shows it, for deciding without switching pages: lines, what was paid
 * and refunded, the provider payments, the buyer's chat and the audit trail (after-sales steps included).
 */
export function AfterSaleOrderPane({ orderId, permissions }: { orderId: string; permissions: readonly Permission[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const { data, loading } = useQuery(AdminOrderDetailQuery, {
    variables: { id: orderId },
    fetchPolicy: 'network-only',
  });
  if (loading && !data) return <Skeleton h={240} />;
  const detail = data?.staffOrder;
  if (!detail) return <Alert color="yellow">{t('orders.notFound')}</Alert>;
  const { order } = detail;
  const money = (fen: number) => formatMoneyFen(BigInt(fen), locale);

  return (
    <Stack gap="md" data-testid="after-sale-order">
      <Group justify="space-between">
        <Anchor component={Link} to={`/admin/orders?id=${order.id}`} fw={600}>
          {t('orders.number', { number: order.number })}
        </Anchor>
        <Badge variant="light">{t(`orders.status.${order.status}`)}</Badge>
      </Group>
      <Table withTableBorder>
        <Table.Tbody>
          {order.lines.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>
                <Text size="sm">{line.mpn}</Text>
                <Text size="xs" c="dimmed">
                  {line.brandName} · {line.package}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{line.quantity}</Table.Td>
              <Table.Td ta="right">{money(line.lineTotalFen)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Paper withBorder p="sm">
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('orders.totals.paid')}
          </Text>
          <Text size="sm">
            {order.paidFen !== null && order.paidFen !== undefined ? money(order.paidFen) : '—'}
            {order.paymentMethod && ` · ${t(`adminOrders.paymentMethods.${order.paymentMethod}`)}`}
          </Text>
        </Group>
      </Paper>
      <AdminOrderPayments payments={detail.payments} moneyToReturnFen={detail.moneyToReturnFen} />
      <OrderRefunds orderId={order.id} />
      {permissions.includes('CHAT_VIEW_HISTORY') && (
        <AfterSaleChatHistory
          customerId={detail.buyer.id}
          customerName={detail.buyer.nickname ?? detail.buyer.email ?? ''}
          permissions={permissions}
        />
      )}
      <AdminOrderAudit audit={detail.audit} />
    </Stack>
  );
}
