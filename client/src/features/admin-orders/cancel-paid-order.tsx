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
}

/**
 * Closes a paid order the shop cannot ship, with a reason the buyer will read; the server refunds what was paid the
 * way it came. A confirmation first, because money leaves at once for balance payments.
 */
export function CancelPaidOrder({ orderId, orderNumber, refundText }: CancelPaidOrderProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [cancel, cancelling] = useMutation(AdminCancelPaidOrderMutation, REFRESH);

  async function confirm() {
    const result = await cancel({ variables: { input: { orderId, reason: reason.trim() } } }).catch(() => null);
    if (reportOutcome(result?.data?.cancelPaidOrder.userErrors, t('adminAfterSale.cancelPaid.done'))) setReason('');
    setConfirming(false);
  }

  return (
    <Paper withBorder p="sm" data-testid="admin-order-cancel-paid">
      <Stack gap="xs">
        <Text size="sm">{t('adminAfterSale.cancelPaid.hint')}</Text>
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
            {t('adminAfterSale.cancelPaid.button')}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('adminAfterSale.cancelPaid.confirmTitle')}
      >
        <Stack gap="md">
          <Text size="sm">
            {t('adminAfterSale.cancelPaid.confirmText', { number: orderNumber, amount: refundText })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('adminAfterSale.cancelPaid.keep')}
            </Button>
            <Button color="red" loading={cancelling.loading} onClick={() => void confirm()}>
              {t('adminAfterSale.cancelPaid.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
