import { ARTICLE_SUMMARY_MAX, CONTENT_TITLE_MAX } from '@circuitmart/rules/text-limits';
import { useMutation } from '@apollo/client/react';
import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { ContentKind, FaqCategory, LocalizedTextInput } from '../../gql/graphql';
import { showToast } from '../toast/show-toast';

export const SaveContentMutation = graphql(`
  mutation SaveContent($input: SaveContentInput!) {
    saveContent(input: $input) {
      item {
        id
        published
      }
      userErrors {
        code
        message
      }
    }
  }
`);

const locales = [
  { key: 'zhCN', label: 'zh-CN' },
  { key: 'enUS', label: 'en-US' },
  { key: 'ru', label: 'ru' },
  { key: 'esES', label: 'es-ES' },
] as const;
type LocaleKey = (typeof locales)[number]['key'];
type Texts = Record<LocaleKey, string>;

const categories = ['ORDERING', 'PAYMENT', 'SHIPPING', 'ACCOUNT'] as const satisfies readonly FaqCategory[];

export interface EditableItem {
  id: string | null;
  title: Partial<Record<LocaleKey, string | null>>;
  summary: Partial<Record<LocaleKey, string | null>>;
  body: Partial<Record<LocaleKey, string | null>>;
  category: FaqCategory | null;
  published: boolean;
}

const textsOf = (value: EditableItem['title']): Texts => ({
  zhCN: value.zhCN ?? '',
  enUS: value.enUS ?? '',
  ru: value.ru ?? '',
  esES: value.esES ?? '',
});
const inputOf = (texts: Texts): LocalizedTextInput => texts;

/** Title, (summary), body per language, category for FAQ entries and the published switch; bodies are HTML. */
export function StaffContentEditor(props: { kind: ContentKind; item: EditableItem; onDone: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const publishedId = useId();
  const [title, setTitle] = useState(textsOf(props.item.title));
  const [summary, setSummary] = useState(textsOf(props.item.summary));
  const [body, setBody] = useState(textsOf(props.item.body));
  const [category, setCategory] = useState<FaqCategory>(props.item.category ?? 'ORDERING');
  const [published, setPublished] = useState(props.item.published);
  const [save, { loading }] = useMutation(SaveContentMutation);

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    const result = await save({
      variables: {
        input: {
          kind: props.kind,
          id: props.item.id,
          title: inputOf(title),
          summary: props.kind === 'ARTICLE' ? inputOf(summary) : null,
          body: inputOf(body),
          category: props.kind === 'FAQ' ? category : null,
          published,
        },
      },
    }).catch(() => undefined);
    const payload = result?.data?.saveContent;
    if (!payload) return;
    for (const error of payload.userErrors) showToast(error.message, 'error');
    if (payload.userErrors.length === 0) {
      showToast(t('content.admin.saved'), 'success');
      props.onDone(true);
    }
  }

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          {props.kind === 'FAQ' && (
            <NativeSelect
              label={t('content.admin.category')}
              value={category}
              onChange={(event) => setCategory(event.currentTarget.value as FaqCategory)}
              data={categories.map((value) => ({ value, label: t(`content.help.categories.${value}`) }))}
            />
          )}
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {locales.map(({ key, label }) => (
              <Stack key={key} gap="xs">
                <TextInput
                  label={t('content.admin.titleIn', { locale: label })}
                  value={title[key]}
                  maxLength={CONTENT_TITLE_MAX}
                  onChange={(event) => setTitle({ ...title, [key]: event.currentTarget.value })}
                />
                {props.kind === 'ARTICLE' && (
                  <TextInput
                    label={t('content.admin.summaryIn', { locale: label })}
                    value={summary[key]}
                    maxLength={ARTICLE_SUMMARY_MAX}
                    onChange={(event) => setSummary({ ...summary, [key]: event.currentTarget.value })}
                  />
                )}
                <Textarea
                  label={t('content.admin.bodyIn', { locale: label })}
                  value={body[key]}
                  autosize
                  minRows={4}
                  maxRows={14}
                  onChange={(event) => setBody({ ...body, [key]: event.currentTarget.value })}
                />
              </Stack>
            ))}
          </SimpleGrid>
          <Group gap="xs">
            <input
              id={publishedId}
              type="checkbox"
              checked={published}
              onChange={(event) => setPublished(event.currentTarget.checked)}
            />
            <label htmlFor={publishedId}>{t('content.admin.publishNow')}</label>
          </Group>
          <Group gap="xs">
            <Button type="submit" loading={loading}>
              {t('content.admin.save')}
            </Button>
            <Button variant="default" onClick={() => props.onDone(false)}>
              {t('content.admin.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
