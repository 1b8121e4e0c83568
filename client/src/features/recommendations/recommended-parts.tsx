import { useQuery } from '@apollo/client/react';
import { SimpleGrid, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { ProductCard } from '../catalog/product-card';
import { useSession } from '../session/use-session';

const RecommendedPartsQuery = graphql(`
  query RecommendedParts($excludeProductId: ID) {
    recommendedParts(first: 6, excludeProductId: $excludeProductId) {
      id
      ...ProductCard_product
    }
  }
`);

/**
 * "Recommended for you" from the parts the shopper viewed, keeps and ordered. The server answers nothing for a
 * visitor, with personalised recommendations off, or before there is enough to go on; then the row is not shown.
 * Loaded lazily by the home and part pages (its own chunk).
 */
export default function RecommendedParts({ excludeProductId }: { excludeProductId?: string }) {
  const { t } = useTranslation();
  const { token } = useSession();
  const { data } = useQuery(RecommendedPartsQuery, {
    variables: { excludeProductId: excludeProductId ?? null },
    skip: !token,
    fetchPolicy: 'cache-and-network',
  });
  const parts = token ? data?.recommendedParts : undefined;
  if (!parts || parts.length === 0) return null;
  return (
    <section aria-labelledby="recommended-parts-title" data-testid="recommended-parts">
      <Title order={2} size="h4" mb="xs" id="recommended-parts-title">
        {t('recommendations.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {parts.map((part) => (
          <ProductCard key={part.id} product={part} />
        ))}
      </SimpleGrid>
    </section>
  );
}
