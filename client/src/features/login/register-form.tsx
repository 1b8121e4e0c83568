import { useMutation } from '@apollo/client/react';
import { Button, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import { INVITE_CODE_PARAM } from '../account/invitation-link';
import {
  EMPTY_CONTACT_ADDRESS,
  formatContactAddress,
  validateAgreement,
  validateContactAddress,
  validatePassword,
  validatePasswordConfirmation,
  validateVerificationCode,
  type ContactAddress,
} from '../session/account-validation';
import { AgreementCheckbox } from './agreement-checkbox';
import { NewPasswordFields } from './new-password-fields';
import { ContactAddressInput } from './contact-address-input';
import { translatedProblems } from './translated-problems';
import { useCompleteLogin } from './use-complete-login';
import { showUserErrors } from './user-errors';
import { VerificationCodeInput } from './verification-code-input';

const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      token
      viewer {
        ...SessionUser_viewer
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

const formFields = ['address', 'code', 'password', 'passwordConfirmation', 'inviteCode', 'agreementAccepted'] as const;
type FormField = (typeof formFields)[number];

/** Creates an account with a verified e-mail or phone and a password, then signs in. */
export function RegisterForm() {
  const { t } = useTranslation();
  const completeLogin = useCompleteLogin();
  const [address, setAddress] = useState<ContactAddress>(EMPTY_CONTACT_ADDRESS);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [passwordConfirmation, setPasswordConfirmation] = useState('');
  const [searchParams] = useSearchParams();
  // A friend's shared link (`?invite=<code>`) fills in the code; the visitor can still change it.
  const [inviteCode, setInviteCode] = useState(() => searchParams.get(INVITE_CODE_PARAM) ?? '');
  const [agreementAccepted, setAgreementAccepted] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const [register, { loading }] = useMutation(RegisterMutation);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const problems = translatedProblems(t, {
      address: validateContactAddress(address),
      code: validateVerificationCode(code),
      password: validatePassword(password),
      passwordConfirmation: validatePasswordConfirmation(password, passwordConfirmation),
      agreementAccepted: validateAgreement(agreementAccepted),
    });
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const result = await register({
      variables: {
        input: {
          address: formatContactAddress(address),
          code: code.trim(),
          password,
          inviteCode: inviteCode.trim() || null,
          agreementAccepted,
        },
      },
    }).catch(() => undefined);
    const payload = result?.data?.register;
    if (!payload) return;
    showUserErrors(payload.userErrors, formFields, setErrors);
    if (payload.token && payload.viewer) completeLogin(payload.token, payload.viewer);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <ContactAddressInput value={address} onChange={setAddress} error={errors.address} />
        <VerificationCodeInput
          address={address}
          purpose="LOGIN"
          value={code}
          onChange={setCode}
          error={errors.code}
          onAddressError={(message) => setErrors((current) => ({ ...current, address: message }))}
        />
        <NewPasswordFields
          labelKey="account.password"
          password={password}
          confirmation={passwordConfirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setPasswordConfirmation}
          passwordError={errors.password}
          confirmationError={errors.passwordConfirmation}
        />
        <TextInput
          label={t('account.inviteCode')}
          description={t('account.optional')}
          value={inviteCode}
          onChange={(event) => setInviteCode(event.currentTarget.value)}
          error={errors.inviteCode}
        />
        <AgreementCheckbox
          checked={agreementAccepted}
          onChange={setAgreementAccepted}
          error={errors.agreementAccepted}
        />
        <Button type="submit" loading={loading} fullWidth>
          {t('account.register')}
        </Button>
      </Stack>
    </form>
  );
}
