import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../locale-format/format-date-time';
import { formatMoneyFen, formatMoneyMilli } from '../money/format-money';
import { InlineForm } from '../staff/inline-form';
import { reportOutcome } from '../staff/report-outcome';
import { AdminOrderAudit } from './admin-order-audit';
import { AdminOrderPayments } from './admin-order-payments';
import { AdminOrderRemittances } from './admin-order-remittances';
import { CancelPaidOrder, type PaidOrderRefund } from './cancel-paid-order';
import { OrderRefunds } from './order-refunds';
import {
  AdminAddTrackingMutation,
  AdminApproveOrderMutation,
  AdminOrderDetailQuery,
  AdminRejectOrderApprovalMutation,
  AdminShipOrderMutation,
} from './admin-orders-operations';

const REFRESH = { refetchQueries: ['AdminOrderDetail', 'AdminOrdersList'], awaitRefetchQueries: true };

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Group>
  );
}

/** One order in the staff console: lines, totals, delivery, payment, remittances, the actions its state allows, audit trail. */
/** Which refund of a paid order the staff member may make here, by the event the server lists; null: none. */
function paidOrderRefundOf(actions: readonly string[]): PaidOrderRefund | null {
  if (actions.includes('CLOSE_UNFULFILLABLE')) return 'close';
  if (actions.includes('REFUND_MEMBERSHIP')) return 'membership';
  if (actions.includes('REFUND_BLIND_BOX_OPEN')) return 'blindBoxOpen';
  return null;
}

