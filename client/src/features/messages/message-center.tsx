import { useMutation } from '@apollo/client/react';
import { Button, Group, Indicator, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { MessageKind } from '../../gql/graphql';
import { showToast } from '../toast/show-toast';
import { MessageList, MessageListQuery } from './message-list';
import { UnreadMessageCountsQuery, useUnreadMessageCounts } from './unread-message-counts';

const MarkAllMessagesReadMutation = graphql(`
  mutation MarkAllMessagesRead {
    markAllMessagesRead {
      markedCount
      userErrors {
        code
        message
      }
    }
  }
`);

const tabs = [
  { kind: 'SYSTEM', labelKey: 'messages.kinds.system', countKey: 'system' },
  { kind: 'PLATFORM', labelKey: 'messages.kinds.platform', countKey: 'platform' },
  { kind: 'OTHER', labelKey: 'messages.kinds.other', countKey: 'other' },
] as const satisfies readonly { kind: MessageKind; labelKey: string; countKey: string }[];

/** Spec §2 message center: system, platform and other messages, each tab dotted while it has unread ones. */
export function MessageCenter() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<MessageKind>('SYSTEM');
  const counts = useUnreadMessageCounts();
  const [markAllRead, { loading }] = useMutation(MarkAllMessagesReadMutation, {
    refetchQueries: [MessageListQuery, UnreadMessageCountsQuery],
  });

  async function readAll(): Promise<void> {
    const result = await markAllRead().catch(() => undefined);
    const payload = result?.data?.markAllMessagesRead;
    if (!payload) return;
    for (const { message } of payload.userErrors) showToast(message, 'error');
  }

  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={1} size="h2">
          {t('messages.title')}
        </Title>
        <Button variant="light" onClick={() => void readAll()} loading={loading} disabled={counts?.all === 0}>
          {t('messages.markAllRead')}
        </Button>
      </Group>
      {/* Buttons as tabs: Mantine's Tabs would grow the shared Mantine chunk that the home page downloads. */}
      <Group gap="xs" mb="md" role="tablist">
        {tabs.map((tab) => {
          const unread = (counts?.[tab.countKey] ?? 0) > 0;
          return (
            <Indicator key={tab.kind} disabled={!unread} color="red" size={8} offset={4}>
              <Button
                role="tab"
                id={`message-tab-${tab.kind}`}
                aria-selected={kind === tab.kind}
                aria-controls="message-tab-panel"
                data-unread={unread}
                variant={kind === tab.kind ? 'filled' : 'default'}
                onClick={() => setKind(tab.kind)}
              >
                {t(tab.labelKey)}
              </Button>
            </Indicator>
          );
        })}
      </Group>
      <div role="tabpanel" id="message-tab-panel" aria-labelledby={`message-tab-${kind}`}>
        <MessageList key={kind} kind={kind} />
      </div>
    </>
  );
}
