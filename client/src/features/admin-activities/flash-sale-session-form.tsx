import { Alert, Button, CloseButton, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoneyMilli } from '../money/format-money';
import { ActivityPartPicker } from './activity-part-picker';
import {
  formFieldOf,
  sessionFields,
  type FlashSaleFormValues,
  type FlashSaleItemRow,
  type FlashSaleSessionFields,
  type FormProblems,
} from './flash-sale-form-values';

export interface SaveOutcome {
  /** The server's refusals; empty when it saved. */
  userErrors: readonly { message: string; field?: readonly string[] | null }[];
}

interface FlashSaleSessionFormProps {
  initial: FlashSaleFormValues;
  /** Staff who may only read see the form without controls. */
  disabled: boolean;
  /** The window of a started session cannot move (the server refuses it too). */
  windowLocked: boolean;
  submitLabel: string;
  onSave: (fields: FlashSaleSessionFields) => Promise<SaveOutcome | null>;
}

/**
 * A flash-sale session: its title, window and parts, each with its sale price (to 0.0001 yuan), the units the
 * sale offers and how many one buyer may take. Mistakes the form can see are marked before sending; the server's
 * user errors land on the same fields.
 */
export function FlashSaleSessionForm({
  initial,
  disabled,
  windowLocked,
  submitLabel,
  onSave,
}: FlashSaleSessionFormProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<FormProblems>({});
  const [serverProblems, setServerProblems] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const problemOf = (field: string) =>
    serverProblems[field] ?? (problems[field] ? t(`adminActivities.flashSale.errors.${problems[field]}`) : undefined);

  function setItem(index: number, change: Partial<FlashSaleItemRow>) {
    setValues((current) => ({
      ...current,
      items: current.items.map((row, rowIndex) => (rowIndex === index ? { ...row, ...change } : row)),
    }));
  }

  async function save() {
    setFormError(null);
    setServerProblems({});
    const result = sessionFields(values);
    if ('problems' in result) {
      setProblems(result.problems);
      return;
    }
    setProblems({});
    setSaving(true);
    const outcome = await onSave(result.fields).finally(() => setSaving(false));
    if (!outcome) return;
    const placed: Record<string, string> = {};
    for (const error of outcome.userErrors) {
      const field = formFieldOf(error.field);
      if (field && !placed[field]) placed[field] = error.message;
      else setFormError(error.message);
    }
    setServerProblems(placed);
  }

  return (
    <Stack gap="sm" data-testid="flash-sale-form">
      <TextInput
        label={t('adminActivities.flashSale.title')}
        value={values.title}
        maxLength={100}
        disabled={disabled}
        error={problemOf('title')}
        onChange={(event) => setValues({ ...values, title: event.currentTarget.value })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          type="datetime-local"
          label={t('adminActivities.flashSale.startsAt')}
          value={values.startsAt}
          disabled={disabled || windowLocked}
          error={problemOf('startsAt')}
          onChange={(event) => setValues({ ...values, startsAt: event.currentTarget.value })}
        />
        <TextInput
          type="datetime-local"
          label={t('adminActivities.flashSale.endsAt')}
          value={values.endsAt}
          disabled={disabled || windowLocked}
          error={problemOf('endsAt')}
          onChange={(event) => setValues({ ...values, endsAt: event.currentTarget.value })}
        />
      </SimpleGrid>
      <Text fw={600}>{t('adminActivities.flashSale.items')}</Text>
      {problemOf('items') && (
        <Text size="sm" c="red">
          {problemOf('items')}
        </Text>
      )}
      {values.items.map((row, index) => (
        <Paper key={row.productId} withBorder p="xs" radius="sm" data-testid="flash-sale-form-item">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {row.mpn}
              {row.listPriceMilli !== null && (
                <Text span size="sm" c="dimmed" fw={400}>
                  {' '}
                  · {t('adminActivities.flashSale.listPrice', { price: formatMoneyMilli(row.listPriceMilli, locale) })}
                </Text>
              )}
            </Text>
            {!disabled && (
              <CloseButton
                aria-label={t('adminActivities.flashSale.removeItem', { mpn: row.mpn })}
                onClick={() =>
                  setValues({ ...values, items: values.items.filter((_, rowIndex) => rowIndex !== index) })
                }
              />
            )}
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
            <TextInput
              label={t('adminActivities.flashSale.salePrice')}
              inputMode="decimal"
              value={row.salePrice}
              disabled={disabled}
              error={problemOf(`items.${index}.salePrice`)}
              onChange={(event) => setItem(index, { salePrice: event.currentTarget.value })}
            />
            <TextInput
              label={t('adminActivities.flashSale.stock')}
              inputMode="numeric"
              value={row.stock}
              disabled={disabled}
              error={problemOf(`items.${index}.stock`)}
              onChange={(event) => setItem(index, { stock: event.currentTarget.value })}
            />
            <TextInput
              label={t('adminActivities.flashSale.perUserLimit')}
              inputMode="numeric"
              value={row.perUserLimit}
              disabled={disabled}
              error={problemOf(`items.${index}.perUserLimit`)}
              onChange={(event) => setItem(index, { perUserLimit: event.currentTarget.value })}
            />
          </SimpleGrid>
        </Paper>
      ))}
      {!disabled && (
        <ActivityPartPicker
          onPick={(part) =>
            setValues((current) =>
              current.items.some((row) => row.productId === part.id)
                ? current
                : {
                    ...current,
                    items: [
                      ...current.items,
                      {
                        productId: part.id,
                        mpn: part.mpn,
                        listPriceMilli: part.listPriceMilli,
                        salePrice: '',
                        stock: '',
                        perUserLimit: '1',
                      },
                    ],
                  },
            )
          }
        />
      )}
      {formError && <Alert color="red">{formError}</Alert>}
      {!disabled && (
        <Group justify="flex-end">
          <Button loading={saving} onClick={() => void save()} data-testid="flash-sale-form-save">
            {submitLabel}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
