import { DomainError } from '../../platform/errors/index.js';

/** SI (and binary memory) prefixes as datasheets print them before a unit. */
const prefixFactors: Record<string, number> = {
  p: 1e-12,
  n: 1e-9,
  µ: 1e-6,
  u: 1e-6,
  m: 1e-3,
  k: 1e3,
  K: 1024,
  M: 1e6,
  G: 1e9,
};

/**
 * The number a parameter value stands for, in base units, so values sort as engineers expect (10 kΩ before
 * 100 kΩ, 4.7 nF before 1 µF). A range ("-40 to 85 °C") sorts by its first number; text without one gives null.
 */
export function parameterNumericValue(value: string): number | null {
  const match = /^[±~≤≥<>]?\s*(-?\d+(?:[.,]\d+)?)\s*(.*)$/u.exec(value.trim());
  if (!match) return null;
  const number = Number(match[1]!.replace(',', '.'));
  const rest = match[2]!;
  const prefix = rest.charAt(0);
  // A prefix only counts when a unit follows it ("5 m" alone is not 0.005).
  const factor = prefix in prefixFactors && /^[\p{L}Ω]/u.test(rest.slice(1)) ? prefixFactors[prefix]! : 1;
  return number * factor;
}

/**
 * The base unit a parameter value is written in ("10 kΩ" → "Ω", "4.7 µF" → "F", "5 V" → "V"); null for text,
 * ranges, ppm and bare numbers, whose unit cannot be read from the value alone.
 */
export function parameterUnit(value: string): string | null {
  const match = /^[±~≤≥<>]?\s*-?\d+(?:[.,]\d+)?\s*(\S+)$/u.exec(value.trim());
  if (!match) return null;
  const written = match[1]!;
  // "ppm" reads like pico-"pm"; parts per million have no base unit here.
  if (written.startsWith('ppm')) return null;
  const unit = written.length > 1 && written.charAt(0) in prefixFactors ? written.slice(1) : written;
  return /^[\p{L}Ω°%][\p{L}Ω°%/]*$/u.test(unit) ? unit : null;
}

/** The facet name under which a part's package is filtered, beside its named parameters. */
export const PACKAGE_PARAMETER = 'package';

/** Every filterable value of a part: its key parameters and its package. */
export function filterableParameters(product: {
  package: string;
  parameters: Record<string, string>;
}): { name: string; value: string }[] {
  return [...Object.entries(product.parameters), [PACKAGE_PARAMETER, product.package] as const].map(
    ([name, value]) => ({ name, value }),
  );
}

/** One parameter of a list filter: parts whose `name` is any of `values`. */
export interface ParameterFilter {
  name: string;
  values: string[];
}

const MAX_PARAMETER_FILTERS = 20;
const MAX_VALUES_PER_PARAMETER = 100;
const parameterName = /^[A-Za-z][A-Za-z0-9]{0,47}$/;

/**
 * A parameter filter checked and tidied: names must look like parameter keys, values are de-duplicated, a
 * parameter without values is dropped, and the same name twice is one filter. Bad input is a user error.
 */
export function checkedParameterFilters(filters: ParameterFilter[], field: string[]): ParameterFilter[] {
  if (filters.length > MAX_PARAMETER_FILTERS)
    throw new DomainError('INVALID_INPUT', { params: { field: field.join('.') }, field });
  const byName = new Map<string, Set<string>>();
  for (const { name, values } of filters) {
    const valid =
      parameterName.test(name) &&
      values.length <= MAX_VALUES_PER_PARAMETER &&
      values.every((value) => value.length > 0 && value.length <= 96);
    if (!valid) throw new DomainError('INVALID_INPUT', { params: { field: field.join('.') }, field });
    const known = byName.get(name) ?? new Set<string>();
    for (const value of values) known.add(value);
    byName.set(name, known);
  }
  return [...byName].filter(([, values]) => values.size > 0).map(([name, values]) => ({ name, values: [...values] }));
}
