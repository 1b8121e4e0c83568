import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatMoneyFen } from '../money/format-money';
import { PaymentResultQuery } from './payment-operations';
import { safeReturnTo } from './return-to';
import { useOrderStatusPush } from './use-order-status-push';

/** The result names how the order was paid with the cashier's own method labels. */
const methodKeys: Record<string, string> = {
  balance: 'BALANCE',
  wechat: 'WECHAT',
  alipay: 'ALIPAY',
  bank_transfer: 'BANK_TRANSFER',
};

/** `/shoppingCart/paySuccess?orderId=`: success with amount and method, or the reason it failed. */
export function PaymentResultView() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const returnTo = safeReturnTo(params.get('returnTo'));
  const navigate = useNavigate();
  // Payment results arrive as the order's status push; the poll behind it is slow while the socket is up.
  const [pushes, setPushes] = useState(0);
  const pollInterval = useOrderStatusPush(orderId || null, () => setPushes((count) => count + 1));
  const { data, loading, error, refetch } = useQuery(PaymentResultQuery, {
    variables: { orderId },
    skip: !orderId,
    fetchPolicy: 'network-only',
    pollInterval,
  });
  useEffect(() => {
    if (pushes > 0) void refetch();
  }, [pushes, refetch]);
  const succeeded = data?.paymentResult.status === 'SUCCEEDED';
  // The page that placed the order asked to show its outcome once paid (a paid blind-box open's prize).
  useEffect(() => {
    if (succeeded && returnTo) void navigate(returnTo, { replace: true });
  }, [navigate, returnTo, succeeded]);
  if (!orderId) return <Alert color="red">{t('payments.invalidOrder')}</Alert>;
  if (loading && !data) return <Skeleton height={160} />;
  if (!data) return <Alert color="red">{error?.message ?? t('payments.invalidOrder')}</Alert>;
  const result = data.paymentResult;
  const locale = i18n.resolvedLanguage ?? 'en-US';
  const methodKey = result.method ? methodKeys[result.method] : undefined;
  const method = methodKey ? t(`payments.methods.${methodKey}`) : '';
  const amount =
    result.amountFen === null || result.amountFen === undefined ? '' : formatMoneyFen(BigInt(result.amountFen), locale);
  const outcome = {
    SUCCEEDED: {
      color: 'teal',
      title: t('payments.result.succeeded'),
      detail: t('payments.result.succeededDetail', { amount, method }),
    },
    FAILED: { color: 'red', title: t('payments.result.failed'), detail: result.reason ?? '' },
    PENDING: { color: 'blue', title: t('payments.waiting'), detail: '' },
    UNPAID: { color: 'gray', title: t('payments.result.unpaid'), detail: '' },
    UNDER_REVIEW: { color: 'blue', title: t('payments.remittance.underReview'), detail: '' },
    REJECTED: { color: 'red', title: t('payments.result.rejected'), detail: result.reason ?? '' },
  }[result.status];
  const canRetry = result.status !== 'SUCCEEDED' && result.status !== 'UNDER_REVIEW';
  return (
    <Stack gap="md">
      <Title order={1}>{t('payments.result.title')}</Title>
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Text fw={700} fz="xl" c={outcome.color} data-testid="payment-outcome">
            {outcome.title}
          </Text>
          {outcome.detail && <Text>{outcome.detail}</Text>}
        </Stack>
      </Paper>
      <Group>
        {returnTo && result.status === 'SUCCEEDED' && (
          <Anchor component={Link} to={returnTo} data-testid="payment-return">
            {t('payments.result.continue')}
          </Anchor>
        )}
        <Anchor component={Link} to="/user/order">
          {t('payments.result.viewOrders')}
        </Anchor>
        {canRetry && (
          <Anchor
            component={Link}
            to={`/shoppingCart/payOrder?orderId=${encodeURIComponent(orderId)}${returnTo ? `&returnTo=${encodeURIComponent(returnTo)}` : ''}`}
          >
            {t('payments.result.backToCashier')}
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}
