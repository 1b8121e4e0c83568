import { useMutation } from '@apollo/client/react';
import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { showUserErrors } from '../login/user-errors';
import { AREA_CODES, validatePhone } from '../session/account-validation';
import { showToast } from '../toast/show-toast';
import { translateAddressProblems, validateName } from './address-validation';

const AddPickupPersonMutation = graphql(`
  mutation AddPickupPerson($input: AddPickupPersonInput!) {
    addPickupPerson(input: $input) {
      pickupPerson {
        id
        name
        areaCode
        phone
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

const UpdatePickupPersonMutation = graphql(`
  mutation UpdatePickupPerson($input: UpdatePickupPersonInput!) {
    updatePickupPerson(input: $input) {
      pickupPerson {
        id
        name
        areaCode
        phone
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

const formFields = ['name', 'phone'] as const;
type FormField = (typeof formFields)[number];
const areaCodeOptions = AREA_CODES.map((code) => ({ value: code, label: `+${code}` }));

export interface PickupPersonValues {
  name: string;
  areaCode: string;
  phone: string;
}

interface PickupPersonFormProps {
  personId?: string | undefined;
  initial: PickupPersonValues;
  onSaved: () => void;
  onCancel: () => void;
}

/** Adds or edits someone who may collect store-pickup orders: a name and a phone. */
export function PickupPersonForm({ personId, initial, onSaved, onCancel }: PickupPersonFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const [addPickupPerson, { loading: adding }] = useMutation(AddPickupPersonMutation, {
    refetchQueries: ['UserAddressPage'],
  });
  const [updatePickupPerson, { loading: updating }] = useMutation(UpdatePickupPersonMutation);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const problems = translateAddressProblems(t, {
      name: validateName(values.name),
      phone: validatePhone(values.areaCode, values.phone),
    });
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    // Only the form's fields: the initial values of an edit are a cached object with more in it.
    const input = { name: values.name, areaCode: values.areaCode, phone: values.phone };
    const payload = personId
      ? (await updatePickupPerson({ variables: { input: { ...input, id: personId } } }).catch(() => undefined))?.data
          ?.updatePickupPerson
      : (await addPickupPerson({ variables: { input } }).catch(() => undefined))?.data?.addPickupPerson;
    if (!payload) return;
    showUserErrors(payload.userErrors, formFields, setErrors);
    if (payload.pickupPerson) {
      showToast(t('addresses.saved'), 'success');
      onSaved();
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="pickup-person-form">
      <Stack gap="sm">
        <TextInput
          label={t('addresses.pickupPersonName')}
          autoComplete="name"
          required
          value={values.name}
          onChange={(event) => setValues({ ...values, name: event.currentTarget.value })}
          error={errors.name}
        />
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <NativeSelect
            label={t('addresses.areaCode')}
            data={areaCodeOptions}
            value={values.areaCode}
            onChange={(event) => setValues({ ...values, areaCode: event.currentTarget.value })}
            w={96}
          />
          <TextInput
            label={t('addresses.phone')}
            type="tel"
            inputMode="tel"
            required
            flex={1}
            value={values.phone}
            onChange={(event) => setValues({ ...values, phone: event.currentTarget.value })}
            error={errors.phone}
          />
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
