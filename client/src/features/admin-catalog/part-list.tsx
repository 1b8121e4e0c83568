import { useQuery } from '@apollo/client/react';
import { Badge, Button, Group, NativeSelect, Paper, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData } from '../../gql';
import type { PartShelfFilter } from '../../gql/graphql';
import { formatMoneyMilli } from '../money/format-money';
import {
  AdminCatalogReferencesQuery,
  AdminStaffPartsQuery,
  StaffCategoryFieldsFragment,
  StaffMakerFieldsFragment,
} from './admin-catalog-operations';
import { categoryOptions } from './category-options';

const PAGE = 20;
const SHELVES: PartShelfFilter[] = ['ANY', 'ON_SHELF', 'OFF_SHELF'];

interface PartListProps {
  edit: boolean;
  onOpen: (id: string) => void;
  onCreate: () => void;
}

interface PartSearch {
  query: string;
  categoryId: string;
  makerId: string;
  shelf: PartShelfFilter;
}

/** Parts on and off the shelf, searched like the shop (MPN or words, category, maker, shelf state). */
export function PartList({ edit, onOpen, onCreate }: PartListProps) {
  const { t, i18n } = useTranslation();
  const [form, setForm] = useState<PartSearch>({ query: '', categoryId: '', makerId: '', shelf: 'ANY' });
  const [search, setSearch] = useState<PartSearch>(form);
  const references = useQuery(AdminCatalogReferencesQuery);
  const categories = getFragmentData(StaffCategoryFieldsFragment, references.data?.staffCategories) ?? [];
  const makers = getFragmentData(StaffMakerFieldsFragment, references.data?.staffMakers) ?? [];
  const { data, loading, fetchMore } = useQuery(AdminStaffPartsQuery, {
    variables: {
      first: PAGE,
      filter: {
        query: search.query || null,
        categoryId: search.categoryId || null,
        makerId: search.makerId || null,
        shelf: search.shelf,
      },
    },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.staffParts;

  return (
    <Paper withBorder>
      <Group
        align="flex-end"
        p="xs"
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch({ ...form, query: form.query.trim() });
        }}
      >
        <TextInput
          label={t('adminCatalog.list.query')}
          value={form.query}
          maxLength={200}
          onChange={(event) => setForm({ ...form, query: event.currentTarget.value })}
          style={{ flex: 1, minWidth: 200 }}
          data-testid="catalog-search-query"
        />
        <NativeSelect
          label={t('adminCatalog.list.category')}
          value={form.categoryId}
          onChange={(event) => setForm({ ...form, categoryId: event.currentTarget.value })}
          data={[
            { value: '', label: t('adminCatalog.list.allCategories') },
            ...categoryOptions(categories, i18n.language),
          ]}
        />
        <NativeSelect
          label={t('adminCatalog.list.maker')}
          value={form.makerId}
          onChange={(event) => setForm({ ...form, makerId: event.currentTarget.value })}
          data={[
            { value: '', label: t('adminCatalog.list.allMakers') },
            ...makers.map((maker) => ({ value: maker.id, label: maker.name })),
          ]}
        />
        <NativeSelect
          label={t('adminCatalog.list.shelf')}
          value={form.shelf}
          onChange={(event) => setForm({ ...form, shelf: event.currentTarget.value as PartShelfFilter })}
          data={SHELVES.map((value) => ({ value, label: t(`adminCatalog.shelves.${value}`) }))}
        />
        <Button type="submit" variant="default" data-testid="catalog-search">
          {t('adminCatalog.list.search')}
        </Button>
        {edit && (
          <Button onClick={onCreate} data-testid="catalog-part-new">
            {t('adminCatalog.list.new')}
          </Button>
        )}
      </Group>
      <Table highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminCatalog.part.mpn')}</Table.Th>
            <Table.Th>{t('adminCatalog.part.maker')}</Table.Th>
            <Table.Th>{t('adminCatalog.part.category')}</Table.Th>
            <Table.Th>{t('adminCatalog.part.package')}</Table.Th>
            <Table.Th>{t('adminCatalog.list.price')}</Table.Th>
            <Table.Th>{t('adminCatalog.part.stock')}</Table.Th>
            <Table.Th>{t('adminCatalog.list.shelf')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(list?.edges ?? []).map(({ node }) => (
            <Table.Tr
              key={node.id}
              data-testid="catalog-part-row"
              style={{ cursor: 'pointer' }}
              onClick={() => onOpen(node.id)}
            >
              <Table.Td>
                <Text fw={600}>{node.product.mpn}</Text>
              </Table.Td>
              <Table.Td>{node.product.manufacturer.name}</Table.Td>
              <Table.Td>{node.product.category.name}</Table.Td>
              <Table.Td>{node.product.package}</Table.Td>
              <Table.Td>{formatMoneyMilli(node.product.listPriceMilli, i18n.language)}</Table.Td>
              <Table.Td>{node.product.stock}</Table.Td>
              <Table.Td>
                <Badge color={node.product.status === 'ON_SHELF' ? 'teal' : 'gray'} variant="light">
                  {t(`adminCatalog.shelves.${node.product.status}`)}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between" p="xs">
        <Text size="sm" c="dimmed">
          {list ? t('adminCatalog.list.count', { count: list.totalCount }) : null}
        </Text>
        {list?.pageInfo.hasNextPage && (
          <Button
            variant="default"
            loading={loading}
            onClick={() =>
              void fetchMore({
                variables: { after: list.pageInfo.endCursor },
                updateQuery: (previous, { fetchMoreResult }) => ({
                  staffParts: {
                    ...fetchMoreResult.staffParts,
                    edges: [...previous.staffParts.edges, ...fetchMoreResult.staffParts.edges],
                  },
                }),
              })
            }
          >
            {t('adminCatalog.list.more')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
