import { Badge, Button, Group, ScrollArea, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, type FragmentType, getFragmentData } from '../../gql';
import { formatMoneyFen, formatMoneyMilli } from '../money/format-money';
import { BomPartSearch } from './bom-part-search';

export const BomQuoteTableFragment = graphql(`
  fragment BomQuoteTable_quote on BomQuote {
    boards
    totalFen
    matchedCount
    suggestedCount
    unmatchedCount
    excludedCount
    lines {
      status
      reason
      line {
        reference
        mpn
        value
        package
        designators
        quantity
        quantityIssue
        exclusion
      }
      product {
        id
        mpn
        package
        stock
        leadTimeDays
        manufacturer {
          id
          name
        }
      }
      alternatives {
        id
        mpn
        package
        manufacturer {
          id
          name
        }
      }
      requiredQuantity
      orderQuantity
      priceBreak {
        minQty
        unitPriceMilli
      }
      lineTotalFen
      nextBreakHint {
        quantity
        savingFen
      }
      problem {
        message
      }
      notes {
        code
        message
      }
    }
  }
`);

type StatusFilter = 'ALL' | 'MATCHED' | 'SUGGESTED' | 'UNMATCHED' | 'EXCLUDED';
const statusColor = { MATCHED: 'green', SUGGESTED: 'yellow', UNMATCHED: 'red', EXCLUDED: 'gray' } as const;

interface BomQuoteTableProps {
  quote: FragmentType<typeof BomQuoteTableFragment>;
  /** Sets (or accepts) the part of a line. */
  onPick: (reference: string, productId: string) => void;
  /** Leaves a line out of the quote, or includes an excluded one again. */
  onToggleExclusion: (reference: string) => void;
  /** The buyer confirms a flagged quantity as it stands. */
  onConfirmQuantity: (reference: string) => void;
}

/** The priced BOM: one row per line with status and reason, part, quantities, price, hints; filters by status. */
export function BomQuoteTable(props: BomQuoteTableProps) {
  const quote = getFragmentData(BomQuoteTableFragment, props.quote);
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const [filter, setFilter] = useState<StatusFilter>('ALL');
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const lines = quote.lines.filter((line) => filter === 'ALL' || line.status === filter);

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        {/* Five filters do not fit a phone's width side by side: there they stack. */}
        <SegmentedControl
          orientation={wide ? 'horizontal' : 'vertical'}
          fullWidth={!wide}
          value={filter}
          onChange={(value) => setFilter(value as StatusFilter)}
          data={[
            { value: 'ALL', label: t('bom.filterAll', { count: quote.lines.length }) },
            { value: 'MATCHED', label: t('bom.filterMatched', { count: quote.matchedCount }) },
            { value: 'SUGGESTED', label: t('bom.filterSuggested', { count: quote.suggestedCount }) },
            { value: 'UNMATCHED', label: t('bom.filterUnmatched', { count: quote.unmatchedCount }) },
            { value: 'EXCLUDED', label: t('bom.filterExcluded', { count: quote.excludedCount }) },
          ]}
        />
        <Text fw={700} data-testid="bom-total">
          {t('bom.total', { amount: formatMoneyFen(BigInt(quote.totalFen), locale) })}
        </Text>
      </Group>
      <ScrollArea>
        {/* A minimum width: on a phone the table scrolls sideways instead of squeezing the status badges. */}
        <Table striped withTableBorder fz="sm" miw={760} data-testid="bom-lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('bom.col.line')}</Table.Th>
              <Table.Th>{t('bom.col.requested')}</Table.Th>
              <Table.Th>{t('bom.col.status')}</Table.Th>
              <Table.Th>{t('bom.col.part')}</Table.Th>
              <Table.Th>{t('bom.col.quantity')}</Table.Th>
              <Table.Th>{t('bom.col.price')}</Table.Th>
              <Table.Th>{t('bom.col.lineTotal')}</Table.Th>
              <Table.Th>{t('bom.col.stock')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((entry) => (
              <Table.Tr key={entry.line.reference} data-status={entry.status}>
                <Table.Td>
                  {entry.line.reference}
                  <Text size="xs" c="dimmed">
                    {entry.line.designators}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {entry.line.mpn || entry.line.value}
                  <Text size="xs" c="dimmed">
                    {entry.line.package}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={statusColor[entry.status]} variant="light">
                    {t(`bom.status.${entry.status}`)}
                  </Badge>
                  {entry.reason && (
                    <Text size="xs" c="dimmed">
                      {t(`bom.reason.${entry.reason}`)}
                    </Text>
                  )}
                  {entry.notes.map((note) => (
                    <Text key={note.code} size="xs" c="orange" data-testid="bom-note">
                      {note.message}
                    </Text>
                  ))}
                  <Group gap={4}>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      onClick={() => props.onToggleExclusion(entry.line.reference)}
                    >
                      {entry.line.exclusion ? t('bom.include') : t('bom.exclude')}
                    </Button>
                    {entry.line.quantityIssue && (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        onClick={() => props.onConfirmQuantity(entry.line.reference)}
                      >
                        {t('bom.confirmQuantity', { count: entry.line.quantity })}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  {entry.product && (
                    <>
                      <Text size="sm" fw={600}>
                        {entry.product.mpn}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {entry.product.manufacturer.name} · {entry.product.package}
                      </Text>
                    </>
                  )}
                  {entry.status === 'SUGGESTED' && entry.product && (
                    <Button
                      size="compact-xs"
                      variant="light"
                      onClick={() => props.onPick(entry.line.reference, entry.product!.id)}
                    >
                      {t('bom.accept')}
                    </Button>
                  )}
                  {entry.status !== 'MATCHED' &&
                    entry.alternatives.slice(0, 3).map((part) => (
                      <Button
                        key={part.id}
                        size="compact-xs"
                        variant="subtle"
                        onClick={() => props.onPick(entry.line.reference, part.id)}
                      >
                        {part.mpn} · {part.package}
                      </Button>
                    ))}
                  {entry.status === 'UNMATCHED' && (
                    <BomPartSearch
                      reference={entry.line.reference}
                      initialQuery={entry.line.mpn || entry.line.value}
                      onPick={(productId) => props.onPick(entry.line.reference, productId)}
                    />
                  )}
                </Table.Td>
                <Table.Td>
                  {entry.orderQuantity ?? entry.requiredQuantity}
                  {entry.orderQuantity !== null && entry.orderQuantity !== entry.requiredQuantity && (
                    <Text size="xs" c="dimmed">
                      {t('bom.needed', { count: entry.requiredQuantity })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {entry.priceBreak && formatMoneyMilli(entry.priceBreak.unitPriceMilli, locale)}
                  {entry.priceBreak && (
                    <Text size="xs" c="dimmed">
                      {t('bom.break', { count: entry.priceBreak.minQty })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {entry.lineTotalFen !== null && formatMoneyFen(BigInt(entry.lineTotalFen), locale)}
                  {entry.nextBreakHint && (
                    <Text size="xs" c="teal">
                      {t('bom.hint', {
                        count: entry.nextBreakHint.quantity,
                        saving: formatMoneyFen(BigInt(entry.nextBreakHint.savingFen), locale),
                      })}
                    </Text>
                  )}
                  {entry.problem && (
                    <Text size="xs" c="red">
                      {entry.problem.message}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {entry.product && (
                    <>
                      {entry.product.stock}
                      <Text size="xs" c="dimmed">
                        {t('bom.leadTime', { count: entry.product.leadTimeDays })}
                      </Text>
                    </>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Stack>
  );
}
