import { Group, Input, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoneyFen, formatMoneyMilli } from '../money/format-money';
import type { AfterSaleOrderLineView } from './after-sale-views';

/** What the stepper holds, kept within 0..available even while typing (so the quote never asks for more). */
function capped(value: number | string, available: number): number {
  const quantity = typeof value === 'number' ? Math.trunc(value) : 0;
  return Math.min(Math.max(quantity, 0), available);
}

interface ApplyLinePickerProps {
  lines: readonly AfterSaleOrderLineView[];
  quantities: Record<string, number>;
  onChange: (quantities: Record<string, number>) => void;
  error?: string | null;
}

/** A stepper per order line, from 0 to what earlier requests left of it. */
export function ApplyLinePicker({ lines, quantities, onChange, error }: ApplyLinePickerProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Input.Wrapper label={t('afterSale.apply.lines')} error={error} withAsterisk>
      <Stack gap="xs" mt={6}>
        {lines.map((line) => (
          <Paper key={line.orderLineId} withBorder p="xs" radius="sm" data-testid="after-sale-line">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2}>
                <Text size="sm" fw={600}>
                  {line.mpn}
                </Text>
                <Text size="xs" c="dimmed">
                  {[line.brandName, line.package].filter(Boolean).join(' · ')} ·{' '}
                  {formatMoneyMilli(line.unitPriceMilli, locale)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('afterSale.apply.lineQuantities', {
                    bought: line.boughtQuantity,
                    available: line.availableQuantity,
                    paid: formatMoneyFen(BigInt(line.paidShareFen), locale),
                  })}
                </Text>
              </Stack>
              <NumberInput
                w={120}
                min={0}
                max={line.availableQuantity}
                allowDecimal={false}
                allowNegative={false}
                disabled={line.availableQuantity === 0}
                aria-label={t('afterSale.apply.quantityOf', { mpn: line.mpn })}
                value={quantities[line.orderLineId] ?? 0}
                onChange={(value) =>
                  onChange({ ...quantities, [line.orderLineId]: capped(value, line.availableQuantity) })
                }
              />
            </Group>
          </Paper>
        ))}
      </Stack>
    </Input.Wrapper>
  );
}
