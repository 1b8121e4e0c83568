import { Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AFTER_SALE_TYPES, type AfterSaleTypeName } from './apply-form-rules';

interface ApplyTypeChoiceProps {
  value: AfterSaleTypeName | null;
  offered: readonly string[];
  onChange: (type: AfterSaleTypeName) => void;
  error?: string | null;
}

/** The four after-sales types, each with a sentence; the ones the order does not allow are greyed out. */
export function ApplyTypeChoice({ value, offered, onChange, error }: ApplyTypeChoiceProps) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={t('afterSale.apply.type')}
      value={value}
      onChange={(type) => onChange(type as AfterSaleTypeName)}
      error={error}
      withAsterisk
    >
      <Stack gap="xs" mt={6}>
        {AFTER_SALE_TYPES.map((type) => (
          <Radio
            key={type}
            value={type}
            disabled={!offered.includes(type)}
            label={t(`afterSale.types.${type}`)}
            description={t(`afterSale.typeHints.${type}`)}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
