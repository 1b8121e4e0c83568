import { Badge, Button, Collapse, NavLink, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CategoryNode } from './category-tree';
import { goodsListPath } from './goods-list-link';

interface CategorySidebarProps {
  tree: CategoryNode[];
  loading: boolean;
  selectedCategoryId: string | undefined;
}

function containsCategory(node: CategoryNode, categoryId: string | undefined): boolean {
  return node.id === categoryId || node.children.some((child) => containsCategory(child, categoryId));
}

function CategoryLink({ node, selectedCategoryId }: { node: CategoryNode; selectedCategoryId: string | undefined }) {
  return (
    <NavLink
      component={Link}
      to={goodsListPath({ categoryId: node.id })}
      label={node.name}
      active={node.id === selectedCategoryId}
      defaultOpened={containsCategory(node, selectedCategoryId)}
      rightSection={
        <Badge size="sm" variant="light" color="gray">
          {node.productCount}
        </Badge>
      }
    >
      {node.children.length > 0
        ? node.children.map((child) => (
            <CategoryLink key={child.id} node={child} selectedCategoryId={selectedCategoryId} />
          ))
        : undefined}
    </NavLink>
  );
}

/** The category tree beside the goods list; on phones it folds away behind a button. */
export function CategorySidebar({ tree, loading, selectedCategoryId }: CategorySidebarProps) {
  const { t } = useTranslation();
  const wideScreen = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const [openedOnPhone, { toggle }] = useDisclosure(false);

  return (
    <Paper withBorder radius="md" p="sm" component="nav" aria-label={t('goodsList.categories')}>
      <Button
        variant="subtle"
        fullWidth
        justify="space-between"
        hiddenFrom="sm"
        onClick={toggle}
        aria-expanded={openedOnPhone}
      >
        {t('goodsList.categories')} {openedOnPhone ? '▴' : '▾'}
      </Button>
      <Title order={2} size="h5" visibleFrom="sm" mb="xs" px="xs">
        {t('goodsList.categories')}
      </Title>
      <Collapse expanded={wideScreen || openedOnPhone}>
        {loading && tree.length === 0 ? (
          <Stack gap="xs" p="xs">
            {Array.from({ length: 8 }, (_, index) => (
              <Skeleton key={index} h={16} />
            ))}
          </Stack>
        ) : (
          <>
            <NavLink
              component={Link}
              to={goodsListPath()}
              label={t('goodsList.allCategories')}
              active={!selectedCategoryId}
            />
            {tree.map((group) => (
              <CategoryLink key={group.id} node={group} selectedCategoryId={selectedCategoryId} />
            ))}
          </>
        )}
      </Collapse>
    </Paper>
  );
}
