import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, CloseButton, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { CategorySidebar } from '../../features/catalog/category-sidebar';
import type { CategoryNode } from '../../features/catalog/category-tree';
import { nextPageStep, previousPageStep, readCursorTrail, type PageStep } from '../../features/catalog/cursor-history';
import { goodsListPath } from '../../features/catalog/goods-list-link';
import { ProductCard } from '../../features/catalog/product-card';
import { useCategoryTree } from '../../features/catalog/use-category-tree';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { formatQuantity } from '../../features/locale-format/format-quantity';
import { graphql } from '../../gql';

const PAGE_SIZE = 20;

const GoodsListQuery = graphql(`
  query GoodsList($first: Int!, $after: String, $filter: ProductFilter) {
    products(first: $first, after: $after, filter: $filter) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          ...ProductCard_product
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
  const location = useLocation();
  const navigate = useNavigate();
  const categoryId = searchParams.get('category') ?? undefined;
  const brandId = searchParams.get('brand') ?? undefined;
  const after = searchParams.get('after') ?? undefined;
  const trail = readCursorTrail(location.state);

  const { tree, loading: categoriesLoading } = useCategoryTree();
  const category = useMemo(() => findCategory(tree, categoryId), [tree, categoryId]);
  const title = category?.name ?? t('goodsList.allParts');
  useDocumentTitle(title);

  const { data, previousData, loading, error } = useQuery(GoodsListQuery, {
    variables: { first: PAGE_SIZE, after: after ?? null, filter: { categoryId, brandId } },
  });
  const products = (data ?? previousData)?.products;

  function goTo(step: PageStep) {
    const query = new URLSearchParams(searchParams);
    if (step.after) query.set('after', step.after);
    else query.delete('after');
    void navigate({ search: query.toString() }, { state: step.trail });
  }

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
        <CategorySidebar tree={tree} loading={categoriesLoading} selectedCategoryId={categoryId} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8, md: 9 }}>
        <Stack gap="md">
          <Group justify="space-between" align="baseline" wrap="wrap">
            <Title order={1} size="h2">
              {title}
            </Title>
            {products && (
              <Text c="dimmed" data-testid="goods-total">
                {t('goodsList.totalCount', { total: formatQuantity(products.totalCount, locale) })}
              </Text>
            )}
          </Group>
          {brandId && (
            <Group gap="xs">
              <Badge
                variant="light"
                rightSection={
                  <CloseButton
                    size="xs"
                    component={Link}
                    to={goodsListPath({ categoryId })}
                    aria-label={t('goodsList.clearBrand')}
                  />
                }
              >
                {t('goodsList.brandFilter')}
              </Badge>
            </Group>
          )}
          {error && !products && <Alert color="red">{t('goodsList.loadFailed')}</Alert>}
          {!products &&
            loading &&
            Array.from({ length: 6 }, (_, index) => <Skeleton key={index} h={120} radius="md" />)}
          {products && products.edges.length === 0 && <Text c="dimmed">{t('goodsList.empty')}</Text>}
          {products && (
            <Stack gap="sm" aria-busy={loading}>
              {products.edges.map(({ node }) => (
                <ProductCard key={node.id} product={node} />
              ))}
            </Stack>
          )}
          {products && (
            <Group justify="space-between">
              <Button variant="default" disabled={!after || loading} onClick={() => goTo(previousPageStep(trail))}>
                {t('goodsList.previous')}
              </Button>
              <Button
                variant="default"
                disabled={!products.pageInfo.hasNextPage || !products.pageInfo.endCursor || loading}
                onClick={() => {
                  if (products.pageInfo.endCursor) goTo(nextPageStep(trail, after, products.pageInfo.endCursor));
                }}
              >
                {t('goodsList.next')}
              </Button>
            </Group>
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
