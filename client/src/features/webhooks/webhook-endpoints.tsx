import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Code,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { MyWebhookEndpointsQuery as EndpointsAnswer, WebhookEvent } from '../../gql/graphql';
import { formatDateTime } from '../locale-format/format-date-time';
import { showToast } from '../toast/show-toast';

const MyWebhookEndpointsQuery = graphql(`
  query MyWebhookEndpoints {
    myWebhookEndpoints {
      id
      url
      events
      createdAt
      deliveries {
        id
        eventName
        status
        attempts
        responseStatus
        durationMs
        lastError
        createdAt
      }
    }
  }
`);

const RegisterWebhookEndpointMutation = graphql(`
  mutation RegisterWebhookEndpoint($input: RegisterWebhookEndpointInput!) {
    registerWebhookEndpoint(input: $input) {
      endpoint {
        id
      }
      secret
      userErrors {
        code
        message
        field
      }
    }
  }
`);

const DeleteWebhookEndpointMutation = graphql(`
  mutation DeleteWebhookEndpoint($id: ID!) {
    deleteWebhookEndpoint(id: $id) {
      deletedId
      userErrors {
        code
        message
      }
    }
  }
`);

const RedeliverWebhookMutation = graphql(`
  mutation RedeliverWebhook($deliveryId: ID!) {
    redeliverWebhook(deliveryId: $deliveryId) {
      delivery {
        id
      }
      userErrors {
        code
        message
      }
    }
  }
`);

type Endpoint = EndpointsAnswer['myWebhookEndpoints'][number];

const EVENTS: WebhookEvent[] = ['ORDER_STATUS_CHANGED', 'AFTER_SALE_STATUS_CHANGED', 'WATCHED_PART_CHANGED'];
const statusColor = { PENDING: 'yellow', DELIVERED: 'teal', FAILED: 'red' } as const;

/** The form that adds an endpoint; the secret it answers is shown once, until the next one is added. */
function NewEndpointForm({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>(['ORDER_STATUS_CHANGED']);
  const [urlError, setUrlError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [register, { loading }] = useMutation(RegisterWebhookEndpointMutation);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setUrlError(null);
    const { data } = await register({ variables: { input: { url, events: events as WebhookEvent[] } } });
    const answer = data?.registerWebhookEndpoint;
    const problem = answer?.userErrors[0];
    if (problem) {
      if (problem.field?.includes('url')) setUrlError(problem.message);
      else showToast(problem.message);
      return;
    }
    setSecret(answer?.secret ?? null);
    setUrl('');
    onAdded();
  };
  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('webhooks.addTitle')}
          </Title>
          <TextInput
            label={t('webhooks.url')}
            description={t('webhooks.urlHint')}
            placeholder="https://example.com/hooks/circuitmart"
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
            error={urlError}
            required
          />
          <Checkbox.Group label={t('webhooks.events')} value={events} onChange={setEvents}>
            <Stack gap={6} mt={6}>
              {EVENTS.map((name) => (
                <Checkbox key={name} value={name} label={t(`webhooks.event.${name}`)} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Group>
            <Button type="submit" loading={loading}>
              {t('webhooks.add')}
            </Button>
          </Group>
          {secret && (
            <Alert color="teal" title={t('webhooks.secretTitle')} data-testid="webhook-secret">
              <Text size="sm">{t('webhooks.secretNote')}</Text>
              <Code block mt="xs">
                {secret}
              </Code>
            </Alert>
          )}
        </Stack>
      </form>
    </Paper>
  );
}

function EndpointCard({ endpoint, onChanged }: { endpoint: Endpoint; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const [remove, removing] = useMutation(DeleteWebhookEndpointMutation);
  const [redeliver, redelivering] = useMutation(RedeliverWebhookMutation);
  const act = async (work: () => Promise<{ userErrors: { message: string }[] } | undefined>, done: string) => {
    const problem = (await work())?.userErrors[0];
    if (problem) showToast(problem.message);
    else {
      showToast(done, 'success');
      onChanged();
    }
  };
  return (
    <Paper withBorder p="md" radius="md" data-testid="webhook-endpoint">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Text fw={600} style={{ wordBreak: 'break-all' }}>
            {endpoint.url}
          </Text>
          <Button
            size="xs"
            color="red"
            variant="light"
            loading={removing.loading}
            onClick={() =>
              void act(
                async () => (await remove({ variables: { id: endpoint.id } })).data?.deleteWebhookEndpoint,
                t('webhooks.deleted'),
              )
            }
          >
            {t('webhooks.delete')}
          </Button>
        </Group>
        <Group gap={6}>
          {endpoint.events.map((name) => (
            <Badge key={name} variant="light">
              {t(`webhooks.event.${name}`)}
            </Badge>
          ))}
        </Group>
        <Title order={3} size="h5">
          {t('webhooks.deliveries')}
        </Title>
        {endpoint.deliveries.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('webhooks.noDeliveries')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped data-testid="webhook-deliveries">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('webhooks.sentAt')}</Table.Th>
                  <Table.Th>{t('webhooks.event.title')}</Table.Th>
                  <Table.Th>{t('webhooks.status.title')}</Table.Th>
                  <Table.Th>{t('webhooks.attempts')}</Table.Th>
                  <Table.Th>{t('webhooks.response')}</Table.Th>
                  <Table.Th>{t('webhooks.duration')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {endpoint.deliveries.map((delivery) => (
                  <Table.Tr key={delivery.id}>
                    <Table.Td>{formatDateTime(delivery.createdAt as string, locale)}</Table.Td>
                    <Table.Td>
                      <Code>{delivery.eventName}</Code>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={statusColor[delivery.status]}>{t(`webhooks.status.${delivery.status}`)}</Badge>
                    </Table.Td>
                    <Table.Td>{delivery.attempts}</Table.Td>
                    <Table.Td title={delivery.lastError ?? undefined}>{delivery.responseStatus ?? '—'}</Table.Td>
                    <Table.Td>
                      {delivery.durationMs == null ? '—' : t('webhooks.milliseconds', { value: delivery.durationMs })}
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-xs"
                        variant="default"
                        loading={redelivering.loading}
                        onClick={() =>
                          void act(
                            async () =>
                              (await redeliver({ variables: { deliveryId: delivery.id } })).data?.redeliverWebhook,
                            t('webhooks.redelivered'),
                          )
                        }
                      >
                        {t('webhooks.redeliver')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}

/** The user's webhook endpoints: add one (its secret shown once), each with its delivery log, redelivery and removal. */
export function WebhookEndpoints() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(MyWebhookEndpointsQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const reload = () => void refetch();
  return (
    <Stack gap="md">
      <NewEndpointForm onAdded={reload} />
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('webhooks.endpoints')}
        </Title>
        <Button size="xs" variant="default" onClick={reload}>
          {t('webhooks.refresh')}
        </Button>
      </Group>
      {loading && !data ? (
        <Skeleton h={120} />
      ) : error && !data ? (
        <Alert color="red">{t('webhooks.loadFailed')}</Alert>
      ) : data?.myWebhookEndpoints.length ? (
        data.myWebhookEndpoints.map((endpoint) => (
          <EndpointCard key={endpoint.id} endpoint={endpoint} onChanged={reload} />
        ))
      ) : (
        <Text c="dimmed">{t('webhooks.noEndpoints')}</Text>
      )}
    </Stack>
  );
}
