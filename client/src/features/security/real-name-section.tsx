import { useMutation } from '@apollo/client/react';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { showUserErrors } from '../login/user-errors';
import { showToast } from '../toast/show-toast';
import { validateIdNumber, validateRealName } from './security-validation';
import { SettingsSection } from './settings-section';

const VerifyRealNameMutation = graphql(`
  mutation VerifyRealName($input: VerifyRealNameInput!) {
    verifyRealName(input: $input) {
      accountSecurity {
        realName
        idNumber
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

const formFields = ['realName', 'idNumber'] as const;
type FormField = (typeof formFields)[number];

interface RealNameSectionProps {
  /** Masked, e.g. `张**`; null before verification. */
  realName: string | null;
  idNumber: string | null;
  onVerified: () => void;
}

/** Real-name verification: name and mainland ID number, kept encrypted by the server and only shown masked. */
export function RealNameSection({ realName, idNumber, onVerified }: RealNameSectionProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [number, setNumber] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const [verifyRealName, { loading }] = useMutation(VerifyRealNameMutation);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const nameProblem = validateRealName(name);
    const numberProblem = validateIdNumber(number);
    const problems = {
      ...(nameProblem && { realName: t(nameProblem) }),
      ...(numberProblem && { idNumber: t(numberProblem) }),
    };
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const result = await verifyRealName({ variables: { input: { realName: name, idNumber: number } } }).catch(
      () => undefined,
    );
    const payload = result?.data?.verifyRealName;
    if (!payload) return;
    showUserErrors(payload.userErrors, formFields, setErrors);
    if (payload.accountSecurity) {
      showToast(t('security.realNameVerified'), 'success');
      onVerified();
    }
  }

  return (
    <SettingsSection id="security-real-name" title={t('security.realNameTitle')}>
      <Text size="sm" c="dimmed">
        {t('security.realNameNote')}
      </Text>
      {realName && idNumber ? (
        <Text data-testid="real-name-masked">{t('security.verifiedAs', { name: realName, idNumber })}</Text>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="sm" maw={420}>
            <TextInput
              label={t('security.realName')}
              autoComplete="name"
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={errors.realName}
              required
            />
            <TextInput
              label={t('security.idNumber')}
              autoComplete="off"
              maxLength={18}
              value={number}
              onChange={(event) => setNumber(event.currentTarget.value)}
              error={errors.idNumber}
              required
            />
            <Button type="submit" loading={loading}>
              {t('security.verifyRealName')}
            </Button>
          </Stack>
        </form>
      )}
    </SettingsSection>
  );
}
