import type { LocalizedText } from '../platform/i18n/index.js';

/** Builds a LocalizedText in the order zh-CN, en-US, ru, es-ES. */
export function text(zh: string, en: string, ru: string, es: string): LocalizedText {
  return { 'zh-CN': zh, 'en-US': en, ru, 'es-ES': es };
}

const prefixes = [
  { factor: 1e-12, symbol: 'p', ru: 'п' },
  { factor: 1e-9, symbol: 'n', ru: 'н' },
  { factor: 1e-6, symbol: 'µ', ru: 'мк' },
  { factor: 1e-3, symbol: 'm', ru: 'м' },
  { factor: 1, symbol: '', ru: '' },
  { factor: 1e3, symbol: 'k', ru: 'к' },
  { factor: 1e6, symbol: 'M', ru: 'М' },
  { factor: 1e9, symbol: 'G', ru: 'Г' },
] as const;

const russianUnits: Record<string, string> = {
  Ω: 'Ом',
  V: 'В',
  A: 'А',
  W: 'Вт',
  F: 'Ф',
  H: 'Гн',
  Hz: 'Гц',
  bit: 'бит',
  B: 'Б',
  ppm: 'ppm',
  '°C': '°C',
  mm: 'мм',
  nm: 'нм',
  s: 'с',
  N: 'Н',
};

/** Up to three significant digits without trailing zeros: 4.7, 10, 49.9, 1.02. */
export function significant(value: number, digits = 3): string {
  return String(Number(value.toPrecision(digits)));
}

/** A measured value with its unit, in the parameter (English) form and in every language. */
export interface Quantity {
  /** The form used in `parameters`: "10 kΩ". */
  plain: string;
  text: LocalizedText;
}

function render(number: string, prefix: (typeof prefixes)[number], unit: string): Quantity {
  const comma = number.replace('.', ',');
  const plain = `${number} ${prefix.symbol}${unit}`;
  return {
    plain,
    text: text(
      `${number}${prefix.symbol}${unit}`,
      plain,
      `${comma} ${prefix.ru}${russianUnits[unit] ?? unit}`,
      `${comma} ${prefix.symbol}${unit}`,
    ),
  };
}

/** Formats a value in base units with an SI prefix: quantity(10000, 'Ω') is 10 kΩ. */
export function quantity(value: number, unit: string, digits = 3): Quantity {
  const magnitude = Math.abs(value);
  let chosen: (typeof prefixes)[number] = prefixes[4];
  for (const prefix of prefixes) {
    // A hair below 1 still counts as the next prefix so that 999.99e-9 reads 1 µ, not 1000 n.
    if (magnitude >= prefix.factor * 0.9995) chosen = prefix;
  }
  if (magnitude === 0) chosen = prefixes[4];
  return render(significant(value / chosen.factor, digits), chosen, unit);
}

/** Formats a value in the unit as given, without choosing a prefix: fixed(0.1, 'W') is 0.1 W. */
export function fixed(value: number, unit: string): Quantity {
  return render(significant(value, 4), prefixes[4], unit);
}

/** A range such as "-40 to 85 °C" in every language. */
export function temperatureRange(min: number, max: number): Quantity {
  const plain = `${min} to ${max} °C`;
  return {
    plain,
    text: text(`${min}~${max}°C`, plain, `${min}…${max} °C`, `${min} a ${max} °C`),
  };
}

/** A supply range such as "1.8 to 5.5 V". */
export function voltageRange(min: number, max: number): Quantity {
  const plain = `${significant(min)} to ${significant(max)} V`;
  const ru = `${significant(min).replace('.', ',')}…${significant(max).replace('.', ',')} В`;
  const es = `${significant(min).replace('.', ',')} a ${significant(max).replace('.', ',')} V`;
  return { plain, text: text(`${significant(min)}~${significant(max)}V`, plain, ru, es) };
}

/** Memory size in bytes or bits with binary prefixes, as datasheets print them: 64 KB, 64 Mbit. */
export function memorySize(bytesOrBits: number, unit: 'B' | 'bit'): Quantity {
  const steps = [
    { factor: 1024 ** 3, en: 'G', ru: 'Г' },
    { factor: 1024 ** 2, en: 'M', ru: 'М' },
    { factor: 1024, en: 'K', ru: 'К' },
    { factor: 1, en: '', ru: '' },
  ];
  const step = steps.find((candidate) => bytesOrBits >= candidate.factor) ?? steps[3]!;
  const number = significant(bytesOrBits / step.factor);
  const en = `${number} ${step.en}${unit}`;
  const ru = `${number.replace('.', ',')} ${step.ru}${unit === 'B' ? 'Б' : 'бит'}`;
  return {
    plain: en,
    text: text(`${number}${step.en}${unit}`, en, ru, `${number.replace('.', ',')} ${step.en}${unit}`),
  };
}

/** A tolerance such as ±1% (the same everywhere but with a decimal comma where usual). */
export function tolerance(percent: number): Quantity {
  const number = significant(percent);
  return {
    plain: `±${number}%`,
    text: text(`±${number}%`, `±${number}%`, `±${number.replace('.', ',')}%`, `±${number.replace('.', ',')}%`),
  };
}

/** The upper-case, separator-free key that exact and prefix lookups use. */
export { normalizeMpn } from '../modules/catalog/mpn.js';

/** Something that reads in every language: a quantity, a LocalizedText, or a plain string. */
export type Term = Quantity | LocalizedText | string;

/** The word or phrase of a term in one language. */
export function termIn(term: Term, locale: keyof LocalizedText): string {
  if (typeof term === 'string') return term;
  if ('plain' in term) return term.text[locale];
  return term[locale];
}

/**
 * Builds a LocalizedText from one template per language; each template reads terms through `v` so that
 * quantities come out in that language's form.
 */
export function localize(templates: Record<keyof LocalizedText, (v: (term: Term) => string) => string>): LocalizedText {
  const fill = (locale: keyof LocalizedText) => templates[locale]((term) => termIn(term, locale));
  return text(fill('zh-CN'), fill('en-US'), fill('ru'), fill('es-ES'));
}
