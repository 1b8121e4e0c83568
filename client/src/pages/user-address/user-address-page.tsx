import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressCard, AddressCardFragment } from '../../features/addresses/address-card';
import { AddressForm } from '../../features/addresses/address-form';
import type { AddressFormValues } from '../../features/addresses/address-validation';
import { PickupSection } from '../../features/addresses/pickup-section';
import { useReplaceAddressList } from '../../features/addresses/use-replace-address-list';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { DEFAULT_AREA_CODE } from '../../features/session/account-validation';
import { showToast } from '../../features/toast/show-toast';
import { getFragmentData, graphql, type FragmentType } from '../../gql';

const UserAddressPageQuery = graphql(`
  query UserAddressPage {
    myAddresses {
      id
      ...AddressCard_address
    }
    deliveryCountries
    myPickupPersons {
      id
      name
      areaCode
      phone
    }
    pickupPoints {
      id
      name
      address
      openingHours
      phone
    }
  }
`);

const DeleteAddressMutation = graphql(`
  mutation DeleteAddress($input: DeleteAddressInput!) {
    deleteAddress(input: $input) {
      addresses {
        id
        ...AddressCard_address
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

const SetDefaultAddressMutation = graphql(`
  mutation SetDefaultAddress($input: SetDefaultAddressInput!) {
    setDefaultAddress(input: $input) {
      addresses {
        id
        ...AddressCard_address
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

type AddressFragment = FragmentType<typeof AddressCardFragment>;
type Editing = { addressId?: string; initial: AddressFormValues } | null;

function formValuesOf(fragment: AddressFragment): AddressFormValues {
  const address = getFragmentData(AddressCardFragment, fragment);
  return {
    consignee: address.consignee,
    areaCode: address.areaCode,
    phone: address.phone,
    country: address.country,
    province: address.province,
    city: address.city,
    district: address.district ?? '',
    postalCode: address.postalCode ?? '',
    detail: address.detail,
    label: address.label ?? '',
    isDefault: address.isDefault,
  };
}

const emptyAddress = (country: string): AddressFormValues => ({
  consignee: '',
  areaCode: DEFAULT_AREA_CODE,
  phone: '',
  country,
  province: '',
  city: '',
  district: '',
  postalCode: '',
  detail: '',
  label: '',
  isDefault: false,
});

/** `/user/address`: the user's delivery addresses (add, edit, delete, default) and store-pickup persons. */
export default function UserAddressPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('addresses.title'));
  const replaceAddressList = useReplaceAddressList();
  const { data } = useQuery(UserAddressPageQuery, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleteAddress, { loading: deletingNow }] = useMutation(DeleteAddressMutation);
  const [setDefaultAddress, { loading: settingDefault }] = useMutation(SetDefaultAddressMutation);
  const countries = data?.deliveryCountries ?? [];

  async function removeAddress(id: string): Promise<void> {
    const payload = (await deleteAddress({ variables: { input: { id } } }).catch(() => undefined))?.data?.deleteAddress;
    if (!payload) return;
    for (const { message } of payload.userErrors) showToast(message, 'error');
    if (payload.addresses) {
      replaceAddressList(payload.addresses);
      showToast(t('addresses.deleted'), 'success');
    }
  }

  async function makeDefault(id: string): Promise<void> {
    const payload = (await setDefaultAddress({ variables: { input: { id } } }).catch(() => undefined))?.data
      ?.setDefaultAddress;
    if (!payload) return;
    for (const { message } of payload.userErrors) showToast(message, 'error');
    if (payload.addresses) {
      replaceAddressList(payload.addresses);
      showToast(t('addresses.defaultSet'), 'success');
    }
  }

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('addresses.title')}
      </Title>
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="addresses-title">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Title order={2} size="h4" id="addresses-title">
              {t('addresses.addressesTitle')}
            </Title>
            <Button
              size="xs"
              disabled={!data || editing !== null}
              onClick={() => setEditing({ initial: emptyAddress(countries[0] ?? 'CN') })}
            >
              {t('addresses.add')}
            </Button>
          </Group>
          {editing && (
            <Paper withBorder p="md" radius="md">
              <Title order={3} size="h5" mb="sm">
                {editing.addressId ? t('addresses.editTitle') : t('addresses.addTitle')}
              </Title>
              <AddressForm
                key={editing.addressId ?? 'new'}
                addressId={editing.addressId}
                initial={editing.initial}
                countries={countries}
                onSaved={() => setEditing(null)}
                onCancel={() => setEditing(null)}
              />
            </Paper>
          )}
          {!data ? (
            <Skeleton h={120} aria-busy="true" />
          ) : data.myAddresses.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('addresses.empty')}
            </Text>
          ) : (
            <Stack gap="xs" data-testid="address-list">
              {data.myAddresses.map((address) => (
                <AddressCard
                  key={address.id}
                  address={address}
                  busy={settingDefault || deletingNow}
                  onEdit={() => setEditing({ addressId: address.id, initial: formValuesOf(address) })}
                  onDelete={() => void removeAddress(address.id)}
                  onSetDefault={() => void makeDefault(address.id)}
                />
              ))}
            </Stack>
          )}
        </Stack>
      </Paper>
      {data && <PickupSection persons={data.myPickupPersons} points={data.pickupPoints} />}
    </Stack>
  );
}
