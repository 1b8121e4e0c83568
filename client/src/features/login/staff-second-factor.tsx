import { useMutation } from '@apollo/client/react';
import { Alert, Button, Code, Image, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { useCompleteLogin } from './use-complete-login';

const StartEnrolmentMutation = graphql(`
  mutation StartStaffTotpEnrolment($challenge: String) {
    startStaffTotpEnrolment(challenge: $challenge) {
      enrolment {
        secret
        qrCodeSvg
      }
      userErrors {
        code
        message
      }
    }
  }
`);

const CompleteSignInMutation = graphql(`
  mutation CompleteStaffSignIn($input: CompleteStaffSignInInput!) {
    completeStaffSignIn(input: $input) {
      token
      viewer {
        ...SessionUser_viewer
      }
      userErrors {
        code
        message
      }
    }
  }
`);

export interface SecondFactorStep {
  challenge: string;
  enrolmentRequired: boolean;
}

/** An SVG document as an image address, so the server's QR code is shown without inserting its markup. */
export function svgImageSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * The second step of a staff sign-in: the authenticator app's code, after setting the app up when the account has
 * none yet (scan the QR code or type the secret, then confirm with a first code).
 */
export function StaffSecondFactor({ step, onRestart }: { step: SecondFactorStep; onRestart: () => void }) {
  const { t } = useTranslation();
  const completeLogin = useCompleteLogin();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [enrolment, setEnrolment] = useState<{ secret: string; qrCodeSvg: string } | null>(null);
  const [startEnrolment, starting] = useMutation(StartEnrolmentMutation);
  const [complete, completing] = useMutation(CompleteSignInMutation);
  const needsEnrolment = step.enrolmentRequired && !enrolment;

  async function enrol(): Promise<void> {
    const result = await startEnrolment({ variables: { challenge: step.challenge } }).catch(() => undefined);
    const payload = result?.data?.startStaffTotpEnrolment;
    if (!payload) return;
    setError(payload.userErrors[0]?.message ?? null);
    if (payload.enrolment) setEnrolment(payload.enrolment);
  }

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setError(t('staffSignIn.codeInvalid'));
      return;
    }
    const result = await complete({
      variables: { input: { challenge: step.challenge, code: code.trim() } },
    }).catch(() => undefined);
    const payload = result?.data?.completeStaffSignIn;
    if (!payload) return;
    setError(payload.userErrors[0]?.message ?? null);
    if (payload.token && payload.viewer) completeLogin(payload.token, payload.viewer);
  }

  if (needsEnrolment) {
    return (
      <Stack gap="sm" data-testid="staff-totp-enrol">
        <Alert color="blue" title={t('staffSignIn.enrolTitle')}>
          {t('staffSignIn.enrolExplain')}
        </Alert>
        {error && <Text c="red">{error}</Text>}
        <Button loading={starting.loading} onClick={() => void enrol()}>
          {t('staffSignIn.enrolStart')}
        </Button>
        <Button variant="subtle" onClick={onRestart}>
          {t('staffSignIn.restart')}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="staff-totp-step">
      <Stack gap="sm">
        {enrolment ? (
          <>
            <Text>{t('staffSignIn.scan')}</Text>
            <Image src={svgImageSource(enrolment.qrCodeSvg)} alt={t('staffSignIn.qrAlt')} w={200} h={200} />
            <Text size="sm">
              {t('staffSignIn.secret')} <Code data-testid="staff-totp-secret">{enrolment.secret}</Code>
            </Text>
          </>
        ) : (
          <Text>{t('staffSignIn.enterCode')}</Text>
        )}
        <TextInput
          label={t('staffSignIn.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={error}
          required
        />
        <Button type="submit" loading={completing.loading} fullWidth>
          {t('staffSignIn.confirm')}
        </Button>
        <Button variant="subtle" onClick={onRestart}>
          {t('staffSignIn.restart')}
        </Button>
      </Stack>
    </form>
  );
}
