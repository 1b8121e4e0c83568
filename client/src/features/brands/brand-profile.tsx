import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { graphql, type FragmentType, getFragmentData } from '../../gql';
import { localizedCountryName } from '../locale-format/country-name';
import { formatQuantity } from '../locale-format/format-quantity';

export const BrandProfileFragment = graphql(`
  fragment BrandProfile_brand on Brand {
    id
    name
    country
    website
    description
    productCount
  }
`);

interface BrandProfileProps {
  brand: FragmentType<typeof BrandProfileFragment>;
}

/** Who the maker is: name, country, website and what it makes. */
export function BrandProfile(props: BrandProfileProps) {
  const brand = getFragmentData(BrandProfileFragment, props.brand);
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Stack gap="xs">
      <Title order={1} size="h2">
        {brand.name}
      </Title>
      <Group gap="md" wrap="wrap">
        <Text c="dimmed">{localizedCountryName(brand.country, locale)}</Text>
        {brand.website && (
          <Anchor href={brand.website} target="_blank" rel="noopener noreferrer">
            {t('brands.website')}
          </Anchor>
        )}
        <Text c="dimmed">{t('brands.partCount', { parts: formatQuantity(brand.productCount, locale) })}</Text>
      </Group>
      <Text>{brand.description}</Text>
    </Stack>
  );
}
