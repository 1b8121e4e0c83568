import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ProductCard } from '../../features/catalog/product-card';
import { useFavouriteMutations } from '../../features/collection/favourite-toggle';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { formatQuantity } from '../../features/locale-format/format-quantity';
import { graphql } from '../../gql';

/** Favourites are capped server-side; one generous page shows nearly every list whole. */
const LIST_SIZE = 100;

const MyFavouritesQuery = graphql(`
  query MyFavourites($first: Int!) {
    myFavourites(first: $first) {
      totalCount
      edges {
        node {
          id
          ...ProductCard_product
        }
      }
    }
  }
`);

const MyFootprintsQuery = graphql(`
  query MyFootprints($first: Int!) {
    myFootprints(first: $first) {
      totalCount
      edges {
        node {
          id
          ...ProductCard_product
        }
      }
    }
  }
`);

const ClearFootprintsMutation = graphql(`
  mutation ClearFootprints {
    clearFootprints {
      clearedCount
    }
  }
`);

function FavouritesTab() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const { data, loading, error } = useQuery(MyFavouritesQuery, { variables: { first: LIST_SIZE } });
  const favourites = useFavouriteMutations();
  if (loading && !data) return <Skeleton h={120} />;
  if (error && !data) return <Alert color="red">{t('catalogFacets.loadFailed')}</Alert>;
  const list = data?.myFavourites;
  if (!list || list.edges.length === 0) return <Text c="dimmed">{t('catalogFacets.noFavourites')}</Text>;
  return (
    <Stack gap="sm" data-testid="favourites-list">
      <Text c="dimmed">{t('catalogFacets.favouritesCount', { total: formatQuantity(list.totalCount, locale) })}</Text>
      {list.edges.map(({ node }) => (
        <Stack key={node.id} gap={4}>
          <ProductCard product={node} />
          <Group justify="flex-end">
            <Button size="xs" variant="subtle" color="red" onClick={() => void favourites.remove(node.id)}>
              {t('catalogFacets.removeFavourite')}
            </Button>
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}

function FootprintsTab() {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(MyFootprintsQuery, { variables: { first: LIST_SIZE } });
  const [clear, clearing] = useMutation(ClearFootprintsMutation, {
    update: (cache) => cache.evict({ fieldName: 'myFootprints' }),
  });
  if (loading && !data) return <Skeleton h={120} />;
  if (error && !data) return <Alert color="red">{t('catalogFacets.loadFailed')}</Alert>;
  const list = data?.myFootprints;
  if (!list || list.edges.length === 0) return <Text c="dimmed">{t('catalogFacets.noFootprints')}</Text>;
  return (
    <Stack gap="sm" data-testid="footprints-list">
      <Group justify="flex-end">
        <Button size="xs" variant="default" loading={clearing.loading} onClick={() => void clear()}>
          {t('catalogFacets.clearFootprints')}
        </Button>
      </Group>
      {list.edges.map(({ node }) => (
        <ProductCard key={node.id} product={node} />
      ))}
    </Stack>
  );
}

/** Spec §2 /user/collection: the user's favourite parts and, in a second tab, the parts they visited. */
export default function UserCollectionPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab') === 'footprints' ? 'footprints' : 'favourites';
  useDocumentTitle(t('catalogFacets.collectionTitle'));
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('catalogFacets.collectionTitle')}
      </Title>
      <Tabs
        value={tab}
        onChange={(value) => setSearchParams(value === 'footprints' ? { tab: 'footprints' } : {}, { replace: true })}
      >
        <Tabs.List>
          <Tabs.Tab value="favourites">{t('catalogFacets.favourites')}</Tabs.Tab>
          <Tabs.Tab value="footprints">{t('catalogFacets.footprints')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="favourites" pt="md">
          {tab === 'favourites' && <FavouritesTab />}
        </Tabs.Panel>
        <Tabs.Panel value="footprints" pt="md">
          {tab === 'footprints' && <FootprintsTab />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
