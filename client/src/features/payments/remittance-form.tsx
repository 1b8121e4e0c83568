import { Alert, Button, FileButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemittanceStatus } from '../../gql/graphql';
import { currentLocale } from '../../i18n/i18n';
import { getSessionToken } from '../session/session-store';
import { showToast } from '../toast/show-toast';

/** Spec §9: at most 6 payment-proof images. */
export const MAX_PROOFS = 6;

const fields = ['payerName', 'bank', 'account', 'country', 'cardNumber'] as const;
type Field = (typeof fields)[number];
const restNames: Record<Field, string> = {
  payerName: 'payer_name',
  bank: 'bank',
  account: 'account',
  country: 'country',
  cardNumber: 'card_number',
};
const requiredFields: ReadonlySet<Field> = new Set(['payerName', 'bank', 'account']);

interface RemittanceFormProps {
  orderId: string;
  remittance: { status: RemittanceStatus; rejectReason?: string | null } | null | undefined;
  disabled: boolean;
  onSubmitted: () => void;
}

/** Sends the form and the proof images to the façade's upload route; the server checks every rule. */
async function submitRemittance(orderId: string, values: Record<Field, string>, proofs: File[]) {
  const form = new FormData();
  form.append('order_id', orderId);
  for (const field of fields) form.append(restNames[field], values[field]);
  for (const proof of proofs) form.append('file', proof);
  const response = await fetch('/api/pay/remittance/submit', {
    method: 'POST',
    body: form,
    headers: { 'user-token': getSessionToken(), lang: currentLocale() },
  });
  return (await response.json()) as { code: number; msg: string };
}

/** The bank-transfer form (spec §2, §5): payer, bank, account, country, card number and up to 6 receipts. */
export function RemittanceForm({ orderId, remittance, disabled, onSubmitted }: RemittanceFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<Field, string>>({
    payerName: '',
    bank: '',
    account: '',
    country: '',
    cardNumber: '',
  });
  const [proofs, setProofs] = useState<File[]>([]);
  const [sending, setSending] = useState(false);

  if (remittance?.status === 'UNDER_REVIEW') return <Alert color="blue">{t('payments.remittance.underReview')}</Alert>;
  if (remittance?.status === 'CONFIRMED') return <Alert color="green">{t('payments.remittance.confirmed')}</Alert>;

  async function submit() {
    setSending(true);
    const answer = await submitRemittance(orderId, values, proofs).catch(() => null);
    setSending(false);
    if (!answer) return showToast(t('payments.invalidOrder'));
    if (answer.code !== 1) return showToast(answer.msg);
    showToast(t('payments.remittance.submitted'), 'success');
    onSubmitted();
  }

  return (
    <Stack gap="sm">
      {remittance?.status === 'REJECTED' && (
        <Alert color="red">{t('payments.remittance.rejected', { reason: remittance.rejectReason ?? '' })}</Alert>
      )}
      {fields.map((field) => (
        <TextInput
          key={field}
          label={t(`payments.remittance.${field}`)}
          required={requiredFields.has(field)}
          value={values[field]}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setValues((current) => ({ ...current, [field]: value }));
          }}
        />
      ))}
      <Group>
        <FileButton
          multiple
          accept="image/png,image/jpeg,image/webp"
          onChange={(files) => setProofs(files.slice(0, MAX_PROOFS))}
        >
          {(props) => (
            <Button variant="default" {...props}>
              {t('payments.remittance.chooseProofs', { max: MAX_PROOFS })}
            </Button>
          )}
        </FileButton>
        <Text size="sm">{t('payments.remittance.proofCount', { count: proofs.length, max: MAX_PROOFS })}</Text>
      </Group>
      <Button onClick={() => void submit()} loading={sending} disabled={disabled}>
        {t('payments.remittance.submit')}
      </Button>
    </Stack>
  );
}
