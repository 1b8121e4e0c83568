import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { useCountryName } from './country-names';
import { InlineConfirm } from './inline-confirm';

export const AddressCardFragment = graphql(`
  fragment AddressCard_address on Address {
    id
    consignee
    areaCode
    phone
    country
    province
    city
    district
    postalCode
    detail
    label
    isDefault
  }
`);

interface AddressCardProps {
  address: FragmentType<typeof AddressCardFragment>;
  onEdit: () => void;
  /** Called once the user confirmed the deletion. */
  onDelete: () => void;
  onSetDefault: () => void;
  busy: boolean;
}

/** One delivery address: who receives it, where, and what can be done with it. */
export function AddressCard(props: AddressCardProps) {
  const { t } = useTranslation();
  const address = getFragmentData(AddressCardFragment, props.address);
  const countryName = useCountryName();
  const [confirming, setConfirming] = useState(false);
  const region = [countryName(address.country), address.province, address.city, address.district]
    .filter(Boolean)
    .join(' ');
  return (
    <Card withBorder padding="md" radius="md" data-testid="address-card" data-default={address.isDefault}>
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600}>{address.consignee}</Text>
          <Text size="sm" c="dimmed">
            +{address.areaCode} {address.phone}
          </Text>
          {address.label && (
            <Badge size="sm" variant="outline" data-testid="address-label">
              {address.label}
            </Badge>
          )}
          {address.isDefault && (
            <Badge size="sm" color="teal" variant="light">
              {t('addresses.default')}
            </Badge>
          )}
        </Group>
        <Text size="sm">{region}</Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {address.detail}
          {address.postalCode ? ` (${address.postalCode})` : ''}
        </Text>
        {confirming ? (
          <InlineConfirm
            question={t('addresses.confirmDeleteTitle')}
            loading={props.busy}
            onConfirm={props.onDelete}
            onCancel={() => setConfirming(false)}
          />
        ) : (
          <Group gap="xs" mt={4}>
            {!address.isDefault && (
              <Button size="xs" variant="light" onClick={props.onSetDefault} disabled={props.busy}>
                {t('addresses.setDefault')}
              </Button>
            )}
            <Button size="xs" variant="default" onClick={props.onEdit} disabled={props.busy}>
              {t('addresses.edit')}
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(true)} disabled={props.busy}>
              {t('addresses.delete')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
