import { useMutation } from '@apollo/client/react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../toast/show-toast';
import { CreateFriendPayLinkMutation } from './payment-operations';

/** "Friend pays": a link to share; whoever opens it signed in can pay this order until its window closes. */
export function FriendPayLink({ orderId, disabled }: { orderId: string; disabled: boolean }) {
  const { t } = useTranslation();
  const [createLink, state] = useMutation(CreateFriendPayLinkMutation);
  const [url, setUrl] = useState<string | null>(null);

  async function create() {
    const answer = (await createLink({ variables: { input: { orderId } } }).catch(() => null))?.data
      ?.createFriendPayLink;
    for (const error of answer?.userErrors ?? []) showToast(error.message);
    if (answer?.link) setUrl(`${window.location.origin}${answer.link.path}`);
  }

  async function copy() {
    if (!url) return;
    await navigator.clipboard.writeText(url).then(
      () => showToast(t('payments.friend.copied'), 'success'),
      () => showToast(t('payments.friend.copyFailed')),
    );
  }

  if (!url) {
    return (
      <Button onClick={() => void create()} loading={state.loading} disabled={disabled}>
        {t('payments.friend.create')}
      </Button>
    );
  }
  return (
    <Stack gap="xs">
      <Group align="flex-end" wrap="nowrap">
        <TextInput label={t('payments.friend.linkLabel')} value={url} readOnly style={{ flex: 1 }} />
        <Button variant="default" onClick={() => void copy()}>
          {t('payments.friend.copy')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('payments.friend.validity')}
      </Text>
    </Stack>
  );
}
