import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoneyFen } from '../money/format-money';
import { reportOutcome } from '../staff/report-outcome';
import { AdjustCustomerBalanceMutation, CustomerBalanceQuery } from './admin-balances-operations';
import { balanceChangeFen, type BalanceDirection } from './balance-change';

export interface ChosenCustomer {
  id: string;
  name: string;
}

/** A chosen customer's balance, and a credit or debit of it with the reason the ledger keeps (both required). */
export function BalanceAdjustForm({ customer }: { customer: ChosenCustomer }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const [direction, setDirection] = useState<BalanceDirection>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const { data } = useQuery(CustomerBalanceQuery, {
    variables: { customerId: customer.id },
    fetchPolicy: 'network-only',
  });
  const [adjust, adjusting] = useMutation(AdjustCustomerBalanceMutation, {
    refetchQueries: ['CustomerBalance', 'BalanceAdjustments'],
    awaitRefetchQueries: true,
  });
  const changeFen = balanceChangeFen(amount, direction);

  return (
    <Paper withBorder p="md" data-testid="balance-adjust">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {customer.name}
        </Title>
        {data && (
          <Text data-testid="balance-current">
            {t('adminBalances.current', { amount: formatMoneyFen(BigInt(data.staffCustomer.balanceFen), locale) })}
          </Text>
        )}
        <SegmentedControl
          value={direction}
          onChange={(value) => setDirection(value as BalanceDirection)}
          data={[
            { value: 'credit', label: t('adminBalances.credit') },
            { value: 'debit', label: t('adminBalances.debit') },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('adminBalances.amount')}
            description={t('adminBalances.amountHint')}
            value={amount}
            maxLength={14}
            inputMode="decimal"
            error={amount.trim() && changeFen === null ? t('adminBalances.amountInvalid') : undefined}
            onChange={(event) => setAmount(event.currentTarget.value)}
          />
          <TextInput
            label={t('adminBalances.reason')}
            description={t('adminBalances.reasonHint')}
            value={reason}
            maxLength={100}
            required
            onChange={(event) => setReason(event.currentTarget.value)}
          />
        </SimpleGrid>
        <Group>
          <Button
            loading={adjusting.loading}
            disabled={changeFen === null || !reason.trim()}
            color={direction === 'debit' ? 'red' : undefined}
            onClick={async () => {
              const input = { userId: customer.id, amountFen: changeFen ?? 0, reason: reason.trim() };
              const result = await adjust({ variables: { input } }).catch(() => null);
              if (reportOutcome(result?.data?.adjustBalance.userErrors, t('adminBalances.adjusted'))) {
                setAmount('');
                setReason('');
              }
            }}
          >
            {t(direction === 'credit' ? 'adminBalances.doCredit' : 'adminBalances.doDebit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
