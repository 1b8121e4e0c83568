import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { OnlinePaymentMethod } from '../../gql/graphql';
import { formatMoneyFen } from '../money/format-money';
import { showToast } from '../toast/show-toast';
import { CreatePaymentMutation, PaymentResultQuery } from './payment-operations';
import { paySuccessPath, safeReturnTo } from './return-to';
import { useOrderStatusPush } from './use-order-status-push';

interface ProviderPaymentProps {
  method: OnlinePaymentMethod;
  payableFen: number;
  disabled: boolean;
  /** The owner's order id, or a friend's share token. */
  target: { orderId: string } | { friendToken: string };
}

/**
 * WeChat Pay or Alipay: starts the payment, shows the provider's QR code and a link to its page, then
 * waits for the order's status push (a slow poll behind it) and moves to the result page once the
 * payment succeeded or failed.
 */
export function ProviderPayment({ method, payableFen, disabled, target }: ProviderPaymentProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const [createPayment, creating] = useMutation(CreatePaymentMutation);
  const [started, setStarted] = useState<{ orderId: string; payUrl: string; qrCodeSvg: string } | null>(null);
  // The owner hears of the payment through the order's status subscription; a friend paying has no such
  // channel and polls as before.
  const watched = started && 'orderId' in target ? started.orderId : null;
  const [pushes, setPushes] = useState(0);
  const pollInterval = useOrderStatusPush(watched, () => setPushes((count) => count + 1));
  const result = useQuery(PaymentResultQuery, {
    variables: { orderId: started?.orderId ?? '' },
    skip: !started,
    pollInterval,
    fetchPolicy: 'network-only',
  });
  const { refetch } = result;
  useEffect(() => {
    if (pushes > 0) void refetch();
  }, [pushes, refetch]);
  const status = result.data?.paymentResult.status;
  const provider = t(`payments.methods.${method}`);

  useEffect(() => {
    if (started && (status === 'SUCCEEDED' || status === 'FAILED')) {
      void navigate(paySuccessPath(started.orderId, returnTo));
    }
  }, [navigate, started, status, returnTo]);

  async function start() {
    const answer = (await createPayment({ variables: { input: { ...target, method } } }).catch(() => null))?.data
      ?.createPayment;
    if (!answer) return;
    for (const error of answer.userErrors) showToast(error.message);
    if (answer.payment) setStarted(answer.payment);
  }

  if (!started) {
    return (
      <Button onClick={() => void start()} loading={creating.loading} disabled={disabled}>
        {t('payments.payButton', { amount: formatMoneyFen(BigInt(payableFen), i18n.resolvedLanguage ?? 'en-US') })}
      </Button>
    );
  }
  return (
    <Stack gap="xs" align="flex-start">
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(started.qrCodeSvg)}`}
        alt={provider}
        width={180}
        height={180}
      />
      <Text size="sm">{t('payments.scanHint', { provider })}</Text>
      <Anchor href={started.payUrl} target="_blank" rel="noopener">
        {t('payments.openProvider', { provider })}
      </Anchor>
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('payments.waiting')}
      </Text>
    </Stack>
  );
}
