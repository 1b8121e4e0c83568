import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../document-title/use-document-title';
import { formatDate } from '../locale-format/format-date';

interface ListItem {
  id: string;
  title: string;
  summary?: string;
  body: string;
  publishedAt?: string | null;
}

/** A list of announcements or articles, each linking to its page; texts are plain (React escapes them). */
export function ContentList(props: {
  title: string;
  items: readonly ListItem[] | undefined;
  loading: boolean;
  linkOf: (id: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  useDocumentTitle(props.title);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {props.title}
      </Title>
      {props.loading && <Text c="dimmed">{t('content.loading')}</Text>}
      {props.items?.length === 0 && <Text c="dimmed">{t('content.empty')}</Text>}
      {props.items?.map((item) => (
        <Paper key={item.id} component="article" withBorder radius="md" p="md">
          {item.publishedAt && (
            <Text size="xs" c="dimmed">
              <time dateTime={item.publishedAt}>{formatDate(item.publishedAt, locale)}</time>
            </Text>
          )}
          <Anchor component={Link} to={props.linkOf(item.id)} fw={600}>
            {item.title}
          </Anchor>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {item.summary || item.body}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
