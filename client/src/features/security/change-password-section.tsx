import { useMutation } from '@apollo/client/react';
import { Button, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { NewPasswordFields } from '../login/new-password-fields';
import { showUserErrors } from '../login/user-errors';
import { validatePassword, validatePasswordConfirmation } from '../session/account-validation';
import { showToast } from '../toast/show-toast';
import { validateNewPasswordDiffers } from './security-validation';
import { SettingsSection } from './settings-section';

const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      done
      userErrors {
        code
        message
        field
      }
    }
  }
`);

const formFields = ['currentPassword', 'newPassword', 'passwordConfirmation'] as const;
type FormField = (typeof formFields)[number];

/** Spec §5: the current password, then a new one by the same rules as sign-up, entered twice. */
export function ChangePasswordSection({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [passwordConfirmation, setPasswordConfirmation] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const [changePassword, { loading }] = useMutation(ChangePasswordMutation);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const newPasswordProblem =
      validatePassword(newPassword) ?? validateNewPasswordDiffers(currentPassword, newPassword);
    const confirmationProblem = validatePasswordConfirmation(newPassword, passwordConfirmation);
    const problems: Partial<Record<FormField, string>> = {
      ...(hasPassword &&
        currentPassword === '' && { currentPassword: t('security.validation.currentPasswordRequired') }),
      ...(newPasswordProblem && { newPassword: t(newPasswordProblem) }),
      ...(confirmationProblem && { passwordConfirmation: t(confirmationProblem) }),
    };
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const result = await changePassword({ variables: { input: { currentPassword, newPassword } } }).catch(
      () => undefined,
    );
    const payload = result?.data?.changePassword;
    if (!payload) return;
    showUserErrors(payload.userErrors, formFields, setErrors);
    if (payload.done) {
      showToast(t('security.passwordChanged'), 'success');
      setCurrentPassword('');
      setNewPassword('');
      setPasswordConfirmation('');
    }
  }

  return (
    <SettingsSection id="security-password" title={t('security.changePasswordTitle')}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm" maw={420}>
          {hasPassword && (
            <TextInput
              type="password"
              label={t('security.currentPassword')}
              autoComplete="current-password"
              value={currentPassword}
              onChange={(event) => setCurrentPassword(event.currentTarget.value)}
              error={errors.currentPassword}
              required
            />
          )}
          <NewPasswordFields
            labelKey="account.newPassword"
            password={newPassword}
            confirmation={passwordConfirmation}
            onPasswordChange={setNewPassword}
            onConfirmationChange={setPasswordConfirmation}
            passwordError={errors.newPassword}
            confirmationError={errors.passwordConfirmation}
          />
          <Button type="submit" loading={loading}>
            {t('security.changePassword')}
          </Button>
        </Stack>
      </form>
    </SettingsSection>
  );
}
