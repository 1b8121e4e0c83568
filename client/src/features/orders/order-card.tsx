import { Badge, Group, Paper, Stack, Text, Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getFragmentData, type FragmentType } from '../../gql';
import { AfterSaleEntry } from '../after-sales/after-sale-entry';
import { formatMoneyFen, formatMoneyMilli } from '../money/format-money';
import { OrderActions } from './order-actions';
import { OrderKindTitle } from './order-kind-title';
import { OrderSummaryFragment } from './order-operations';
import { payableLabelKey } from './payable-label';

/** One order in the list: number, time, status, lines, payable and the actions its state allows. */
export function OrderCard(props: { order: FragmentType<typeof OrderSummaryFragment> }) {
  const order = getFragmentData(OrderSummaryFragment, props.order);
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Paper withBorder radius="md" p="md" data-testid="order-card" data-order-id={order.id}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          {/* A long order number wraps on a phone instead of widening the page. */}
          <Anchor
            component={Link}
            to={`/user/order/details?id=${order.id}`}
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
          >
            {t('orders.number', { number: order.number })}
          </Anchor>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {new Date(order.createdAt as string).toLocaleString(locale)}
            </Text>
            <Badge data-testid="order-status">{t(`orders.displayStatus.${order.displayStatus}`)}</Badge>
          </Group>
        </Group>
        <OrderKindTitle order={order} />
        {order.lines.map((line) => (
          <Group key={line.id} justify="space-between" wrap="wrap">
            <Text size="sm">
              {line.mpn} · {line.brandName} · {line.quantity} × {formatMoneyMilli(line.unitPriceMilli, locale)}
              {line.customerReference && (
                <Text span size="xs" c="dimmed" data-testid="order-line-reference">
                  {' '}
                  · {t('cart.customerReference', { reference: line.customerReference })}
                </Text>
              )}
            </Text>
            <Text size="sm" ff="monospace">
              {formatMoneyFen(BigInt(line.lineTotalFen), locale)}
            </Text>
          </Group>
        ))}
        <Group justify="space-between" wrap="wrap">
          <Text fw={700}>
            {t(payableLabelKey(order.status))}{' '}
            <Text span c="teal" ff="monospace">
              {formatMoneyFen(BigInt(order.payableFen), locale)}
            </Text>
          </Text>
          <Group gap="xs" justify="flex-end">
            {order.kind === 'GOODS' && <AfterSaleEntry orderId={order.id} status={order.status} />}
            <OrderActions orderId={order.id} actions={order.availableActions} reviewed={Boolean(order.review)} />
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
