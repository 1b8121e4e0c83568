import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Drawer, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { getFragmentData } from '../../gql';

import { AfterSaleEntry } from '../../features/after-sales/after-sale-entry';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { formatMoneyFen, formatMoneyMilli } from '../../features/money/format-money';
import { OrderDocumentsPanel } from '../../features/order-documents/order-documents-panel';
import { OrderActions } from '../../features/orders/order-actions';
import { OrderKindTitle } from '../../features/orders/order-kind-title';
import {
  MyBalanceQuery,
  OrderDetailQuery,
  OrderSummaryFragment,
  PayOrderWithBalanceMutation,
} from '../../features/orders/order-operations';
import { payableLabelKey } from '../../features/orders/payable-label';
import { useLiveOrderChanges } from '../../features/orders/use-live-order-changes';
import { showToast } from '../../features/toast/show-toast';

function Field({
  label,
  children,
  testId,
  rowTestId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
  /** Marks the whole row (label and value), for a line whose label carries data too. */
  rowTestId?: string;
}) {
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" data-testid={rowTestId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" data-testid={testId}>
        {children}
      </Text>
    </Group>
  );
}

/** Pays an unpaid order from the account balance after the payment password. */
function BalancePayment({ orderId, payableFen }: { orderId: string; payableFen: number }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const [opened, setOpened] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const balance = useQuery(MyBalanceQuery, { skip: !opened, fetchPolicy: 'network-only' }).data?.myBalanceFen;
  const [pay, paying] = useMutation(PayOrderWithBalanceMutation, {
    refetchQueries: ['OrderDetail', 'MyOrders'],
    awaitRefetchQueries: true,
  });

  async function submit() {
    setError(null);
    const result = await pay({ variables: { input: { orderId, paymentPassword: password } } }).catch(() => null);
    const payload = result?.data?.payOrderWithBalance;
    if (!payload) return;
    if (payload.userErrors[0]) {
      setError(payload.userErrors[0].message);
      return;
    }
    setOpened(false);
    showToast(t('orders.paid'), 'success');
  }

  return (
    <>
      <Button size="xs" variant="light" onClick={() => setOpened(true)}>
        {t('orders.actions.payWithBalance')}
      </Button>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        position="bottom"
        size={300}
        title={t('orders.balanceTitle')}
      >
        <Stack gap="sm">
          <Text size="sm">
            {t('orders.balanceText', {
              payable: formatMoneyFen(BigInt(payableFen), locale),
              balance: balance === undefined ? '…' : formatMoneyFen(BigInt(balance), locale),
            })}
          </Text>
          <TextInput
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            label={t('orders.paymentPassword')}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={error}
          />
          <Group justify="flex-end">
            <Button loading={paying.loading} disabled={password.length !== 6} onClick={() => void submit()}>
              {t('orders.actions.pay')}
            </Button>
          </Group>
        </Stack>
      </Drawer>
    </>
  );
}

