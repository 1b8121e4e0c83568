import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Code, Image, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { svgImageSource } from '../login/staff-second-factor';
import { reportOutcome } from '../staff/report-outcome';
import { SettingsSection } from './settings-section';

const StaffTotpStatusQuery = graphql(`
  query StaffTotpStatus {
    staffTotpStatus {
      enrolled
      required
    }
  }
`);

const StartOwnEnrolmentMutation = graphql(`
  mutation StartOwnStaffTotpEnrolment {
    startStaffTotpEnrolment {
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

const ConfirmStaffTotpMutation = graphql(`
  mutation ConfirmStaffTotp($input: ConfirmStaffTotpInput!) {
    confirmStaffTotp(input: $input) {
      enrolled
      userErrors {
        code
        message
      }
    }
  }
`);

/** Staff only: set up an authenticator app for sign-in, whether or not the shop requires one. */
export function StaffTotpSection() {
  const { t } = useTranslation();
  const { data, refetch } = useQuery(StaffTotpStatusQuery, { fetchPolicy: 'network-only' });
  const [enrolment, setEnrolment] = useState<{ secret: string; qrCodeSvg: string } | null>(null);
  const [code, setCode] = useState('');
  const [start, starting] = useMutation(StartOwnEnrolmentMutation);
  const [confirm, confirming] = useMutation(ConfirmStaffTotpMutation);
  const status = data?.staffTotpStatus;
  if (!status) return null;

  async function begin(): Promise<void> {
    const payload = (await start().catch(() => undefined))?.data?.startStaffTotpEnrolment;
    if (payload?.userErrors[0]) reportOutcome(payload.userErrors, '');
    if (payload?.enrolment) setEnrolment(payload.enrolment);
  }

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const result = await confirm({ variables: { input: { code: code.trim() } } }).catch(() => undefined);
    if (!reportOutcome(result?.data?.confirmStaffTotp.userErrors, t('staffSignIn.enrolled'))) return;
    setEnrolment(null);
    setCode('');
    await refetch().catch(() => undefined);
  }

  return (
    <SettingsSection id="staff-totp" title={t('staffSignIn.sectionTitle')}>
      <Text>
        {status.enrolled
          ? t('staffSignIn.statusEnrolled')
          : status.required
            ? t('staffSignIn.statusRequired')
            : t('staffSignIn.statusOptional')}
      </Text>
      {!status.enrolled && !enrolment && (
        <Button loading={starting.loading} onClick={() => void begin()} w="fit-content">
          {t('staffSignIn.enrolStart')}
        </Button>
      )}
      {enrolment && (
        <form onSubmit={(event) => void submit(event)}>
          <Stack gap="sm">
            <Text>{t('staffSignIn.scan')}</Text>
            <Image src={svgImageSource(enrolment.qrCodeSvg)} alt={t('staffSignIn.qrAlt')} w={200} h={200} />
            <Text size="sm">
              {t('staffSignIn.secret')} <Code>{enrolment.secret}</Code>
            </Text>
            <TextInput
              label={t('staffSignIn.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
            />
            <Button type="submit" loading={confirming.loading} w="fit-content">
              {t('staffSignIn.confirm')}
            </Button>
          </Stack>
        </form>
      )}
    </SettingsSection>
  );
}
