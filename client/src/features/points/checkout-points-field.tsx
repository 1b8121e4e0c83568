import { Checkbox, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoneyFen } from '../money/format-money';

interface CheckoutPointsFieldProps {
  /** The quote's points: what the buyer holds, the most this order takes, and what the quote used. */
  points: { balance: number; maxUsable: number; used: number; fenPerPoint: number };
  deductionFen: number;
  requested: number;
  onRequest: (points: number) => void;
}

/** The confirm page's points: tick to use them (the most the order allows), or type fewer. */
export function CheckoutPointsField({ points, deductionFen, requested, onRequest }: CheckoutPointsFieldProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  // Ticked stays ticked while the buyer clears the number to type another.
  const [using, setUsing] = useState(requested > 0);
  const canUse = points.maxUsable > 0;
  return (
    <Paper withBorder radius="md" p="md" data-testid="checkout-points">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {t('points.checkout.title')}
          </Title>
          <Text size="sm" c="dimmed" data-testid="checkout-points-hint">
            {t('points.checkout.hint', {
              balance: number(points.balance),
              max: number(points.maxUsable),
              value: formatMoneyFen(BigInt(points.maxUsable * points.fenPerPoint), locale),
            })}
          </Text>
        </Group>
        <Group justify="space-between" wrap="wrap" align="flex-end">
          <Checkbox
            label={t('points.checkout.use')}
            checked={using}
            disabled={!canUse && !using}
            onChange={(event) => {
              setUsing(event.currentTarget.checked);
              onRequest(event.currentTarget.checked ? points.maxUsable : 0);
            }}
          />
          {using && (
            <NumberInput
              aria-label={t('points.checkout.amount')}
              value={requested}
              min={0}
              max={points.maxUsable}
              step={100}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="strict"
              w={140}
              onChange={(value) => onRequest(typeof value === 'number' ? value : 0)}
            />
          )}
        </Group>
        {using && (
          <Text size="sm" data-testid="checkout-points-used">
            {t('points.checkout.used', {
              points: number(points.used),
              amount: formatMoneyFen(BigInt(deductionFen), locale),
            })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
