import { useQuery } from '@apollo/client/react';
import { Alert, Grid, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { ProductCard } from '../catalog/product-card';
import { useCategoryTree } from '../catalog/use-category-tree';
import { ActivityLinks } from './activity-links';
import { CategoryNav } from './category-nav';
import { FeaturedBrands } from './featured-brands';
import { LatestAnnouncements } from './latest-announcements';

const NEWEST_PARTS_COUNT = 8;

const HomeShowcaseQuery = graphql(`
  query HomeShowcase($newestCount: Int!) {
    products(first: $newestCount) {
      edges {
        node {
          id
          ...ProductCard_product
        }
      }
    }
    brands(featured: true) {
      id
      ...FeaturedBrands_brand
    }
    announcements(first: 5) {
      id
      ...LatestAnnouncements_announcement
    }
  }
`);

/** The home page's content: where to browse, what is new, whom we carry, what we announced. */
export function HomeShowcase() {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(HomeShowcaseQuery, { variables: { newestCount: NEWEST_PARTS_COUNT } });
  // Categories load on their own, shared with the goods list sidebar, so one failing part of the page leaves the rest.
  const categories = useCategoryTree();

  return (
    <Stack gap="lg">
      <ActivityLinks />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <CategoryNav tree={categories.tree} loading={categories.loading} failed={categories.failed} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <Stack gap="xl">
            {error && !data && <Alert color="red">{t('home.loadFailed')}</Alert>}
            <section aria-labelledby="newest-parts-title">
              <Title order={2} size="h3" mb="sm" id="newest-parts-title">
                {t('home.newestTitle')}
              </Title>
              <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
                {data
                  ? data.products.edges.map(({ node }) => <ProductCard key={node.id} product={node} />)
                  : loading && Array.from({ length: 4 }, (_, index) => <Skeleton key={index} h={120} radius="md" />)}
              </SimpleGrid>
            </section>
            {data && <FeaturedBrands brands={data.brands} />}
            {data && <LatestAnnouncements announcements={data.announcements} />}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
