import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Group, Image, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Permission } from '../../gql/graphql';
import { formatDateTime } from '../locale-format/format-date-time';
import { AdminCustomerChatHistoryQuery } from './admin-after-sales-operations';

const PAGE = 10;

/**
 * The buyer's latest chat messages beside their request (all their conversations, newest first), so staff need
 * not search the chat console; answering still happens there.
 */
export function AfterSaleChatHistory({
  customerId,
  customerName,
  permissions,
}: {
  customerId: string;
  customerName: string;
  permissions: readonly Permission[];
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const { data, loading, error, fetchMore } = useQuery(AdminCustomerChatHistoryQuery, {
    variables: { customerId, first: PAGE },
    fetchPolicy: 'network-only',
  });
  const history = data?.customerChatHistory;

  return (
    <Paper withBorder p="sm" data-testid="after-sale-chat">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} size="h6">
            {t('adminAfterSale.chatHistory')}
          </Title>
          {permissions.includes('CHAT_HANDLE') && (
            <Anchor component={Link} to="/admin/chat" target="_blank" size="sm">
              {t('adminAfterSale.openChat')}
            </Anchor>
          )}
        </Group>
        {loading && !history && <Skeleton h={60} />}
        {error && !history && <Alert color="red">{t('adminAfterSale.chatFailed')}</Alert>}
        {history?.edges.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('adminAfterSale.chatEmpty', { name: customerName })}
          </Text>
        )}
        {history?.edges.map(({ node }) => (
          <Stack key={node.id} gap={0} data-testid="after-sale-chat-line">
            <Text size="xs" c="dimmed">
              {node.role === 'SYSTEM' ? t('adminAfterSale.chatSystem') : node.senderName} ·{' '}
              {formatDateTime(node.createdAt, locale)}
            </Text>
            {node.role === 'SYSTEM' ? (
              <Text size="sm" c="dimmed" fs="italic">
                {t(`chat.system.${node.systemEvent ?? 'CLAIMED'}`, { name: node.senderName })}
              </Text>
            ) : node.imageUrl ? (
              <Anchor href={node.imageUrl} target="_blank" rel="noreferrer">
                <Image src={node.imageUrl} alt={t('chat.image')} maw={160} radius="sm" />
              </Anchor>
            ) : (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {node.text}
              </Text>
            )}
          </Stack>
        ))}
        {history?.pageInfo.hasNextPage && (
          <Button
            variant="subtle"
            size="xs"
            onClick={() =>
              void fetchMore({
                variables: { after: history.pageInfo.endCursor },
                updateQuery: (previous, { fetchMoreResult }) => ({
                  customerChatHistory: {
                    ...fetchMoreResult.customerChatHistory,
                    edges: [...previous.customerChatHistory.edges, ...fetchMoreResult.customerChatHistory.edges],
                  },
                }),
              })
            }
          >
            {t('adminAfterSale.chatLoadEarlier')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
