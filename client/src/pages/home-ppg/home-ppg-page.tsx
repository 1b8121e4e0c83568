import { useQuery } from '@apollo/client/react';
import { Alert, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BrandHall } from '../../features/brand-hall/brand-hall';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { graphql } from '../../gql';

const BrandHallQuery = graphql(`
  query BrandHallPage {
    brands {
      id
      ...BrandHall_brand
    }
  }
`);

export default function HomePpgPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('brandHall.title'));
  const { data, loading, error } = useQuery(BrandHallQuery);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('brandHall.title')}
      </Title>
      <Text c="dimmed">{t('brandHall.intro')}</Text>
      {error && !data && <Alert color="red">{t('brandHall.loadFailed')}</Alert>}
      {loading && !data && (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 6 }} spacing="sm" aria-busy="true">
          {Array.from({ length: 12 }, (_, index) => (
            <Skeleton key={index} h={120} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {data && <BrandHall brands={data.brands} />}
    </Stack>
  );
}
