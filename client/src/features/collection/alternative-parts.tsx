import { useQuery } from '@apollo/client/react';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { ProductCard } from '../catalog/product-card';

const AlternativePartsQuery = graphql(`
  query AlternativeParts($id: ID!) {
    product(id: $id) {
      id
      alternatives(first: 6) {
        id
        ...ProductCard_product
      }
    }
  }
`);

/** Parts that could replace this one (same category and package, same value for passives), in stock first. */
export function AlternativeParts({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const { data } = useQuery(AlternativePartsQuery, { variables: { id: productId } });
  const alternatives = data?.product?.alternatives;
  if (!alternatives) return null;
  return (
    <section aria-labelledby="alternative-parts-title" data-testid="alternative-parts">
      <Title order={2} size="h4" mb="xs" id="alternative-parts-title">
        {t('catalogFacets.alternatives')}
      </Title>
      {alternatives.length === 0 ? (
        <Text c="dimmed">{t('catalogFacets.noAlternatives')}</Text>
      ) : (
        <Stack gap="sm">
          {alternatives.map((part) => (
            <ProductCard key={part.id} product={part} />
          ))}
        </Stack>
      )}
    </section>
  );
}
