import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OnlinePaymentMethod } from '../../gql/graphql';
import { formatMoneyFen } from '../money/format-money';
import { showNotDeveloped } from '../not-developed/show-not-developed';
import { showToast } from '../toast/show-toast';
import { fen, yuanToFen } from '../wallet/wallet-format';
import { MyTopUpQuery, StartTopUpMutation, TopUpSettingsQuery } from './top-up-operations';

/** How often the panel asks whether the provider's notification arrived. */
const PAID_POLL_MS = 2_000;

interface TopUpPanelProps {
  /** The top-up was paid: the balance and its records are to be read again. */
  onPaid(): void;
  onClose(): void;
}

/**
 * Topping up the balance: an amount within the limits and WeChat Pay or Alipay, then the provider's QR code and page;
 * once the provider's notification credited the balance, says so and hands over to the wallet.
 */
export function TopUpPanel({ onPaid, onClose }: TopUpPanelProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const settings = useQuery(TopUpSettingsQuery).data?.topUpSettings;
  const [amount, setAmount] = useState('');
  const [chosenMethod, setMethod] = useState<OnlinePaymentMethod | null>(null);
  const [amountError, setAmountError] = useState<string | null>(null);
  const [startTopUp, starting] = useMutation(StartTopUpMutation);
  const [started, setStarted] = useState<{ id: string; payUrl: string; qrCodeSvg: string } | null>(null);
  const topUp = useQuery(MyTopUpQuery, {
    variables: { id: started?.id ?? '' },
    skip: !started,
    pollInterval: PAID_POLL_MS,
    fetchPolicy: 'network-only',
  });
  const paid = topUp.data?.myTopUp.status === 'PAID' ? topUp.data.myTopUp : null;
  useEffect(() => {
    if (!paid) return;
    showToast(t('topUps.paid', { amount: formatMoneyFen(fen(paid.amountFen), locale) }), 'success');
    onPaid();
  }, [paid, onPaid, t, locale]);

  // A shop without a payment provider shows the entry point but does not offer it yet.
  const offered = settings ? settings.methods.length > 0 : null;
  useEffect(() => {
    if (offered !== false) return;
    showNotDeveloped();
    onClose();
  }, [offered, onClose]);

  if (!settings || !offered) return null;
  const method = chosenMethod ?? settings.methods[0] ?? null;
  const money = (value: unknown) => formatMoneyFen(fen(value), locale);
  const amountFen = yuanToFen(amount);
  const provider = method ? t(`payments.methods.${method}`) : '';

  async function start() {
    if (amountFen === null || !method) {
      setAmountError(t('topUps.invalidAmount'));
      return;
    }
    setAmountError(null);
    const answer = (await startTopUp({ variables: { input: { amountFen, method } } }).catch(() => null))?.data
      ?.startTopUp;
    if (!answer) return;
    const [error] = answer.userErrors;
    if (error) setAmountError(error.message);
    if (answer.start) setStarted({ ...answer.start, id: answer.start.topUp.id });
  }

  return (
    <Paper withBorder radius="md" p="md" data-testid="top-up-panel">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('topUps.title')}
        </Title>
        {started ? (
          <Stack gap="xs" align="flex-start">
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(started.qrCodeSvg)}`}
              alt={provider}
              width={180}
              height={180}
            />
            <Text size="sm">{t('payments.scanHint', { provider })}</Text>
            <Anchor href={started.payUrl} target="_blank" rel="noopener" data-testid="top-up-provider-link">
              {t('payments.openProvider', { provider })}
            </Anchor>
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('payments.waiting')}
            </Text>
          </Stack>
        ) : (
          <>
            <Group gap="sm" align="flex-start" wrap="wrap">
              <TextInput
                label={t('topUps.amount')}
                inputMode="decimal"
                w={180}
                value={amount}
                error={amountError}
                onChange={(event) => setAmount(event.currentTarget.value)}
                data-testid="top-up-amount"
              />
              <NativeSelect
                label={t('topUps.method')}
                w={180}
                value={method ?? ''}
                onChange={(event) => setMethod(event.currentTarget.value as OnlinePaymentMethod)}
                data={settings.methods.map((value) => ({ value, label: t(`payments.methods.${value}`) }))}
              />
            </Group>
            <Text size="xs" c="dimmed">
              {t('topUps.limits', {
                minimum: money(settings.minimumFen),
                maximum: money(settings.maximumFen),
                daily: money(settings.dailyLimitFen),
              })}
            </Text>
            <Group gap="xs">
              <Button
                onClick={() => void start()}
                loading={starting.loading}
                disabled={!method}
                data-testid="top-up-start"
              >
                {amountFen === null ? t('topUps.button') : t('payments.payButton', { amount: money(amountFen) })}
              </Button>
              <Button variant="default" onClick={onClose}>
                {t('topUps.cancel')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
