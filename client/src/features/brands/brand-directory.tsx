import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { graphql, type FragmentType, getFragmentData } from '../../gql';
import { brandDetailsPath } from '../catalog/goods-list-link';
import { localizedCountryName } from '../locale-format/country-name';
import { formatQuantity } from '../locale-format/format-quantity';
import { filterBrands } from './filter-brands';

export const BrandDirectoryFragment = graphql(`
  fragment BrandDirectory_brand on Brand {
    id
    name
    country
    featured
    productCount
  }
`);

interface BrandDirectoryProps {
  brands: readonly FragmentType<typeof BrandDirectoryFragment>[];
}

/** Every brand, featured ones first, narrowed as the shopper types. */
export function BrandDirectory(props: BrandDirectoryProps) {
  const brands = getFragmentData(BrandDirectoryFragment, props.brands);
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const [query, setQuery] = useState('');
  // The filter matches the country as the shopper reads it.
  const localized = useMemo(
    () => brands.map((brand) => ({ ...brand, country: localizedCountryName(brand.country, locale) })),
    [brands, locale],
  );
  const shown = useMemo(() => filterBrands(localized, query), [localized, query]);

  return (
    <Stack gap="md">
      <TextInput
        type="search"
        label={t('brands.filterLabel')}
        placeholder={t('brands.filterPlaceholder')}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        maw={420}
      />
      {shown.length === 0 ? (
        <Text c="dimmed">{t('brands.noMatch', { query })}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {shown.map((brand) => (
            <Card key={brand.id} withBorder radius="md" padding="md" data-testid="brand-card">
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Anchor component={Link} to={brandDetailsPath(brand.id)} fw={700}>
                  {brand.name}
                </Anchor>
                {brand.featured && (
                  <Badge variant="light" color="teal">
                    {t('brands.featured')}
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed">
                {brand.country}
              </Text>
              <Text size="sm">{t('brands.partCount', { parts: formatQuantity(brand.productCount, locale) })}</Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
