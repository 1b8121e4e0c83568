import { useQuery } from '@apollo/client/react';
import { Anchor, Button, Group, NativeSelect, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { ORDER_REMARK_MAX } from '@circuitmart/rules/text-limits';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DeliveryMethod } from '../../gql/graphql';
import { DeliveryAddressChoice } from '../orders/delivery-address-choice';
import { CheckoutChoicesQuery } from '../orders/order-operations';

/** The delivery of an activity's order, as its buy, start or join mutation takes it. */
export interface ActivityDeliveryChoice {
  deliveryMethod: DeliveryMethod;
  addressId: string | null;
  pickup: { pointId: string; personId: string; date: string; timeSlot: string } | null;
  remark: string | null;
}

export interface ActivityDelivery {
  /** The fields: express to an address, or pickup at a point on a day and time slot by a person; and a remark. */
  form: ReactElement;
  /** What was chosen; null while something the method needs is missing (no address, no pickup person ...). */
  choice: ActivityDeliveryChoice | null;
}

/**
 * The delivery step of a flash sale's, group buy's or bargain's confirm page, as checkout offers it: each choice
 * starts at the first (the default address, the first pickup day and slot) and can be changed.
 */
export function useActivityDelivery(): ActivityDelivery {
  const { t } = useTranslation();
  const choices = useQuery(CheckoutChoicesQuery, { fetchPolicy: 'cache-and-network' });
  const [deliveryMethod, setDeliveryMethod] = useState<DeliveryMethod>('EXPRESS');
  const [addressId, setAddressId] = useState<string | null>(null);
  const [pointId, setPointId] = useState<string | null>(null);
  const [personId, setPersonId] = useState<string | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [timeSlot, setTimeSlot] = useState<string | null>(null);
  const [remark, setRemark] = useState('');

  const data = choices.data;
  const addresses = data?.myAddresses ?? [];
  const chosenAddress = addressId ?? addresses.find((address) => address.isDefault)?.id ?? addresses[0]?.id ?? null;
  const chosenPoint = pointId ?? data?.pickupPoints[0]?.id ?? null;
  const chosenPerson = personId ?? data?.myPickupPersons[0]?.id ?? null;
  const chosenDate = date ?? data?.checkoutOptions.pickupDates[0] ?? null;
  const chosenSlot = timeSlot ?? data?.checkoutOptions.timeSlots[0] ?? null;

  const trimmedRemark = remark.trim() || null;
  let choice: ActivityDeliveryChoice | null = null;
  if (deliveryMethod === 'EXPRESS' && chosenAddress) {
    choice = { deliveryMethod, addressId: chosenAddress, pickup: null, remark: trimmedRemark };
  } else if (deliveryMethod === 'PICKUP' && chosenPoint && chosenPerson && chosenDate && chosenSlot) {
    choice = {
      deliveryMethod,
      addressId: null,
      pickup: { pointId: chosenPoint, personId: chosenPerson, date: chosenDate, timeSlot: chosenSlot },
      remark: trimmedRemark,
    };
  }

  const form = (
    <Stack gap="sm" data-testid="activity-delivery">
      <Title order={2} size="h4">
        {t('orders.delivery')}
      </Title>
      {!data && choices.loading && <Skeleton h={36} />}
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
      {data && deliveryMethod === 'EXPRESS' && (
        <DeliveryAddressChoice addresses={addresses} chosenAddressId={chosenAddress} onChoose={setAddressId} />
      )}
      {data && deliveryMethod === 'PICKUP' && (
        <>
          <NativeSelect
            label={t('orders.pickupPoint')}
            value={chosenPoint ?? ''}
            onChange={(event) => setPointId(event.currentTarget.value)}
            data={data.pickupPoints.map((point) => ({ value: point.id, label: `${point.name} · ${point.address}` }))}
          />
          <Group grow>
            <NativeSelect
              label={t('orders.pickupDate')}
              value={chosenDate ?? ''}
              onChange={(event) => setDate(event.currentTarget.value)}
              data={data.checkoutOptions.pickupDates}
            />
            <NativeSelect
              label={t('orders.pickupTime')}
              value={chosenSlot ?? ''}
              onChange={(event) => setTimeSlot(event.currentTarget.value)}
              data={data.checkoutOptions.timeSlots}
            />
          </Group>
          {data.myPickupPersons.length > 0 ? (
            <NativeSelect
              label={t('orders.pickupPerson')}
              value={chosenPerson ?? ''}
              onChange={(event) => setPersonId(event.currentTarget.value)}
              data={data.myPickupPersons.map((person) => ({
                value: person.id,
                label: `${person.name} ${person.phone}`,
              }))}
            />
          ) : (
            <Text c="dimmed">{t('orders.noPickupPerson')}</Text>
          )}
          <Anchor component={Link} to="/user/address" size="sm">
            {t('orders.managePickupPersons')}
          </Anchor>
        </>
      )}
      <TextInput
        label={t('orders.remark')}
        value={remark}
        maxLength={ORDER_REMARK_MAX}
        onChange={(event) => setRemark(event.currentTarget.value)}
      />
    </Stack>
  );
  return { form, choice };
}
