import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminOrderDetailQuery } from '../../gql/graphql';
import { formatDateTime } from '../locale-format/format-date-time';
import { formatMoneyFen } from '../money/format-money';

type Detail = NonNullable<AdminOrderDetailQuery['staffOrder']>;

const statusColor = { BOOKED: 'green', TO_RETURN: 'red', RETURNED: 'gray' } as const;

/**
 * Every payment a provider confirmed for the order: the one that paid it, and money the shop has to return (a
 * second payment, a payment that came after the order was cancelled or expired): refunded through the provider at
 * once, it shows as on its way back until the provider's refund notification, then as returned.
 */
export function AdminOrderPayments({ payments, moneyToReturnFen }: Pick<Detail, 'payments' | 'moneyToReturnFen'>) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  if (payments.length === 0) return null;
  const money = (fen: number) => formatMoneyFen(BigInt(fen), locale);
  return (
    <Stack gap="xs" data-testid="admin-order-payments">
      <Group justify="space-between">
        <Title order={3} size="h5">
          {t('adminOrders.providerPayments')}
        </Title>
        {moneyToReturnFen > 0 && (
          <Badge color="red" data-testid="admin-order-money-to-return">
            {t('adminOrders.moneyToReturn', { amount: money(moneyToReturnFen) })}
          </Badge>
        )}
      </Group>
      {payments.map((payment) => (
        <Paper key={payment.id} withBorder p="sm" data-testid="admin-order-payment">
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={2}>
              <Text size="sm">
                {`${t(`adminOrders.paymentMethods.${payment.provider.toUpperCase()}`, { defaultValue: payment.provider })} · ${money(payment.amountFen)}`}
              </Text>
              <Text size="xs" c="dimmed">
                {`${payment.transactionRef} · ${formatDateTime(payment.paidAt, locale)}`}
              </Text>
              {payment.returnReason && (
                <Text size="xs" c={payment.toReturn ? 'red' : 'dimmed'}>
                  {t(`adminOrders.returnReason.${payment.returnReason}`)}
                </Text>
              )}
              {payment.returning && (
                <Text size="xs" c="orange" data-testid="admin-order-payment-returning">
                  {t('adminOrders.paymentReturning')}
                </Text>
              )}
              {payment.returnedAt && (
                <Text size="xs" c="dimmed">
                  {t('adminOrders.paymentReturnedAt', { at: formatDateTime(payment.returnedAt, locale) })}
                </Text>
              )}
            </Stack>
            <Badge color={statusColor[payment.status]} variant="light">
              {t(`adminOrders.providerPaymentStatus.${payment.status}`)}
            </Badge>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
