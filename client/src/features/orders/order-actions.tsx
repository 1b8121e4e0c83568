import { useMutation } from '@apollo/client/react';
import { Button, Drawer, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderAction } from '../../gql/graphql';
import { showToast } from '../toast/show-toast';
import {
  BuyAgainMutation,
  CancelOrderMutation,
  ConfirmReceiptMutation,
  DeleteOrderMutation,
  RemindToShipMutation,
} from './order-operations';

const CANCEL_REASONS = ['changedMind', 'wrongItems', 'wrongAddress', 'foundCheaper', 'other'] as const;
const REFRESH = ['MyOrders', 'OrderDetail'];

interface OrderActionsProps {
  orderId: string;
  actions: readonly OrderAction[];
  /** Called after the order was deleted (the detail page leaves). */
  onDeleted?: () => void;
  /** The buyer reviewed it: a "view review" entry to the review detail. */
  reviewed?: boolean;
}

/** The buttons an order's state allows (the server says which); each calls its mutation and refreshes the lists. */
export function OrderActions({ orderId, actions, onDeleted, reviewed = false }: OrderActionsProps) {
  const { t } = useTranslation();
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState<(typeof CANCEL_REASONS)[number]>('changedMind');
  const options = { refetchQueries: REFRESH, awaitRefetchQueries: true };
  const [cancelOrder, cancelState] = useMutation(CancelOrderMutation, options);
  const [deleteOrder] = useMutation(DeleteOrderMutation, options);
  const [remindToShip] = useMutation(RemindToShipMutation, options);
  const [confirmReceipt] = useMutation(ConfirmReceiptMutation, options);
  const [buyAgain] = useMutation(BuyAgainMutation, { refetchQueries: ['HeaderCartCount'] });
  const input = { id: orderId };

  function report(errors: readonly { message: string }[] | undefined, success: string) {
    if (errors?.[0]) showToast(errors[0].message);
    else showToast(success, 'success');
  }

  async function cancel() {
    const result = await cancelOrder({
      variables: { input: { ...input, reason: t(`orders.cancelReasons.${reason}`) } },
    }).catch(() => null);
    setCancelling(false);
    report(result?.data?.cancelOrder.userErrors, t('orders.cancelled'));
  }

  return (
    <Group gap="xs" justify="flex-end">
      {actions.includes('PAY') && (
        <Button size="xs" component={Link} to={`/shoppingCart/payOrder?orderId=${orderId}`}>
          {t('orders.actions.pay')}
        </Button>
      )}
      {actions.includes('CANCEL') && (
        <Button size="xs" variant="default" onClick={() => setCancelling(true)}>
          {t('orders.actions.cancel')}
        </Button>
      )}
      {actions.includes('REMIND_TO_SHIP') && (
        <Button
          size="xs"
          variant="default"
          onClick={async () => {
            const result = await remindToShip({ variables: { input } }).catch(() => null);
            report(result?.data?.remindToShip.userErrors, t('orders.reminded'));
          }}
        >
          {t('orders.actions.remind')}
        </Button>
      )}
      {actions.includes('CONFIRM_RECEIPT') && (
        <Button
          size="xs"
          onClick={async () => {
            const result = await confirmReceipt({ variables: { input } }).catch(() => null);
            report(result?.data?.confirmReceipt.userErrors, t('orders.received'));
          }}
        >
          {t('orders.actions.confirmReceipt')}
        </Button>
      )}
      {actions.includes('REVIEW') && (
        <Button size="xs" component={Link} to={`/user/order/evaluate?id=${orderId}`}>
          {t('orderReview.review')}
        </Button>
      )}
      {reviewed && (
        <Button size="xs" variant="default" component={Link} to={`/user/order/evaluate?id=${orderId}`}>
          {t('orderReview.view')}
        </Button>
      )}
      {actions.includes('BUY_AGAIN') && (
        <Button
          size="xs"
          variant="light"
          onClick={async () => {
            const result = await buyAgain({ variables: { input } }).catch(() => null);
            const payload = result?.data?.buyAgain;
            if (payload) report(payload.userErrors, t('orders.addedAgain', { count: payload.addedCount ?? 0 }));
          }}
        >
          {t('orders.actions.buyAgain')}
        </Button>
      )}
      {actions.includes('DELETE') && (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          onClick={async () => {
            const result = await deleteOrder({ variables: { input } }).catch(() => null);
            report(result?.data?.deleteOrder.userErrors, t('orders.deleted'));
            if (result?.data?.deleteOrder.deletedOrderId) onDeleted?.();
          }}
        >
          {t('orders.actions.delete')}
        </Button>
      )}
      <Drawer
        opened={cancelling}
        onClose={() => setCancelling(false)}
        position="bottom"
        size={260}
        title={t('orders.cancelTitle')}
      >
        <Stack gap="sm">
          <Text size="sm">{t('orders.cancelText')}</Text>
          <NativeSelect
            label={t('orders.cancelReason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value as (typeof CANCEL_REASONS)[number])}
            data={CANCEL_REASONS.map((value) => ({ value, label: t(`orders.cancelReasons.${value}`) }))}
          />
          <Group justify="flex-end">
            <Button color="red" loading={cancelState.loading} onClick={() => void cancel()}>
              {t('orders.actions.cancel')}
            </Button>
          </Group>
        </Stack>
      </Drawer>
    </Group>
  );
}
