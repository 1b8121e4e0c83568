import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { formatDateTime } from '../locale-format/format-date-time';
import { reportOutcome } from '../staff/report-outcome';
import { signedWholeNumber } from './template-form-values';

const AdminUserPointsQuery = graphql(`
  query AdminUserPoints($userId: ID!) {
    staffUserPoints(userId: $userId) {
      balance
      expiringPoints
      expiringAt
    }
    staffUserPointsEntries(userId: $userId, first: 20) {
      edges {
        node {
          id
          points
          description
          orderNumber
          at
          balanceAfter
        }
      }
    }
    staffMembership(userId: $userId) {
      active
      validUntil
      growth
      level {
        code
        name
      }
    }
  }
`);

const AdminAdjustPointsMutation = graphql(`
  mutation AdminAdjustPoints($input: AdjustPointsInput!) {
    adjustPoints(input: $input) {
      balance
      userErrors {
        code
        message
        field
      }
    }
  }
`);

/**
 * One user's points and membership, looked up by user id (promotion.view), with a manual adjustment for staff who
 * manage points: a credit or a debit with the reason the user reads in their points history.
 */
export function UserPointsPanel({ manage }: { manage: boolean }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [userId, setUserId] = useState<string | null>(null);

  return (
    <Paper withBorder p="md" data-testid="user-points">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('adminPromotions.points.userTitle')}
        </Title>
        <Group
          align="flex-end"
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            setUserId(text.trim() || null);
          }}
        >
          <TextInput
            label={t('adminPromotions.points.userId')}
            value={text}
            maxLength={20}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <Button type="submit" variant="default" disabled={!text.trim()}>
            {t('adminPromotions.points.lookUp')}
          </Button>
        </Group>
        {userId && <UserPoints key={userId} userId={userId} manage={manage} />}
      </Stack>
    </Paper>
  );
}

function UserPoints({ userId, manage }: { userId: string; manage: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const { data, error } = useQuery(AdminUserPointsQuery, { variables: { userId }, fetchPolicy: 'network-only' });
  if (error) {
    return (
      <Text c="red" size="sm">
        {t('adminPromotions.points.userNotFound')}
      </Text>
    );
  }
  if (!data) return null;
  const { staffUserPoints: points, staffMembership: membership } = data;

  return (
    <Stack gap="sm">
      <Group gap="lg">
        <Text data-testid="user-points-balance">{t('adminPromotions.points.balance', { count: points.balance })}</Text>
        {points.expiringPoints > 0 && points.expiringAt && (
          <Text size="sm" c="dimmed">
            {t('adminPromotions.points.expiring', {
              count: points.expiringPoints,
              at: formatDateTime(points.expiringAt, locale),
            })}
          </Text>
        )}
        <Badge variant="light" color={membership.active ? 'yellow' : 'gray'}>
          {membership.active && membership.validUntil
            ? t('adminPromotions.points.memberUntil', { date: formatDateTime(membership.validUntil, locale) })
            : t('adminPromotions.points.notMember')}
        </Badge>
        <Text size="sm" c="dimmed">
          {t('adminPromotions.points.level', { level: membership.level.name, growth: membership.growth })}
        </Text>
      </Group>
      {manage && <AdjustPoints userId={userId} />}
      <Table>
        <Table.Tbody>
          {data.staffUserPointsEntries.edges.map(({ node }) => (
            <Table.Tr key={node.id}>
              <Table.Td>{formatDateTime(node.at, locale)}</Table.Td>
              <Table.Td>
                {node.description}
                {node.orderNumber && ` · ${node.orderNumber}`}
              </Table.Td>
              <Table.Td ta="right" c={node.points < 0 ? 'red' : 'green'}>
                {node.points > 0 ? `+${node.points}` : node.points}
              </Table.Td>
              <Table.Td ta="right" c="dimmed">
                {node.balanceAfter}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function AdjustPoints({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  const [adjust, adjusting] = useMutation(AdminAdjustPointsMutation, {
    refetchQueries: ['AdminUserPoints'],
    awaitRefetchQueries: true,
  });
  const amount = signedWholeNumber(points);

  return (
    <Group align="flex-start" gap="xs" data-testid="points-adjust">
      <SimpleGrid cols={{ base: 1, sm: 2 }} style={{ flex: 1 }}>
        <TextInput
          label={t('adminPromotions.points.amount')}
          description={t('adminPromotions.points.amountHint')}
          value={points}
          error={points.trim() && amount === null ? t('adminPromotions.form.notWhole') : undefined}
          onChange={(event) => setPoints(event.currentTarget.value)}
        />
        <TextInput
          label={t('adminPromotions.points.reason')}
          value={reason}
          maxLength={200}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
      </SimpleGrid>
      <Button
        mt={24}
        loading={adjusting.loading}
        disabled={!amount || !reason.trim()}
        onClick={async () => {
          const input = { userId, points: amount ?? 0, reason: reason.trim() };
          const result = await adjust({ variables: { input } }).catch(() => null);
          if (reportOutcome(result?.data?.adjustPoints.userErrors, t('adminPromotions.points.adjusted'))) {
            setPoints('');
            setReason('');
          }
        }}
      >
        {t('adminPromotions.points.adjust')}
      </Button>
    </Group>
  );
}
