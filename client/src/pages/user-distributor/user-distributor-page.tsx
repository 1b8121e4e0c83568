import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { CommissionTable, ratePercent } from '../../features/distributors/commission-table';
import { DistributorApplyForm } from '../../features/distributors/distributor-apply-form';
import { MyDistributorQuery } from '../../features/distributors/distributor-operations';
import { formatDateTime } from '../../features/locale-format/format-date-time';
import { formatMoneyFen } from '../../features/money/format-money';

const PAGE = 20;
const statusColor = { SUBMITTED: 'yellow', APPROVED: 'teal', REJECTED: 'red' } as const;

/**
 * `/user/distributor`: apply as a distributor, see the application's state, and once approved the rate, the invitees
 * and the commissions their orders earned (pending until the after-sales window has passed, then settled).
 */
export default function UserDistributorPage() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  useDocumentTitle(t('distributors.title'));
  const { data, error, fetchMore, loading } = useQuery(MyDistributorQuery, {
    variables: { first: PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const distributor = data?.myDistributor;
  const commissions = data?.myCommissions;
  const invitees = data?.myDistributorInvitees;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('distributors.title')}
      </Title>
      {error && !data && <Alert color="red">{t('distributors.loadFailed')}</Alert>}
      {!data && !error && <Skeleton h={200} radius="md" aria-busy="true" />}
      {data && !distributor && <DistributorApplyForm again={false} />}
      {distributor && (
        <Paper withBorder p="md" data-testid="distributor-status">
          <Stack gap="xs">
            <Group gap="sm">
              <Text fw={600}>{t('distributors.applicationStatus')}</Text>
              <Badge color={statusColor[distributor.status]} variant="light" data-testid="distributor-status-badge">
                {t(`distributors.statuses.${distributor.status}`)}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {t('distributors.submittedAt', { at: formatDateTime(distributor.submittedAt, locale) })}
            </Text>
            {distributor.status === 'REJECTED' && distributor.rejectReason && (
              <Alert color="red">{t('distributors.rejectedBecause', { reason: distributor.rejectReason })}</Alert>
            )}
            {distributor.status === 'APPROVED' && (
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
                <Text>{t('distributors.yourRate', { rate: ratePercent(distributor.effectiveRateBp) })}</Text>
                <Text data-testid="distributor-pending">
                  {t('distributors.pendingTotal', {
                    amount: formatMoneyFen(BigInt(distributor.totals.pendingFen), locale),
                  })}
                </Text>
                <Text data-testid="distributor-settled">
                  {t('distributors.settledTotal', {
                    amount: formatMoneyFen(BigInt(distributor.totals.settledFen), locale),
                  })}
                </Text>
              </SimpleGrid>
            )}
            {distributor.status === 'APPROVED' && (
              <Group gap="sm">
                <Button component={Link} to="/user/invite" variant="light" size="xs">
                  {t('distributors.inviteMore')}
                </Button>
              </Group>
            )}
          </Stack>
        </Paper>
      )}
      {distributor?.status === 'REJECTED' && <DistributorApplyForm again />}
      {distributor && invitees && (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('distributors.invitees', { count: invitees.totalCount })}
          </Title>
          {invitees.edges.length === 0 ? (
            <Text c="dimmed">{t('distributors.noInvitees')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={420}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('distributors.buyer')}</Table.Th>
                    <Table.Th>{t('distributors.joinedAt')}</Table.Th>
                    <Table.Th ta="right">{t('distributors.orderCount')}</Table.Th>
                    <Table.Th ta="right">{t('distributors.commission')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {invitees.edges.map(({ node }) => (
                    <Table.Tr key={node.id}>
                      <Table.Td>{node.maskedName}</Table.Td>
                      <Table.Td>{formatDateTime(node.joinedAt, locale)}</Table.Td>
                      <Table.Td ta="right">{node.orderCount}</Table.Td>
                      <Table.Td ta="right">{formatMoneyFen(BigInt(node.commissionFen), locale)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
      {distributor && commissions && (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('distributors.commissions', { count: commissions.totalCount })}
          </Title>
          <Text size="sm" c="dimmed">
            {t('distributors.settlementRule')}
          </Text>
          <CommissionTable commissions={commissions.edges.map((edge) => edge.node)} />
          {commissions.pageInfo.hasNextPage && (
            <Button
              variant="default"
              loading={loading}
              style={{ alignSelf: 'center' }}
              onClick={() =>
                void fetchMore({
                  variables: { after: commissions.pageInfo.endCursor },
                  updateQuery: (previous, { fetchMoreResult }) => ({
                    ...fetchMoreResult,
                    myCommissions: {
                      ...fetchMoreResult.myCommissions,
                      edges: [...previous.myCommissions.edges, ...fetchMoreResult.myCommissions.edges],
                    },
                  }),
                })
              }
            >
              {t('distributors.more')}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
