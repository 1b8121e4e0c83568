import { useQuery } from '@apollo/client/react';
import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BrandProfile } from '../../features/brands/brand-profile';
import { CursorPager } from '../../features/catalog/cursor-pager';
import { BRAND_LIST_PATH } from '../../features/catalog/goods-list-link';
import { ProductCard } from '../../features/catalog/product-card';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { graphql } from '../../gql';

const PAGE_SIZE = 20;

const HomeBrandDetailsQuery = graphql(`
  query HomeBrandDetails($id: ID!, $first: Int!, $after: String) {
    brand(id: $id) {
      id
      name
      ...BrandProfile_brand
    }
    products(first: $first, after: $after, filter: { brandId: $id }) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          ...ProductCard_product
        }
      }
    }
  }
`);

/** Brand ids are whole numbers; anything else cannot name a brand, so it is not even asked for. */
function brandIdFrom(value: string | null): string | undefined {
  return value !== null && /^\d{1,15}$/.test(value.trim()) ? value.trim() : undefined;
}

export default function HomeBrandDetailsPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const id = brandIdFrom(searchParams.get('id'));
  const after = searchParams.get('after') ?? undefined;
  const { data, previousData, loading } = useQuery(HomeBrandDetailsQuery, {
    variables: { id: id ?? '', first: PAGE_SIZE, after: after ?? null },
    skip: id === undefined,
  });
  const shown = data ?? previousData;
  const brand = shown?.brand;
  useDocumentTitle(brand ? brand.name : t('brands.detailsTitle'));

  if (id !== undefined && loading && !shown) {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={40} w="50%" />
        <Skeleton h={80} />
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} h={120} radius="md" />
        ))}
      </Stack>
    );
  }
  if (!brand || !shown) {
    return (
      <Alert color="yellow" title={t('brands.notFoundTitle')}>
        <Stack gap="sm" align="flex-start">
          {t('brands.notFoundText', { id: searchParams.get('id') ?? '' })}
          <Button component={Link} to={BRAND_LIST_PATH} variant="light">
            {t('brands.backToBrands')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const products = shown.products;
  return (
    <Stack gap="lg">
      <BrandProfile brand={brand} />
      <section aria-labelledby="brand-parts-title">
        <Title order={2} size="h3" mb="sm" id="brand-parts-title">
          {t('brands.partsTitle')}
        </Title>
        {products.edges.length === 0 ? (
          <Text c="dimmed">{t('brands.noParts')}</Text>
        ) : (
          <Stack gap="sm" aria-busy={loading}>
            {products.edges.map(({ node }) => (
              <ProductCard key={node.id} product={node} />
            ))}
            <CursorPager
              after={after}
              endCursor={products.pageInfo.endCursor}
              hasNextPage={products.pageInfo.hasNextPage}
              loading={loading}
            />
          </Stack>
        )}
      </section>
    </Stack>
  );
}
