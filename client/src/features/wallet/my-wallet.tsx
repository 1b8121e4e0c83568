import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  NativeSelect,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BalanceEntryKind } from '../../gql/graphql';
import { formatDateTime } from '../locale-format/format-date-time';
import { formatMoneyFen } from '../money/format-money';
import { reportOutcome } from '../staff/report-outcome';
import { CancelWithdrawalMutation, MyWithdrawalsQuery, WalletRecordsQuery } from './wallet-operations';
import { balanceEntryKinds, fen } from './wallet-format';
import { useLiveWithdrawals } from './use-live-withdrawals';
import { TopUpPanel } from '../top-ups/top-up-panel';

/** `/user/wallet`: the balance, the income and expense records (last 30 days, or a month; by kind), withdrawals. */
export function MyWallet() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const [kind, setKind] = useState<BalanceEntryKind | null>(null);
  const [month, setMonth] = useState('');
  const validMonth = /^\d{4}-\d{2}$/.test(month) ? month : null;
  const [toppingUp, setToppingUp] = useState(false);
  const { data, loading, error, fetchMore, refetch } = useQuery(WalletRecordsQuery, {
    variables: { kind, month: validMonth },
    fetchPolicy: 'cache-and-network',
  });
  const withdrawals = useQuery(MyWithdrawalsQuery, { fetchPolicy: 'cache-and-network' });
  useLiveWithdrawals();
  const [cancel] = useMutation(CancelWithdrawalMutation, {
    refetchQueries: ['MyWithdrawals', 'WalletRecords'],
    awaitRefetchQueries: true,
  });
  const closeTopUp = useCallback(() => setToppingUp(false), []);
  const toppedUp = useCallback(() => {
    setToppingUp(false);
    void refetch();
  }, [refetch]);
  if (loading && !data) return <Skeleton h={240} radius="md" />;
  if (!data) return <Alert color="red">{error?.message}</Alert>;
  const records = data.myBalanceRecords;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('wallet.title')}
      </Title>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" wrap="wrap" align="flex-end">
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('wallet.balance')}
            </Text>
            <Text fz={32} fw={800} c="orange" lh={1.1} data-testid="wallet-balance">
              {formatMoneyFen(fen(data.myBalanceFen), locale)}
            </Text>
          </Stack>
          <Group gap="xs">
            <Button color="orange" onClick={() => setToppingUp(true)} disabled={toppingUp} data-testid="wallet-top-up">
              {t('topUps.button')}
            </Button>
            <Button component={Link} to="/user/wallet/withdraw" data-testid="wallet-withdraw">
              {t('wallet.withdraw')}
            </Button>
            <Button component={Link} to="/user/wallet/accounts" variant="default">
              {t('wallet.accounts')}
            </Button>
          </Group>
        </Group>
      </Paper>
      {toppingUp && <TopUpPanel onPaid={toppedUp} onClose={closeTopUp} />}

      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" wrap="wrap" mb="xs">
          <Title order={2} size="h4">
            {t('wallet.records')}
          </Title>
          <Group gap="xs" wrap="wrap">
            <NativeSelect
              aria-label={t('wallet.kind')}
              w={180}
              value={kind ?? ''}
              onChange={(event) => setKind((event.currentTarget.value || null) as BalanceEntryKind | null)}
              data={[
                { value: '', label: t('wallet.allKinds') },
                ...balanceEntryKinds.map((value) => ({ value, label: t(`wallet.kinds.${value}`) })),
              ]}
            />
            <TextInput
              aria-label={t('wallet.month')}
              type="month"
              w={170}
              value={month}
              onChange={(event) => setMonth(event.currentTarget.value)}
            />
          </Group>
        </Group>
        <Text size="xs" c="dimmed" mb="xs">
          {validMonth ? t('wallet.monthShown', { month: validMonth }) : t('wallet.last30Days')}
        </Text>
        {records.edges.length === 0 ? (
          <Text c="dimmed">{t('wallet.noRecords')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="xs" data-testid="wallet-records">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('wallet.columns.at')}</Table.Th>
                  <Table.Th>{t('wallet.columns.kind')}</Table.Th>
                  <Table.Th>{t('wallet.columns.cause')}</Table.Th>
                  <Table.Th ta="right">{t('wallet.columns.amount')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {records.edges.map(({ node: entry }) => {
                  const amount = Number(entry.amountFen);
                  return (
                    <Table.Tr key={entry.id} data-testid="wallet-record" data-kind={entry.kind}>
                      <Table.Td>
                        <Text size="xs" c="dimmed">
                          {formatDateTime(entry.at as string, locale)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={amount >= 0 ? 'green' : 'gray'}>
                          {t(`wallet.kinds.${entry.kind}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        {entry.orderId ? (
                          <Anchor component={Link} to={`/user/order/details?id=${entry.orderId}`} size="sm">
                            {entry.reason}
                          </Anchor>
                        ) : (
                          <Text size="sm">{entry.reason}</Text>
                        )}
                      </Table.Td>
                      <Table.Td ta="right">
                        <Text fw={700} c={amount >= 0 ? 'green' : 'red'}>
                          {amount >= 0 ? '+' : '−'}
                          {formatMoneyFen(fen(Math.abs(amount)), locale)}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {records.pageInfo.hasNextPage && (
          <Button
            variant="subtle"
            mt="xs"
            onClick={() => fetchMore({ variables: { after: records.pageInfo.endCursor } })}
          >
            {t('wallet.more')}
          </Button>
        )}
      </Paper>

      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="xs">
          {t('wallet.withdrawals')}
        </Title>
        {(withdrawals.data?.myWithdrawals.edges.length ?? 0) === 0 ? (
          <Text c="dimmed">{t('wallet.noWithdrawals')}</Text>
        ) : (
          <Stack gap="xs" data-testid="wallet-withdrawals">
            {withdrawals.data!.myWithdrawals.edges.map(({ node: withdrawal }) => (
              <Group
                key={withdrawal.id}
                justify="space-between"
                wrap="wrap"
                data-testid="wallet-withdrawal"
                data-status={withdrawal.status}
              >
                <Stack gap={0}>
                  <Text fw={700}>{formatMoneyFen(fen(withdrawal.amountFen), locale)}</Text>
                  <Text size="xs" c="dimmed">
                    {withdrawal.account.institution} {withdrawal.account.numberMasked} ·{' '}
                    {formatDateTime(withdrawal.createdAt as string, locale)}
                  </Text>
                  {withdrawal.rejectReason && (
                    <Text size="xs" c="red">
                      {t('wallet.rejectedBecause', { reason: withdrawal.rejectReason })}
                    </Text>
                  )}
                  {withdrawal.payoutReference && (
                    <Text size="xs" c="dimmed">
                      {t('wallet.payoutReference', { reference: withdrawal.payoutReference })}
                    </Text>
                  )}
                </Stack>
                <Group gap="xs">
                  <Badge>{t(`wallet.statuses.${withdrawal.status}`)}</Badge>
                  {withdrawal.actions.includes('CANCEL') && (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={async () => {
                        const result = await cancel({ variables: { id: withdrawal.id } }).catch(() => null);
                        reportOutcome(result?.data?.cancelWithdrawal.userErrors, t('wallet.cancelled'));
                      }}
                    >
                      {t('wallet.cancel')}
                    </Button>
                  )}
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
