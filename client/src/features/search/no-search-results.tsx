import { useQuery } from '@apollo/client/react';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { searchSuggestionPath } from './search-suggestion-path';

const DidYouMeanQuery = graphql(`
  query DidYouMean($query: String!, $first: Int!) {
    searchSuggestions(query: $query, first: $first) {
      kind
      text
      productId
      brandId
      categoryId
    }
  }
`);

const DID_YOU_MEAN_COUNT = 5;

/** Shown when a search finds nothing: most misses are a mistyped part number, so it offers close ones. */
export function NoSearchResults({ query }: { query: string }) {
  const { t } = useTranslation();
  const { data } = useQuery(DidYouMeanQuery, { variables: { query, first: DID_YOU_MEAN_COUNT } });
  const links = (data?.searchSuggestions ?? []).flatMap((suggestion) => {
    const path = searchSuggestionPath(suggestion);
    return path ? [{ path, text: suggestion.text }] : [];
  });

  return (
    <Paper withBorder radius="md" p="lg" data-testid="search-empty">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('search.noResultsTitle', { query })}
        </Title>
        <Text c="dimmed">{t('search.noResultsHint')}</Text>
        {links.length > 0 && (
          <Group gap="xs">
            <Text>{t('search.didYouMean')}</Text>
            {links.map((link) => (
              <Anchor key={link.path} component={Link} to={link.path}>
                {link.text}
              </Anchor>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
