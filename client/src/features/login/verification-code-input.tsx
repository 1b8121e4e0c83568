import { useMutation } from '@apollo/client/react';
import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { VerificationPurpose } from '../../gql/graphql';
import {
  VERIFICATION_CODE_LENGTH,
  formatContactAddress,
  validateContactAddress,
  type ContactAddress,
} from '../session/account-validation';
import { showToast } from '../toast/show-toast';
import { useCountdown } from './use-countdown';
import { placeUserErrors } from './user-errors';

/** Spec §9: a new code may be requested 60 s after the last one (the server enforces it too). */
const RESEND_SECONDS = 60;

const SendVerificationCodeMutation = graphql(`
  mutation SendVerificationCode($input: SendVerificationCodeInput!) {
    sendVerificationCode(input: $input) {
      resendInSeconds
      userErrors {
        code
        message
        field
      }
    }
  }
`);

interface VerificationCodeInputProps {
  address: ContactAddress;
  purpose: VerificationPurpose;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** Shows a problem with the address (checked here before sending, or refused by the server) under its field. */
  onAddressError: (message: string | undefined) => void;
}

/** The 6-digit code field with the button that sends a code to the address and then counts down to a resend. */
export function VerificationCodeInput({
  address,
  purpose,
  value,
  onChange,
  error,
  onAddressError,
}: VerificationCodeInputProps) {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const [sendCode, { loading }] = useMutation(SendVerificationCodeMutation);

  async function send(): Promise<void> {
    const addressProblem = validateContactAddress(address);
    onAddressError(addressProblem && t(addressProblem));
    if (addressProblem) return;
    const result = await sendCode({ variables: { input: { address: formatContactAddress(address), purpose } } }).catch(
      // The error link has already told the visitor why the request failed.
      () => undefined,
    );
    const payload = result?.data?.sendVerificationCode;
    if (!payload) return;
    if (payload.userErrors.length > 0) {
      const { fieldErrors, otherMessages } = placeUserErrors(payload.userErrors, ['address']);
      onAddressError(fieldErrors.address);
      for (const message of otherMessages) showToast(message);
      return;
    }
    countdown.start(payload.resendInSeconds ?? RESEND_SECONDS);
    showToast(t('account.codeSent'), 'success');
  }

  const waiting = countdown.secondsLeft > 0;
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <TextInput
        label={t('account.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={VERIFICATION_CODE_LENGTH}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        required
        flex={1}
      />
      <Button variant="light" mt={25} miw={112} loading={loading} disabled={waiting} onClick={() => void send()}>
        {waiting ? t('account.resendIn', { seconds: countdown.secondsLeft }) : t('account.sendCode')}
      </Button>
    </Group>
  );
}
