import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { formatDateTime } from '../locale-format/format-date-time';
import { showUserErrors } from '../login/user-errors';
import { VerificationCodeInput } from '../login/verification-code-input';
import { validateVerificationCode } from '../session/account-validation';
import { showToast } from '../toast/show-toast';
import { contactAddressOf } from './bound-contact';
import { validatePaymentPassword, validatePaymentPasswordConfirmation } from './security-validation';
import { SettingsSection } from './settings-section';

const SetPaymentPasswordMutation = graphql(`
  mutation SetPaymentPassword($input: SetPaymentPasswordInput!) {
    setPaymentPassword(input: $input) {
      done
      userErrors {
        code
        message
        field
      }
    }
  }
`);

const ChangePaymentPasswordMutation = graphql(`
  mutation ChangePaymentPassword($input: ChangePaymentPasswordInput!) {
    changePaymentPassword(input: $input) {
      done
      userErrors {
        code
        message
        field
      }
    }
  }
`);

const ResetPaymentPasswordMutation = graphql(`
  mutation ResetPaymentPassword($input: ResetPaymentPasswordInput!) {
    resetPaymentPassword(input: $input) {
      done
      userErrors {
        code
        message
        field
      }
    }
  }
`);

const formFields = ['oldPassword', 'password', 'confirmation', 'address', 'code'] as const;
type FormField = (typeof formFields)[number];
type Mode = 'set' | 'change' | 'reset';

interface PaymentPasswordSectionProps {
  hasPaymentPassword: boolean;
  paymentLockedUntil: string | null;
  /** The account's bound e-mail and phone, where a reset code can go. */
  boundAddresses: string[];
  onChanged: () => void;
}

/** Spec §2/§5: set (6 digits, twice), change (old one needed) or reset by code the payment password. */
export function PaymentPasswordSection(props: PaymentPasswordSectionProps) {
  const { t, i18n } = useTranslation();
  const [mode, setMode] = useState<Mode>(props.hasPaymentPassword ? 'change' : 'set');
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [resetAddress, setResetAddress] = useState(props.boundAddresses[0] ?? '');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const [setPaymentPassword, setState] = useMutation(SetPaymentPasswordMutation);
  const [changePaymentPassword, changeState] = useMutation(ChangePaymentPasswordMutation);
  const [resetPaymentPassword, resetState] = useMutation(ResetPaymentPasswordMutation);
  const activeMode: Mode = props.hasPaymentPassword ? (mode === 'set' ? 'change' : mode) : 'set';

  async function send(): Promise<
    { done?: boolean | null; userErrors: { message: string; field?: string[] | null }[] } | undefined
  > {
    if (activeMode === 'set') {
      return (await setPaymentPassword({ variables: { input: { password, confirmation } } })).data?.setPaymentPassword;
    }
    if (activeMode === 'change') {
      return (await changePaymentPassword({ variables: { input: { oldPassword, password, confirmation } } })).data
        ?.changePaymentPassword;
    }
    return (
      await resetPaymentPassword({
        variables: { input: { address: resetAddress, code: code.trim(), password, confirmation } },
      })
    ).data?.resetPaymentPassword;
  }

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const passwordProblem = validatePaymentPassword(password);
    const confirmationProblem = validatePaymentPasswordConfirmation(password, confirmation);
    const codeProblem = activeMode === 'reset' ? validateVerificationCode(code) : undefined;
    const problems: Partial<Record<FormField, string>> = {
      ...(activeMode === 'change' && oldPassword === '' && { oldPassword: t('rules.PAYMENT_PASSWORD_FORMAT') }),
      ...(passwordProblem && { password: t(passwordProblem) }),
      ...(confirmationProblem && { confirmation: t(confirmationProblem) }),
      ...(codeProblem && { code: t(codeProblem) }),
    };
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const payload = await send().catch(() => undefined);
    if (!payload) return;
    showUserErrors(payload.userErrors, formFields, setErrors);
    if (payload.done) {
      showToast(t('security.paymentPasswordSaved'), 'success');
      setOldPassword('');
      setPassword('');
      setConfirmation('');
      setCode('');
      setMode('change');
      props.onChanged();
    }
  }

  const loading = setState.loading || changeState.loading || resetState.loading;
  const digitsInput = { type: 'password', inputMode: 'numeric' as const, maxLength: 6, autoComplete: 'off' };
  return (
    <SettingsSection id="security-payment" title={t('security.paymentTitle')}>
      <Text size="sm" c="dimmed">
        {props.hasPaymentPassword ? t('security.paymentIsSet') : t('security.paymentNotSet')}
      </Text>
      {props.paymentLockedUntil && (
        <Alert color="red" variant="light">
          {t('security.paymentLocked', { time: formatDateTime(props.paymentLockedUntil, i18n.language) })}
        </Alert>
      )}
      {props.hasPaymentPassword && (
        <Group gap="xs">
          {(['change', 'reset'] as const).map((choice) => (
            <Button
              key={choice}
              size="xs"
              variant={activeMode === choice ? 'filled' : 'default'}
              aria-pressed={activeMode === choice}
              onClick={() => {
                setMode(choice);
                setErrors({});
              }}
            >
              {choice === 'change' ? t('security.changePayment') : t('security.resetPayment')}
            </Button>
          ))}
        </Group>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm" maw={420}>
          {activeMode === 'change' && (
            <TextInput
              label={t('security.oldPaymentPassword')}
              {...digitsInput}
              value={oldPassword}
              onChange={(event) => setOldPassword(event.currentTarget.value)}
              error={errors.oldPassword}
              required
            />
          )}
          {activeMode === 'reset' && (
            <>
              <NativeSelect
                label={t('security.resetCodeTo')}
                value={resetAddress}
                onChange={(event) => setResetAddress(event.currentTarget.value)}
                data={props.boundAddresses}
              />
              <VerificationCodeInput
                address={contactAddressOf(resetAddress)}
                purpose="RESET_PAYMENT_PASSWORD"
                value={code}
                onChange={setCode}
                error={errors.code ?? errors.address}
                onAddressError={(message) => setErrors((current) => ({ ...current, address: message }))}
              />
            </>
          )}
          <TextInput
            label={t('security.paymentPassword')}
            description={t('security.paymentPasswordRule')}
            {...digitsInput}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password}
            required
          />
          <TextInput
            label={t('security.paymentPasswordConfirmation')}
            {...digitsInput}
            value={confirmation}
            onChange={(event) => setConfirmation(event.currentTarget.value)}
            error={errors.confirmation}
            required
          />
          <Group>
            <Button type="submit" loading={loading}>
              {activeMode === 'set' ? t('security.setPayment') : t('security.savePayment')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
