import { useMutation } from '@apollo/client/react';
import { Button, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { validateAgreement, validateLoginAccount, validateLoginPassword } from '../session/account-validation';
import { AgreementCheckbox, type LoginAgreementProps } from './agreement-checkbox';
import { translatedProblems } from './translated-problems';
import { StaffSecondFactor, type SecondFactorStep } from './staff-second-factor';
import { useCompleteLogin } from './use-complete-login';
import { showUserErrors } from './user-errors';

const LoginWithPasswordMutation = graphql(`
  mutation LoginWithPassword($input: LoginWithPasswordInput!) {
    loginWithPassword(input: $input) {
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

const formFields = ['account', 'password', 'agreementAccepted'] as const;
type FormField = (typeof formFields)[number];

/** Login by e-mail, phone (with area code, e.g. `+86 13800138000`) or username, and password. */
export function PasswordLoginForm({ agreementAccepted, onAgreementChange }: LoginAgreementProps) {
  const { t } = useTranslation();
  const completeLogin = useCompleteLogin();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const [loginWithPassword, { loading }] = useMutation(LoginWithPasswordMutation);
  const [secondFactor, setSecondFactor] = useState<SecondFactorStep | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const problems = translatedProblems(t, {
      account: validateLoginAccount(account),
      password: validateLoginPassword(password),
      agreementAccepted: validateAgreement(agreementAccepted),
    });
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const result = await loginWithPassword({
      variables: { input: { account: account.trim(), password, agreementAccepted } },
    }).catch(() => undefined);
    const payload = result?.data?.loginWithPassword;
    if (!payload) return;
    showUserErrors(payload.userErrors, formFields, setErrors);
    if (payload.token && payload.viewer) completeLogin(payload.token, payload.viewer);
    if (payload.secondFactor) setSecondFactor(payload.secondFactor);
  }

  if (secondFactor) return <StaffSecondFactor step={secondFactor} onRestart={() => setSecondFactor(null)} />;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('account.account')}
          description={t('account.accountHint')}
          autoComplete="username"
          value={account}
          onChange={(event) => setAccount(event.currentTarget.value)}
          error={errors.account}
          required
        />
        <TextInput
          type="password"
          label={t('account.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.password}
          required
        />
        <AgreementCheckbox checked={agreementAccepted} onChange={onAgreementChange} error={errors.agreementAccepted} />
        <Button type="submit" loading={loading} fullWidth>
          {t('account.logIn')}
        </Button>
      </Stack>
    </form>
  );
}
