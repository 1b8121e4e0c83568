import { Alert, Button, Group, NativeSelect, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoneyFen } from '../money/format-money';
import type { ApplicationFields } from './after-sale-form-data';
import type { AfterSaleOptionsView, ApplyFormStart } from './after-sale-views';
import { ApplyLinePicker } from './apply-line-picker';
import {
  AFTER_SALE_TYPES,
  EXPLANATION_MAX,
  applyFormProblems,
  pickedLines,
  type AfterSaleTypeName,
  type ApplyFormValues,
} from './apply-form-rules';
import { ApplyTypeChoice } from './apply-type-choice';
import { ProofImagePicker } from './proof-image-picker';
import { useAfterSaleQuote } from './use-after-sale-quote';

const REFUND_TYPES: readonly string[] = ['REFUND_ONLY', 'RETURN_AND_REFUND'];

interface ApplyFormProps {
  options: AfterSaleOptionsView;
  /** The request being modified, for a resubmission. */
  start?: ApplyFormStart;
  submitLabel: string;
  /** Sends the request; answers the server's message when it refused it. */
  onSubmit: (fields: ApplicationFields, images: File[]) => Promise<string | null>;
}

function startValues(start: ApplyFormStart | undefined): ApplyFormValues {
  const type = AFTER_SALE_TYPES.find((candidate) => candidate === start?.type) ?? null;
  return {
    type,
    quantities: Object.fromEntries((start?.lines ?? []).map((line) => [line.orderLineId, line.quantity])),
    reasonCode: start?.reasonCode ?? '',
    explanation: start?.explanation ?? '',
    contactPhone: start?.contactPhone ?? '',
    imageCount: 0,
  };
}

/** The after-sales application: type, lines and quantities, reason, explanation, proof images, phone, refund quote. */
export function ApplyForm({ options, start, submitLabel, onSubmit }: ApplyFormProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const [values, setValues] = useState<ApplyFormValues>(() => startValues(start));
  const [images, setImages] = useState<File[]>([]);
  const [checked, setChecked] = useState(false);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const reasons = useMemo(
    () => options.reasons.filter((reason) => reason.type === values.type),
    [options.reasons, values.type],
  );
  const picked = useMemo(() => pickedLines(values, options.lines), [values, options.lines]);
  const { quote } = useAfterSaleQuote(options.orderId, values.type, picked);
  const problems = applyFormProblems(
    { ...values, imageCount: images.length },
    options.lines,
    reasons.map((reason) => reason.code),
    options.maxProofImages,
  );
  const shown = (field: keyof typeof problems) => (checked && problems[field] ? t(problems[field]) : null);
  const money = (fen: number) => formatMoneyFen(BigInt(fen), locale);

  function chooseType(type: AfterSaleTypeName) {
    // A reason belongs to one type: keep it only if the new type offers it too.
    const keeps = options.reasons.some((reason) => reason.type === type && reason.code === values.reasonCode);
    setValues({ ...values, type, reasonCode: keeps ? values.reasonCode : '' });
  }

  async function submit() {
    setChecked(true);
    setRefusal(null);
    if (Object.keys(problems).length > 0 || !values.type) return;
    setSending(true);
    const fields = { ...values, type: values.type, lines: picked };
    const refused = await onSubmit(fields, images).catch(() => t('afterSale.apply.failed'));
    setSending(false);
    setRefusal(refused);
  }

  return (
    <Stack gap="md" data-testid="after-sale-apply-form">
      <ApplyTypeChoice value={values.type} offered={options.types} onChange={chooseType} error={shown('type')} />
      <ApplyLinePicker
        lines={options.lines}
        quantities={values.quantities}
        onChange={(quantities) => setValues({ ...values, quantities })}
        error={shown('lines')}
      />
      <NativeSelect
        label={t('afterSale.apply.reason')}
        withAsterisk
        value={values.reasonCode}
        onChange={(event) => setValues({ ...values, reasonCode: event.currentTarget.value })}
        error={shown('reasonCode')}
        disabled={!values.type}
        data={[
          { value: '', label: t('afterSale.apply.chooseReason') },
          ...reasons.map((reason) => ({
            value: reason.code,
            label: t(`afterSale.reasons.${reason.code}`, { defaultValue: reason.code }),
          })),
        ]}
      />
      {Boolean(options.noReasonReturnUntil) && (
        <Text size="xs" c="dimmed">
          {t('afterSale.apply.noReasonUntil', {
            time: new Date(options.noReasonReturnUntil as string).toLocaleString(locale),
          })}
        </Text>
      )}
      <Textarea
        label={t('afterSale.apply.explanation')}
        placeholder={t('afterSale.apply.explanationPlaceholder')}
        autosize
        minRows={3}
        maxLength={EXPLANATION_MAX}
        value={values.explanation}
        onChange={(event) => setValues({ ...values, explanation: event.currentTarget.value })}
        error={shown('explanation')}
      />
      <ProofImagePicker
        files={images}
        onChange={setImages}
        max={options.maxProofImages}
        error={shown('images')}
        hint={start ? t('afterSale.apply.imagesReplace', { max: options.maxProofImages }) : undefined}
      />
      <TextInput
        label={t('afterSale.apply.contactPhone')}
        withAsterisk
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={values.contactPhone}
        onChange={(event) => setValues({ ...values, contactPhone: event.currentTarget.value })}
        error={shown('contactPhone')}
      />
      {values.type && REFUND_TYPES.includes(values.type) ? (
        <Paper withBorder radius="md" p="sm" data-testid="after-sale-quote">
          <Group justify="space-between" wrap="wrap">
            <Text size="sm">{t('afterSale.apply.refundable')}</Text>
            <Text fw={700} c="teal" ff="monospace" data-testid="after-sale-quote-amount">
              {quote ? money(quote.refundFen) : '—'}
            </Text>
          </Group>
          {quote && quote.freightRefundFen > 0 && (
            <Text size="xs" c="dimmed">
              {t('afterSale.apply.freightIncluded', { freight: money(quote.freightRefundFen) })}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('afterSale.apply.refundableHint')}
          </Text>
        </Paper>
      ) : (
        values.type && <Alert color="blue">{t('afterSale.apply.noRefundHint')}</Alert>
      )}
      {refusal && (
        <Alert color="red" data-testid="after-sale-apply-error">
          {refusal}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button loading={sending} onClick={() => void submit()}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
