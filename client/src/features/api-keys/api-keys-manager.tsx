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
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiKeyScope } from '../../gql/graphql';
import { InlineConfirm } from '../addresses/inline-confirm';
import { formatDateTime } from '../locale-format/format-date-time';
import { reportOutcome } from '../staff/report-outcome';
import { CreateApiKeyMutation, MyApiKeysQuery, RevokeApiKeyMutation } from './api-keys-operations';

const scopes: readonly ApiKeyScope[] = ['CATALOG_READ', 'ORDERS_READ', 'ORDERS_WRITE', 'BOM'];
const MAX_NAME_LENGTH = 40;

/** `/user/api-keys`: the user's integrator keys, making one (its secret shown once) and revoking one. */
export function ApiKeysManager() {
  const { t, i18n } = useTranslation();
  const { data, loading, error } = useQuery(MyApiKeysQuery, { fetchPolicy: 'cache-and-network' });
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<ApiKeyScope[]>(['CATALOG_READ']);
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<string | null>(null);
  const refetch = { refetchQueries: ['MyApiKeys'], awaitRefetchQueries: true };
  const [create, creating] = useMutation(CreateApiKeyMutation, refetch);
  const [revoke, revocation] = useMutation(RevokeApiKeyMutation, refetch);
  if (loading && !data) return <Skeleton h={240} radius="md" />;
  if (!data) return <Alert color="red">{error?.message}</Alert>;

  const scopeLabel = (scope: ApiKeyScope) => t(`apiKeys.scope.${scope}`);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('apiKeys.title')}
      </Title>
      <Text c="dimmed">{t('apiKeys.intro')}</Text>
      {secret && (
        <Alert color="green" title={t('apiKeys.secretTitle')} data-testid="api-key-secret">
          <Stack gap="xs">
            <Text size="sm">{t('apiKeys.secretHint')}</Text>
            <Code block>{secret}</Code>
            <Group>
              <Button size="xs" variant="default" onClick={() => void navigator.clipboard?.writeText(secret)}>
                {t('apiKeys.copy')}
              </Button>
              <Button size="xs" variant="subtle" onClick={() => setSecret(null)}>
                {t('apiKeys.secretSaved')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      <Paper withBorder radius="md" p="md">
        {data.myApiKeys.length === 0 ? (
          <Text c="dimmed">{t('apiKeys.none')}</Text>
        ) : (
          <Stack gap="sm" data-testid="api-keys">
            {data.myApiKeys.map((key) => (
              <Stack key={key.id} gap={4} data-testid="api-key">
                <Group justify="space-between" wrap="wrap">
                  <Group gap="xs">
                    <Text fw={700}>{key.name}</Text>
                    <Code>{key.prefix}…</Code>
                    {key.revokedAt && (
                      <Badge color="gray" data-testid="api-key-revoked">
                        {t('apiKeys.revoked')}
                      </Badge>
                    )}
                  </Group>
                  {!key.revokedAt && revoking !== key.id && (
                    <Button size="xs" variant="subtle" color="red" onClick={() => setRevoking(key.id)}>
                      {t('apiKeys.revoke')}
                    </Button>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {key.scopes.map(scopeLabel).join(' · ')}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('apiKeys.created', { at: formatDateTime(key.createdAt, i18n.language) })} ·{' '}
                  {key.lastUsedAt
                    ? t('apiKeys.lastUsed', { at: formatDateTime(key.lastUsedAt, i18n.language) })
                    : t('apiKeys.neverUsed')}
                  {key.revokedAt &&
                    ` · ${t('apiKeys.revokedAt', { at: formatDateTime(key.revokedAt, i18n.language) })}`}
                </Text>
                {revoking === key.id && (
                  <InlineConfirm
                    question={t('apiKeys.revokeQuestion', { name: key.name })}
                    confirmLabel={t('apiKeys.revoke')}
                    loading={revocation.loading}
                    onCancel={() => setRevoking(null)}
                    onConfirm={async () => {
                      const result = await revoke({ variables: { id: key.id } }).catch(() => null);
                      if (reportOutcome(result?.data?.revokeApiKey.userErrors, t('apiKeys.revokedToast'))) {
                        setRevoking(null);
                      }
                    }}
                  />
                )}
              </Stack>
            ))}
          </Stack>
        )}
      </Paper>
      <Paper withBorder radius="md" p="md" maw={620}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('apiKeys.create')}
          </Title>
          <TextInput
            label={t('apiKeys.name')}
            description={t('apiKeys.nameHint', { max: MAX_NAME_LENGTH })}
            maxLength={MAX_NAME_LENGTH}
            value={name}
            data-testid="api-key-name"
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Checkbox.Group
            label={t('apiKeys.scopes')}
            value={chosen}
            onChange={(value) => setChosen(value as ApiKeyScope[])}
          >
            <Stack gap={6} mt={6}>
              {scopes.map((scope) => (
                <Checkbox
                  key={scope}
                  value={scope}
                  label={scopeLabel(scope)}
                  description={t(`apiKeys.scopeHint.${scope}`)}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          <Group>
            <Button
              data-testid="api-key-create"
              loading={creating.loading}
              disabled={!name.trim() || chosen.length === 0}
              onClick={async () => {
                const result = await create({ variables: { input: { name, scopes: chosen } } }).catch(() => null);
                const payload = result?.data?.createApiKey;
                if (reportOutcome(payload?.userErrors, t('apiKeys.createdToast')) && payload?.secret) {
                  setSecret(payload.secret);
                  setName('');
                }
              }}
            >
              {t('apiKeys.createSubmit')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
