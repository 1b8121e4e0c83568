import { Anchor, Button, Code, List, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  codegenSample,
  curlSample,
  fetchSample,
  paginationSample,
  subscriptionSample,
  webhookVerificationSample,
} from '../../features/developers/code-samples';
import { ERROR_REFERENCE_URL, ErrorCodeTable } from '../../features/developers/error-code-table';
import { useDocumentTitle } from '../../features/document-title/use-document-title';

// GraphiQL and its editor are a large chunk of their own: fetched when a reader opens the explorer, never elsewhere.
const ApiExplorer = lazy(() => import('../../features/developers/api-explorer'));

/** The server's default limits (GRAPHQL_MAX_DEPTH, GRAPHQL_MAX_COMPLEXITY; a deployment may change them). */
const MAX_DEPTH = 12;
const MAX_COST = 20_000;
const SDL_PATH = '/graphql/schema.graphql';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="xs" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function CodeBlock({ children, label }: { children: string; label: string }) {
  return (
    <Code block aria-label={label} style={{ whiteSpace: 'pre', overflowX: 'auto' }}>
      {children}
    </Code>
  );
}

/** `/developers`: what an integrator needs to use the shop's API, in the four languages, with a live explorer. */
export default function DevelopersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('developers.title'));
  const [explorerOpen, setExplorerOpen] = useState(false);
  const origin = window.location.origin;

  return (
    <Stack gap="xl" maw={960}>
      <Stack gap="xs">
        <Title order={1} size="h2">
          {t('developers.title')}
        </Title>
        <Text>{t('developers.intro')}</Text>
      </Stack>

      <Section id="quick-start" title={t('developers.quickStartTitle')}>
        <Text>{t('developers.quickStart', { endpoint: `${origin}/graphql` })}</Text>
        <Text>
          {t('developers.schemaLink')} <Anchor href={SDL_PATH}>{SDL_PATH}</Anchor>
        </Text>
        <Text>{t('developers.introspection')}</Text>
      </Section>

      <Section id="authentication" title={t('developers.authTitle')}>
        <Text>{t('developers.auth')}</Text>
        <CodeBlock label={t('developers.authTitle')}>{'Authorization: Bearer <your API key>'}</CodeBlock>
        <Text>{t('developers.authSession')}</Text>
      </Section>

      <Section id="limits" title={t('developers.limitsTitle')}>
        <List spacing="xs">
          <List.Item>{t('developers.limitDepth', { depth: MAX_DEPTH })}</List.Item>
          <List.Item>{t('developers.limitCost', { cost: MAX_COST.toLocaleString() })}</List.Item>
          <List.Item>{t('developers.limitQuota')}</List.Item>
          <List.Item>{t('developers.limitRefusals')}</List.Item>
          <List.Item>{t('developers.limitMultiMatch')}</List.Item>
        </List>
      </Section>

      <Section id="pagination" title={t('developers.paginationTitle')}>
        <Text>{t('developers.pagination')}</Text>
        <CodeBlock label={t('developers.paginationTitle')}>{paginationSample()}</CodeBlock>
      </Section>

      <Section id="errors" title={t('developers.errorsTitle')}>
        <Text>{t('developers.errors')}</Text>
        <Text>
          {t('developers.errorsJson')} <Anchor href={ERROR_REFERENCE_URL}>{ERROR_REFERENCE_URL}</Anchor>
        </Text>
        <ErrorCodeTable />
      </Section>

      <Section id="examples" title={t('developers.examplesTitle')}>
        <Text>{t('developers.examples')}</Text>
        <Tabs defaultValue="curl" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="curl">curl</Tabs.Tab>
            <Tabs.Tab value="typescript">TypeScript</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="curl" pt="xs">
            <CodeBlock label="curl">{curlSample(origin)}</CodeBlock>
          </Tabs.Panel>
          <Tabs.Panel value="typescript" pt="xs">
            <CodeBlock label="TypeScript">{fetchSample(origin)}</CodeBlock>
          </Tabs.Panel>
        </Tabs>
      </Section>

      <Section id="changes" title={t('developers.changesTitle')}>
        <Text>{t('developers.webhooks')}</Text>
        <Text>{t('developers.webhookTargets')}</Text>
        <Text>{t('developers.webhookSignature')}</Text>
        <CodeBlock label="X-CircuitMart-Signature">{webhookVerificationSample()}</CodeBlock>
        <Text>{t('developers.subscriptions', { endpoint: `${origin.replace(/^http/, 'ws')}/graphql` })}</Text>
        <CodeBlock label="graphql-ws">{subscriptionSample(origin)}</CodeBlock>
      </Section>

      <Section id="typed-client" title={t('developers.typedClientTitle')}>
        <Text>{t('developers.typedClient')}</Text>
        <CodeBlock label={t('developers.typedClientTitle')}>{codegenSample(origin)}</CodeBlock>
      </Section>

      <Section id="explorer" title={t('developers.explorerTitle')}>
        <Text>{t('developers.explorer')}</Text>
        {explorerOpen ? (
          <Suspense fallback={<Loader size="sm" aria-label={t('developers.explorerLoading')} />}>
            <ApiExplorer />
          </Suspense>
        ) : (
          <Button onClick={() => setExplorerOpen(true)} w="fit-content">
            {t('developers.explorerOpen')}
          </Button>
        )}
      </Section>

      <Section id="changelog" title={t('developers.changelogTitle')}>
        <List spacing="xs">
          <List.Item>{t('developers.changelog202611Follow')}</List.Item>
          <List.Item>{t('developers.changelog202611')}</List.Item>
        </List>
      </Section>
    </Stack>
  );
}
