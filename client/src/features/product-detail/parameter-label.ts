import type { TFunction } from 'i18next';

/** "voltageRating" → "Voltage rating": readable when a parameter has no translation yet. */
export function humanizeParameterName(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Parameter names are camelCase keys from the API, translated under `parameters.<name>`. */
export function parameterLabel(t: TFunction, name: string): string {
  return t(`parameters.${name}`, { defaultValue: humanizeParameterName(name) });
}
