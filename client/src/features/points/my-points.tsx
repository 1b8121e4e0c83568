import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../locale-format/format-date';
import { formatDateTime } from '../locale-format/format-date-time';
import { MyPointsQuery } from './points-operations';
import { PointsRulesPanel } from './points-rules-panel';

/** `/user/points`: the balance, what expires next, every entry of the ledger (newest first) and the rules. */
export function MyPoints() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  const { data, loading, error, fetchMore } = useQuery(MyPointsQuery, { fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <Skeleton h={240} radius="md" />;
  if (!data) return <Alert color="red">{error?.message}</Alert>;
  const { myPoints: summary, myPointsEntries: entries } = data;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('points.title')}
      </Title>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" wrap="wrap" align="flex-end">
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('points.balance')}
            </Text>
            <Text fz={32} fw={800} c="orange" lh={1.1} data-testid="points-balance">
              {number(summary.balance)}
            </Text>
          </Stack>
          <Text size="sm" c="dimmed" data-testid="points-expiring">
            {summary.expiringPoints > 0 && summary.expiringAt
              ? t('points.expiring', {
                  points: number(summary.expiringPoints),
                  date: formatDate(summary.expiringAt as string, locale),
                })
              : t('points.nothingExpiring')}
          </Text>
        </Group>
      </Paper>

      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="xs">
          {t('points.entries')}
        </Title>
        {entries.edges.length === 0 ? (
          <Text c="dimmed">{t('points.noEntries')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="xs" data-testid="points-entries">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('points.columns.at')}</Table.Th>
                  <Table.Th>{t('points.columns.description')}</Table.Th>
                  <Table.Th ta="right">{t('points.columns.points')}</Table.Th>
                  <Table.Th ta="right">{t('points.columns.balanceAfter')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.edges.map(({ node: entry }) => (
                  <Table.Tr key={entry.id} data-testid="points-entry" data-kind={entry.kind}>
                    <Table.Td>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(entry.at as string, locale)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{entry.description}</Text>
                      {entry.orderId && entry.orderNumber && (
                        <Anchor component={Link} to={`/user/order/details?id=${entry.orderId}`} size="xs">
                          {t('orders.number', { number: entry.orderNumber })}
                        </Anchor>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">
                      <Text
                        size="sm"
                        ff="monospace"
                        c={entry.points >= 0 ? 'teal' : 'red'}
                        data-testid="points-entry-points"
                      >
                        {entry.points > 0 ? '+' : ''}
                        {number(entry.points)}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Text size="sm" ff="monospace">
                        {number(entry.balanceAfter)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {entries.pageInfo.hasNextPage && (
          <Group justify="center" mt="sm">
            <Button
              variant="default"
              onClick={() =>
                void fetchMore({
                  variables: { after: entries.pageInfo.endCursor },
                  updateQuery: (previous, { fetchMoreResult }) => ({
                    ...fetchMoreResult,
                    myPointsEntries: {
                      ...fetchMoreResult.myPointsEntries,
                      edges: [...previous.myPointsEntries.edges, ...fetchMoreResult.myPointsEntries.edges],
                    },
                  }),
                })
              }
            >
              {t('points.more')}
            </Button>
          </Group>
        )}
      </Paper>

      <PointsRulesPanel rules={data.pointsRules} />
    </Stack>
  );
}
