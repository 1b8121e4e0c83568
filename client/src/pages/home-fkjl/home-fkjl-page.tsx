import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { formatDate } from '../../features/locale-format/format-date';
import { graphql } from '../../gql';

export const MyFeedbackQuery = graphql(`
  query MyFeedback {
    myFeedback {
      id
      type
      content
      contact
      screenshotUrls
      createdAt
      reply
      repliedAt
    }
  }
`);

/** Spec §2 `/home/fkjl`: the user's own feedback with staff replies. Texts are user-written: React escapes them. */
export default function HomeFkjlPage() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  useDocumentTitle(t('content.history.title'));
  const { data, loading } = useQuery(MyFeedbackQuery, { fetchPolicy: 'cache-and-network' });
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('content.history.title')}
        </Title>
        <Anchor component={Link} to="/home/yjfk">
          {t('content.history.newFeedback')}
        </Anchor>
      </Group>
      {loading && !data && <Text c="dimmed">{t('content.loading')}</Text>}
      {data?.myFeedback.length === 0 && <Text>{t('content.history.empty')}</Text>}
      {data?.myFeedback.map((feedback) => (
        <Paper key={feedback.id} component="article" withBorder radius="md" p="md" data-testid="feedback-item">
          <Group justify="space-between" mb="xs">
            <Badge variant="light">{t(`content.feedback.types.${feedback.type}`)}</Badge>
            <Text size="xs" c="dimmed">
              <time dateTime={feedback.createdAt}>{formatDate(feedback.createdAt, locale)}</time>
            </Text>
          </Group>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{feedback.content}</Text>
          {feedback.screenshotUrls.length > 0 && (
            <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs" mt="sm">
              {feedback.screenshotUrls.map((url, index) => (
                <a key={url} href={url} target="_blank" rel="noopener noreferrer">
                  <Image
                    src={url}
                    alt={t('content.history.screenshot', { number: index + 1 })}
                    radius="sm"
                    h={72}
                    fit="cover"
                  />
                </a>
              ))}
            </SimpleGrid>
          )}
          <Paper bg="var(--mantine-color-default-hover)" p="sm" mt="sm" radius="sm">
            {feedback.reply ? (
              <>
                <Text size="sm" fw={600}>
                  {t('content.history.reply')}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {feedback.reply}
                </Text>
              </>
            ) : (
              <Text size="sm" c="dimmed">
                {t('content.history.awaitingReply')}
              </Text>
            )}
          </Paper>
        </Paper>
      ))}
    </Stack>
  );
}
