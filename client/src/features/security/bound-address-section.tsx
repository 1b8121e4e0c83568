import { useMutation } from '@apollo/client/react';
import { Button, Stack, Table } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { ContactAddressInput } from '../login/contact-address-input';
import { showUserErrors } from '../login/user-errors';
import { VerificationCodeInput } from '../login/verification-code-input';
import {
  EMPTY_CONTACT_ADDRESS,
  formatContactAddress,
  validateContactAddress,
  validateVerificationCode,
  type ContactAddress,
} from '../session/account-validation';
import { showToast } from '../toast/show-toast';
import { SettingsSection } from './settings-section';

const BindAccountAddressMutation = graphql(`
  mutation BindAccountAddress($input: BindAccountAddressInput!) {
    bindAccountAddress(input: $input) {
      viewer {
        id
        email
        phone
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

const formFields = ['address', 'code'] as const;
type FormField = (typeof formFields)[number];

/** Spec §2: the bound e-mail and phone, and binding a new one with a code sent to the NEW address. */
export function BoundAddressSection({ email, phone }: { email: string | null; phone: string | null }) {
  const { t } = useTranslation();
  const [address, setAddress] = useState<ContactAddress>(EMPTY_CONTACT_ADDRESS);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const [bindAddress, { loading }] = useMutation(BindAccountAddressMutation);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const addressProblem = validateContactAddress(address);
    const codeProblem = validateVerificationCode(code);
    const problems = {
      ...(addressProblem && { address: t(addressProblem) }),
      ...(codeProblem && { code: t(codeProblem) }),
    };
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const newAddress = formatContactAddress(address);
    const result = await bindAddress({ variables: { input: { address: newAddress, code: code.trim() } } }).catch(
      () => undefined,
    );
    const payload = result?.data?.bindAccountAddress;
    if (!payload) return;
    showUserErrors(payload.userErrors, formFields, setErrors);
    if (payload.viewer) {
      showToast(t('security.addressBound', { address: newAddress }), 'success');
      setCode('');
    }
  }

  return (
    <SettingsSection id="security-binding" title={t('security.bindingTitle')}>
      <Table variant="vertical" withTableBorder maw={420}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={120}>{t('security.boundEmail')}</Table.Th>
            <Table.Td data-testid="bound-email">{email ?? t('security.notBound')}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('security.boundPhone')}</Table.Th>
            <Table.Td data-testid="bound-phone">{phone ?? t('security.notBound')}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm" maw={420}>
          <ContactAddressInput value={address} onChange={setAddress} error={errors.address} />
          <VerificationCodeInput
            address={address}
            purpose="BIND_ADDRESS"
            value={code}
            onChange={setCode}
            error={errors.code}
            onAddressError={(message) => setErrors((current) => ({ ...current, address: message }))}
          />
          <Button type="submit" loading={loading}>
            {t('security.bindAddress')}
          </Button>
        </Stack>
      </form>
    </SettingsSection>
  );
}
