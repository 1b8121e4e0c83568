import { Anchor, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { graphql, type FragmentType, getFragmentData } from '../../gql';
import { brandDetailsPath } from '../catalog/goods-list-link';
import { localizedCountryName } from '../locale-format/country-name';

export const FeaturedBrandsFragment = graphql(`
  fragment FeaturedBrands_brand on Brand {
    id
    name
    country
    description
  }
`);

interface FeaturedBrandsProps {
  brands: readonly FragmentType<typeof FeaturedBrandsFragment>[];
}

export function FeaturedBrands(props: FeaturedBrandsProps) {
  const brands = getFragmentData(FeaturedBrandsFragment, props.brands);
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return (
    <section aria-labelledby="featured-brands-title">
      <Title order={2} size="h3" mb="sm" id="featured-brands-title">
        {t('home.brandsTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {brands.map((brand) => (
          <Card key={brand.id} withBorder radius="md" padding="md">
            <Anchor component={Link} to={brandDetailsPath(brand.id)} fw={700}>
              {brand.name}
            </Anchor>
            <Text size="xs" c="dimmed" mb={4}>
              {localizedCountryName(brand.country, locale)}
            </Text>
            <Text size="sm" lineClamp={3}>
              {brand.description}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
