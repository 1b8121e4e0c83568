import { useApolloClient, useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Paper, Radio, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BroadcastAudienceInput } from '../../gql/graphql';
import { CustomerPicker } from '../admin-balances/customer-picker';
import { reportOutcome } from '../staff/report-outcome';
import { showToast } from '../toast/show-toast';
import { BroadcastAudienceSizeQuery, SendBroadcastMutation } from './admin-broadcasts-operations';
import { audienceInput, BROADCAST_AUDIENCES, type AudienceForm } from './broadcast-audience';

interface Recipient {
  id: string;
  name: string;
}

const emptyAudience: AudienceForm = { audience: 'ALL', days: '30', userIds: [] };

/**
 * A platform message to an audience, in two steps: count who it goes to now, then send to that many (the count
 * is dropped as soon as the message or the audience changes, so staff always confirm what they send).
 */
export function BroadcastForm() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [link, setLink] = useState('');
  const [audience, setAudienceForm] = useState<AudienceForm>(emptyAudience);
  const [listed, setListed] = useState<Recipient[]>([]);
  const [confirming, setConfirming] = useState<{ input: BroadcastAudienceInput; count: number } | null>(null);
  const [counting, setCounting] = useState(false);
  const [send, sending] = useMutation(SendBroadcastMutation, { refetchQueries: ['SentBroadcasts'] });
  const chosen = audienceInput({ ...audience, userIds: listed.map((recipient) => recipient.id) });

  function changed<T>(set: (value: T) => void) {
    return (value: T) => {
      set(value);
      setConfirming(null);
    };
  }
  const setAudience = changed((next: Partial<AudienceForm>) => setAudienceForm((current) => ({ ...current, ...next })));

  async function count() {
    if (!chosen) return;
    setCounting(true);
    const result = await client
      .query({ query: BroadcastAudienceSizeQuery, variables: { audience: chosen }, fetchPolicy: 'network-only' })
      .catch(() => null);
    setCounting(false);
    if (result?.data) setConfirming({ input: chosen, count: result.data.broadcastAudienceSize });
    else showToast(t('adminBroadcasts.countFailed'));
  }

  async function sendNow() {
    if (!confirming) return;
    const input = { ...confirming.input, title: title.trim(), body: body.trim(), link: link.trim() || null };
    const result = await send({ variables: { input } }).catch(() => null);
    const payload = result?.data?.sendBroadcast;
    if (
      !reportOutcome(payload?.userErrors, t('adminBroadcasts.sent', { count: payload?.broadcast?.recipientCount ?? 0 }))
    ) {
      setConfirming(null);
      return;
    }
    setTitle('');
    setBody('');
    setLink('');
    setListed([]);
    setAudienceForm(emptyAudience);
    setConfirming(null);
  }

  return (
    <Paper withBorder p="md" data-testid="broadcast-form">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('adminBroadcasts.newTitle')}
        </Title>
        <TextInput
          label={t('adminBroadcasts.messageTitle')}
          value={title}
          maxLength={200}
          required
          onChange={(event) => changed(setTitle)(event.currentTarget.value)}
        />
        <Textarea
          label={t('adminBroadcasts.body')}
          value={body}
          maxLength={2000}
          autosize
          minRows={3}
          required
          onChange={(event) => changed(setBody)(event.currentTarget.value)}
        />
        <TextInput
          label={t('adminBroadcasts.link')}
          description={t('adminBroadcasts.linkHint')}
          value={link}
          maxLength={255}
          onChange={(event) => changed(setLink)(event.currentTarget.value)}
        />
        <Radio.Group
          label={t('adminBroadcasts.audience')}
          value={audience.audience}
          onChange={(value) => setAudience({ audience: value as AudienceForm['audience'] })}
        >
          <Stack gap={6} mt={4}>
            {BROADCAST_AUDIENCES.map((value) => (
              <Radio key={value} value={value} label={t(`adminBroadcasts.audiences.${value}`)} />
            ))}
          </Stack>
        </Radio.Group>
        {audience.audience === 'ORDERED_WITHIN' && (
          <TextInput
            label={t('adminBroadcasts.days')}
            value={audience.days}
            maxLength={3}
            inputMode="numeric"
            error={audience.days.trim() && !chosen ? t('adminBroadcasts.daysInvalid') : undefined}
            onChange={(event) => setAudience({ days: event.currentTarget.value })}
            style={{ maxWidth: 200 }}
          />
        )}
        {audience.audience === 'LISTED' && (
          <Stack gap="xs">
            <CustomerPicker
              onPick={(customer) =>
                changed(setListed)(
                  listed.some((recipient) => recipient.id === customer.id) ? listed : [...listed, customer],
                )
              }
            />
            <Group gap="xs" data-testid="broadcast-listed">
              {listed.map((recipient) => (
                <Button
                  key={recipient.id}
                  size="compact-xs"
                  variant="light"
                  onClick={() => changed(setListed)(listed.filter((other) => other.id !== recipient.id))}
                  aria-label={t('adminBroadcasts.removeRecipient', { name: recipient.name })}
                >
                  {recipient.name} ×
                </Button>
              ))}
            </Group>
          </Stack>
        )}
        {confirming ? (
          <Alert color={confirming.count === 0 ? 'gray' : 'yellow'} data-testid="broadcast-confirm">
            <Stack gap="xs">
              <Text>{t('adminBroadcasts.confirm', { count: confirming.count })}</Text>
              <Group gap="xs">
                <Button loading={sending.loading} disabled={confirming.count === 0} onClick={() => void sendNow()}>
                  {t('adminBroadcasts.send', { count: confirming.count })}
                </Button>
                <Button variant="default" onClick={() => setConfirming(null)}>
                  {t('adminBroadcasts.change')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <Group>
            <Button
              variant="light"
              loading={counting}
              disabled={!chosen || !title.trim() || !body.trim()}
              onClick={() => void count()}
            >
              {t('adminBroadcasts.count')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
