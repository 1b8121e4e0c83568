import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parseYuanToMilli } from '../money/parse-yuan';

interface PriceRange {
  priceMin?: string;
  priceMax?: string;
}

interface PriceRangeFormProps extends PriceRange {
  onApply: (range: PriceRange) => void;
}

function optionalText(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed ? trimmed : undefined;
}

/** Lowest and highest unit price in yuan; applied together so the list does not reload on every digit. */
export function PriceRangeForm({ priceMin, priceMax, onApply }: PriceRangeFormProps) {
  const { t } = useTranslation();
  const [minText, setMinText] = useState(priceMin ?? '');
  const [maxText, setMaxText] = useState(priceMax ?? '');
  const [submitted, setSubmitted] = useState(false);

  const min = optionalText(minText);
  const max = optionalText(maxText);
  const minMilli = min === undefined ? undefined : parseYuanToMilli(min);
  const maxMilli = max === undefined ? undefined : parseYuanToMilli(max);
  const minError = min !== undefined && minMilli === undefined ? t('goodsList.priceInvalid') : undefined;
  const maxError =
    max !== undefined && maxMilli === undefined
      ? t('goodsList.priceInvalid')
      : minMilli !== undefined && maxMilli !== undefined && maxMilli < minMilli
        ? t('goodsList.priceMaxBelowMin')
        : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (minError || maxError) return;
    onApply({ priceMin: min, priceMax: max });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('goodsList.priceRange')}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          size="xs"
          w={96}
          inputMode="decimal"
          label={t('goodsList.priceMin')}
          value={minText}
          error={submitted ? minError : undefined}
          onChange={(event) => setMinText(event.currentTarget.value)}
        />
        <TextInput
          size="xs"
          w={96}
          inputMode="decimal"
          label={t('goodsList.priceMax')}
          value={maxText}
          error={submitted ? maxError : undefined}
          onChange={(event) => setMaxText(event.currentTarget.value)}
        />
        <Button type="submit" size="xs" variant="default" mt={22}>
          {t('goodsList.applyPrice')}
        </Button>
      </Group>
    </form>
  );
}
