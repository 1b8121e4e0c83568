import { useMutation } from '@apollo/client/react';
import { Button, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import {
  EMPTY_CONTACT_ADDRESS,
  formatContactAddress,
  validateAgreement,
  validateContactAddress,
  validateVerificationCode,
  type ContactAddress,
} from '../session/account-validation';
import { AgreementCheckbox, type LoginAgreementProps } from './agreement-checkbox';
import { ContactAddressInput } from './contact-address-input';
import { translatedProblems } from './translated-problems';
import { StaffSecondFactor, type SecondFactorStep } from './staff-second-factor';
import { useCompleteLogin } from './use-complete-login';
import { showUserErrors } from './user-errors';
import { VerificationCodeInput } from './verification-code-input';

const LoginWithCodeMutation = graphql(`
  mutation LoginWithCode($input: LoginWithCodeInput!) {
    loginWithCode(input: $input) {
      token
      viewer {
        ...SessionUser_viewer
      }
      secondFactor {
        challenge
        enrolmentRequired
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

const formFields = ['address', 'code', 'inviteCode', 'agreementAccepted'] as const;
type FormField = (typeof formFields)[number];

/** Login by e-mail or phone and a code sent to it; an address the shop does not know yet gets an account. */
export function CodeLoginForm({ agreementAccepted, onAgreementChange }: LoginAgreementProps) {
  const { t } = useTranslation();
  const completeLogin = useCompleteLogin();
  const [address, setAddress] = useState<ContactAddress>(EMPTY_CONTACT_ADDRESS);
  const [code, setCode] = useState('');
  const [inviteCode, setInviteCode] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const [loginWithCode, { loading }] = useMutation(LoginWithCodeMutation);
  const [secondFactor, setSecondFactor] = useState<SecondFactorStep | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const problems = translatedProblems(t, {
      address: validateContactAddress(address),
      code: validateVerificationCode(code),
      agreementAccepted: validateAgreement(agreementAccepted),
    });
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const result = await loginWithCode({
      variables: {
        input: {
          address: formatContactAddress(address),
          code: code.trim(),
          inviteCode: inviteCode.trim() || null,
          agreementAccepted,
        },
      },
    }).catch(() => undefined);
    const payload = result?.data?.loginWithCode;
    if (!payload) return;
    showUserErrors(payload.userErrors, formFields, setErrors);
    if (payload.token && payload.viewer) completeLogin(payload.token, payload.viewer);
    if (payload.secondFactor) setSecondFactor(payload.secondFactor);
  }

  if (secondFactor) return <StaffSecondFactor step={secondFactor} onRestart={() => setSecondFactor(null)} />;

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
        <TextInput
          label={t('account.inviteCode')}
          description={t('account.optional')}
          value={inviteCode}
          onChange={(event) => setInviteCode(event.currentTarget.value)}
          error={errors.inviteCode}
        />
        <AgreementCheckbox checked={agreementAccepted} onChange={onAgreementChange} error={errors.agreementAccepted} />
        <Button type="submit" loading={loading} fullWidth>
          {t('account.logIn')}
        </Button>
      </Stack>
    </form>
  );
}
