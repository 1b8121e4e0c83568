import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useActivityDelivery } from '../activity-delivery/activity-delivery';
import { BuyBargainMutation } from './bargain-operations';

/**
 * The owner's confirm step: the delivery as checkout offers it, then the order at the price reached goes to the
 * usual cashier.
 */
export function BargainBuyForm({ bargainId, onClose }: { bargainId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const delivery = useActivityDelivery();
  const [error, setError] = useState<string | null>(null);
  // One key per confirm step: a double-clicked submit answers the same order.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [buy, buying] = useMutation(BuyBargainMutation, { refetchQueries: ['BargainOffers'] });

  async function submit() {
    if (!delivery.choice) return;
    const result = await buy({ variables: { input: { ...delivery.choice, bargainId, idempotencyKey } } }).catch(
      () => null,
    );
    const payload = result?.data?.buyBargain;
    if (!payload) return;
    if (payload.order) {
      void navigate(`/shoppingCart/payOrder?orderId=${payload.order.id}`);
      return;
    }
    setError(payload.userErrors[0]?.message ?? null);
  }

  return (
    <Paper withBorder radius="md" p="md" data-testid="bargain-buy-form">
      <Stack gap="sm">
        <Text fw={600}>{t('bargains.buy.title')}</Text>
        {delivery.form}
        {error && <Alert color="red">{error}</Alert>}
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" onClick={onClose}>
            {t('bargains.buy.back')}
          </Button>
          <Button color="red" disabled={!delivery.choice} loading={buying.loading} onClick={() => void submit()}>
            {t('bargains.buy.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
