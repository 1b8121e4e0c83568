import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getFragmentData } from '../../gql';
import type { ChatConversation_ConversationFragment, ChatMessage_MessageFragment, ChatRole } from '../../gql/graphql';
import { onResync } from '../apollo/resync';
import { currentLocale } from '../../i18n/i18n';
import { getSessionToken } from '../session/session-store';
import { showToast } from '../toast/show-toast';
import {
  ChatConversationFragment,
  ChatEventsSubscription,
  ChatMessageFragment,
  ChatMessagesQuery,
  MarkChatMessagesMutation,
  SendChatMessageMutation,
  SetChatTypingMutation,
} from './chat-operations';

export type ChatLine = ChatMessage_MessageFragment;
export type ChatConversation = ChatConversation_ConversationFragment;

const PAGE_SIZE = 30;
/** The other side's indicator goes out this long after their last keystroke signal. */
const TYPING_SHOWN_MS = 4000;
/** At most one typing signal per this interval while the user keeps typing. */
const TYPING_SIGNAL_MS = 2000;

/** The side whose lines a reader marks; system lines belong to neither. */
export function otherRoleThan(role: ChatRole): ChatRole {
  return role === 'CUSTOMER' ? 'AGENT' : 'CUSTOMER';
}

/**
 * Keeps lines in id order, one per id. Marks only move forward: a copy that arrives late (the send
 * mutation's answer after the pushed read receipt) never takes a mark away.
 */
function mergeLines(current: ChatLine[], incoming: ChatLine[]): ChatLine[] {
  const byId = new Map(current.map((line) => [line.id, line]));
  for (const line of incoming) {
    const known = byId.get(line.id);
    byId.set(line.id, {
      ...line,
      deliveredAt: line.deliveredAt ?? known?.deliveredAt ?? null,
      readAt: line.readAt ?? known?.readAt ?? null,
    });
  }
  return [...byId.values()].sort((left, right) => Number(left.id) - Number(right.id));
}

/** The façade's answer to an image upload (spec §3 envelope). */
interface ImageAnswer {
  code: number;
  msg: string;
  data: { conversationId: string } | null;
}

interface ThreadState {
  conversationId: string | null;
  /** In id order. */
  lines: ChatLine[];
  /** Where the next page of older lines starts; null when there are none. */
  olderCursor: string | null;
}

function emptyThread(conversationId: string | null): ThreadState {
  return { conversationId, lines: [], olderCursor: null };
}

interface ChatThreadOptions {
  conversationId: string | null;
  /** Whose view this is: the reader marks the other side's lines. */
  myRole: ChatRole;
  /** Must keep its identity between renders (a state setter), or the thread resubscribes. */
  onConversationChanged?: (conversation: ChatConversation) => void;
}

/**
 * One conversation as a live thread: its history a page at a time, then every message, mark, typing
 * signal and state change pushed by the server. It is server state, so a reload or another device
 * shows the same thread.
 */
