import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CategoryNode } from '../catalog/category-tree';
import { goodsListPath } from '../catalog/goods-list-link';

interface CategoryNavProps {
  tree: CategoryNode[];
  loading: boolean;
  failed: boolean;
}

/** Top-level groups with their leaf categories, each with the number of parts on shelf. */
export function CategoryNav({ tree, loading, failed }: CategoryNavProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" component="nav" aria-label={t('home.categoriesTitle')}>
      <Title order={2} size="h4" mb="sm">
        {t('home.categoriesTitle')}
      </Title>
      {failed && <Text c="dimmed">{t('home.categoriesUnavailable')}</Text>}
      {loading && tree.length === 0 ? (
        <Stack gap="xs">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} h={18} />
          ))}
        </Stack>
      ) : (
        <Stack gap="md">
          {tree.map((group) => (
            <Stack key={group.id} gap={4}>
              <Group justify="space-between" wrap="nowrap">
                <Anchor component={Link} to={goodsListPath({ categoryId: group.id })} fw={700}>
                  {group.name}
                </Anchor>
                <Badge variant="light" color="gray">
                  {group.productCount}
                </Badge>
              </Group>
              <Group gap="xs">
                {group.children.map((leaf) => (
                  <Anchor key={leaf.id} component={Link} to={goodsListPath({ categoryId: leaf.id })} size="sm">
                    {leaf.name}{' '}
                    <Text span size="xs" c="dimmed">
                      ({leaf.productCount})
                    </Text>
                  </Anchor>
                ))}
              </Group>
            </Stack>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
