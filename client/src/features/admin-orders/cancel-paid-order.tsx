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
  /**
   * What closing it means: a goods order the shop cannot ship (CLOSE_UNFULFILLABLE), a membership order whose
   * membership ends (REFUND_MEMBERSHIP), or a paid blind-box open the box could not draw (REFUND_BLIND_BOX_OPEN).
   */
  refund: PaidOrderRefund;
}

export type PaidOrderRefund = 'close' | 'membership' | 'blindBoxOpen';

/** The texts of each kind of refund, under `adminAfterSale`. */
const textsOf: Record<PaidOrderRefund, string> = {
  close: 'cancelPaid',
  membership: 'refundMembership',
  blindBoxOpen: 'refundBlindBoxOpen',
};

/**
 * Closes a paid order the shop cannot ship, or refunds a membership order, with a reason the buyer will read; the
 * server refunds what was paid the way it came. A confirmation first, because money leaves at once for balance
 * payments.
 */
export function CancelPaidOrder({ orderId, orderNumber, refundText, refund }: CancelPaidOrderProps) {
  const { t } = useTranslation();
  const prefix = textsOf[refund];
  const texts = {
    hint: t(`adminAfterSale.${prefix}.hint`),
    button: t(`adminAfterSale.${prefix}.button`),
    confirmTitle: t(`adminAfterSale.${prefix}.confirmTitle`),
    confirmText: t(`adminAfterSale.${prefix}.confirmText`, { number: orderNumber, amount: refundText }),
    keep: t(`adminAfterSale.${prefix}.keep`),
    confirm: t(`adminAfterSale.${prefix}.confirm`),
    done: t(`adminAfterSale.${prefix}.done`),
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
