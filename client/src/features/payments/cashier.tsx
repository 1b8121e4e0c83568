import { useQuery } from '@apollo/client/react';
import { Alert, Paper, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { OnlinePaymentMethod } from '../../gql/graphql';
import { formatMoneyFen } from '../money/format-money';
import { BalancePayment } from './balance-payment';
import { FriendPayLink } from './friend-pay-link';
import { PaymentCountdown, useSecondsLeft } from './payment-countdown';
import { CashierQuery, FriendPayOrderQuery } from './payment-operations';
import { WECHAT_AUTHORIZATION_STATE } from './payer-channel';
import { ProviderPayment } from './provider-payment';
import { RemittanceForm } from './remittance-form';

type Method = 'BALANCE' | OnlinePaymentMethod | 'BANK_TRANSFER' | 'FRIEND';

interface CashierOrder {
  orderId: string;
  orderNumber: string;
  payableFen: number;
  expiresAt: string;
  onlineMethods: OnlinePaymentMethod[];
}

/** The order, its amount, the countdown and the method choice; `friendToken` set: paying a friend's order. */
function CashierView({
  order,
  friendToken,
  children,
}: {
  order: CashierOrder;
  friendToken?: string;
  children?: (method: Method, expired: boolean) => React.ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const seconds = useSecondsLeft(order.expiresAt);
  const expired = seconds === 0;
  const methods: Method[] = friendToken
    ? order.onlineMethods
    : ['BALANCE', ...order.onlineMethods, 'BANK_TRANSFER', 'FRIEND'];
  // Back from WeChat's authorization (provider-payment.tsx): WeChat Pay stays chosen, so the payment carries on.
  const [params] = useSearchParams();
  const backFromWechat = params.get('state') === WECHAT_AUTHORIZATION_STATE && methods.includes('WECHAT');
  const [method, setMethod] = useState<Method | null>(backFromWechat ? 'WECHAT' : (methods[0] ?? null));
  const target = friendToken ? { friendToken } : { orderId: order.orderId };
  return (
    <Stack gap="md">
      <Title order={1}>{t(friendToken ? 'payments.friend.title' : 'payments.title')}</Title>
      <Paper withBorder p="md">
        <Stack gap={4}>
          <Text>{t('payments.orderNumber', { number: order.orderNumber })}</Text>
          <Text>
            {t('payments.payable')}{' '}
            <Text span fw={700} fz="xl" data-testid="payable-amount">
              {formatMoneyFen(BigInt(order.payableFen), i18n.resolvedLanguage ?? 'en-US')}
            </Text>
          </Text>
          <PaymentCountdown seconds={seconds} />
        </Stack>
      </Paper>
      {expired ? (
        <Alert color="red">{t('payments.invalidOrder')}</Alert>
      ) : (
        <Paper withBorder p="md">
          <Stack gap="md">
            <Radio.Group
              label={t('payments.methodLabel')}
              value={method}
              onChange={(value) => setMethod(value as Method)}
            >
              <Stack gap="xs" mt="xs">
                {methods.map((choice) => (
                  <Radio key={choice} value={choice} label={t(`payments.methods.${choice}`)} />
                ))}
              </Stack>
            </Radio.Group>
            {(method === 'WECHAT' || method === 'ALIPAY') && (
              <ProviderPayment
                key={method}
                method={method}
                payableFen={order.payableFen}
                disabled={expired}
                target={target}
              />
            )}
            {method && children?.(method, expired)}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

function OwnCashier({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(CashierQuery, {
    variables: { orderId },
    fetchPolicy: 'network-only',
  });
  if (loading) return <Skeleton height={240} />;
  if (!data) return <Alert color="red">{error?.message ?? t('payments.invalidOrder')}</Alert>;
  return (
    <CashierView order={data.cashier}>
      {(method, expired) =>
        method === 'BALANCE' ? (
          <BalancePayment orderId={orderId} disabled={expired} />
        ) : method === 'BANK_TRANSFER' ? (
          <RemittanceForm
            orderId={orderId}
            remittance={data.myRemittance}
            disabled={expired}
            onSubmitted={() => void refetch()}
          />
        ) : method === 'FRIEND' ? (
          <FriendPayLink orderId={orderId} disabled={expired} />
        ) : null
      }
    </CashierView>
  );
}

function FriendCashier({ token }: { token: string }) {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(FriendPayOrderQuery, { variables: { token }, fetchPolicy: 'network-only' });
  if (loading) return <Skeleton height={240} />;
  if (!data) return <Alert color="red">{error?.message ?? t('payments.invalidOrder')}</Alert>;
  return <CashierView order={data.friendPayOrder} friendToken={token} />;
}

/** `/shoppingCart/payOrder?orderId=` and `/goods/pay?orderId=` (or `?friendToken=` from a pay-for-me link). */
export function Cashier() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  const friendToken = params.get('friendToken');
  if (friendToken) return <FriendCashier token={friendToken} />;
  if (orderId) return <OwnCashier orderId={orderId} />;
  return <Alert color="red">{t('payments.invalidOrder')}</Alert>;
}
