import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface NewPasswordFieldsProps {
  /** Translation key of the first field's label: a new account's password or a reset one. */
  labelKey: 'account.password' | 'account.newPassword';
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  passwordError: string | undefined;
  confirmationError: string | undefined;
}

/** A new password entered twice, with the password rule shown under the first field. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        type="password"
        label={t(props.labelKey)}
        description={t('account.passwordRule')}
        autoComplete="new-password"
        value={props.password}
        onChange={(event) => props.onPasswordChange(event.currentTarget.value)}
        error={props.passwordError}
        required
      />
      <TextInput
        type="password"
        label={t('account.passwordConfirmation')}
        autoComplete="new-password"
        value={props.confirmation}
        onChange={(event) => props.onConfirmationChange(event.currentTarget.value)}
        error={props.confirmationError}
        required
      />
    </>
  );
}
