import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Button,
  Paper,
  PasswordInput,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatMoneyFen } from '../money/format-money';
import { reportOutcome } from '../staff/report-outcome';
import { RequestWithdrawalMutation, WithdrawFormQuery } from './wallet-operations';
import { fen, previewFee, yuanToFen } from './wallet-format';

/** `/user/wallet/withdraw`: to a bound account, an amount in yuan and the payment password; shows the fee. */
export function WithdrawForm() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(WithdrawFormQuery, { fetchPolicy: 'network-only' });
  const [accountId, setAccountId] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [submit, submitting] = useMutation(RequestWithdrawalMutation, {
    refetchQueries: ['WalletRecords', 'MyWithdrawals'],
  });
  if (loading && !data) return <Skeleton h={240} radius="md" />;
  if (!data) return <Alert color="red">{error?.message}</Alert>;
  const { withdrawalSettings: settings, myPayoutAccounts: accounts } = data;
  const amountFen = yuanToFen(amount);
  const money = (value: unknown) => formatMoneyFen(fen(value), locale);
  const chosen = accountId ?? accounts[0]?.id ?? null;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('wallet.withdrawTitle')}
      </Title>
      <Paper withBorder radius="md" p="md" maw={520}>
        <Stack gap="sm">
          <Text data-testid="withdraw-balance">{t('wallet.available', { amount: money(data.myBalanceFen) })}</Text>
          <Text size="xs" c="dimmed">
            {t('wallet.rules', {
              minimum: money(settings.minimumFen),
              limit: money(settings.dailyLimitFen),
              percent: (settings.feeBasisPoints / 100).toString(),
              minimumFee: money(settings.minimumFeeFen),
            })}
          </Text>
          {accounts.length === 0 ? (
            <Alert color="yellow">
              {t('wallet.noAccounts')}{' '}
              <Anchor component={Link} to="/user/wallet/accounts">
                {t('wallet.bindNow')}
              </Anchor>
            </Alert>
          ) : (
            <NativeSelect
              label={t('wallet.toAccount')}
              data-testid="withdraw-account"
              value={chosen ?? ''}
              onChange={(event) => setAccountId(event.currentTarget.value)}
              data={accounts.map((account) => ({
                value: account.id,
                label: `${account.institution} ${account.numberMasked} (${account.holderMasked})`,
              }))}
            />
          )}
          <TextInput
            label={t('wallet.amount')}
            inputMode="decimal"
            maxLength={12}
            value={amount}
            data-testid="withdraw-amount"
            error={amount.trim() && amountFen === null ? t('wallet.amountInvalid') : undefined}
            description={
              amountFen !== null ? t('wallet.feePreview', { fee: money(previewFee(amountFen, settings)) }) : undefined
            }
            onChange={(event) => setAmount(event.currentTarget.value)}
          />
          <PasswordInput
            label={t('wallet.paymentPassword')}
            inputMode="numeric"
            maxLength={6}
            value={password}
            data-testid="withdraw-password"
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Text size="xs" c="dimmed">
            {t('wallet.reviewTime')}
          </Text>
          <Button
            data-testid="withdraw-submit"
            loading={submitting.loading}
            disabled={!chosen || amountFen === null || password.length === 0}
            onClick={async () => {
              const input = { accountId: chosen!, amountFen: amountFen!, paymentPassword: password };
              const result = await submit({ variables: { input } }).catch(() => null);
              if (reportOutcome(result?.data?.requestWithdrawal.userErrors, t('wallet.submitted'))) {
                void navigate('/user/wallet');
              }
            }}
          >
            {t('wallet.submit')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
