import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Button,
  CloseButton,
  Grid,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CategorySidebar } from '../../features/catalog/category-sidebar';
import type { CategoryNode } from '../../features/catalog/category-tree';
import { CursorPager } from '../../features/catalog/cursor-pager';
import { GoodsListControls } from '../../features/catalog/goods-list-controls';
import {
  changeGoodsListFilters,
  effectiveSort,
  goodsListSearchParams,
  readGoodsListFilters,
  setParameterRange,
  toggleParameterValue,
  toProductFilter,
  type GoodsListFilters,
} from '../../features/catalog/goods-list-filters';
import { goodsListPath } from '../../features/catalog/goods-list-link';
import { AddToCartButton } from '../../features/cart/add-to-cart-button';
import { BuyNowButton } from '../../features/buy-now/buy-now-button';
import { COLLAPSED_FACET_VALUES, ParameterFacets } from '../../features/catalog/parameter-facets';
import { PartKeyFacts } from '../../features/catalog/part-key-facts';
import { ProductCard } from '../../features/catalog/product-card';
import { LIST_VIEW_PARAM, useListView } from '../../features/catalog/parts-table/list-view';
import { PartsTable } from '../../features/catalog/parts-table/parts-table';
import { CompareCheckbox } from '../../features/compare/compare-checkbox';
import { CompareTray } from '../../features/compare/compare-tray';
import { useCategoryTree } from '../../features/catalog/use-category-tree';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { formatQuantity } from '../../features/locale-format/format-quantity';
import { NoSearchResults } from '../../features/search/no-search-results';
import { graphql } from '../../gql';
import { chooseOrderQuantity } from '@circuitmart/rules/order-quantity';
import classes from './goods-list-page.module.css';

const PAGE_SIZE = 20;

const GoodsListQuery = graphql(`
  query GoodsList($first: Int!, $after: String, $filter: ProductFilter, $sort: ProductSort, $facetValues: Int) {
    products(first: $first, after: $after, filter: $filter, sort: $sort) {
      totalCount
      totalCountCapped
      facets(valuesFirst: $facetValues) {
        ...ParameterFacets_facet
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          moq
          orderIncrement
          stock
          purchaseLimit
          status
          mpn
          ...ProductCard_product
          ...PartKeyFacts_product
          ...PartsTable_product
        }
      }
    }
  }
`);

function findCategory(nodes: CategoryNode[], categoryId: string | undefined): CategoryNode | undefined {
  for (const node of nodes) {
    if (node.id === categoryId) return node;
    const inChildren = findCategory(node.children, categoryId);
    if (inChildren) return inChildren;
  }
  return undefined;
}

