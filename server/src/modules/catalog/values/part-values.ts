/**
 * Values of passive parts as BOMs write them (`100nF`, `0.1uF`, `10k`, `4k7`, `4R7`, `10kΩ 1%`) turned into
 * the parameter text the catalog stores (`100 nF`, `10 kΩ`), so equal values compare equal whatever the
 * spelling: 0.1uF and 100nF are both `100 nF`.
 */

export type PassiveParameter = 'resistance' | 'capacitance' | 'inductance';

export interface PassiveValue {
  parameter: PassiveParameter;
  /** As stored in `Product.parameters[parameter]`. */
  text: string;
  /** `±1%` when the line gives a tolerance. */
  tolerance: string | null;
}

const prefixFactor: Record<string, number> = {
  p: 1e-12,
  n: 1e-9,
  u: 1e-6,
  µ: 1e-6,
  μ: 1e-6,
  m: 1e-3,
  '': 1,
  r: 1,
  k: 1e3,
  K: 1e3,
  M: 1e6,
  G: 1e9,
};

/** The catalog's prefixes, in the order its formatter chooses them. */
const displayPrefixes = [
  { factor: 1e-12, symbol: 'p' },
  { factor: 1e-9, symbol: 'n' },
  { factor: 1e-6, symbol: 'µ' },
  { factor: 1e-3, symbol: 'm' },
  { factor: 1, symbol: '' },
  { factor: 1e3, symbol: 'k' },
  { factor: 1e6, symbol: 'M' },
  { factor: 1e9, symbol: 'G' },
];

const unitOf: Record<PassiveParameter, string> = { resistance: 'Ω', capacitance: 'F', inductance: 'H' };

/** Formats like the catalog: three significant digits and the largest prefix the value reaches. */
export function formatQuantity(value: number, parameter: PassiveParameter): string {
  let chosen = displayPrefixes[4]!;
  for (const prefix of displayPrefixes) if (Math.abs(value) >= prefix.factor * 0.9995) chosen = prefix;
  if (value === 0) chosen = displayPrefixes[4]!;
  return `${Number((value / chosen.factor).toPrecision(3))} ${chosen.symbol}${unitOf[parameter]}`;
}

const valuePattern = /^(\d+(?:[.,]\d+)?)\s*(?:([pnuµμmkKMGr])(\d*))?\s*(F|FARAD|H|HENRY|Ω|OHMS?|R)?$/i;

/** One value token, or null when it is not a passive value. */
function parseValueToken(token: string): { parameter: PassiveParameter; value: number } | null {
  const cleaned = token.replace(/ohm/i, 'Ω').replace(/\s+/g, '');
  const rkm = /^(\d+)([RKMrkmpnuµμ])(\d+)(F|H|Ω)?$/.exec(cleaned);
  let number: number;
  let prefix: string;
  let unit: string;
  if (rkm) {
    // RKM code: 4k7 = 4.7 k, 4R7 = 4.7, 2n2 = 2.2 n.
    number = Number(`${rkm[1]}.${rkm[3]}`);
    prefix = rkm[2]!;
    unit = rkm[4] ?? '';
  } else {
    const match = valuePattern.exec(cleaned);
    if (!match || match[3]) return null;
    number = Number(match[1]!.replace(',', '.'));
    prefix = match[2] ?? '';
    unit = (match[4] ?? '').toUpperCase();
  }
  if (prefix === 'R' || prefix === 'r') prefix = '';
  // `m` before F or H is milli; a bare `M` is mega (ohms).
  if (prefix === 'm' && unit === '') prefix = 'M';
  if (prefix === 'U') prefix = 'u';
  if (prefix === 'N') prefix = 'n';
  if (prefix === 'P') prefix = 'p';
  const factor = prefixFactor[prefix];
  if (factor === undefined || !Number.isFinite(number)) return null;
  let parameter: PassiveParameter;
  if (unit.startsWith('F')) parameter = 'capacitance';
  else if (unit.startsWith('H')) parameter = 'inductance';
  else if (unit === 'Ω' || unit.startsWith('OHM') || unit === 'R') parameter = 'resistance';
  else if (['p', 'n', 'u', 'µ', 'μ'].includes(prefix)) parameter = 'capacitance';
  else parameter = 'resistance';
  return { parameter, value: number * factor };
}

