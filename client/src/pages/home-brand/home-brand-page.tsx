import { useQuery } from '@apollo/client/react';
import { Alert, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BrandDirectory } from '../../features/brands/brand-directory';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { graphql } from '../../gql';

const HomeBrandQuery = graphql(`
  query HomeBrand {
    brands {
      id
      ...BrandDirectory_brand
    }
  }
`);

export default function HomeBrandPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('brands.title'));
  const { data, loading, error } = useQuery(HomeBrandQuery);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('brands.title')}
      </Title>
      <Text c="dimmed">{t('brands.intro')}</Text>
      {error && !data && <Alert color="red">{t('brands.loadFailed')}</Alert>}
      {loading && !data && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" aria-busy="true">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} h={96} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {data && <BrandDirectory brands={data.brands} />}
    </Stack>
  );
}