/** Every order field of spec §3, the logistics timeline of a shipped order, and the actions its state allows. */
export default function UserOrderDetailsPage() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  useDocumentTitle(t('orders.detailTitle'));
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';
  const { data, loading, error } = useQuery(OrderDetailQuery, {
    variables: { id },
    skip: !/^\d+$/.test(id),
    fetchPolicy: 'cache-and-network',
  });
  useLiveOrderChanges();
  const order = data?.order;
  const summary = order && getFragmentData(OrderSummaryFragment, order);
  const money = (fen: number) => formatMoneyFen(BigInt(fen), locale);
  const time = (value: unknown) => (value ? new Date(value as string).toLocaleString(locale) : '—');

  if (loading && !order) return <Skeleton h={240} radius="md" />;
  if (!order || !summary) return <Alert color="gray">{error?.message ?? t('orders.notFound')}</Alert>;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {t('orders.number', { number: summary.number })}
        </Title>
        <Badge size="lg" data-testid="order-status">
          {t(`orders.displayStatus.${summary.displayStatus}`)}
        </Badge>
      </Group>
      {summary.status === 'PENDING_PAYMENT' && (
        <Alert color="orange">{t('orders.payBefore', { time: time(summary.expiresAt) })}</Alert>
      )}
      <Group justify="flex-end" gap="xs">
        {summary.status === 'PENDING_PAYMENT' && (
          <BalancePayment orderId={summary.id} payableFen={summary.payableFen} />
        )}
        {summary.kind === 'GOODS' && <AfterSaleEntry orderId={summary.id} status={summary.status} checkEligibility />}
        <OrderActions
          orderId={summary.id}
          actions={summary.availableActions}
          reviewed={Boolean(summary.review)}
          onDeleted={() => void navigate('/user/order', { replace: true })}
        />
      </Group>

      <Paper withBorder radius="md" p="md">
        <Stack gap={6}>
          <Field label={t('orders.fields.time')}>{time(summary.createdAt)}</Field>
          <Field label={t('orders.fields.paymentMethod')}>
            {order.paymentMethod ? t(`orders.paymentMethods.${order.paymentMethod}`) : '—'}
          </Field>
          <Field label={t('orders.fields.paidAt')}>{time(order.paidAt)}</Field>
          {summary.kind === 'GOODS' && (
            <Field label={t('orders.fields.delivery')}>
              {t(order.deliveryMethod === 'EXPRESS' ? 'orders.express' : 'orders.pickup')}
            </Field>
          )}
          {order.address && (
            <Field label={t('orders.address')}>
              {`${order.address.consignee} +${order.address.areaCode} ${order.address.phone} · ${order.address.province} ${order.address.city} ${order.address.district ?? ''} ${order.address.detail}`}
            </Field>
          )}
          {order.pickup && (
            <>
              <Field
                label={t('orders.pickupPoint')}
              >{`${order.pickup.pointName} · ${order.pickup.pointAddress}`}</Field>
              <Field label={t('orders.pickupDate')}>{`${order.pickup.date} ${order.pickup.timeSlot}`}</Field>
              <Field label={t('orders.pickupPerson')}>{`${order.pickup.personName} ${order.pickup.personPhone}`}</Field>
            </>
          )}
          <Field label={t('orders.invoice')}>
            {[t(`orders.invoiceTypes.${order.invoiceType}`), order.invoiceTitle, order.invoiceTaxNumber]
              .filter(Boolean)
              .join(' · ')}
          </Field>
          <Field label={t('orders.remark')}>{order.remark ?? '—'}</Field>
          {order.cancelReason && <Field label={t('orders.cancelReason')}>{order.cancelReason}</Field>}
        </Stack>
      </Paper>

      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          {summary.lines.map((line) => (
            <Group key={line.id} justify="space-between" wrap="wrap">
              <Text size="sm">
                {line.mpn} · {line.brandName} · {line.quantity} × {formatMoneyMilli(line.unitPriceMilli, locale)}
              </Text>
              <Text size="sm" ff="monospace">
                {money(line.lineTotalFen)}
              </Text>
            </Group>
          ))}
          <Field label={t('orders.totals.items')}>{money(order.itemsFen)}</Field>
          {order.memberDiscountFen > 0 && (
            <Field label={t('orders.totals.memberDiscount')}>-{money(order.memberDiscountFen)}</Field>
          )}
          <OrderKindTitle order={summary} />
          {(order.couponDeductionFen > 0 || order.couponTitle) && (
            <Field
              label={[t('orders.totals.coupon'), order.couponTitle].filter(Boolean).join(' · ')}
              rowTestId="order-coupon"
            >
              -{money(order.couponDeductionFen)}
            </Field>
          )}
          {(order.pointsDeductionFen > 0 || order.pointsSpent > 0) && (
            <Field
              label={`${t('orders.totals.points')} · ${t('points.count', { count: order.pointsSpent, points: new Intl.NumberFormat(locale).format(order.pointsSpent) })}`}
              rowTestId="order-points"
            >
              -{money(order.pointsDeductionFen)}
            </Field>
          )}
          <Field label={t('orders.totals.freight')}>{money(order.freightFen)}</Field>
          <Field label={t(payableLabelKey(summary.status))} testId="order-payable">
            {money(summary.payableFen)}
          </Field>
          <Field label={t('orders.totals.paid')}>
            {order.paidFen === null || order.paidFen === undefined ? '—' : money(order.paidFen)}
          </Field>
        </Stack>
      </Paper>

      <OrderDocumentsPanel orderId={summary.id} />

      {order.carrier && (
        <Paper withBorder radius="md" p="md" data-testid="logistics">
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('orders.logistics')}
            </Title>
            <Text size="sm">{`${order.carrier} · ${order.waybillNumber ?? ''}`}</Text>
            {order.events
              .filter((event) => event.kind === 'LOGISTICS' || event.toStatus === 'SHIPPED')
              .reverse()
              .map((event) => (
                <Group key={event.id} gap="sm" wrap="nowrap" align="flex-start">
                  <Text size="xs" c="dimmed" miw={150}>
                    {time(event.at)}
                  </Text>
                  <Text size="sm">{event.kind === 'LOGISTICS' ? event.description : t('orders.shippedEvent')}</Text>
                </Group>
              ))}
            {order.autoConfirmAt && !order.receivedAt && (
              <Text size="xs" c="dimmed">
                {t('orders.autoConfirm', { time: time(order.autoConfirmAt) })}
              </Text>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
