import { useQuery } from '@apollo/client/react';
import { Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ContactUs } from '../../features/content/contact-us';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { graphql } from '../../gql';
import type { FaqCategory } from '../../gql/graphql';

const HelpCentreQuery = graphql(`
  query HelpCentre($category: FaqCategory, $search: String) {
    faqs(category: $category, search: $search) {
      id
      title
      body
      category
    }
  }
`);

const categories = ['ORDERING', 'PAYMENT', 'SHIPPING', 'ACCOUNT'] as const satisfies readonly FaqCategory[];

function isCategory(value: string | null): value is FaqCategory {
  return (categories as readonly string[]).includes(value ?? '');
}

/** Spec §2 `/home/cjwt`: the help centre and FAQ by category with search; contact us; the agreement. */
export default function HomeCjwtPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('content.help.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('q') ?? '';
  const categoryParam = searchParams.get('category');
  const category = isCategory(categoryParam) ? categoryParam : null;
  const [draft, setDraft] = useState(search);
  const { data, loading } = useQuery(HelpCentreQuery, { variables: { category, search: search || null } });

  function update(next: { q?: string; category?: FaqCategory | null }): void {
    const params = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(next)) {
      if (value) params.set(key, value);
      else params.delete(key);
    }
    setSearchParams(params, { replace: true });
  }

  function submit(event: FormEvent): void {
    event.preventDefault();
    update({ q: draft.trim() });
  }

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('content.help.title')}
      </Title>
      <form role="search" onSubmit={submit}>
        <Group align="flex-end" gap="xs">
          <TextInput
            label={t('content.help.searchLabel')}
            placeholder={t('content.help.searchPlaceholder')}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            maxLength={100}
            style={{ flex: 1 }}
          />
          <Button type="submit">{t('content.help.search')}</Button>
        </Group>
      </form>
      <Group gap="xs" role="group" aria-label={t('content.help.title')}>
        {[null, ...categories].map((option) => (
          <Button
            key={option ?? 'all'}
            size="xs"
            aria-pressed={category === option}
            variant={category === option ? 'filled' : 'default'}
            onClick={() => update({ category: option })}
          >
            {option ? t(`content.help.categories.${option}`) : t('content.help.all')}
          </Button>
        ))}
      </Group>
      {loading && <Text c="dimmed">{t('content.loading')}</Text>}
      {data?.faqs.length === 0 && <Text>{t('content.help.noResults')}</Text>}
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {data?.faqs.map((entry) => (
          <Paper key={entry.id} component="li" withBorder radius="md" p="md">
            <Text size="xs" c="dimmed">
              {t(`content.help.categories.${entry.category}`)}
            </Text>
            <Anchor component={Link} to={`/home/helpDetails?id=${entry.id}`} fw={600}>
              {entry.title}
            </Anchor>
            <Text size="sm" c="dimmed" lineClamp={2}>
              {entry.body}
            </Text>
          </Paper>
        ))}
      </Stack>
      <ContactUs />
      <Group gap="md">
        <Anchor component={Link} to="/home/helpDetails?doc=agreement">
          {t('content.help.agreement')}
        </Anchor>
        <Anchor component={Link} to="/home/yjfk">
          {t('content.help.feedbackLink')}
        </Anchor>
      </Group>
    </Stack>
  );
}
