import { useApolloClient } from '@apollo/client/react';
import { Button, FileButton, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../toast/show-toast';
import {
  confirmRefundTransfer,
  MAX_TRANSFER_PROOFS,
  TRANSFER_PROOF_TYPES,
  transferProofProblem,
} from './refund-transfer';

/** Staff sent the money by bank: choose the receipts (1 to 6 images) and confirm; the refund then counts as paid back. */
export function ConfirmTransferForm({ refundId }: { refundId: string }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [proofs, setProofs] = useState<File[]>([]);
  const [sending, setSending] = useState(false);
  const problem = transferProofProblem(proofs);

  async function send() {
    setSending(true);
    const answer = await confirmRefundTransfer(refundId, proofs).catch(() => null);
    setSending(false);
    if (!answer) return showToast(t('adminAfterSale.toTransfer.failed'));
    if (answer.code !== 1) return showToast(answer.msg);
    showToast(t('adminAfterSale.toTransfer.done'), 'success');
    setProofs([]);
    await client.refetchQueries({ include: ['AdminRefundsToTransfer', 'AdminOrderRefunds', 'AdminOrderDetail'] });
  }

  return (
    <Group gap="xs" data-testid="confirm-transfer">
      <FileButton multiple accept={TRANSFER_PROOF_TYPES} onChange={setProofs}>
        {(props) => (
          <Button variant="default" size="xs" {...props}>
            {t('adminAfterSale.toTransfer.chooseProofs', { max: MAX_TRANSFER_PROOFS })}
          </Button>
        )}
      </FileButton>
      <Text size="xs" c={problem === 'tooMany' ? 'red' : 'dimmed'}>
        {problem === 'tooMany'
          ? t('adminAfterSale.toTransfer.tooMany', { max: MAX_TRANSFER_PROOFS })
          : t('adminAfterSale.toTransfer.proofCount', { count: proofs.length })}
      </Text>
      <Button size="xs" disabled={problem !== null} loading={sending} onClick={() => void send()}>
        {t('adminAfterSale.toTransfer.confirm')}
      </Button>
    </Group>
  );
}
