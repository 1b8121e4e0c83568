import { useApolloClient } from '@apollo/client/react';
import { CloseButton, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData } from '../../gql';
import { showToast } from '../toast/show-toast';
import { chatWindow, type ChatContext } from './chat-launcher-store';
import { ChatConversationFragment, MyChatConversationQuery, OpenChatConversationMutation } from './chat-operations';
import { ChatThreadView } from './chat-thread-view';
import classes from './chat.module.css';
import { useChatThread, type ChatConversation } from './use-chat-thread';

/**
 * The customer's chat with support: the latest conversation resumes (it is server state); opened from a
 * product page the conversation takes that product as its context. Writing after it was closed starts
 * a new one.
 */
export default function ChatWindow({ context }: { context: ChatContext | null }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [conversation, setConversation] = useState<ChatConversation | null>(null);
  const [ready, setReady] = useState(false);

  const openConversation = useCallback(
    async (withContext: ChatContext | null): Promise<ChatConversation | null> => {
      const result = await client
        .mutate({ mutation: OpenChatConversationMutation, variables: { input: withContext ?? {} } })
        .catch(() => null);
      const payload = result?.data?.openChatConversation;
      for (const error of payload?.userErrors ?? []) showToast(error.message);
      return payload?.conversation ? getFragmentData(ChatConversationFragment, payload.conversation) : null;
    },
    [client],
  );

  useEffect(() => {
    let active = true;
    const load = context
      ? openConversation(context)
      : client
          .query({ query: MyChatConversationQuery, fetchPolicy: 'network-only' })
          .then(({ data }) =>
            data?.myChatConversation ? getFragmentData(ChatConversationFragment, data.myChatConversation) : null,
          )
          .catch(() => null);
    void load.then((loaded) => {
      if (!active) return;
      setConversation(loaded);
      setReady(true);
    });
    return () => {
      active = false;
    };
  }, [client, context, openConversation]);

  const thread = useChatThread({
    conversationId: conversation?.id ?? null,
    myRole: 'CUSTOMER',
    onConversationChanged: setConversation,
  });

  /** The conversation to write into: the current one, or a new one when there is none yet. */
  async function target(): Promise<string | null> {
    if (conversation) return conversation.id;
    const opened = await openConversation(context);
    setConversation(opened);
    return opened?.id ?? null;
  }

  /** A message written after the conversation closed lands in a new one; follow it there. */
  async function follow(conversationId: string | null) {
    if (!conversationId || conversationId === conversation?.id) return;
    const { data } = await client.query({ query: MyChatConversationQuery, fetchPolicy: 'network-only' });
    if (data?.myChatConversation) setConversation(getFragmentData(ChatConversationFragment, data.myChatConversation));
  }

  const status = !conversation
    ? t('chat.statusNew')
    : conversation.state === 'ACTIVE'
      ? t('chat.statusActive', { name: conversation.agentName ?? '' })
      : conversation.state === 'WAITING'
        ? t('chat.statusWaiting')
        : t('chat.statusClosed');

  return (
    <section className={classes.window} aria-label={t('chat.title')} data-testid="chat-window">
      <header className={classes.windowHeader}>
        <div>
          <Text fw={700}>{t('chat.title')}</Text>
          <Text size="xs" c="dimmed" data-testid="chat-status">
            {status}
          </Text>
        </div>
        <CloseButton aria-label={t('chat.close')} onClick={chatWindow.close} />
      </header>
      {ready && (
        <ChatThreadView
          lines={thread.lines}
          myRole="CUSTOMER"
          hasOlder={thread.hasOlder}
          onLoadOlder={() => void thread.loadOlder()}
          otherTyping={thread.otherTyping}
          onTyping={thread.signalTyping}
          onSendText={async (text) => {
            const line = await thread.sendText(text, (await target()) ?? undefined);
            await follow(line?.conversationId ?? null);
            return line !== null;
          }}
          onSendImage={async (file) => {
            await follow(await thread.sendImage(file, (await target()) ?? undefined));
          }}
        />
      )}
    </section>
  );
}
