import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ActivityKind } from '../../gql/graphql';
import { useRefetchOnPush } from '../apollo/use-refetch-on-push';
import { formatDateTime } from '../locale-format/format-date-time';
import { ActivityActions } from './activity-actions';
import { ACTIVITY_STATUS_COLORS } from './activity-kinds';
import { StaffActivitiesQuery, StaffActivityChangedSubscription } from './admin-activities-operations';

const PAGE_SIZE = 20;

interface ActivityListProps {
  kind: ActivityKind;
  /** The activity the kind's panel shows (highlighted), and how to choose one; absent for kinds without it. */
  selectedId?: string | null;
  onSelect?: (id: string) => void;
}

/**
 * The activities of one kind, newest first, with their state and the lifecycle buttons. Every state change (a start
 * or end job, another admin's button, an abnormal mark) is pushed and refreshes the list.
 */
export function ActivityList({ kind, selectedId = null, onSelect }: ActivityListProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const { data, loading, error, fetchMore } = useQuery(StaffActivitiesQuery, {
    variables: { kind, first: PAGE_SIZE, after: null },
    fetchPolicy: 'cache-and-network',
  });

  useRefetchOnPush(StaffActivityChangedSubscription, ['StaffActivities']);

  const connection = data?.staffActivities;
  if (!connection) {
    if (error) return <Alert color="red">{t('adminActivities.loadFailed')}</Alert>;
    return loading ? <Skeleton h={120} /> : null;
  }
  if (connection.edges.length === 0) {
    return (
      <Text c="dimmed" data-testid="activity-list-empty">
        {t('adminActivities.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid="activity-list">
      {connection.edges.map(({ node }) => (
        <Paper
          key={node.id}
          withBorder
          radius="md"
          p="sm"
          data-testid="activity-row"
          data-activity-id={node.id}
          bg={node.id === selectedId ? 'var(--mantine-color-blue-light)' : undefined}
        >
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Group gap="xs" wrap="wrap">
                <Text fw={600}>{node.title}</Text>
                <Badge
                  color={ACTIVITY_STATUS_COLORS[node.status] ?? 'gray'}
                  variant="light"
                  data-testid="activity-status"
                >
                  {t(`adminActivities.statuses.${node.status}`)}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {formatDateTime(node.startsAt, locale)} – {formatDateTime(node.endsAt, locale)}
              </Text>
              {node.status === 'ABNORMAL' && node.abnormalReason && (
                <Text size="xs" c="red">
                  {node.abnormalReason}
                </Text>
              )}
            </Stack>
            <Group gap="xs" wrap="wrap">
              <ActivityActions activityId={node.id} actions={node.availableActions} />
              {onSelect && (
                <Button
                  size="compact-sm"
                  variant="default"
                  onClick={() => onSelect(node.id)}
                  data-testid="activity-open"
                >
                  {t('adminActivities.open')}
                </Button>
              )}
            </Group>
          </Group>
        </Paper>
      ))}
      {connection.pageInfo.hasNextPage && (
        <Button
          variant="subtle"
          onClick={() =>
            void fetchMore({
              variables: { after: connection.pageInfo.endCursor },
              updateQuery: (previous, { fetchMoreResult }) => ({
                staffActivities: {
                  ...fetchMoreResult.staffActivities,
                  edges: [...previous.staffActivities.edges, ...fetchMoreResult.staffActivities.edges],
                },
              }),
            })
          }
        >
          {t('adminActivities.more')}
        </Button>
      )}
    </Stack>
  );
}