export default function GoodsListPage() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const filters = useMemo(() => readGoodsListFilters(searchParams), [searchParams]);
  const { view, wide, chooseView } = useListView();
  const { query, categoryId, brandId, after } = filters;

  const { tree, loading: categoriesLoading } = useCategoryTree();
  const category = useMemo(() => findCategory(tree, categoryId), [tree, categoryId]);
  const listName = category?.name ?? t('goodsList.allParts');
  const title = query ? t('search.resultsFor', { query }) : listName;
  useDocumentTitle(title);

  // The category whose facets were asked for with every value ("show all"); others get the most common ones.
  const [allFacetValuesOf, setAllFacetValuesOf] = useState<string | undefined>();
  const { data, previousData, loading, error, refetch } = useQuery(GoodsListQuery, {
    variables: {
      first: PAGE_SIZE,
      after: after ?? null,
      filter: toProductFilter(filters),
      sort: effectiveSort(filters),
      facetValues: categoryId !== undefined && allFacetValuesOf === categoryId ? null : COLLAPSED_FACET_VALUES,
    },
  });
  // The last list stays on screen while the next one loads, never once loading it failed: the page would show
  // (and offer to add to the cart) the parts of another search under this one's heading.
  const products = data?.products ?? (error ? undefined : previousData?.products);

  // The router commits a navigation in a transition, so a second quick change could still see the
  // filters of the render before the first one; the address bar already holds the latest ones.
  const readLatestFilters = () => readGoodsListFilters(new URLSearchParams(window.location.search));

  function changeFilters(change: Partial<Omit<GoodsListFilters, 'after'>>) {
    const params = goodsListSearchParams(changeGoodsListFilters(readLatestFilters(), change));
    // The view is no filter, yet a changed filter must not switch a shared table back to cards.
    const shownView = new URLSearchParams(window.location.search).get(LIST_VIEW_PARAM);
    if (shownView) params.set(LIST_VIEW_PARAM, shownView);
    const search = params.toString();
    // Replaced rather than pushed: Back should leave the list, not step through every toggle.
    void navigate({ search }, { replace: true });
  }

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
        <Stack gap="lg">
          <CategorySidebar tree={tree} loading={categoriesLoading} selectedCategoryId={categoryId} />
          {products && (
            <ParameterFacets
              facets={products.facets}
              selected={filters.parameters}
              onToggle={(name, value) =>
                changeFilters({ parameters: toggleParameterValue(readLatestFilters().parameters, name, value) })
              }
              onClear={() => changeFilters({ parameters: {}, ranges: {} })}
              onShowAllValues={() => setAllFacetValuesOf(categoryId)}
              ranges={filters.ranges}
              onRangeChange={(name, range) =>
                changeFilters({ ranges: setParameterRange(readLatestFilters().ranges, name, range) })
              }
              lifecycles={filters.lifecycles}
              rohsCompliant={filters.rohsCompliant}
              onSupplyChange={(change) => changeFilters(change)}
            />
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8, md: 9 }}>
        <Stack gap="md">
          <Group justify="space-between" align="baseline" wrap="wrap">
            <Title order={1} size="h2" className={classes.title}>
              {title}
            </Title>
            {products && (
              <Text c="dimmed" data-testid="goods-total">
                {t('goodsList.totalCount', {
                  count: products.totalCount,
                  // Past 1,000 parts the server stops counting: "1,000+".
                  total: `${formatQuantity(products.totalCount, locale)}${products.totalCountCapped ? '+' : ''}`,
                })}
              </Text>
            )}
          </Group>
          {(brandId || (query && category)) && (
            <Group gap="xs">
              {query && category && <Badge variant="light">{category.name}</Badge>}
              {brandId && (
                <Badge
                  variant="light"
                  rightSection={
                    <CloseButton
                      size="xs"
                      component={Link}
                      to={goodsListPath({ query, categoryId })}
                      aria-label={t('goodsList.clearBrand')}
                    />
                  }
                >
                  {t('goodsList.brandFilter')}
                </Badge>
              )}
            </Group>
          )}
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <GoodsListControls filters={filters} onChange={changeFilters} />
            {wide && (
              <SegmentedControl
                size="xs"
                aria-label={t('partsTable.viewLabel')}
                value={view}
                onChange={(value) => chooseView(value === 'table' ? 'table' : 'cards')}
                data={[
                  { value: 'cards', label: t('partsTable.viewCards') },
                  { value: 'table', label: t('partsTable.viewTable') },
                ]}
                data-testid="list-view-switch"
              />
            )}
          </Group>
          {error && !products && (
            <Alert color="red" data-testid="goods-list-failed">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('goodsList.loadFailed')}</Text>
                <Button size="compact-sm" variant="light" color="red" onClick={() => void refetch().catch(() => {})}>
                  {t('errorScreen.retry')}
                </Button>
              </Stack>
            </Alert>
          )}
          {!products &&
            loading &&
            Array.from({ length: 6 }, (_, index) => <Skeleton key={index} h={120} radius="md" />)}
          {products &&
            products.edges.length === 0 &&
            (query ? <NoSearchResults query={query} /> : <Text c="dimmed">{t('goodsList.empty')}</Text>)}
          {products && view === 'table' && products.edges.length > 0 && (
            <div aria-busy={loading}>
              <PartsTable
                products={products.edges.map(({ node }) => node)}
                sort={effectiveSort(filters)}
                onSort={(sort) => changeFilters({ sort })}
              />
            </div>
          )}
          {products && view === 'cards' && (
            <Stack gap="sm" aria-busy={loading}>
              {products.edges.map(({ node }) => {
                // The smallest quantity the part's rules allow (MOQ rounded to its order multiple, within stock).
                const choice = chooseOrderQuantity(node.moq, node);
                const quantity = choice.orderable ? choice.quantity : node.moq;
                const disabled = !choice.orderable || node.status !== 'ON_SHELF';
                return (
                  <ProductCard
                    key={node.id}
                    product={node}
                    details={<PartKeyFacts product={node} />}
                    action={
                      <Group gap="xs">
                        <CompareCheckbox part={node} />
                        <BuyNowButton productId={node.id} quantity={quantity} disabled={disabled} size="compact-sm" />
                        <AddToCartButton
                          productId={node.id}
                          quantity={quantity}
                          disabled={disabled}
                          size="compact-sm"
                          variant="light"
                        />
                      </Group>
                    }
                  />
                );
              })}
            </Stack>
          )}
          {products && (
            <CursorPager
              after={after}
              endCursor={products.pageInfo.endCursor}
              hasNextPage={products.pageInfo.hasNextPage}
              loading={loading}
            />
          )}
          <CompareTray />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
