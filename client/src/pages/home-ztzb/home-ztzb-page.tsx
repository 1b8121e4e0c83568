import { useQuery } from '@apollo/client/react';
import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { SpecialTopics } from '../../features/topics/special-topics';
import { graphql } from '../../gql';

const SpecialTopicsQuery = graphql(`
  query SpecialTopicsPage {
    specialTopics {
      slug
      ...SpecialTopic_topic
    }
  }
`);

export default function HomeZtzbPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('topics.title'));
  const { data, loading, error } = useQuery(SpecialTopicsQuery);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('topics.title')}
      </Title>
      <Text c="dimmed">{t('topics.intro')}</Text>
      {error && !data && <Alert color="red">{t('topics.loadFailed')}</Alert>}
      {loading &&
        !data &&
        Array.from({ length: 2 }, (_, index) => <Skeleton key={index} h={240} radius="md" aria-busy="true" />)}
      {data && <SpecialTopics topics={data.specialTopics} />}
    </Stack>
  );
}