/** The passive value a text gives (`100nF 0603 X7R`, `10k 1%`), or null when it names none. */
export function parsePassiveValue(text: string): PassiveValue | null {
  // `10 kΩ`, `100 nF` (the catalog's own spelling): a number and its unit written apart are one token.
  const joined = text.replace(/(\d)\s+([pnuµμmkKMG]?(?:F|H|Ω|[Oo]hms?)|[pnuµμkKMG])(?=[\s,;/]|$)/g, '$1$2');
  const tokens = joined.split(/[\s/,;_]+/).filter(Boolean);
  let found: { parameter: PassiveParameter; value: number } | null = null;
  let tolerance: string | null = null;
  for (const token of tokens) {
    const percent = /^±?(\d+(?:\.\d+)?)%$/.exec(token);
    if (percent) {
      tolerance = `±${Number(percent[1])}%`;
      continue;
    }
    // A bare imperial size code is a package, not a value.
    if (/^\d{4,5}$/.test(token)) continue;
    found ??= parseValueToken(token);
  }
  if (!found) return null;
  return { parameter: found.parameter, text: formatQuantity(found.value, found.parameter), tolerance };
}

export const chipSizes = ['01005', '0201', '0402', '0603', '0805', '1206', '1210', '1812', '2010', '2512'];

/**
 * The package a text names, in the catalog's spelling where it is a chip size (KiCad's `R_0603_1608Metric`,
 * `C0805` and `0805` are all `0805`); otherwise the text upper-cased without separators. Null when empty.
 */
export function packageKey(text: string): string | null {
  const chip = chipSizes.find((size) => new RegExp(`(^|[^0-9])${size}([^0-9]|$)`).test(text));
  if (chip) return chip;
  const key = text.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return key === '' ? null : key;
}

/** The chip size a free text names (`100nF 0603`), or null; only sizes, so a value's digits never count. */
export function chipSizeIn(text: string): string | null {
  return chipSizes.find((size) => new RegExp(`(^|[^0-9])${size}([^0-9]|$)`).test(text)) ?? null;
}

/** What a parameter measures, so its values are compared as numbers in one SI unit or as text. */
export type ParameterKind =
  | 'resistance'
  | 'capacitance'
  | 'inductance'
  | 'voltage'
  | 'current'
  | 'power'
  | 'frequency'
  | 'tolerance'
  | 'temperatureCoefficient'
  | 'temperature'
  | 'dielectric'
  | 'package';

/** The kind of each parameter the catalog's parts state by that name; others are plain text. */
const kindOfParameter: Record<string, ParameterKind> = {
  resistance: 'resistance',
  dcResistance: 'resistance',
  capacitance: 'capacitance',
  inductance: 'inductance',
  voltageRating: 'voltage',
  breakdownVoltage: 'voltage',
  clampingVoltage: 'voltage',
  coilVoltage: 'voltage',
  collectorEmitterVoltage: 'voltage',
  current: 'current',
  contactRating: 'current',
  power: 'power',
  frequency: 'frequency',
  tolerance: 'tolerance',
  temperatureCoefficient: 'temperatureCoefficient',
  temperatureRange: 'temperature',
  dielectric: 'dielectric',
  package: 'package',
};

/** The kind a parameter named `name` measures, or null for a plain text parameter. */
export function parameterKind(name: string): ParameterKind | null {
  return kindOfParameter[name] ?? null;
}

/** SI (and binary memory) prefixes as datasheets print them before a unit. */
const storedPrefixFactors: Record<string, number> = { ...prefixFactor, K: 1024 };

