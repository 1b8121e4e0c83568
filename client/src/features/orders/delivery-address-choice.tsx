import { Anchor, NativeSelect, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface DeliveryAddress {
  id: string;
  consignee: string;
  phone: string;
  province: string;
  city: string;
  district?: string | null;
  detail: string;
}

interface DeliveryAddressChoiceProps {
  addresses: readonly DeliveryAddress[];
  chosenAddressId: string | null;
  onChoose: (addressId: string) => void;
}

/** Where express goes: one of the buyer's addresses, and the way to the address book (checkout and activities). */
export function DeliveryAddressChoice({ addresses, chosenAddressId, onChoose }: DeliveryAddressChoiceProps) {
  const { t } = useTranslation();
  return (
    <>
      {addresses.length > 0 ? (
        <NativeSelect
          label={t('orders.address')}
          value={chosenAddressId ?? ''}
          onChange={(event) => onChoose(event.currentTarget.value)}
          data={addresses.map((address) => ({
            value: address.id,
            label: `${address.consignee} ${address.phone} · ${address.province} ${address.city} ${address.district ?? ''} ${address.detail}`,
          }))}
        />
      ) : (
        <Text c="dimmed">{t('orders.noAddress')}</Text>
      )}
      <Anchor component={Link} to="/user/address" size="sm">
        {t('orders.manageAddresses')}
      </Anchor>
    </>
  );
}
