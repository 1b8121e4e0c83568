import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../document-title/use-document-title';
import { formatDate } from '../locale-format/format-date';
import { RichText } from './rich-text';

interface ContentItem {
  title: string;
  bodyHtml: string;
  publishedAt?: string | null;
}

/** One announcement, article, help entry or the agreement; `item` null means not found or unpublished. */
export function ContentView(props: {
  item: ContentItem | null | undefined;
  loading: boolean;
  backTo: string;
  backLabel: string;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  useDocumentTitle(props.item?.title);
  return (
    <Stack gap="md">
      <Anchor component={Link} to={props.backTo} size="sm">
        ← {props.backLabel}
      </Anchor>
      {props.loading && <Text c="dimmed">{t('content.loading')}</Text>}
      {!props.loading && !props.item && <Text>{t('content.notFound')}</Text>}
      {props.item && (
        <Paper component="article" withBorder radius="md" p="lg">
          <Title order={1} size="h2" mb="xs">
            {props.item.title}
          </Title>
          {props.item.publishedAt && (
            <Text size="sm" c="dimmed" mb="md">
              {t('content.published', { date: formatDate(props.item.publishedAt, locale) })}
            </Text>
          )}
          <RichText html={props.item.bodyHtml} />
        </Paper>
      )}
    </Stack>
  );
}
