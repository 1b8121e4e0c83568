import { useMutation, useQuery } from '@apollo/client/react';
import {
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DistributorStatus, Permission } from '../../gql/graphql';
import { formatMoneyFen } from '../money/format-money';
import { reportOutcome } from '../staff/report-outcome';
import { CommissionTable, ratePercent } from './commission-table';
import {
  ApproveDistributorMutation,
  RejectDistributorMutation,
  SetCommissionDefaultRateMutation,
  SetDistributorRateMutation,
  StaffCommissionsQuery,
  StaffDistributorsQuery,
} from './distributor-operations';

const PAGE = 20;
const MAX_RATE_BP = 5000;
const statusColor = { SUBMITTED: 'yellow', APPROVED: 'teal', REJECTED: 'red' } as const;
type Filter = DistributorStatus | 'ALL';

/** The default commission rate, changed by staff with commission.manage. */
function DefaultRate({ rateBp, canManage }: { rateBp: number; canManage: boolean }) {
  const { t } = useTranslation();
  const [value, setValue] = useState<number | string>(rateBp);
  const [save, saving] = useMutation(SetCommissionDefaultRateMutation, { refetchQueries: ['StaffDistributors'] });
  return (
    <Paper withBorder p="md">
      <Group align="flex-end" gap="sm">
        <NumberInput
          label={t('distributors.defaultRate')}
          description={t('distributors.rateHint', { rate: ratePercent(rateBp) })}
          value={value}
          min={0}
          max={MAX_RATE_BP}
          allowDecimal={false}
          disabled={!canManage}
          onChange={setValue}
          data-testid="default-rate"
        />
        {canManage && (
          <Button
            loading={saving.loading}
            disabled={typeof value !== 'number'}
            onClick={async () => {
              const result = await save({ variables: { input: { defaultRateBp: Number(value) } } }).catch(() => null);
              reportOutcome(result?.data?.setCommissionDefaultRate.userErrors, t('distributors.saved'));
            }}
          >
            {t('distributors.save')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

interface Row {
  id: string;
  userName: string;
  status: DistributorStatus;
  realName: string;
  phone: string;
  channel: string;
  rateBp?: number | null;
  effectiveRateBp: number;
  rejectReason?: string | null;
  totals: { pendingFen: number; settledFen: number };
}

/** One application or distributor: decide it (distributor.review), set its own rate (commission.manage). */
function DistributorCard({ row, permissions }: { row: Row; permissions: readonly Permission[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const [reason, setReason] = useState('');
  const [rate, setRate] = useState<number | string>(row.rateBp ?? '');
  const [open, setOpen] = useState(false);
  const refetch = { refetchQueries: ['StaffDistributors'], awaitRefetchQueries: true };
  const [approve, approving] = useMutation(ApproveDistributorMutation, refetch);
  const [reject, rejecting] = useMutation(RejectDistributorMutation, refetch);
  const [setOwnRate, settingRate] = useMutation(SetDistributorRateMutation, refetch);
  const commissions = useQuery(StaffCommissionsQuery, {
    variables: { distributorId: row.id, first: 50 },
    skip: !open,
    fetchPolicy: 'cache-and-network',
  });
  const canReview = permissions.includes('DISTRIBUTOR_REVIEW');
  const canManage = permissions.includes('COMMISSION_MANAGE');
  return (
    <Paper withBorder p="md" data-testid="distributor-card">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Group gap="sm">
            <Text fw={600}>{row.realName}</Text>
            <Text c="dimmed" size="sm">
              {row.userName} · {row.phone}
            </Text>
          </Group>
          <Badge color={statusColor[row.status]} variant="light">
            {t(`distributors.statuses.${row.status}`)}
          </Badge>
        </Group>
        {row.channel && <Text size="sm">{row.channel}</Text>}
        {row.rejectReason && (
          <Text size="sm" c="red">
            {t('distributors.rejectedBecause', { reason: row.rejectReason })}
          </Text>
        )}
        <Text size="sm">
          {t('distributors.rateNow', { rate: ratePercent(row.effectiveRateBp) })} ·{' '}
          {t('distributors.pendingTotal', { amount: formatMoneyFen(BigInt(row.totals.pendingFen), locale) })} ·{' '}
          {t('distributors.settledTotal', { amount: formatMoneyFen(BigInt(row.totals.settledFen), locale) })}
        </Text>
        {canReview && row.status === 'SUBMITTED' && (
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Button
              color="teal"
              loading={approving.loading}
              data-testid="approve-distributor"
              onClick={async () => {
                const result = await approve({ variables: { input: { id: row.id } } }).catch(() => null);
                reportOutcome(result?.data?.approveDistributor.userErrors, t('distributors.approved'));
              }}
            >
              {t('distributors.approve')}
            </Button>
            <TextInput
              placeholder={t('distributors.rejectReason')}
              aria-label={t('distributors.rejectReason')}
              value={reason}
              maxLength={200}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
            <Button
              color="red"
              variant="light"
              loading={rejecting.loading}
              disabled={!reason.trim()}
              onClick={async () => {
                const result = await reject({ variables: { input: { id: row.id, reason: reason.trim() } } }).catch(
                  () => null,
                );
                reportOutcome(result?.data?.rejectDistributor.userErrors, t('distributors.rejected'));
              }}
            >
              {t('distributors.reject')}
            </Button>
          </Group>
        )}
        {canManage && row.status === 'APPROVED' && (
          <Group align="flex-end" gap="sm">
            <NumberInput
              label={t('distributors.ownRate')}
              description={t('distributors.ownRateHint')}
              value={rate}
              min={0}
              max={MAX_RATE_BP}
              allowDecimal={false}
              onChange={setRate}
            />
            <Button
              variant="light"
              loading={settingRate.loading}
              onClick={async () => {
                const rateBp = typeof rate === 'number' ? rate : null;
                const result = await setOwnRate({ variables: { input: { id: row.id, rateBp } } }).catch(() => null);
                reportOutcome(result?.data?.setDistributorRate.userErrors, t('distributors.saved'));
              }}
            >
              {t('distributors.save')}
            </Button>
          </Group>
        )}
        <Button variant="subtle" size="xs" style={{ alignSelf: 'flex-start' }} onClick={() => setOpen(!open)}>
          {t(open ? 'distributors.hideCommissions' : 'distributors.showCommissions')}
        </Button>
        {open && commissions.data && (
          <CommissionTable commissions={commissions.data.staffCommissions.edges.map((edge) => edge.node)} />
        )}
      </Stack>
    </Paper>
  );
}

/** `/admin/distributors`: applications to decide, distributors with their rates and commissions, the default rate. */
export function DistributorsConsole({ permissions }: { permissions: readonly Permission[] }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('SUBMITTED');
  const { data, fetchMore, loading } = useQuery(StaffDistributorsQuery, {
    variables: { status: filter === 'ALL' ? null : filter, first: PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.staffDistributors;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('staff.consoles.distributors.title')}
      </Title>
      {data && (
        <DefaultRate
          key={data.commissionSettings.defaultRateBp}
          rateBp={data.commissionSettings.defaultRateBp}
          canManage={permissions.includes('COMMISSION_MANAGE')}
        />
      )}
      <SegmentedControl
        value={filter}
        onChange={(value) => setFilter(value as Filter)}
        data={(['SUBMITTED', 'APPROVED', 'REJECTED', 'ALL'] as const).map((value) => ({
          value,
          label: value === 'ALL' ? t('distributors.all') : t(`distributors.statuses.${value}`),
        }))}
        style={{ alignSelf: 'flex-start' }}
      />
      {list && (
        <Text c="dimmed" size="sm">
          {t('distributors.found', { count: list.totalCount })}
        </Text>
      )}
      {list?.edges.map(({ node }) => (
        <DistributorCard key={`${node.id}-${node.status}-${node.rateBp ?? ''}`} row={node} permissions={permissions} />
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
                ...fetchMoreResult,
                staffDistributors: {
                  ...fetchMoreResult.staffDistributors,
                  edges: [...previous.staffDistributors.edges, ...fetchMoreResult.staffDistributors.edges],
                },
              }),
            })
          }
        >
          {t('distributors.more')}
        </Button>
      )}
    </Stack>
  );
}
