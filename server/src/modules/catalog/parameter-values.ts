import { DomainError } from '../../platform/errors/index.js';
import { siValue } from './values/part-values.js';

/** The facet name under which a part's package is filtered, beside its named parameters. */
export const PACKAGE_PARAMETER = 'package';

/**
 * Every filterable value of a part: its key parameters and its package, each with the number it stands for in base
 * units (null for text such as a dielectric or a package), which range filters and value search compare.
 */
export function filterableParameters(product: {
  package: string;
  parameters: Record<string, string>;
}): { name: string; value: string; siNumber: number | null }[] {
  return [...Object.entries(product.parameters), [PACKAGE_PARAMETER, product.package] as const].map(
    ([name, value]) => ({ name, value, siNumber: name === PACKAGE_PARAMETER ? null : siValue(value) }),
  );
}

/**
 * One parameter of a list filter: parts whose `name` is any of `values`, or, with `min` or `max`, whose value lies
 * in that range (inclusive, in the parameter's base unit: farads, volts, ohms).
 */
export interface ParameterFilter {
  name: string;
  values: string[];
  min?: number | undefined;
  max?: number | undefined;
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
  const byName = new Map<string, { values: Set<string>; min?: number | undefined; max?: number | undefined }>();
  for (const { name, values, min, max } of filters) {
    const bounded = min !== undefined || max !== undefined;
    const valid =
      parameterName.test(name) &&
      values.length <= MAX_VALUES_PER_PARAMETER &&
      values.every((value) => value.length > 0 && value.length <= 96) &&
      [min, max].every((bound) => bound === undefined || Number.isFinite(bound)) &&
      (min === undefined || max === undefined || min <= max) &&
      !(bounded && values.length > 0);
    if (!valid) throw new DomainError('INVALID_INPUT', { params: { field: field.join('.') }, field });
    const known = byName.get(name) ?? { values: new Set<string>() };
    for (const value of values) known.values.add(value);
    if (min !== undefined) known.min = Math.max(known.min ?? min, min);
    if (max !== undefined) known.max = Math.min(known.max ?? max, max);
    byName.set(name, known);
  }
  return [...byName]
    .filter(([, { values, min, max }]) => values.size > 0 || min !== undefined || max !== undefined)
    .map(([name, { values, min, max }]) =>
      values.size > 0 ? { name, values: [...values] } : { name, values: [], min, max },
    );
}
