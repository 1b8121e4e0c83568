import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Permission, WithdrawalStatus } from '../../gql/graphql';
import { formatDateTime } from '../locale-format/format-date-time';
import { formatMoneyFen } from '../money/format-money';
import { reportOutcome } from '../staff/report-outcome';
import {
  ApproveWithdrawalMutation,
  RejectWithdrawalMutation,
  StartWithdrawalReviewMutation,
  WithdrawalQueueQuery,
} from './wallet-operations';
import { fen, withdrawalStatuses } from './wallet-format';

/** `/admin/withdrawals`: the queue (waiting ones by default); admins review, approve (paid out) or reject. */
export function WithdrawalsConsole({ permissions }: { permissions: readonly Permission[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const [status, setStatus] = useState<WithdrawalStatus | null>(null);
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const { data, loading, error } = useQuery(WithdrawalQueueQuery, {
    variables: { status },
    fetchPolicy: 'cache-and-network',
  });
  const refetch = { refetchQueries: ['WithdrawalQueue'], awaitRefetchQueries: true };
  const [startReview] = useMutation(StartWithdrawalReviewMutation, refetch);
  const [approve] = useMutation(ApproveWithdrawalMutation, refetch);
  const [reject] = useMutation(RejectWithdrawalMutation, refetch);
  const mayReview = permissions.includes('WITHDRAWAL_REVIEW');

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('staff.consoles.withdrawals.title')}
        </Title>
        <NativeSelect
          aria-label={t('wallet.admin.status')}
          data-testid="withdrawal-status-filter"
          w={200}
          value={status ?? ''}
          onChange={(event) => setStatus((event.currentTarget.value || null) as WithdrawalStatus | null)}
          data={[
            { value: '', label: t('wallet.admin.waiting') },
            ...withdrawalStatuses.map((value) => ({ value, label: t(`wallet.statuses.${value}`) })),
          ]}
        />
      </Group>
      {loading && !data ? (
        <Skeleton h={200} />
      ) : !data ? (
        <Alert color="red">{error?.message}</Alert>
      ) : data.withdrawalQueue.edges.length === 0 ? (
        <Text c="dimmed">{t('wallet.admin.empty')}</Text>
      ) : (
        <Stack gap="sm" data-testid="withdrawal-queue">
          {data.withdrawalQueue.edges.map(({ node: withdrawal }) => (
            <Paper
              key={withdrawal.id}
              withBorder
              p="sm"
              data-testid="withdrawal-row"
              data-id={withdrawal.id}
              data-status={withdrawal.status}
            >
              <Group justify="space-between" wrap="wrap" align="flex-start">
                <Stack gap={2}>
                  <Text fw={700}>
                    #{withdrawal.id} · {withdrawal.userName} · {formatMoneyFen(fen(withdrawal.amountFen), locale)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('wallet.admin.fee', { fee: formatMoneyFen(fen(withdrawal.feeFen), locale) })} ·{' '}
                    {withdrawal.account.institution} {withdrawal.account.numberMasked} (
                    {withdrawal.account.holderMasked}) · {formatDateTime(withdrawal.createdAt as string, locale)}
                  </Text>
                  {withdrawal.payoutReference && (
                    <Text size="xs">{t('wallet.payoutReference', { reference: withdrawal.payoutReference })}</Text>
                  )}
                  {withdrawal.rejectReason && (
                    <Text size="xs" c="red">
                      {t('wallet.rejectedBecause', { reason: withdrawal.rejectReason })}
                    </Text>
                  )}
                </Stack>
                <Badge>{t(`wallet.statuses.${withdrawal.status}`)}</Badge>
              </Group>
              {mayReview && withdrawal.actions.length > 0 && (
                <Group gap="xs" mt="xs" wrap="wrap">
                  {withdrawal.actions.includes('START_REVIEW') && (
                    <Button
                      size="xs"
                      variant="light"
                      data-testid="withdrawal-start-review"
                      onClick={async () => {
                        const result = await startReview({ variables: { id: withdrawal.id } }).catch(() => null);
                        reportOutcome(result?.data?.startWithdrawalReview.userErrors, t('wallet.admin.reviewing'));
                      }}
                    >
                      {t('wallet.admin.startReview')}
                    </Button>
                  )}
                  {withdrawal.actions.includes('APPROVE') && (
                    <Button
                      size="xs"
                      data-testid="withdrawal-approve"
                      onClick={async () => {
                        const result = await approve({ variables: { id: withdrawal.id } }).catch(() => null);
                        reportOutcome(result?.data?.approveWithdrawal.userErrors, t('wallet.admin.approved'));
                      }}
                    >
                      {t('wallet.admin.approve')}
                    </Button>
                  )}
                  {withdrawal.actions.includes('REJECT') && (
                    <>
                      <TextInput
                        size="xs"
                        aria-label={t('wallet.admin.reason')}
                        placeholder={t('wallet.admin.reason')}
                        maxLength={200}
                        value={reasons[withdrawal.id] ?? ''}
                        onChange={(event) => {
                          const value = event.currentTarget.value;
                          setReasons((current) => ({ ...current, [withdrawal.id]: value }));
                        }}
                      />
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        disabled={!(reasons[withdrawal.id] ?? '').trim()}
                        onClick={async () => {
                          const input = { id: withdrawal.id, reason: reasons[withdrawal.id] ?? '' };
                          const result = await reject({ variables: { input } }).catch(() => null);
                          reportOutcome(result?.data?.rejectWithdrawal.userErrors, t('wallet.admin.rejected'));
                        }}
                      >
                        {t('wallet.admin.reject')}
                      </Button>
                    </>
                  )}
                </Group>
              )}
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
