import { useApolloClient, useQuery } from '@apollo/client/react';
import { Anchor, Badge, Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getFragmentData } from '../../gql';
import { CustomerRecentOrders } from '../admin-orders/customer-recent-orders';
import { showToast } from '../toast/show-toast';
import {
  ChatConversationFragment,
  ChatQueueChangedSubscription,
  ChatQueueQuery,
  ClaimChatConversationMutation,
  CloseChatConversationMutation,
  TransferChatConversationMutation,
} from './chat-operations';
import { ChatThreadView } from './chat-thread-view';
import classes from './chat.module.css';
import { CustomerAfterSales } from './customer-after-sales';
import { CustomerCart } from './customer-cart';
import { useChatThread, type ChatConversation } from './use-chat-thread';

function ConversationEntry({
  conversation,
  selected,
  action,
}: {
  conversation: ChatConversation;
  selected?: boolean;
  action: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      p="xs"
      // A tint of the primary colour keeps the scheme's text colour readable on it, in dark and light alike.
      bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
      aria-current={selected || undefined}
      data-testid="chat-queue-entry"
    >
      <div>
        <Text size="sm" fw={600}>
          {conversation.customerName}
        </Text>
        <Text size="xs" c="dimmed">
          {conversation.contextProductMpn ?? t('chat.console.noContext')}
        </Text>
      </div>
      {action}
    </Group>
  );
}

/** What the agent sees beside the chat: who the customer is and what page they came from. */
function CustomerSummary({ conversation }: { conversation: ChatConversation }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Stack gap="xs" p="sm" data-testid="chat-customer">
      <Title order={2} size="h5">
        {t('chat.console.customer')}
      </Title>
      <Text fw={600}>{conversation.customerName}</Text>
      {conversation.customerVip === 1 && <Badge color="yellow">{t('chat.console.vip')}</Badge>}
      <Text size="sm" c="dimmed">
        {t('chat.console.memberSince', {
          date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(conversation.customerSince)),
        })}
      </Text>
      <Title order={3} size="h6">
        {t('chat.console.context')}
      </Title>
      {conversation.contextProductId ? (
        <Anchor component={Link} to={`/goods/${conversation.contextProductId}`} target="_blank">
          {conversation.contextProductMpn}
        </Anchor>
      ) : conversation.contextOrderId ? (
        <Anchor component={Link} to={`/user/order/details?id=${conversation.contextOrderId}`} target="_blank">
          {t('chat.console.order', { id: conversation.contextOrderId })}
        </Anchor>
      ) : (
        <Text size="sm" c="dimmed">
          {t('chat.console.noContext')}
        </Text>
      )}
      <CustomerRecentOrders customerId={conversation.customerId} />
      <CustomerAfterSales customerId={conversation.customerId} />
      <CustomerCart customerId={conversation.customerId} />
    </Stack>
  );
}

function AgentThread({ conversation, onChanged }: { conversation: ChatConversation; onChanged: () => void }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [current, setCurrent] = useState(conversation);
  const thread = useChatThread({ conversationId: conversation.id, myRole: 'AGENT', onConversationChanged: setCurrent });

  async function transfer() {
    const result = await client
      .mutate({ mutation: TransferChatConversationMutation, variables: { input: { conversationId: conversation.id } } })
      .catch(() => null);
    for (const error of result?.data?.transferChatConversation.userErrors ?? []) showToast(error.message);
    onChanged();
  }

  async function close() {
    const result = await client
      .mutate({ mutation: CloseChatConversationMutation, variables: { input: { conversationId: conversation.id } } })
      .catch(() => null);
    for (const error of result?.data?.closeChatConversation.userErrors ?? []) showToast(error.message);
    onChanged();
  }

  return (
    <>
      <Group justify="space-between" p="xs" className={classes.windowHeader}>
        <Text fw={700}>{current.customerName}</Text>
        {current.state === 'ACTIVE' ? (
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => void transfer()}>
              {t('chat.console.transfer')}
            </Button>
            <Button size="xs" color="gray" onClick={() => void close()}>
              {t('chat.console.close')}
            </Button>
          </Group>
        ) : (
          <Badge color="gray">{t('chat.statusClosed')}</Badge>
        )}
      </Group>
      <ChatThreadView
        lines={thread.lines}
        myRole="AGENT"
        hasOlder={thread.hasOlder}
        onLoadOlder={() => void thread.loadOlder()}
        otherTyping={thread.otherTyping}
        onTyping={thread.signalTyping}
        canWrite={current.state === 'ACTIVE'}
        onSendText={async (text) => (await thread.sendText(text)) !== null}
        onSendImage={async (file) => {
          await thread.sendImage(file);
        }}
      />
    </>
  );
}

/**
 * The support console: the live queue of waiting conversations, the agent's own, the selected chat and
 * the customer beside it. Claiming is decided by the server, so two agents never get the same one.
 */
export function StaffConsole() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const { data, refetch } = useQuery(ChatQueueQuery, { fetchPolicy: 'network-only' });
  const [selectedId, setSelectedId] = useState<string | null>(null);

  useEffect(() => {
    const subscription = client
      .subscribe({ query: ChatQueueChangedSubscription, fetchPolicy: 'no-cache' })
      .subscribe({ next: () => void refetch() });
    return () => subscription.unsubscribe();
  }, [client, refetch]);

  const waiting = (data?.chatQueue ?? []).map((entry) => getFragmentData(ChatConversationFragment, entry));
  const mine = (data?.myChatAssignments ?? []).map((entry) => getFragmentData(ChatConversationFragment, entry));
  const selected = mine.find((conversation) => conversation.id === selectedId) ?? null;

  async function claim(conversationId: string) {
    const result = await client
      .mutate({ mutation: ClaimChatConversationMutation, variables: { input: { conversationId } } })
      .catch(() => null);
    const payload = result?.data?.claimChatConversation;
    for (const error of payload?.userErrors ?? []) showToast(error.message);
    await refetch();
    if (payload?.conversation) setSelectedId(getFragmentData(ChatConversationFragment, payload.conversation).id);
  }

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('chat.console.title')}
      </Title>
      <div className={classes.console}>
        <div className={classes.panel}>
          <Text fw={700} p="xs">
            {t('chat.console.waiting', { count: waiting.length })}
          </Text>
          <div data-testid="chat-queue">
            {waiting.map((conversation) => (
              <ConversationEntry
                key={conversation.id}
                conversation={conversation}
                action={
                  <Button size="xs" onClick={() => void claim(conversation.id)}>
                    {t('chat.console.claim')}
                  </Button>
                }
              />
            ))}
          </div>
          <Text fw={700} p="xs">
            {t('chat.console.mine')}
          </Text>
          {mine.map((conversation) => (
            <ConversationEntry
              key={conversation.id}
              conversation={conversation}
              selected={conversation.id === selectedId}
              action={
                <Button size="xs" variant="default" onClick={() => setSelectedId(conversation.id)}>
                  {t('chat.console.openChat')}
                </Button>
              }
            />
          ))}
        </div>
        <div className={classes.consoleThread}>
          {selected ? (
            <AgentThread key={selected.id} conversation={selected} onChanged={() => void refetch()} />
          ) : (
            <Center h="100%" p="lg">
              <Text c="dimmed">{t('chat.console.pick')}</Text>
            </Center>
          )}
        </div>
        <div className={classes.panel}>{selected && <CustomerSummary conversation={selected} />}</div>
      </div>
    </Stack>
  );
}
