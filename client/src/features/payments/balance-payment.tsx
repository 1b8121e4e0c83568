import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatMoneyFen } from '../money/format-money';
import { MyBalanceQuery, PayOrderWithBalanceMutation } from '../orders/order-operations';
import { paySuccessPath, safeReturnTo } from './return-to';

/** Balance with the payment password (the orders module checks password, lock and balance). */
export function BalancePayment({ orderId, disabled }: { orderId: string; disabled: boolean }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const balance = useQuery(MyBalanceQuery, { fetchPolicy: 'network-only' });
  const [pay, state] = useMutation(PayOrderWithBalanceMutation);
  const [password, setPassword] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  async function submit() {
    const answer = (await pay({ variables: { input: { orderId, paymentPassword: password } } }).catch(() => null))?.data
      ?.payOrderWithBalance;
    if (!answer) return;
    setRefusal(answer.userErrors[0]?.message ?? null);
    if (answer.order && answer.userErrors.length === 0) {
      await navigate(paySuccessPath(orderId, safeReturnTo(params.get('returnTo'))));
    }
  }

  return (
    <Stack gap="xs">
      {balance.data && (
        <Text size="sm">
          {t('payments.balance.available', {
            amount: formatMoneyFen(BigInt(balance.data.myBalanceFen), i18n.resolvedLanguage ?? 'en-US'),
          })}
        </Text>
      )}
      <TextInput
        type="password"
        inputMode="numeric"
        autoComplete="off"
        label={t('payments.balance.password')}
        value={password}
        error={refusal}
        onChange={(event) => setPassword(event.currentTarget.value)}
      />
      <Button onClick={() => void submit()} loading={state.loading} disabled={disabled || password.length === 0}>
        {t('payments.balance.pay')}
      </Button>
    </Stack>
  );
}
