import { ActionIcon, Button, Stack, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PRICE_BREAKS_MAX } from '@circuitmart/rules/part-rules';
import type { PriceBreakRow } from './part-form-values';

interface PriceBreakEditorProps {
  rows: PriceBreakRow[];
  disabled: boolean;
  onChange: (rows: PriceBreakRow[]) => void;
  /** The message of a field by path (`priceBreaks`, `priceBreaks.1.minQty` ...), if it has a problem. */
  errorOf: (path: string) => string | undefined;
}

/** The tax-inclusive price breaks: from a quantity on, a unit price in yuan with up to four decimals. */
export function PriceBreakEditor({ rows, disabled, onChange, errorOf }: PriceBreakEditorProps) {
  const { t } = useTranslation();
  const change = (index: number, row: Partial<PriceBreakRow>) =>
    onChange(rows.map((current, at) => (at === index ? { ...current, ...row } : current)));

  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {t('adminCatalog.part.priceBreaks')}
      </Text>
      <Table withTableBorder data-testid="price-break-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminCatalog.part.breakQuantity')}</Table.Th>
            <Table.Th>{t('adminCatalog.part.breakUnitPrice')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={index} data-testid="price-break-row">
              <Table.Td>
                <TextInput
                  aria-label={t('adminCatalog.part.breakQuantity')}
                  inputMode="numeric"
                  value={row.minQty}
                  disabled={disabled}
                  error={errorOf(`priceBreaks.${index}.minQty`)}
                  onChange={(event) => change(index, { minQty: event.currentTarget.value })}
                  data-testid="price-break-quantity"
                />
              </Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={t('adminCatalog.part.breakUnitPrice')}
                  inputMode="decimal"
                  leftSection="¥"
                  value={row.unitPrice}
                  disabled={disabled}
                  error={errorOf(`priceBreaks.${index}.unitPriceMilli`)}
                  onChange={(event) => change(index, { unitPrice: event.currentTarget.value })}
                  data-testid="price-break-price"
                />
              </Table.Td>
              <Table.Td>
                {!disabled && rows.length > 1 && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('adminCatalog.part.removeBreak')}
                    onClick={() => onChange(rows.filter((_, at) => at !== index))}
                  >
                    ×
                  </ActionIcon>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {errorOf('priceBreaks') && (
        <Text c="red" size="sm">
          {errorOf('priceBreaks')}
        </Text>
      )}
      {!disabled && rows.length < PRICE_BREAKS_MAX && (
        <Button
          variant="default"
          size="xs"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => onChange([...rows, { minQty: '', unitPrice: '' }])}
          data-testid="price-break-add"
        >
          {t('adminCatalog.part.addBreak')}
        </Button>
      )}
      <Text size="xs" c="dimmed">
        {t('adminCatalog.part.priceHint')}
      </Text>
    </Stack>
  );
}
