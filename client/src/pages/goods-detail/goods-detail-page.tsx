import { useQuery } from '@apollo/client/react';
import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AlternativeParts } from '../../features/collection/alternative-parts';
import { useRecordFootprint } from '../../features/collection/use-record-footprint';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { ProductDetail } from '../../features/product-detail/product-detail';
import { graphql } from '../../gql';

// Below the fold and with its own query: a chunk of its own keeps the part page's first paint as it was.
const ProductReviews = lazy(() => import('../../features/order-review/product-reviews'));
const RecommendedParts = lazy(() => import('../../features/recommendations/recommended-parts'));

const GoodsDetailQuery = graphql(`
  query GoodsDetail($id: ID!) {
    product(id: $id) {
      id
      mpn
      ...ProductDetail_product
    }
  }
`);

export default function GoodsDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(GoodsDetailQuery, { variables: { id } });
  const product = data?.product;
  useRecordFootprint(product?.id);
  useDocumentTitle(product ? product.mpn : t('goodsDetail.title'));

  if (loading && !data) {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={40} w="60%" />
        <Skeleton h={220} />
        <Skeleton h={320} />
      </Stack>
    );
  }
  if (!product) {
    // An unknown or malformed id is a "not found" state, never a crash; the error link already toasted any error.
    return (
      <Alert color={error ? 'red' : 'yellow'} title={t('goodsDetail.notFoundTitle')}>
        <Stack gap="sm" align="flex-start">
          {t('goodsDetail.notFoundText', { id })}
          <Button component={Link} to="/goods/list" variant="light">
            {t('goodsDetail.backToList')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="xl">
      <ProductDetail product={product} />
      <AlternativeParts productId={product.id} />
      <Suspense fallback={null}>
        <ProductReviews productId={product.id} />
      </Suspense>
      <Suspense fallback={null}>
        <RecommendedParts excludeProductId={product.id} />
      </Suspense>
    </Stack>
  );
}
