import { useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../locale-format/format-date-time';
import { SentBroadcastsQuery } from './admin-broadcasts-operations';

const PAGE = 20;

/** Broadcasts sent so far, newest first: to whom, how many got it, who sent it and whether it is delivered yet. */
export function SentBroadcasts() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const { data, loading, fetchMore } = useQuery(SentBroadcastsQuery, {
    variables: { first: PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.broadcasts;
  return (
    <Stack gap="xs" data-testid="sent-broadcasts">
      <Title order={2} size="h4">
        {t('adminBroadcasts.sentTitle', { count: list?.totalCount ?? 0 })}
      </Title>
      {list && list.edges.length === 0 && <Text c="dimmed">{t('adminBroadcasts.none')}</Text>}
      {list?.edges.map(({ node }) => (
        <Paper key={node.id} withBorder p="sm" data-testid="sent-broadcast">
          <Stack gap={4}>
            <Group justify="space-between" gap="xs">
              <Text fw={600}>{node.title}</Text>
              <Badge color={node.deliveredAt ? 'teal' : 'blue'} variant="light">
                {node.deliveredAt ? t('adminBroadcasts.delivered') : t('adminBroadcasts.delivering')}
              </Badge>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {node.body}
            </Text>
            <Text size="xs" c="dimmed">
              {[
                node.audience === 'ORDERED_WITHIN'
                  ? t('adminBroadcasts.orderedWithin', { count: node.orderedWithinDays ?? 0 })
                  : t(`adminBroadcasts.audiences.${node.audience}`),
                t('adminBroadcasts.recipients', { count: node.recipientCount }),
                node.senderName,
                formatDateTime(node.createdAt as string, locale),
              ].join(' · ')}
            </Text>
          </Stack>
        </Paper>
      ))}
      {list?.pageInfo.hasNextPage && (
        <Button
          variant="default"
          loading={loading}
          style={{ alignSelf: 'center' }}
          onClick={() =>
            void fetchMore({
              variables: { after: list.pageInfo.endCursor },
              updateQuery: (previous, { fetchMoreResult }) => ({
                broadcasts: {
                  ...fetchMoreResult.broadcasts,
                  edges: [...previous.broadcasts.edges, ...fetchMoreResult.broadcasts.edges],
                },
              }),
            })
          }
        >
          {t('adminBroadcasts.more')}
        </Button>
      )}
    </Stack>
  );
}
