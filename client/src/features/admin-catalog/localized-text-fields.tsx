import { Grid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TEXT_KEYS, type TextKey } from './part-form-values';

interface LocalizedTextFieldsProps {
  label: string;
  value: Record<TextKey, string>;
  disabled: boolean;
  maxLength: number;
  onChange: (value: Record<TextKey, string>) => void;
  testId?: string;
}

/** One short text in each of the four languages. */
export function LocalizedTextFields({ label, value, disabled, maxLength, onChange, testId }: LocalizedTextFieldsProps) {
  const { t } = useTranslation();
  return (
    <Grid>
      {TEXT_KEYS.map((key) => (
        <Grid.Col key={key} span={{ base: 12, sm: 3 }}>
          <TextInput
            label={`${label} (${t(`adminCatalog.languages.${key}`)})`}
            value={value[key]}
            maxLength={maxLength}
            disabled={disabled}
            onChange={(event) => onChange({ ...value, [key]: event.currentTarget.value })}
            data-testid={testId && `${testId}-${key}`}
          />
        </Grid.Col>
      ))}
    </Grid>
  );
}

export const emptyText = (): Record<TextKey, string> => ({ zhCN: '', enUS: '', ru: '', esES: '' });

/** A LocalizedText as the form edits it (absent languages empty). */
export const textValues = (text: Partial<Record<TextKey, string | null>>): Record<TextKey, string> => ({
  zhCN: text.zhCN ?? '',
  enUS: text.enUS ?? '',
  ru: text.ru ?? '',
  esES: text.esES ?? '',
});
