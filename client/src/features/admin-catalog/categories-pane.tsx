import { useMutation, useQuery } from '@apollo/client/react';
import {
  Badge,
  Button,
  Center,
  Grid,
  Group,
  Loader,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData } from '../../gql';
import type { StaffCategoryFields_CategoryFragment } from '../../gql/graphql';
import { reportOutcome } from '../staff/report-outcome';
import {
  AdminCatalogReferencesQuery,
  AdminCreateCategoryMutation,
  AdminMoveCategoryMutation,
  AdminRenameCategoryMutation,
  REFERENCES_REFRESH,
  StaffCategoryFieldsFragment,
} from './admin-catalog-operations';
import { CategoryParametersForm } from './category-parameters-form';
import { categoryOptions, depthsOf, isLeaf } from './category-options';
import { emptyText, LocalizedTextFields, textValues } from './localized-text-fields';
import { localized } from './localized';

/**
 * The category tree: every category indented under its parent with its part count; the chosen one can be renamed per
 * language, moved (another parent, earlier or later among its siblings) and, as a leaf, given parameter definitions.
 */
export function CategoriesPane({ edit }: { edit: boolean }) {
  const { t, i18n } = useTranslation();
  const { data } = useQuery(AdminCatalogReferencesQuery);
  const categories = getFragmentData(StaffCategoryFieldsFragment, data?.staffCategories);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [newName, setNewName] = useState(emptyText());
  const [newParent, setNewParent] = useState('');
  const [create, creating] = useMutation(AdminCreateCategoryMutation, REFERENCES_REFRESH);

  if (!categories) {
    return (
      <Center py="xl">
        <Loader aria-label={t('staff.loading')} />
      </Center>
    );
  }
  const depths = depthsOf(categories);
  const chosen = categories.find((category) => category.id === chosenId);

  async function createCategory() {
    const result = await create({ variables: { input: { name: newName, parentId: newParent || null } } }).catch(
      () => null,
    );
    const payload = result?.data?.createStaffCategory;
    if (reportOutcome(payload?.userErrors, t('adminCatalog.categories.created'))) {
      setNewName(emptyText());
      setChosenId(payload?.categoryId ?? null);
    }
  }

  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper withBorder>
          <Table highlightOnHover data-testid="category-tree">
            <Table.Tbody>
              {categories.map((category) => (
                <Table.Tr
                  key={category.id}
                  style={{ cursor: 'pointer' }}
                  bg={category.id === chosenId ? 'var(--mantine-color-blue-light)' : undefined}
                  onClick={() => setChosenId(category.id)}
                  data-testid="category-row"
                >
                  <Table.Td style={{ paddingLeft: 12 + 20 * (depths.get(category.id) ?? 0) }}>
                    {localized(category.name, i18n.language)}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end">
                      {category.parameters.length > 0 && (
                        <Badge variant="light" color="gray">
                          {t('adminCatalog.categories.parameterCount', { count: category.parameters.length })}
                        </Badge>
                      )}
                      <Badge variant="light">
                        {t('adminCatalog.categories.partCount', { count: category.partCount })}
                      </Badge>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md">
          {chosen && <CategoryDetail key={chosen.id} category={chosen} categories={categories} edit={edit} />}
          {edit && (
            <Paper withBorder p="md">
              <Stack gap="xs">
                <Title order={3} size="h5">
                  {t('adminCatalog.categories.new')}
                </Title>
                <NativeSelect
                  label={t('adminCatalog.categories.parent')}
                  value={newParent}
                  onChange={(event) => setNewParent(event.currentTarget.value)}
                  data={[
                    { value: '', label: t('adminCatalog.categories.topLevel') },
                    ...categoryOptions(categories, i18n.language),
                  ]}
                />
                <LocalizedTextFields
                  label={t('adminCatalog.categories.name')}
                  value={newName}
                  disabled={false}
                  maxLength={64}
                  onChange={setNewName}
                  testId="category-new-name"
                />
                <Button
                  style={{ alignSelf: 'flex-start' }}
                  loading={creating.loading}
                  onClick={() => void createCategory()}
                  data-testid="category-create"
                >
                  {t('adminCatalog.categories.create')}
                </Button>
              </Stack>
            </Paper>
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

interface CategoryDetailProps {
  category: StaffCategoryFields_CategoryFragment;
  categories: readonly StaffCategoryFields_CategoryFragment[];
  edit: boolean;
}

function CategoryDetail({ category, categories, edit }: CategoryDetailProps) {
  const { t, i18n } = useTranslation();
  const [name, setName] = useState(textValues(category.name));
  const [parentId, setParentId] = useState(category.parentId ?? '');
  const [rename, renaming] = useMutation(AdminRenameCategoryMutation, REFERENCES_REFRESH);
  const [move, moving] = useMutation(AdminMoveCategoryMutation, REFERENCES_REFRESH);
  const siblings = categories.filter((candidate) => (candidate.parentId ?? '') === (category.parentId ?? ''));
  const place = siblings.findIndex((candidate) => candidate.id === category.id);

  async function save() {
    const result = await rename({ variables: { input: { categoryId: category.id, name } } }).catch(() => null);
    reportOutcome(result?.data?.renameStaffCategory.userErrors, t('adminCatalog.categories.renamed'));
  }

  async function moveTo(parent: string, position: number) {
    const result = await move({
      variables: { input: { categoryId: category.id, parentId: parent || null, position } },
    }).catch(() => null);
    reportOutcome(result?.data?.moveStaffCategory.userErrors, t('adminCatalog.categories.moved'));
  }

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {localized(category.name, i18n.language)}
        </Title>
        <Text size="xs" c="dimmed">
          {t('adminCatalog.categories.slug', { slug: category.slug })}
        </Text>
        <LocalizedTextFields
          label={t('adminCatalog.categories.name')}
          value={name}
          disabled={!edit}
          maxLength={64}
          onChange={setName}
        />
        {edit && (
          <Group>
            <Button variant="default" loading={renaming.loading} onClick={() => void save()}>
              {t('adminCatalog.categories.rename')}
            </Button>
            <Button
              variant="default"
              disabled={place <= 0}
              loading={moving.loading}
              onClick={() => void moveTo(category.parentId ?? '', place - 1)}
            >
              {t('adminCatalog.categories.earlier')}
            </Button>
            <Button
              variant="default"
              disabled={place >= siblings.length - 1}
              loading={moving.loading}
              onClick={() => void moveTo(category.parentId ?? '', place + 1)}
            >
              {t('adminCatalog.categories.later')}
            </Button>
          </Group>
        )}
        {edit && (
          <Group align="flex-end">
            <NativeSelect
              label={t('adminCatalog.categories.parent')}
              value={parentId}
              onChange={(event) => setParentId(event.currentTarget.value)}
              data={[
                { value: '', label: t('adminCatalog.categories.topLevel') },
                ...categoryOptions(categories, i18n.language, (candidate) => candidate.id !== category.id),
              ]}
            />
            <Button
              variant="default"
              loading={moving.loading}
              onClick={() =>
                void moveTo(parentId, categories.filter((candidate) => (candidate.parentId ?? '') === parentId).length)
              }
            >
              {t('adminCatalog.categories.move')}
            </Button>
          </Group>
        )}
        {isLeaf(categories, category.id) && (
          <CategoryParametersForm categoryId={category.id} parameters={category.parameters} edit={edit} />
        )}
      </Stack>
    </Paper>
  );
}
