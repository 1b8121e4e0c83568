import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { ORDER_REMARK_MAX } from '@circuitmart/rules/text-limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { DeliveryMethod } from '../../gql/graphql';
import { CheckoutChoicesQuery } from '../orders/order-operations';
import { JoinGroupBuyMutation, StartGroupBuyMutation } from './group-buy-operations';

/** What the confirm step does: start a group of an offer, or join a group. */
export type GroupBuyIntent = { kind: 'start'; offerId: string } | { kind: 'join'; groupId: string };

/** The confirm step of a start or join: delivery and remark; placing the order goes on to the cashier. */
export function GroupBuyConfirm({ intent }: { intent: GroupBuyIntent }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const choices = useQuery(CheckoutChoicesQuery, { fetchPolicy: 'cache-and-network' }).data;
  const [deliveryMethod, setDeliveryMethod] = useState<DeliveryMethod>('EXPRESS');
  const [addressId, setAddressId] = useState<string | null>(null);
  const [pickupPointId, setPickupPointId] = useState<string | null>(null);
  const [personId, setPersonId] = useState<string | null>(null);
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string | null>(null);
  // One key per visit of the step: a double-clicked submit answers the same order.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [start, starting] = useMutation(StartGroupBuyMutation);
  const [join, joining] = useMutation(JoinGroupBuyMutation);

  const addresses = choices?.myAddresses ?? [];
  const chosenAddress = addressId ?? addresses.find((address) => address.isDefault)?.id ?? addresses[0]?.id ?? null;
  const options = choices?.checkoutOptions;
  const chosenPoint = pickupPointId ?? choices?.pickupPoints[0]?.id ?? null;
  const chosenPerson = personId ?? choices?.myPickupPersons[0]?.id ?? null;

  async function submit() {
    setError(null);
    const checkout = {
      idempotencyKey,
      deliveryMethod,
      addressId: deliveryMethod === 'EXPRESS' ? chosenAddress : null,
      pickup:
        deliveryMethod === 'PICKUP' && chosenPoint && chosenPerson && options
          ? {
              pointId: chosenPoint,
              personId: chosenPerson,
              date: options.pickupDates[0]!,
              timeSlot: options.timeSlots[0]!,
            }
          : null,
      remark: remark || null,
    };
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
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('orders.delivery')}
          </Title>
          <Group gap="xs">
            {(['EXPRESS', 'PICKUP'] as const).map((method) => (
              <Button
                key={method}
                size="xs"
                variant={deliveryMethod === method ? 'filled' : 'default'}
                aria-pressed={deliveryMethod === method}
                onClick={() => setDeliveryMethod(method)}
              >
                {method === 'EXPRESS' ? t('orders.express') : t('orders.pickup')}
              </Button>
            ))}
          </Group>
          {deliveryMethod === 'EXPRESS' &&
            (addresses.length > 0 ? (
              <NativeSelect
                label={t('orders.address')}
                value={chosenAddress ?? ''}
                onChange={(event) => setAddressId(event.currentTarget.value)}
                data={addresses.map((address) => ({
                  value: address.id,
                  label: `${address.consignee} ${address.phone} · ${address.province} ${address.city} ${address.detail}`,
                }))}
              />
            ) : (
              <Text c="dimmed">{t('orders.noAddress')}</Text>
            ))}
          {deliveryMethod === 'PICKUP' && (
            <>
              <NativeSelect
                label={t('orders.pickupPoint')}
                value={chosenPoint ?? ''}
                onChange={(event) => setPickupPointId(event.currentTarget.value)}
                data={(choices?.pickupPoints ?? []).map((point) => ({
                  value: point.id,
                  label: `${point.name} · ${point.address}`,
                }))}
              />
              <NativeSelect
                label={t('orders.pickupPerson')}
                value={chosenPerson ?? ''}
                onChange={(event) => setPersonId(event.currentTarget.value)}
                data={(choices?.myPickupPersons ?? []).map((person) => ({
                  value: person.id,
                  label: `${person.name} ${person.phone}`,
                }))}
              />
            </>
          )}
          <Anchor component={Link} to="/user/address" size="sm">
            {t('orders.manageAddresses')}
          </Anchor>
          <TextInput
            label={t('orders.remark')}
            value={remark}
            maxLength={ORDER_REMARK_MAX}
            onChange={(event) => setRemark(event.currentTarget.value)}
          />
        </Stack>
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
          disabled={!choices}
          data-testid="group-buy-submit"
        >
          {t('groupBuys.placeOrder')}
        </Button>
      </Group>
    </Stack>
  );
}
