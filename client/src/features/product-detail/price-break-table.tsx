import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { graphql, type FragmentType, getFragmentData } from '../../gql';
import { formatQuantity } from '../locale-format/format-quantity';
import { formatMoneyMilli } from '../money/format-money';
import classes from './product-detail.module.css';

export const PriceBreakTableFragment = graphql(`
  fragment PriceBreakTable_priceBreak on PriceBreak {
    minQty
    unitPriceMilli
  }
`);

interface PriceBreakTableProps {
  priceBreaks: readonly FragmentType<typeof PriceBreakTableFragment>[];
  /** The break that applies to the chosen quantity, highlighted. */
  selectedMinQty?: number | undefined;
}

/** Tax-inclusive unit price from each quantity on, with the break for the chosen quantity highlighted. */
export function PriceBreakTable(props: PriceBreakTableProps) {
  const priceBreaks = [...getFragmentData(PriceBreakTableFragment, props.priceBreaks)].sort(
    (left, right) => left.minQty - right.minQty,
  );
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Table striped withTableBorder data-testid="price-break-table" aria-label={t('product.priceBreaks')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('product.quantity')}</Table.Th>
          <Table.Th ta="right">{t('product.unitPriceTaxIncluded')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {priceBreaks.map((priceBreak) => (
          <Table.Tr
            key={priceBreak.minQty}
            data-selected={priceBreak.minQty === props.selectedMinQty || undefined}
            aria-current={priceBreak.minQty === props.selectedMinQty || undefined}
            className={classes.priceBreakRow}
          >
            <Table.Td>{formatQuantity(priceBreak.minQty, locale)}+</Table.Td>
            <Table.Td ta="right" ff="monospace">
              {formatMoneyMilli(priceBreak.unitPriceMilli, locale)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
