import type { TFunction } from 'i18next';

/** The catalog writes a range in English: "-40 to 85 °C", "1.8 to 5.5 V". */
const ENGLISH_RANGE = /^(-?\d+(?:\.\d+)?) to (-?\d+(?:\.\d+)?)\s*(.*)$/;

/**
 * A parameter's value as the reader writes it: a range takes the language's form ("-40~85 °C", "1,8…5,5 V") and its
 * decimal separator. Any other value is shown as the catalog has it.
 */
export function localizedParameterValue(t: TFunction, value: string, locale: string): string {
  const range = ENGLISH_RANGE.exec(value);
  if (!range) return value;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 6, useGrouping: false });
  return t('parameterValues.range', {
    min: number.format(Number(range[1])),
    max: number.format(Number(range[2])),
    unit: range[3],
  }).trim();
}
