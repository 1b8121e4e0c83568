import { Anchor, Group, NumberInput, Table, Text, UnstyledButton } from '@mantine/core';
import { chooseOrderQuantity } from '@circuitmart/rules/order-quantity';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { PartsTable_ProductFragment as TablePart, ProductSort } from '../../../gql/graphql';
import { AddToCartButton } from '../../cart/add-to-cart-button';
import { CompareCheckbox } from '../../compare/compare-checkbox';
import { formatQuantity } from '../../locale-format/format-quantity';
import { formatMoneyMilli } from '../../money/format-money';
import { parameterLabel } from '../../product-detail/parameter-label';
import { goodsDetailPath } from '../goods-list-link';
import { keyParameterNames } from './key-parameters';
import { TABLE_PRICE_QUANTITIES, unitPriceAtQuantity } from './price-at-quantity';
import classes from './parts-table.module.css';

export const PartsTableFragment = graphql(`
  fragment PartsTable_product on Product {
    id
    mpn
    manufacturer {
      id
      name
    }
    package
    description
    parameters {
      name
      value
    }
    stock
    moq
    orderIncrement
    purchaseLimit
    status
    datasheetUrl
    priceBreaks {
      minQty
      unitPriceMilli
    }
  }
`);

interface PartsTableProps {
  products: readonly FragmentType<typeof PartsTableFragment>[];
  sort: ProductSort;
  onSort: (sort: ProductSort) => void;
}

type AriaSort = 'ascending' | 'descending' | 'none';

/**
 * The goods list as a dense table for desktop engineers: one row a part, the list's most common parameters as
 * columns, unit prices at four quantities, and quantity and add-to-cart in the row. Sorting is the list's own
 * server-side sort, so it orders every page, not only this one.
 */
