import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { graphql, type FragmentType, getFragmentData } from '../../gql';
import { ProductCard } from '../catalog/product-card';

export const SpecialTopicFragment = graphql(`
  fragment SpecialTopic_topic on SpecialTopic {
    slug
    title
    description
    partCount
    parts {
      id
      ...ProductCard_product
    }
  }
`);

interface SpecialTopicsProps {
  topics: readonly FragmentType<typeof SpecialTopicFragment>[];
}

/** Each topic: its title, what it gathers and its parts as cards. */
export function SpecialTopics(props: SpecialTopicsProps) {
  const topics = getFragmentData(SpecialTopicFragment, props.topics);
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      {topics.map((topic) => (
        <Card
          key={topic.slug}
          withBorder
          radius="md"
          padding="lg"
          component="section"
          id={`topic-${topic.slug}`}
          aria-labelledby={`topic-title-${topic.slug}`}
          data-testid="special-topic"
        >
          <Group justify="space-between" align="flex-start" mb="xs">
            <Title order={2} size="h3" id={`topic-title-${topic.slug}`}>
              {topic.title}
            </Title>
            <Badge variant="light" color="teal">
              {t('topics.partCount', { parts: topic.partCount })}
            </Badge>
          </Group>
          <Text c="dimmed" mb="md">
            {topic.description}
          </Text>
          {topic.parts.length === 0 ? (
            <Text>{t('topics.noParts')}</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
              {topic.parts.map((part) => (
                <ProductCard key={part.id} product={part} />
              ))}
            </SimpleGrid>
          )}
        </Card>
      ))}
    </Stack>
  );
}
