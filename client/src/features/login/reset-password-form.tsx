import { useMutation } from '@apollo/client/react';
import { Button, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { graphql } from '../../gql';
import {
  DEFAULT_AREA_CODE,
  formatContactAddress,
  validateContactAddress,
  validatePassword,
  validatePasswordConfirmation,
  validateVerificationCode,
  type ContactAddress,
} from '../session/account-validation';
import { showToast } from '../toast/show-toast';
import { ContactAddressInput } from './contact-address-input';
import { translatedProblems } from './translated-problems';
import { placeUserErrors } from './user-errors';
import { VerificationCodeInput } from './verification-code-input';

const ResetPasswordDocument = graphql(`
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
  const [address, setAddress] = useState<ContactAddress>({
    kind: 'email',
    email: '',
    areaCode: DEFAULT_AREA_CODE,
    phone: '',
  });
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [passwordConfirmation, setPasswordConfirmation] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const [resetPassword, { loading }] = useMutation(ResetPasswordDocument);

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
    const { fieldErrors, otherMessages } = placeUserErrors(payload.userErrors, formFields);
    setErrors(fieldErrors);
    for (const message of otherMessages) showToast(message);
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
        <TextInput
          type="password"
          label={t('account.newPassword')}
          description={t('account.passwordRule')}
          autoComplete="new-password"
          value={newPassword}
          onChange={(event) => setNewPassword(event.currentTarget.value)}
          error={errors.newPassword}
          required
        />
        <TextInput
          type="password"
          label={t('account.passwordConfirmation')}
          autoComplete="new-password"
          value={passwordConfirmation}
          onChange={(event) => setPasswordConfirmation(event.currentTarget.value)}
          error={errors.passwordConfirmation}
          required
        />
        <Button type="submit" loading={loading} fullWidth>
          {t('account.resetPassword')}
        </Button>
      </Stack>
    </form>
  );
}
