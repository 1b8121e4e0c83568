import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayoutAccountType } from '../../gql/graphql';
import { reportOutcome } from '../staff/report-outcome';
import { BindPayoutAccountMutation, PayoutAccountsQuery, UnbindPayoutAccountMutation } from './wallet-operations';

/** `/user/wallet/accounts`: the bound Alipay accounts and bank cards (masked), binding and unbinding. */
export function PayoutAccounts() {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(PayoutAccountsQuery, { fetchPolicy: 'cache-and-network' });
  const [type, setType] = useState<PayoutAccountType>('BANK_CARD');
  const [institution, setInstitution] = useState('');
  const [number, setNumber] = useState('');
  const [holderName, setHolderName] = useState('');
  const refetch = { refetchQueries: ['PayoutAccounts', 'WithdrawForm'], awaitRefetchQueries: true };
  const [bind, binding] = useMutation(BindPayoutAccountMutation, refetch);
  const [unbind] = useMutation(UnbindPayoutAccountMutation, refetch);
  if (loading && !data) return <Skeleton h={240} radius="md" />;
  if (!data) return <Alert color="red">{error?.message}</Alert>;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('wallet.accountsTitle')}
      </Title>
      <Paper withBorder radius="md" p="md">
        {data.myPayoutAccounts.length === 0 ? (
          <Text c="dimmed">{t('wallet.noAccounts')}</Text>
        ) : (
          <Stack gap="xs" data-testid="payout-accounts">
            {data.myPayoutAccounts.map((account) => (
              <Group key={account.id} justify="space-between" wrap="wrap" data-testid="payout-account">
                <Stack gap={0}>
                  <Text fw={700}>
                    {account.type === 'ALIPAY' ? t('wallet.alipay') : account.institution} {account.numberMasked}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {account.holderMasked}
                  </Text>
                </Stack>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={async () => {
                    const result = await unbind({ variables: { id: account.id } }).catch(() => null);
                    reportOutcome(result?.data?.unbindPayoutAccount.userErrors, t('wallet.unbound'));
                  }}
                >
                  {t('wallet.unbind')}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Paper>
      <Paper withBorder radius="md" p="md" maw={620}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('wallet.bind')}
          </Title>
          <SegmentedControl
            value={type}
            onChange={(value) => setType(value as PayoutAccountType)}
            data={[
              { value: 'BANK_CARD', label: t('wallet.bankCard') },
              { value: 'ALIPAY', label: t('wallet.alipay') },
            ]}
            style={{ alignSelf: 'flex-start' }}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {type === 'BANK_CARD' && (
              <TextInput
                label={t('wallet.bank')}
                maxLength={40}
                value={institution}
                onChange={(event) => setInstitution(event.currentTarget.value)}
              />
            )}
            <TextInput
              label={type === 'BANK_CARD' ? t('wallet.cardNumber') : t('wallet.alipayAccount')}
              maxLength={40}
              value={number}
              data-testid="bind-number"
              inputMode={type === 'BANK_CARD' ? 'numeric' : 'email'}
              onChange={(event) => setNumber(event.currentTarget.value)}
            />
            <TextInput
              label={t('wallet.holderName')}
              description={t('wallet.holderHint')}
              maxLength={30}
              value={holderName}
              data-testid="bind-holder"
              onChange={(event) => setHolderName(event.currentTarget.value)}
            />
          </SimpleGrid>
          <Group>
            <Button
              data-testid="bind-submit"
              loading={binding.loading}
              disabled={!number.trim() || !holderName.trim()}
              onClick={async () => {
                const input = { type, institution: institution.trim() || null, number, holderName };
                const result = await bind({ variables: { input } }).catch(() => null);
                if (reportOutcome(result?.data?.bindPayoutAccount.userErrors, t('wallet.bound'))) {
                  setNumber('');
                  setInstitution('');
                }
              }}
            >
              {t('wallet.bindSubmit')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
