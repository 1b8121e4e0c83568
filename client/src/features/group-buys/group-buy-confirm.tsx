import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useActivityDelivery } from '../activity-delivery/activity-delivery';
import { JoinGroupBuyMutation, StartGroupBuyMutation } from './group-buy-operations';

/** What the confirm step does: start a group of an offer, or join a group. */
export type GroupBuyIntent = { kind: 'start'; offerId: string } | { kind: 'join'; groupId: string };

/** The confirm step of a start or join: the delivery as checkout offers it; placing the order goes on to the cashier. */
export function GroupBuyConfirm({ intent }: { intent: GroupBuyIntent }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const delivery = useActivityDelivery();
  const [error, setError] = useState<string | null>(null);
  // One key per visit of the step: a double-clicked submit answers the same order.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [start, starting] = useMutation(StartGroupBuyMutation);
  const [join, joining] = useMutation(JoinGroupBuyMutation);

  async function submit() {
    if (!delivery.choice) return;
    setError(null);
    const checkout = { ...delivery.choice, idempotencyKey };
    const payload =
      intent.kind === 'start'
        ? (await start({ variables: { input: { ...checkout, offerId: intent.offerId } } }).catch(() => null))?.data
            ?.startGroupBuy
        : (await join({ variables: { input: { ...checkout, groupId: intent.groupId } } }).catch(() => null))?.data
            ?.joinGroupBuy;
    if (!payload) return;
    if (payload.order) {
      void navigate(`/shoppingCart/payOrder?orderId=${payload.order.id}`);
      return;
    }
    setError(payload.userErrors[0]?.message ?? null);
  }

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {intent.kind === 'start' ? t('groupBuys.confirmStart') : t('groupBuys.confirmJoin')}
      </Title>
      <Paper withBorder radius="md" p="md">
        {delivery.form}
      </Paper>
      <Text size="sm" c="dimmed">
        {t('groupBuys.confirmNote')}
      </Text>
      {error && (
        <Alert color="red" data-testid="group-buy-error">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          size="md"
          onClick={() => void submit()}
          loading={starting.loading || joining.loading}
          disabled={!delivery.choice}
          data-testid="group-buy-submit"
        >
          {t('groupBuys.placeOrder')}
        </Button>
      </Group>
    </Stack>
  );
}