export function useChatThread({ conversationId, myRole, onConversationChanged }: ChatThreadOptions) {
  const client = useApolloClient();
  const [thread, setThread] = useState<ThreadState>(() => emptyThread(conversationId));
  // State of another conversation than the one shown counts as none: a switch starts afresh.
  const { lines, olderCursor } = thread.conversationId === conversationId ? thread : emptyThread(conversationId);
  const [otherTyping, setOtherTyping] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastTypingSignal = useRef(0);

  /** Changes the thread of conversation `id`, starting it empty when the state held another one. */
  const updateThread = useCallback((id: string, change: (state: ThreadState) => Partial<ThreadState>) => {
    setThread((state) => {
      const base = state.conversationId === id ? state : emptyThread(id);
      return { ...base, ...change(base) };
    });
  }, []);

  useEffect(() => {
    if (!conversationId) return undefined;
    let active = true;
    // The newest page; again after a resync, whose merge adds the lines whose pushes were lost meanwhile.
    const loadNewest = (first: boolean) =>
      client
        .query({ query: ChatMessagesQuery, variables: { conversationId, first: PAGE_SIZE }, fetchPolicy: 'no-cache' })
        .then(({ data }) => {
          if (!active || !data) return;
          const page = data.chatMessages;
          updateThread(conversationId, (state) => ({
            lines: mergeLines(
              state.lines,
              page.edges.map((edge) => getFragmentData(ChatMessageFragment, edge.node)),
            ),
            ...(first && { olderCursor: page.pageInfo.hasNextPage ? (page.pageInfo.endCursor ?? null) : null }),
          }));
        })
        .catch(() => undefined);
    void loadNewest(true);
    const stopResync = onResync(() => void loadNewest(false));
    const subscription = client
      .subscribe({ query: ChatEventsSubscription, variables: { conversationId }, fetchPolicy: 'no-cache' })
      .subscribe({
        next: ({ data }) => {
          const event = data?.chatEvents;
          if (!event) return;
          if (event.kind === 'MESSAGE' && event.message) {
            const line = getFragmentData(ChatMessageFragment, event.message);
            updateThread(conversationId, (state) => ({ lines: mergeLines(state.lines, [line]) }));
            if (line.role === otherRoleThan(myRole)) setOtherTyping(false);
          } else if (event.kind === 'TYPING') {
            setOtherTyping(true);
            clearTimeout(typingTimer.current);
            typingTimer.current = setTimeout(() => setOtherTyping(false), TYPING_SHOWN_MS);
          } else if (event.kind === 'RECEIPT' && event.receipt) {
            const { readerRole, upToMessageId, deliveredAt, readAt } = event.receipt;
            updateThread(conversationId, (state) => ({
              lines: state.lines.map((line) =>
                line.role === otherRoleThan(readerRole) && Number(line.id) <= Number(upToMessageId)
                  ? { ...line, deliveredAt: line.deliveredAt ?? deliveredAt, readAt: line.readAt ?? readAt ?? null }
                  : line,
              ),
            }));
          } else if (event.kind === 'STATE' && event.conversation) {
            onConversationChanged?.(getFragmentData(ChatConversationFragment, event.conversation));
          }
        },
      });
    return () => {
      active = false;
      stopResync();
      subscription.unsubscribe();
      clearTimeout(typingTimer.current);
    };
  }, [client, conversationId, myRole, onConversationChanged, updateThread]);

  // Marks the other side's lines read while the page is visible (delivered while it is hidden).
  const lastTheirs = lines.findLast((line) => line.role === otherRoleThan(myRole));
  const needsMark = lastTheirs && (!lastTheirs.readAt || !lastTheirs.deliveredAt) ? lastTheirs.id : null;
  useEffect(() => {
    if (!conversationId || !needsMark) return undefined;
    const mark = () =>
      client
        .mutate({
          mutation: MarkChatMessagesMutation,
          variables: {
            input: { conversationId, upToMessageId: needsMark, read: document.visibilityState === 'visible' },
          },
        })
        .catch(() => undefined);
    void mark();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void mark();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [client, conversationId, needsMark]);

  const loadOlder = useCallback(async () => {
    if (!conversationId || !olderCursor) return;
    const { data } = await client.query({
      query: ChatMessagesQuery,
      variables: { conversationId, first: PAGE_SIZE, after: olderCursor },
      fetchPolicy: 'no-cache',
    });
    if (!data) return;
    updateThread(conversationId, (state) => ({
      lines: mergeLines(
        state.lines,
        data.chatMessages.edges.map((edge) => getFragmentData(ChatMessageFragment, edge.node)),
      ),
      olderCursor: data.chatMessages.pageInfo.hasNextPage ? (data.chatMessages.pageInfo.endCursor ?? null) : null,
    }));
  }, [client, conversationId, olderCursor, updateThread]);

  /** Sends a text into `target` (the thread's conversation unless given); answers the stored line. */
  const sendText = useCallback(
    async (text: string, target = conversationId): Promise<ChatLine | null> => {
      if (!target) return null;
      const result = await client
        .mutate({ mutation: SendChatMessageMutation, variables: { input: { conversationId: target, text } } })
        .catch(() => null);
      const payload = result?.data?.sendChatMessage;
      if (!payload) return null;
      for (const error of payload.userErrors) showToast(error.message);
      if (!payload.message) return null;
      const line = getFragmentData(ChatMessageFragment, payload.message);
      updateThread(line.conversationId, (state) => ({ lines: mergeLines(state.lines, [line]) }));
      return line;
    },
    [client, conversationId, updateThread],
  );

  /**
   * Sends an image through the upload route (the server checks its content and size); answers the
   * conversation it landed in. The pushed MESSAGE event brings the line itself.
   */
  const sendImage = useCallback(
    async (file: File, target = conversationId): Promise<string | null> => {
      if (!target) return null;
      const form = new FormData();
      form.append('conversationId', target);
      form.append('file', file);
      const response = await fetch('/api/chat/image', {
        method: 'POST',
        body: form,
        headers: { 'user-token': getSessionToken(), lang: currentLocale() },
      }).catch(() => null);
      const answer = (await response?.json().catch(() => null)) as ImageAnswer | null;
      if (!answer || answer.code !== 1 || !answer.data) {
        if (answer) showToast(answer.msg);
        return null;
      }
      return answer.data.conversationId;
    },
    [conversationId],
  );

  const signalTyping = useCallback(() => {
    if (!conversationId || Date.now() - lastTypingSignal.current < TYPING_SIGNAL_MS) return;
    lastTypingSignal.current = Date.now();
    void client
      .mutate({ mutation: SetChatTypingMutation, variables: { input: { conversationId } } })
      .catch(() => undefined);
  }, [client, conversationId]);

  return { lines, hasOlder: olderCursor !== null, loadOlder, otherTyping, sendText, sendImage, signalTyping };
}
