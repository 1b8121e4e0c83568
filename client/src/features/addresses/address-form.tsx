import { useMutation } from '@apollo/client/react';
import { Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { showUserErrors } from '../login/user-errors';
import { AREA_CODES } from '../session/account-validation';
import { showToast } from '../toast/show-toast';
import {
  translateAddressProblems,
  validateAddress,
  type AddressFormField,
  type AddressFormValues,
} from './address-validation';
import classes from './address-form.module.css';
import { useCountryName } from './country-names';
import { useReplaceAddressList } from './use-replace-address-list';

const AddAddressMutation = graphql(`
  mutation AddAddress($input: AddAddressInput!) {
    addAddress(input: $input) {
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

const UpdateAddressMutation = graphql(`
  mutation UpdateAddress($input: UpdateAddressInput!) {
    updateAddress(input: $input) {
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

const formFields = [
  'consignee',
  'phone',
  'country',
  'province',
  'city',
  'district',
  'postalCode',
  'detail',
  'label',
] as const satisfies readonly AddressFormField[];

const areaCodeOptions = AREA_CODES.map((code) => ({ value: code, label: `+${code}` }));

interface AddressFormProps {
  /** The address being edited; a new one when absent. */
  addressId?: string | undefined;
  initial: AddressFormValues;
  countries: readonly string[];
  onSaved: () => void;
  onCancel: () => void;
}

/** Adds or edits a delivery address, checking the rules of the server before sending. */
export function AddressForm({ addressId, initial, countries, onSaved, onCancel }: AddressFormProps) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const replaceAddressList = useReplaceAddressList();
  const defaultCheckboxId = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<AddressFormField, string>>>({});
  const [addAddress, { loading: adding }] = useMutation(AddAddressMutation);
  const [updateAddress, { loading: updating }] = useMutation(UpdateAddressMutation);
  const set = (field: keyof AddressFormValues) => (value: string | boolean) =>
    setValues((current) => ({ ...current, [field]: value }));
  const text = (field: AddressFormField) => ({
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => set(field)(event.currentTarget.value),
    error: errors[field],
  });

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const problems = validateAddress(values);
    setErrors(translateAddressProblems(t, problems));
    if (Object.keys(problems).length > 0) return;
    const input = {
      ...values,
      district: values.district.trim() || null,
      postalCode: values.postalCode.trim() || null,
      label: values.label.trim() || null,
    };
    // A failed request was already toasted by the error link.
    const payload = addressId
      ? (await updateAddress({ variables: { input: { ...input, id: addressId } } }).catch(() => undefined))?.data
          ?.updateAddress
      : (await addAddress({ variables: { input } }).catch(() => undefined))?.data?.addAddress;
    if (!payload) return;
    showUserErrors(payload.userErrors, formFields, setErrors);
    if (payload.addresses) {
      replaceAddressList(payload.addresses);
      showToast(t('addresses.saved'), 'success');
      onSaved();
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="address-form">
      <Stack gap="sm">
        <TextInput label={t('addresses.consignee')} autoComplete="name" required {...text('consignee')} />
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <NativeSelect
            label={t('addresses.areaCode')}
            data={areaCodeOptions}
            value={values.areaCode}
            onChange={(event) => set('areaCode')(event.currentTarget.value)}
            w={96}
          />
          <TextInput
            label={t('addresses.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            required
            flex={1}
            {...text('phone')}
          />
        </Group>
        <NativeSelect
          label={t('addresses.country')}
          data={countries.map((code) => ({ value: code, label: countryName(code) }))}
          required
          {...text('country')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={t('addresses.province')} autoComplete="address-level1" required {...text('province')} />
          <TextInput label={t('addresses.city')} autoComplete="address-level2" required {...text('city')} />
          <TextInput label={t('addresses.district')} autoComplete="address-level3" {...text('district')} />
          <TextInput label={t('addresses.postalCode')} autoComplete="postal-code" {...text('postalCode')} />
        </SimpleGrid>
        <TextInput label={t('addresses.detail')} autoComplete="street-address" required {...text('detail')} />
        <TextInput label={t('addresses.label')} description={t('addresses.labelHint')} {...text('label')} />
        {/* A native checkbox: Mantine's Checkbox would grow the vendor chunk that the home page downloads. */}
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <input
            id={defaultCheckboxId}
            type="checkbox"
            className={classes.checkbox}
            checked={values.isDefault}
            onChange={(event) => set('isDefault')(event.currentTarget.checked)}
          />
          <Text component="label" htmlFor={defaultCheckboxId} size="sm">
            {t('addresses.makeDefault')}
          </Text>
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('addresses.cancel')}
          </Button>
          <Button type="submit" loading={adding || updating}>
            {t('addresses.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
