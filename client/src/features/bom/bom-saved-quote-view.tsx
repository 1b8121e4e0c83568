import { Badge, ScrollArea, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, type FragmentType, getFragmentData } from '../../gql';
import { formatDateTime } from '../locale-format/format-date-time';
import { formatMoneyFen, formatMoneyMilli } from '../money/format-money';

export const BomSavedQuoteViewFragment = graphql(`
  fragment BomSavedQuoteView_quote on BomSavedQuote {
    pricedAt
    totalFen
    previousPricedAt
    previousTotalFen
    totalChangeFen
    changedLineCount
    lines {
      reference
      designators
      requested
      changes
      current {
        status
        mpn
        manufacturer
        orderQuantity
        unitPriceMilli
        lineTotalFen
        stock
        lifecycle
      }
      previous {
        mpn
        unitPriceMilli
        lineTotalFen
        stock
        lifecycle
      }
    }
  }
`);

/** A value beside the one before it when it changed; dearer prices in red, cheaper in green. */
function Changed(props: { before: ReactNode; after: ReactNode; changed: boolean; color?: string; testId: string }) {
  if (!props.changed) return <>{props.after}</>;
  return (
    <Text span size="sm" c={props.color ?? 'orange'} fw={600} data-testid={props.testId}>
      <Text span size="xs" c="dimmed" td="line-through">
        {props.before}
      </Text>{' '}
      → {props.after}
    </Text>
  );
}

const columns = [
  'bom.col.line',
  'bom.col.requested',
  'bom.col.part',
  'bom.col.quantity',
  'bom.col.price',
  'bom.col.lineTotal',
  'bom.savedQuote.stock',
  'bom.savedQuote.lifecycle',
] as const;

const directionColor = (before: number | null | undefined, after: number | null) =>
  before !== null && before !== undefined && after !== null && after < before ? 'teal' : 'red';

/**
 * A saved quote as the buyer (or a colleague with the share link) reads it: when it was priced, what each line costs,
 * and after a re-pricing what changed on each line (unit price, stock, lifecycle, part) and the change of the total.
 */
export function BomSavedQuoteView(props: { quote: FragmentType<typeof BomSavedQuoteViewFragment> }) {
  const quote = getFragmentData(BomSavedQuoteViewFragment, props.quote);
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const fen = (amount: number | null | undefined) =>
    amount === null || amount === undefined ? '–' : formatMoneyFen(BigInt(amount), locale);
  const milli = (amount: number | null | undefined) =>
    amount === null || amount === undefined ? '–' : formatMoneyMilli(amount, locale);
  const lifecycle = (value: string | null | undefined) => (value ? t(`partSupply.lifecycles.${value}`) : '–');
  const change = quote.totalChangeFen;

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('bom.savedQuote.pricedAt', { date: formatDateTime(quote.pricedAt, locale) })}
      </Text>
      {quote.previousPricedAt && change !== null && change !== undefined ? (
        <Text fw={600} data-testid="bom-reprice-summary">
          {t('bom.savedQuote.summary', {
            date: formatDateTime(quote.previousPricedAt, locale),
            previous: fen(quote.previousTotalFen),
            total: fen(quote.totalFen),
            change: `${change > 0 ? '+' : ''}${fen(change)}`,
            count: quote.changedLineCount,
          })}
        </Text>
      ) : (
        <Text fw={600} data-testid="bom-reprice-summary">
          {t('bom.savedQuote.total', { total: fen(quote.totalFen) })}
        </Text>
      )}
      <ScrollArea>
        <Table striped withTableBorder fz="sm" data-testid="bom-saved-lines">
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column}>{t(column)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {quote.lines.map(({ reference, designators, requested, changes, current, previous }) => (
              <Table.Tr key={reference} data-changed={changes.length > 0 ? 'yes' : 'no'}>
                <Table.Td>
                  {reference}
                  <Text size="xs" c="dimmed">
                    {designators}
                  </Text>
                </Table.Td>
                <Table.Td>{requested}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={current.status === 'MATCHED' ? 'green' : 'gray'}>
                    {t(`bom.status.${current.status}`)}
                  </Badge>
                  <Text size="sm">
                    <Changed
                      before={previous?.mpn || '–'}
                      after={current.mpn || '–'}
                      changed={changes.includes('PART')}
                      testId="bom-change-part"
                    />
                  </Text>
                  {changes.includes('NEW_LINE') && (
                    <Text size="xs" c="orange">
                      {t('bom.savedQuote.newLine')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{current.orderQuantity ?? '–'}</Table.Td>
                <Table.Td>
                  <Changed
                    before={milli(previous?.unitPriceMilli)}
                    after={milli(current.unitPriceMilli)}
                    changed={changes.includes('UNIT_PRICE')}
                    color={directionColor(previous?.unitPriceMilli, current.unitPriceMilli ?? null)}
                    testId="bom-change-price"
                  />
                </Table.Td>
                <Table.Td>
                  <Changed
                    before={fen(previous?.lineTotalFen)}
                    after={fen(current.lineTotalFen)}
                    changed={
                      previous !== null && previous !== undefined && previous.lineTotalFen !== current.lineTotalFen
                    }
                    color={directionColor(previous?.lineTotalFen, current.lineTotalFen ?? null)}
                    testId="bom-change-total"
                  />
                </Table.Td>
                <Table.Td>
                  <Changed
                    before={previous?.stock ?? '–'}
                    after={current.stock ?? '–'}
                    changed={changes.includes('STOCK')}
                    testId="bom-change-stock"
                  />
                </Table.Td>
                <Table.Td>
                  <Changed
                    before={lifecycle(previous?.lifecycle)}
                    after={lifecycle(current.lifecycle)}
                    changed={changes.includes('LIFECYCLE')}
                    testId="bom-change-lifecycle"
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Stack>
  );
}
