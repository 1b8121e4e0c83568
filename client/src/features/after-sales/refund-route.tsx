import { useQuery } from '@apollo/client/react';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AfterSaleOrderPaymentQuery } from './after-sale-operations';
import { BalanceNote } from './balance-note';

/** States in which money is on its way back or has arrived. */
const REFUNDING: readonly string[] = ['REFUND_PENDING', 'REFUND_SUCCEEDED'];

/**
 * Where the refund goes: back the way the order was paid (the refund engine's rule), and once it has arrived on the
 * balance, the balance it landed in.
 */
export function RefundRoute({ orderId, status }: { orderId: string; status: string }) {
  const { t } = useTranslation();
  const { data } = useQuery(AfterSaleOrderPaymentQuery, { variables: { id: orderId } });
  const method = data?.order?.paymentMethod;
  if (!method) return null;
  return (
    <>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed">
          {t('afterSale.detail.refundMethod')}
        </Text>
        <Text size="sm" data-testid="after-sale-refund-method">
          {t(`orders.paymentMethods.${method}`)}
        </Text>
      </Group>
      {REFUNDING.includes(status) && (
        <Text size="xs" c="dimmed">
          {t(status === 'REFUND_SUCCEEDED' ? 'afterSale.detail.refunded' : 'afterSale.detail.refundOnItsWay')}
        </Text>
      )}
      {status === 'REFUND_SUCCEEDED' && method === 'BALANCE' && <BalanceNote />}
    </>
  );
}