/**
 * The number a stored parameter value stands for, in base units (`4.7 kΩ` → 4700, `100 nF` → 1e-7, `25 V` → 25,
 * `±1%` → 1), so values compare and sort as engineers expect. A range ("-40 to 85 °C") gives its first number;
 * text without one gives null. Rounded to 12 significant digits so equal values written differently are equal.
 */
export function siValue(text: string): number | null {
  const match = /^[±~≤≥<>]?\s*(-?\d+(?:[.,]\d+)?)\s*(.*)$/u.exec(text.trim());
  if (!match) return null;
  const number = Number(match[1]!.replace(',', '.'));
  const rest = match[2]!;
  const prefix = rest.charAt(0);
  // A prefix only counts when a unit follows it ("5 m" alone is not 0.005).
  const factor =
    prefix !== 'r' && prefix !== '' && prefix in storedPrefixFactors && /^[\p{L}Ω]/u.test(rest.slice(1))
      ? storedPrefixFactors[prefix]!
      : 1;
  return roundSi(number * factor);
}

const roundSi = (value: number) => Number(value.toPrecision(12));

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
  const unit = written.length > 1 && written.charAt(0) in storedPrefixFactors ? written.slice(1) : written;
  return /^[\p{L}Ω°%][\p{L}Ω°%/]*$/u.test(unit) ? unit : null;
}

/** A value a search text asks for: a number in the parameter's base unit, or a text the parameter must equal. */
export type ValueCondition = { name: string; numeric: number } | { name: string; text: string };

const dielectrics = /^(X[5-8][RSPTU]|C0G|NP0|Y5V|Z5U)$/i;

/** One search word as a value condition, or null when it names no value (bare numbers and words do not). */
function valueConditionOf(token: string): ValueCondition | null {
  if (/^\d{4,5}$/.test(token)) return chipSizes.includes(token) ? { name: 'package', text: token } : null;
  if (dielectrics.test(token))
    return { name: 'dielectric', text: token.toUpperCase() === 'NP0' ? 'C0G' : token.toUpperCase() };
  const percent = /^±?(\d+(?:\.\d+)?)%$/.exec(token);
  if (percent) return { name: 'tolerance', numeric: roundSi(Number(percent[1])) };
  const volts = /^(\d+(?:[.,]\d+)?)(k|m)?V$/i.exec(token);
  if (volts) {
    const factor = volts[2] === 'k' || volts[2] === 'K' ? 1e3 : volts[2] === 'm' ? 1e-3 : 1;
    return { name: 'voltageRating', numeric: roundSi(Number(volts[1]!.replace(',', '.')) * factor) };
  }
  // A resistance, capacitance or inductance needs a prefix or a unit: `4.7k`, `4k7`, `10uF`, `100R`.
  if (!/^\d+(?:[.,]\d+)?[a-zA-Zµμ]|^\d+[RKMrkmpnuµμ]\d+/.test(token) && !/Ω|ohm/i.test(token)) return null;
  const value = parseValueToken(token);
  return value && { name: value.parameter, numeric: roundSi(value.value) };
}

/**
 * The values a search text names (`4.7k 0603`, `10uF 25V 0805`, `100nF X7R`, `10k 1%`) and its other words. Only
 * parameters named once count: `10k 22k` is two words, not a contradiction.
 */
export function valuesInSearch(text: string): { values: ValueCondition[]; words: string[] } {
  const joined = text.replace(/(\d)\s+([pnuµμmkKMG]?(?:F|H|Ω|V|[Oo]hms?))(?=[\s,;/]|$)/g, '$1$2');
  const values: ValueCondition[] = [];
  const words: string[] = [];
  for (const token of joined.split(/[\s,;]+/).filter(Boolean)) {
    const condition = valueConditionOf(token);
    if (condition && !values.some((value) => value.name === condition.name)) values.push(condition);
    else words.push(token);
  }
  return { values, words };
}