export function PartsTable({ sort, onSort, ...props }: PartsTableProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const parts = props.products.map((product) => getFragmentData(PartsTableFragment, product));
  const parameterNames = keyParameterNames(parts);
  const priceSort: AriaSort = sort === 'PRICE_ASC' ? 'ascending' : sort === 'PRICE_DESC' ? 'descending' : 'none';
  const stockSort: AriaSort = sort === 'STOCK_DESC' ? 'descending' : 'none';

  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table striped highlightOnHover withTableBorder fz="sm" className={classes.table} data-testid="parts-table">
        <caption className={classes.caption}>{t('partsTable.caption')}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" rowSpan={2}>
              {t('partsTable.mpn')}
            </Table.Th>
            <Table.Th scope="col" rowSpan={2}>
              {t('partsTable.maker')}
            </Table.Th>
            <Table.Th scope="col" rowSpan={2}>
              {t('partsTable.description')}
            </Table.Th>
            <Table.Th scope="col" rowSpan={2}>
              {t('product.package')}
            </Table.Th>
            {parameterNames.map((name) => (
              <Table.Th key={name} scope="col" rowSpan={2}>
                {parameterLabel(t, name)}
              </Table.Th>
            ))}
            <SortableHeader
              label={t('partsTable.stock')}
              direction={stockSort}
              onSort={() => onSort('STOCK_DESC')}
              testId="sort-stock"
              scope="col"
              rowSpan={2}
              className={classes.number}
            />
            <SortableHeader
              label={t('partsTable.unitPrice')}
              direction={priceSort}
              onSort={() => onSort(sort === 'PRICE_ASC' ? 'PRICE_DESC' : 'PRICE_ASC')}
              testId="sort-price"
              scope="colgroup"
              colSpan={TABLE_PRICE_QUANTITIES.length}
            />
            <Table.Th scope="col" rowSpan={2} className={classes.number}>
              {t('partsTable.moq')}
            </Table.Th>
            <Table.Th scope="col" rowSpan={2}>
              {t('partsTable.datasheet')}
            </Table.Th>
            <Table.Th scope="col" rowSpan={2}>
              {t('partsTable.order')}
            </Table.Th>
            <Table.Th scope="col" rowSpan={2}>
              {t('compare.pick')}
            </Table.Th>
          </Table.Tr>
          <Table.Tr>
            {TABLE_PRICE_QUANTITIES.map((quantity) => (
              <Table.Th key={quantity} scope="col" className={classes.number}>
                {t('partsTable.atQuantity', { quantity: formatQuantity(quantity, locale) })}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {parts.map((part) => (
            <PartsTableRow key={part.id} part={part} parameterNames={parameterNames} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

interface SortableHeaderProps {
  label: string;
  direction: AriaSort;
  onSort: () => void;
  testId: string;
  scope: 'col' | 'colgroup';
  rowSpan?: number;
  colSpan?: number;
  className?: string;
}

/** A column heading that sorts the list: its state is announced through aria-sort and drawn as an arrow. */
function SortableHeader({ label, direction, onSort, testId, ...cell }: SortableHeaderProps) {
  const arrow = direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕';
  return (
    <Table.Th {...cell} aria-sort={direction}>
      <UnstyledButton className={classes.sortButton} onClick={onSort} data-testid={testId}>
        {label} {arrow}
      </UnstyledButton>
    </Table.Th>
  );
}

function PartsTableRow({ part, parameterNames }: { part: TablePart; parameterNames: string[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Table.Tr data-testid="parts-table-row">
      <Table.Th scope="row">
        <Anchor component={Link} to={goodsDetailPath(part.id)} fw={700} size="sm" data-testid="parts-table-mpn">
          {part.mpn}
        </Anchor>
      </Table.Th>
      <Table.Td>{part.manufacturer.name}</Table.Td>
      <Table.Td>
        <Text size="sm" lineClamp={2}>
          {part.description}
        </Text>
      </Table.Td>
      <Table.Td>{part.package}</Table.Td>
      {parameterNames.map((name) => (
        <Table.Td key={name}>{part.parameters.find((parameter) => parameter.name === name)?.value ?? '—'}</Table.Td>
      ))}
      <Table.Td className={classes.number} data-testid="parts-table-stock">
        {formatQuantity(part.stock, locale)}
      </Table.Td>
      {TABLE_PRICE_QUANTITIES.map((quantity) => {
        const price = unitPriceAtQuantity(part.priceBreaks, part.moq, quantity);
        return (
          <Table.Td key={quantity} className={classes.number} data-testid={`parts-table-price-${quantity}`}>
            {price === null ? '—' : formatMoneyMilli(price, locale)}
          </Table.Td>
        );
      })}
      <Table.Td className={classes.number}>{formatQuantity(part.moq, locale)}</Table.Td>
      <Table.Td>
        {part.datasheetUrl ? (
          <Anchor href={part.datasheetUrl} target="_blank" rel="noopener noreferrer" size="sm">
            {t('partsTable.datasheetLink')}
          </Anchor>
        ) : (
          '—'
        )}
      </Table.Td>
      <Table.Td>
        <RowOrder part={part} />
      </Table.Td>
      <Table.Td>
        <CompareCheckbox part={part} />
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * A quantity and "Add to cart" in the row. The quantity follows the part's rules as the part cards' and the part
 * page's do: a typed number snaps to the nearest valid one (MOQ, order multiple, stock, purchase limit) on leaving it.
 */
function RowOrder({ part }: { part: TablePart }) {
  const { t } = useTranslation();
  const first = chooseOrderQuantity(part.moq, part);
  const [quantity, setQuantity] = useState(first.orderable ? first.quantity : part.moq);
  const choice = chooseOrderQuantity(quantity, part);
  const disabled = !choice.orderable || part.status !== 'ON_SHELF';
  return (
    <Group gap={4} wrap="nowrap">
      <NumberInput
        size="xs"
        w={90}
        min={1}
        step={Math.max(1, part.orderIncrement)}
        allowDecimal={false}
        allowNegative={false}
        value={quantity}
        disabled={disabled}
        aria-label={t('partsTable.quantityFor', { mpn: part.mpn })}
        onChange={(value) => {
          if (typeof value === 'number') setQuantity(value);
        }}
        onBlur={() => {
          if (choice.orderable) setQuantity(choice.quantity);
        }}
        data-testid="parts-table-quantity"
      />
      <AddToCartButton
        productId={part.id}
        quantity={choice.orderable ? choice.quantity : quantity}
        disabled={disabled}
        size="compact-xs"
        variant="light"
      />
    </Group>
  );
}
