import { Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AREA_CODES, type ContactAddress, type ContactKind } from '../session/account-validation';
import { ChoiceButtons } from './choice-buttons';

const areaCodeOptions = AREA_CODES.map((code) => ({ value: code, label: `+${code}` }));

interface ContactAddressInputProps {
  value: ContactAddress;
  onChange: (value: ContactAddress) => void;
  error?: string | undefined;
}

/** An e-mail address, or a phone number with its area code (+86 unless another is picked). */
export function ContactAddressInput({ value, onChange, error }: ContactAddressInputProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <ChoiceButtons<ContactKind>
        label={t('account.addressKind')}
        size="xs"
        value={value.kind}
        onChange={(kind) => onChange({ ...value, kind })}
        choices={[
          { value: 'email', label: t('account.byEmail') },
          { value: 'phone', label: t('account.byPhone') },
        ]}
      />
      {value.kind === 'email' ? (
        <TextInput
          label={t('account.email')}
          type="email"
          autoComplete="email"
          value={value.email}
          onChange={(event) => onChange({ ...value, email: event.currentTarget.value })}
          error={error}
          required
        />
      ) : (
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <NativeSelect
            label={t('account.areaCode')}
            data={areaCodeOptions}
            value={value.areaCode}
            onChange={(event) => onChange({ ...value, areaCode: event.currentTarget.value })}
            w={96}
          />
          <TextInput
            label={t('account.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={value.phone}
            onChange={(event) => onChange({ ...value, phone: event.currentTarget.value })}
            error={error}
            required
            flex={1}
          />
        </Group>
      )}
    </Stack>
  );
}
