import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportOutcome } from '../staff/report-outcome';
import { AdminCancelPaidOrderMutation } from './refunds-operations';

const REFRESH = {
  refetchQueries: ['AdminOrderDetail', 'AdminOrdersList', 'AdminOrderRefunds'],
  awaitRefetchQueries: true,
};

interface CancelPaidOrderProps {
  orderId: string;
  orderNumber: string;
  /** What the buyer gets back, already formatted (everything paid: the server refunds in full). */
  refundText: string;
  /** A membership order: refunding it ends the membership it bought (REFUND_MEMBERSHIP rather than a close). */
  membership: boolean;
}

/**
 * Closes a paid order the shop cannot ship, or refunds a membership order, with a reason the buyer will read; the
 * server refunds what was paid the way it came. A confirmation first, because money leaves at once for balance
 * payments.
 */
export function CancelPaidOrder({ orderId, orderNumber, refundText, membership }: CancelPaidOrderProps) {
  const { t } = useTranslation();
  const texts = membership
    ? {
        hint: t('adminAfterSale.refundMembership.hint'),
        button: t('adminAfterSale.refundMembership.button'),
        confirmTitle: t('adminAfterSale.refundMembership.confirmTitle'),
        confirmText: t('adminAfterSale.refundMembership.confirmText', { number: orderNumber, amount: refundText }),
        keep: t('adminAfterSale.refundMembership.keep'),
        confirm: t('adminAfterSale.refundMembership.confirm'),
        done: t('adminAfterSale.refundMembership.done'),
      }
    : {
        hint: t('adminAfterSale.cancelPaid.hint'),
        button: t('adminAfterSale.cancelPaid.button'),
        confirmTitle: t('adminAfterSale.cancelPaid.confirmTitle'),
        confirmText: t('adminAfterSale.cancelPaid.confirmText', { number: orderNumber, amount: refundText }),
        keep: t('adminAfterSale.cancelPaid.keep'),
        confirm: t('adminAfterSale.cancelPaid.confirm'),
        done: t('adminAfterSale.cancelPaid.done'),
      };
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [cancel, cancelling] = useMutation(AdminCancelPaidOrderMutation, REFRESH);

  async function confirm() {
    const result = await cancel({ variables: { input: { orderId, reason: reason.trim() } } }).catch(() => null);
    if (reportOutcome(result?.data?.cancelPaidOrder.userErrors, texts.done)) setReason('');
    setConfirming(false);
  }

  return (
    <Paper withBorder p="sm" data-testid="admin-order-cancel-paid">
      <Stack gap="xs">
        <Text size="sm">{texts.hint}</Text>
        <Textarea
          label={t('adminAfterSale.cancelPaid.reason')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={200}
          autosize
          minRows={2}
        />
        <Group>
          <Button color="red" disabled={!reason.trim()} onClick={() => setConfirming(true)}>
            {texts.button}
          </Button>
        </Group>
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={texts.confirmTitle}>
        <Stack gap="md">
          <Text size="sm">{texts.confirmText}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {texts.keep}
            </Button>
            <Button color="red" loading={cancelling.loading} onClick={() => void confirm()}>
              {texts.confirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
