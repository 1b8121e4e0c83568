import { useMutation } from '@apollo/client/react';
import { Button, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData, type FragmentType } from '../../gql';
import { showUserErrors } from '../login/user-errors';
import { showToast } from '../toast/show-toast';
import { ProfileFieldsFragment, UpdateProfileMutation } from './profile-fields';

const formFields = ['firstName', 'lastName', 'companyName', 'companyPosition'] as const;
type FormField = (typeof formFields)[number];

/** `/user/info2`: first and last name, company name and position. */
export function ProfileWorkForm(props: { viewer: FragmentType<typeof ProfileFieldsFragment> }) {
  const { t } = useTranslation();
  const viewer = getFragmentData(ProfileFieldsFragment, props.viewer);
  const [values, setValues] = useState<Record<FormField, string>>({
    firstName: viewer.firstName ?? '',
    lastName: viewer.lastName ?? '',
    companyName: viewer.companyName ?? '',
    companyPosition: viewer.companyPosition ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const [updateProfile, { loading }] = useMutation(UpdateProfileMutation);
  const labels: Record<FormField, string> = {
    firstName: t('profile.firstName'),
    lastName: t('profile.lastName'),
    companyName: t('profile.companyName'),
    companyPosition: t('profile.companyPosition'),
  };

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setErrors({});
    const result = await updateProfile({ variables: { input: values } }).catch(() => undefined);
    const payload = result?.data?.updateProfile;
    if (!payload) return;
    showUserErrors(payload.userErrors, formFields, setErrors);
    if (payload.viewer) showToast(t('profile.saved'), 'success');
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm" maw={420}>
        {formFields.map((name) => (
          <TextInput
            key={name}
            label={labels[name]}
            value={values[name]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setValues((current) => ({ ...current, [name]: value }));
            }}
            error={errors[name]}
          />
        ))}
        <Button type="submit" loading={loading}>
          {t('profile.save')}
        </Button>
      </Stack>
    </form>
  );
}
