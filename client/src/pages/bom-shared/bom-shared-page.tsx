import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Alert, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BomSavedQuoteExport } from '../../features/bom/bom-saved-quote-export';
import { BomSavedQuoteView } from '../../features/bom/bom-saved-quote-view';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { graphql } from '../../gql';

const SharedBomQuoteQuery = graphql(`
  query SharedBomQuote($token: String!) {
    sharedBomQuote(token: $token) {
      name
      boards
      quote {
        ...BomSavedQuoteView_quote
      }
    }
  }
`);

/**
 * `/bom/shared/:token`: a BOM quote a buyer shared with a colleague. Opens without signing in, read-only, with nothing
 * of the owner; the server keeps it out of search results (noindex).
 */
export default function BomSharedPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('bom.shared.title'));
  const { token = '' } = useParams();
  const { data, loading, error } = useQuery(SharedBomQuoteQuery, { variables: { token } });
  const shared = data?.sharedBomQuote;
  if (loading && !shared) return <Skeleton h={240} />;
  if (!shared) {
    return (
      <Alert color="red" role="alert" data-testid="bom-shared-missing">
        {CombinedGraphQLErrors.is(error) && error.errors.some((entry) => entry.extensions?.['code'] === 'NOT_FOUND')
          ? t('bom.shared.notFound')
          : t('bom.failed')}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {t('bom.shared.title')}
        </Text>
        <Title order={1} size="h2">
          {shared.name}
        </Title>
        <Text size="sm">{t('bom.boardCount', { count: shared.boards })}</Text>
      </Stack>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <BomSavedQuoteExport token={token} />
          <BomSavedQuoteView quote={shared.quote} />
        </Stack>
      </Paper>
      <Text size="xs" c="dimmed">
        {t('bom.shared.readOnly')}
      </Text>
    </Stack>
  );
}
