import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { OnlinePaymentMethod } from '../../gql/graphql';
import { formatMoneyFen } from '../money/format-money';
import { showToast } from '../toast/show-toast';
import { invokeWechatPay, payerChannel, WECHAT_AUTHORIZATION_STATE, type WechatJsapiParams } from './payer-channel';
import { CreatePaymentMutation, PaymentAuthorizationUrlQuery, PaymentResultQuery } from './payment-operations';
import { paySuccessPath, safeReturnTo } from './return-to';
import { useOrderStatusPush } from './use-order-status-push';

interface ProviderPaymentProps {
  method: OnlinePaymentMethod;
  payableFen: number;
  disabled: boolean;
  /** The owner's order id, or a friend's share token. */
  target: { orderId: string } | { friendToken: string };
}

interface StartedPayment {
  orderId: string;
  action: 'SCAN' | 'REDIRECT' | 'WECHAT_JSAPI';
  payUrl: string;
  qrCodeSvg?: string | null;
  wechatJsapi?: WechatJsapiParams | null;
}

/**
 * WeChat Pay or Alipay, the way the shopper's device pays (server: PaymentChannel): a desktop is shown the
 * provider's QR code and a link to its page; a phone browser is sent to the provider's mobile cashier, which
 * brings it back to the result page; the WeChat browser first goes through the official account's silent
 * authorization (when the server asks for it), then pays in place through WeixinJSBridge. Meanwhile it waits for
 * the order's status push (a slow poll behind it) and moves to the result page once the payment succeeded or failed.
 */
export function ProviderPayment({ method, payableFen, disabled, target }: ProviderPaymentProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const apollo = useApolloClient();
  const [createPayment, creating] = useMutation(CreatePaymentMutation);
  const [authorizing, setAuthorizing] = useState(false);
  const [started, setStarted] = useState<StartedPayment | null>(null);
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

  /** WeChat's authorization came back to this page with its single-use code. */
  const wechatAuthCode =
    method === 'WECHAT' && params.get('state') === WECHAT_AUTHORIZATION_STATE ? params.get('code') : null;

  async function start() {
    const channel = payerChannel(navigator.userAgent);
    if (channel === 'WECHAT_BROWSER' && !wechatAuthCode) {
      setAuthorizing(true);
      const pagePath = `${window.location.pathname}${window.location.search}`;
      const authorization = await apollo
        .query({
          query: PaymentAuthorizationUrlQuery,
          variables: { method, channel, pagePath },
          fetchPolicy: 'network-only',
        })
        .catch(() => null);
      const url = authorization?.data?.paymentAuthorizationUrl;
      if (url) {
        window.location.assign(url);
        return;
      }
      setAuthorizing(false);
    }
    const answer = (
      await createPayment({
        variables: { input: { ...target, method, channel, ...(wechatAuthCode && { wechatAuthCode }) } },
      }).catch(() => null)
    )?.data?.createPayment;
    if (wechatAuthCode) {
      // The code is good once: a second press authorizes again instead of failing on it.
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('code');
          next.delete('state');
          return next;
        },
        { replace: true },
      );
    }
    if (!answer) return;
    for (const error of answer.userErrors) showToast(error.message);
    if (!answer.payment) return;
    setStarted(answer.payment);
    if (answer.payment.action === 'REDIRECT') window.location.assign(answer.payment.payUrl);
    if (answer.payment.action === 'WECHAT_JSAPI') void payInWechat(answer.payment);
  }

  async function payInWechat(payment: StartedPayment) {
    const outcome = payment.wechatJsapi && invokeWechatPay(payment.wechatJsapi);
    // Outside the WeChat browser (the sandbox in development) the provider's page takes the payment.
    if (!outcome) return window.location.assign(payment.payUrl);
    const ended = await outcome;
    if (ended === 'cancel') showToast(t('payments.wechatCancelled'));
    if (ended === 'fail') showToast(t('payments.wechatFailed'));
    if (ended === 'ok') void refetch();
  }

  // Back from WeChat's authorization: carry on with the payment the shopper asked for.
  const resumed = useRef(false);
  useEffect(() => {
    if (!wechatAuthCode || resumed.current || disabled) return;
    resumed.current = true;
    void start();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the code the page came back with
  }, [wechatAuthCode, disabled]);

  if (!started) {
    return (
      <Button onClick={() => void start()} loading={creating.loading || authorizing} disabled={disabled}>
        {t('payments.payButton', { amount: formatMoneyFen(BigInt(payableFen), i18n.resolvedLanguage ?? 'en-US') })}
      </Button>
    );
  }
  if (started.action !== 'SCAN' || !started.qrCodeSvg) {
    return (
      <Stack gap="xs" align="flex-start">
        {started.action === 'WECHAT_JSAPI' && started.wechatJsapi ? (
          <Button onClick={() => void payInWechat(started)}>
            {t('payments.payButton', {
              amount: formatMoneyFen(BigInt(payableFen), i18n.resolvedLanguage ?? 'en-US'),
            })}
          </Button>
        ) : (
          <Anchor href={started.payUrl}>{t('payments.openProvider', { provider })}</Anchor>
        )}
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('payments.waiting')}
        </Text>
      </Stack>
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
