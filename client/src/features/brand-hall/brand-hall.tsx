import { Anchor, Avatar, Card, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { graphql, type FragmentType, getFragmentData } from '../../gql';
import { brandDetailsPath } from '../catalog/goods-list-link';
import { localizedCountryName } from '../locale-format/country-name';
import { formatQuantity } from '../locale-format/format-quantity';
import { brandInitials, groupBrands, type BrandGrouping } from './group-brands';

export const BrandHallFragment = graphql(`
  fragment BrandHall_brand on Brand {
    id
    name
    country
    productCount
  }
`);

interface BrandHallProps {
  brands: readonly FragmentType<typeof BrandHallFragment>[];
}

/** Every maker as a tile with its initials and part count, grouped by letter or by country. */
export function BrandHall(props: BrandHallProps) {
  const brands = getFragmentData(BrandHallFragment, props.brands);
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const [grouping, setGrouping] = useState<BrandGrouping>('letter');
  // Grouped and sorted by the country as the shopper reads it.
  const groups = useMemo(
    () =>
      groupBrands(
        brands.map((brand) => ({ ...brand, country: localizedCountryName(brand.country, locale) })),
        grouping,
        locale,
      ),
    [brands, grouping, locale],
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Text c="dimmed">{t('brandHall.total', { total: brands.length })}</Text>
        <SegmentedControl
          aria-label={t('brandHall.groupBy')}
          value={grouping}
          onChange={(value) => setGrouping(value as BrandGrouping)}
          data={[
            { value: 'letter', label: t('brandHall.byLetter') },
            { value: 'country', label: t('brandHall.byCountry') },
          ]}
        />
      </Group>
      {groups.length > 1 && grouping === 'letter' && (
        <Group gap={6} component="nav" aria-label={t('brandHall.letters')}>
          {groups.map((group) => (
            <Anchor key={group.key} href={`#brand-group-${group.key}`} fw={700}>
              {group.key}
            </Anchor>
          ))}
        </Group>
      )}
      {groups.map((group) => (
        <section
          key={group.key}
          id={`brand-group-${group.key}`}
          aria-labelledby={`brand-group-title-${group.key}`}
          data-testid="brand-group"
        >
          <Title order={2} size="h4" mb="xs" id={`brand-group-title-${group.key}`}>
            {group.key === '#' ? t('brandHall.other') : group.key}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 6 }} spacing="sm">
            {group.brands.map((brand) => (
              <Card key={brand.id} withBorder radius="md" padding="sm" data-testid="brand-tile">
                <Stack gap={4} align="center">
                  <Avatar color="teal" radius="md" size="lg" aria-hidden="true">
                    {brandInitials(brand.name)}
                  </Avatar>
                  <Anchor component={Link} to={brandDetailsPath(brand.id)} fw={700} ta="center">
                    {brand.name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {brand.country}
                  </Text>
                  <Text size="xs">{t('brandHall.parts', { parts: formatQuantity(brand.productCount, locale) })}</Text>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </section>
      ))}
    </Stack>
  );
}
