import { Button, Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProductSort } from '../../gql/graphql';
import { PRODUCT_SORTS, effectiveSort, type GoodsListFilters } from './goods-list-filters';
import { PriceRangeForm } from './price-range-form';

interface GoodsListControlsProps {
  filters: GoodsListFilters;
  onChange: (change: Partial<Omit<GoodsListFilters, 'after'>>) => void;
}

/** Sort, in-stock and price controls of the goods list; each change goes to the URL through onChange. */
export function GoodsListControls({ filters, onChange }: GoodsListControlsProps) {
  const { t } = useTranslation();
  const sortLabels: Record<ProductSort, string> = {
    RELEVANCE: t('goodsList.sortRelevance'),
    NEWEST: t('goodsList.sortNewest'),
    PRICE_ASC: t('goodsList.sortPriceAsc'),
    PRICE_DESC: t('goodsList.sortPriceDesc'),
    STOCK_DESC: t('goodsList.sortStockDesc'),
  };
  const sortOptions = PRODUCT_SORTS.filter((sort) => sort !== 'RELEVANCE' || filters.query).map((sort) => ({
    value: sort,
    label: sortLabels[sort],
  }));

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <NativeSelect
        size="xs"
        label={t('goodsList.sortLabel')}
        data={sortOptions}
        value={effectiveSort(filters)}
        onChange={(event) => {
          const sort = PRODUCT_SORTS.find((candidate) => candidate === event.currentTarget.value);
          if (sort) onChange({ sort });
        }}
      />
      <Button
        size="xs"
        variant={filters.inStock ? 'filled' : 'default'}
        aria-pressed={filters.inStock}
        onClick={() => onChange({ inStock: !filters.inStock })}
      >
        {t('goodsList.inStockOnly')}
      </Button>
      <PriceRangeForm
        // A new URL (Back, a shared link) brings new prices; remounting shows them instead of stale input.
        key={`${filters.priceMin ?? ''}:${filters.priceMax ?? ''}`}
        priceMin={filters.priceMin}
        priceMax={filters.priceMax}
        onApply={(range) => onChange(range)}
      />
    </Group>
  );
}