export function AdminOrderDetail({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const { data, loading } = useQuery(AdminOrderDetailQuery, {
    variables: { id: orderId },
    fetchPolicy: 'network-only',
  });
  const [approve] = useMutation(AdminApproveOrderMutation, REFRESH);
  const [rejectApproval] = useMutation(AdminRejectOrderApprovalMutation, REFRESH);
  const [ship, shipping] = useMutation(AdminShipOrderMutation, REFRESH);
  const [track] = useMutation(AdminAddTrackingMutation, REFRESH);
  const [carrier, setCarrier] = useState('');
  const [waybill, setWaybill] = useState('');

  if (loading && !data) return <Skeleton h={300} />;
  const detail = data?.staffOrder;
  if (!detail) return <Alert color="yellow">{t('orders.notFound')}</Alert>;
  const { order, buyer, staffActions, remittances, audit, payments, moneyToReturnFen } = detail;
  const paidOrderRefund = paidOrderRefundOf(staffActions);
  const money = (fen: number) => formatMoneyFen(BigInt(fen), locale);

  const address = order.address;
  const pickup = order.pickup;

  return (
    <Stack gap="md" data-testid="admin-order-detail">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('orders.number', { number: order.number })}
        </Title>
        <Badge size="lg" data-testid="admin-order-status">
          {t(`orders.status.${order.status}`)}
        </Badge>
      </Group>

      <Paper withBorder p="sm">
        <Stack gap={4}>
          <Field label={t('adminOrders.buyer')}>
            {[buyer.nickname, buyer.email, buyer.phone].filter(Boolean).join(' · ')}
          </Field>
          <Field label={t('adminOrders.placedAt')}>{formatDateTime(order.createdAt, locale)}</Field>
          {order.remark && <Field label={t('orders.remark')}>{order.remark}</Field>}
          <Field label={t('orders.invoice')}>
            {[t(`orders.invoiceTypes.${order.invoiceType}`), order.invoiceTitle, order.invoiceTaxNumber]
              .filter(Boolean)
              .join(' · ')}
          </Field>
          {address && (
            <Field label={t('orders.address')}>
              {`${address.consignee} +${address.areaCode} ${address.phone}, ${[address.country, address.province, address.city, address.district, address.detail].filter(Boolean).join(' ')}`}
            </Field>
          )}
          {pickup && (
            <Field label={t('orders.pickupPoint')}>
              {`${pickup.pointName} (${pickup.pointAddress}), ${pickup.date} ${pickup.timeSlot}, ${pickup.personName} ${pickup.personPhone}`}
            </Field>
          )}
          {order.carrier && (
            <Field label={t('adminOrders.waybill')}>{`${order.carrier} ${order.waybillNumber ?? ''}`}</Field>
          )}
          {order.cancelReason && <Field label={t('orders.cancelReason')}>{order.cancelReason}</Field>}
        </Stack>
      </Paper>

      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminOrders.part')}</Table.Th>
            <Table.Th ta="right">{t('adminOrders.quantity')}</Table.Th>
            <Table.Th ta="right">{t('adminOrders.unitPrice')}</Table.Th>
            <Table.Th ta="right">{t('adminOrders.lineTotal')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.lines.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>
                <Anchor component={Link} to={`/goods/${line.productId}`} target="_blank">
                  {line.mpn}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {line.brandName} · {line.package}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{line.quantity}</Table.Td>
              <Table.Td ta="right">{formatMoneyMilli(line.unitPriceMilli, locale)}</Table.Td>
              <Table.Td ta="right">{money(line.lineTotalFen)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>

      <Paper withBorder p="sm">
        <Stack gap={4}>
          <Field label={t('orders.totals.items')}>{money(order.itemsFen)}</Field>
          <Field label={t('orders.totals.memberDiscount')}>-{money(order.memberDiscountFen)}</Field>
          <Field label={t('orders.totals.coupon')}>-{money(order.couponDeductionFen)}</Field>
          <Field label={t('orders.totals.points')}>-{money(order.pointsDeductionFen)}</Field>
          <Field label={t('orders.totals.freight')}>{money(order.freightFen)}</Field>
          <Field label={t('orders.totals.payable')}>
            <b>{money(order.payableFen)}</b>
          </Field>
          {order.paidFen !== null && order.paidFen !== undefined && (
            <Field label={t('orders.totals.paid')}>
              {`${money(order.paidFen)} · ${order.paymentMethod ? t(`adminOrders.paymentMethods.${order.paymentMethod}`) : ''}${order.paidAt ? ` · ${formatDateTime(order.paidAt, locale)}` : ''}`}
            </Field>
          )}
        </Stack>
      </Paper>

      {staffActions.includes('APPROVE') && (
        <Paper withBorder p="sm">
          <Stack gap="xs">
            <Text size="sm">{t('adminOrders.approvalHint')}</Text>
            <Group>
              <Button
                onClick={async () => {
                  const result = await approve({ variables: { input: { id: order.id } } }).catch(() => null);
                  reportOutcome(result?.data?.approveOrder.userErrors, t('adminOrders.approved'));
                }}
              >
                {t('adminOrders.approve')}
              </Button>
            </Group>
            <InlineForm
              label={t('adminOrders.rejectReason')}
              button={t('adminOrders.rejectOrder')}
              color="red"
              testId="admin-order-reject"
              onSubmit={async (reason) => {
                const result = await rejectApproval({ variables: { input: { id: order.id, reason } } }).catch(
                  () => null,
                );
                return reportOutcome(result?.data?.rejectOrderApproval.userErrors, t('adminOrders.rejected'));
              }}
            />
          </Stack>
        </Paper>
      )}

      <AdminOrderPayments payments={payments} moneyToReturnFen={moneyToReturnFen} />

      <AdminOrderRemittances remittances={remittances} />
      <OrderRefunds orderId={order.id} />

      {/* The server lists CLOSE_UNFULFILLABLE for a paid, unshipped order, REFUND_MEMBERSHIP for a completed
          membership order and REFUND_BLIND_BOX_OPEN for a completed blind-box open to staff with order.cancel_paid. */}
      {paidOrderRefund && (
        <CancelPaidOrder
          orderId={order.id}
          orderNumber={order.number}
          refundText={money(order.paidFen ?? 0)}
          refund={paidOrderRefund}
        />
      )}

      {staffActions.includes('SHIP') && (
        <Paper withBorder p="sm" data-testid="admin-order-ship">
          <Group align="flex-end" gap="xs">
            <TextInput
              label={t('adminOrders.carrier')}
              value={carrier}
              maxLength={32}
              onChange={(event) => setCarrier(event.currentTarget.value)}
            />
            <TextInput
              label={t('adminOrders.waybillNumber')}
              value={waybill}
              maxLength={30}
              onChange={(event) => setWaybill(event.currentTarget.value)}
            />
            <Button
              loading={shipping.loading}
              disabled={!carrier.trim() || !waybill.trim()}
              onClick={async () => {
                const result = await ship({
                  variables: { input: { id: order.id, carrier: carrier.trim(), waybillNumber: waybill.trim() } },
                }).catch(() => null);
                reportOutcome(result?.data?.shipOrder.userErrors, t('adminOrders.shipped'));
              }}
            >
              {t('adminOrders.ship')}
            </Button>
          </Group>
        </Paper>
      )}

      {staffActions.includes('ADD_LOGISTICS_EVENT') && (
        <InlineForm
          label={t('adminOrders.trackingEvent')}
          button={t('adminOrders.addTracking')}
          testId="admin-order-tracking"
          onSubmit={async (description) => {
            const result = await track({ variables: { input: { id: order.id, description } } }).catch(() => null);
            return reportOutcome(result?.data?.addLogisticsEvent.userErrors, t('adminOrders.trackingAdded'));
          }}
        />
      )}

      <AdminOrderAudit audit={audit} />
    </Stack>
  );
}
