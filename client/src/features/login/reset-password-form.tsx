import { useMutation } from '@apollo/client/react';
import { Button, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { graphql } from '../../gql';
import {
  EMPTY_CONTACT_ADDRESS,
  formatContactAddress,
  validateContactAddress,
  validatePassword,
  validatePasswordConfirmation,
  validateVerificationCode,
  type ContactAddress,
} from '../session/account-validation';
import { showToast } from '../toast/show-toast';
import { ContactAddressInput } from './contact-address-input';
import { NewPasswordFields } from './new-password-fields';
import { translatedProblems } from './translated-problems';
import { showUserErrors } from './user-errors';
import { VerificationCodeInput } from './verification-code-input';

const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      passwordReset
      userErrors {
        code
        message
        field
      }
    }
  }
`);

const formFields = ['address', 'code', 'newPassword', 'passwordConfirmation'] as const;
type FormField = (typeof formFields)[number];

/** Sets a new password with a code sent to the account's e-mail or phone, then returns to the login form. */
export function ResetPasswordForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [address, setAddress] = useState<ContactAddress>(EMPTY_CONTACT_ADDRESS);
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [passwordConfirmation, setPasswordConfirmation] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const [resetPassword, { loading }] = useMutation(ResetPasswordMutation);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const problems = translatedProblems(t, {
      address: validateContactAddress(address),
      code: validateVerificationCode(code),
      newPassword: validatePassword(newPassword),
      passwordConfirmation: validatePasswordConfirmation(newPassword, passwordConfirmation),
    });
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const result = await resetPassword({
      variables: { input: { address: formatContactAddress(address), code: code.trim(), newPassword } },
    }).catch(() => undefined);
    const payload = result?.data?.resetPassword;
    if (!payload) return;
    showUserErrors(payload.userErrors, formFields, setErrors);
    if (payload.passwordReset) {
      showToast(t('account.passwordResetDone'), 'success');
      // The page to return to after the login that follows is kept.
      void navigate('/login/login', { replace: true, state: location.state });
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <ContactAddressInput value={address} onChange={setAddress} error={errors.address} />
        <VerificationCodeInput
          address={address}
          purpose="RESET_PASSWORD"
          value={code}
          onChange={setCode}
          error={errors.code}
          onAddressError={(message) => setErrors((current) => ({ ...current, address: message }))}
        />
        <NewPasswordFields
          labelKey="account.newPassword"
          password={newPassword}
          confirmation={passwordConfirmation}
          onPasswordChange={setNewPassword}
          onConfirmationChange={setPasswordConfirmation}
          passwordError={errors.newPassword}
          confirmationError={errors.passwordConfirmation}
        />
        <Button type="submit" loading={loading} fullWidth>
          {t('account.resetPassword')}
        </Button>
      </Stack>
    </form>
  );
}
