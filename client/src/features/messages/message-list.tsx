import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { MessageKind } from '../../gql/graphql';
import { showToast } from '../toast/show-toast';
import { MessageItem } from './message-item';
import { UnreadMessageCountsQuery } from './unread-message-counts';

const PAGE_SIZE = 20;

export const MessageListQuery = graphql(`
  query MessageList($kind: MessageKind!, $first: Int!, $after: String) {
    myMessages(filter: { kind: $kind }, first: $first, after: $after) {
      edges {
        node {
          id
          ...MessageItem_message
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const DeleteMessageMutation = graphql(`
  mutation DeleteMessage($input: DeleteMessageInput!) {
    deleteMessage(input: $input) {
      deletedMessageId
      userErrors {
        code
        message
      }
    }
  }
`);

interface MessagePageProps {
  kind: MessageKind;
  after: string | null;
  isLast: boolean;
  onMore: (cursor: string) => void;
  openedId: string | null;
  onToggle: (id: string) => void;
  onDelete: (id: string) => void;
}

/** One page of a tab; the last loaded page offers the next one. */
function MessagePage({ kind, after, isLast, onMore, openedId, onToggle, onDelete }: MessagePageProps) {
  const { t } = useTranslation();
  const { data } = useQuery(MessageListQuery, {
    variables: { kind, first: PAGE_SIZE, after },
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.myMessages;
  if (!connection) return <Skeleton h={120} aria-busy="true" />;
  if (after === null && connection.edges.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('messages.empty')}
      </Text>
    );
  }
  const { hasNextPage, endCursor } = connection.pageInfo;
  return (
    <>
      {connection.edges.map(({ node }) => (
        <MessageItem
          key={node.id}
          message={node}
          opened={openedId === node.id}
          onToggle={() => onToggle(node.id)}
          onDelete={onDelete}
        />
      ))}
      {isLast && hasNextPage && endCursor && (
        <Button variant="default" onClick={() => onMore(endCursor)}>
          {t('messages.loadMore')}
        </Button>
      )}
    </>
  );
}

/** The messages of one kind, newest first, a page at a time. */
export function MessageList({ kind }: { kind: MessageKind }) {
  const { t } = useTranslation();
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [openedId, setOpenedId] = useState<string | null>(null);
  const [deleteMessage] = useMutation(DeleteMessageMutation, {
    refetchQueries: [MessageListQuery, UnreadMessageCountsQuery],
  });

  async function remove(id: string): Promise<void> {
    const result = await deleteMessage({ variables: { input: { id } } }).catch(() => undefined);
    const payload = result?.data?.deleteMessage;
    if (!payload) return;
    for (const { message } of payload.userErrors) showToast(message, 'error');
    if (payload.deletedMessageId) showToast(t('messages.deleted'), 'success');
  }

  return (
    <Stack gap="xs">
      {cursors.map((after, index) => (
        <MessagePage
          key={after ?? 'first'}
          kind={kind}
          after={after}
          isLast={index === cursors.length - 1}
          onMore={(cursor) => setCursors([...cursors, cursor])}
          openedId={openedId}
          onToggle={(id) => setOpenedId(openedId === id ? null : id)}
          onDelete={(id) => void remove(id)}
        />
      ))}
    </Stack>
  );
}
