/**
 * The membership levels form: each level's numbers as typed text and its name and perks in every language, converted
 * to the save input (which replaces all levels) and the server's errors placed on the level and field they name.
 */
import { wholeNumber } from './template-form-values';

/** A text in the shop's four languages, keyed as the GraphQL LocalizedText types key them. */
export interface Texts {
  zhCN: string;
  enUS: string;
  ru: string;
  esES: string;
}

export const TEXT_LANGUAGES = ['zhCN', 'enUS', 'ru', 'esES'] as const satisfies readonly (keyof Texts)[];

export const LEVEL_NUMBERS = ['growthRequired', 'discountPercent', 'pointsMultiplierPercent'] as const;
type LevelNumber = (typeof LEVEL_NUMBERS)[number];

export interface LevelValues extends Record<LevelNumber, string> {
  code: string;
  names: Texts;
  perks: Texts[];
}

interface NullableTexts {
  zhCN?: string | null;
  enUS?: string | null;
  ru?: string | null;
  esES?: string | null;
}

/** A level as the server describes it, in the fields the form edits. */
export interface LevelNode extends Record<LevelNumber, number> {
  code: string;
  nameTranslations: NullableTexts;
  perkTranslations: readonly NullableTexts[];
}

export interface LevelInput extends Record<LevelNumber, number> {
  code: string;
  names: Texts;
  perks: Texts[];
}

export const emptyTexts = (): Texts => ({ zhCN: '', enUS: '', ru: '', esES: '' });

const textsOf = (text: NullableTexts): Texts => ({
  zhCN: text.zhCN ?? '',
  enUS: text.enUS ?? '',
  ru: text.ru ?? '',
  esES: text.esES ?? '',
});

const trimmed = (text: Texts): Texts => ({
  zhCN: text.zhCN.trim(),
  enUS: text.enUS.trim(),
  ru: text.ru.trim(),
  esES: text.esES.trim(),
});

export function levelValuesOf(level: LevelNode): LevelValues {
  return {
    code: level.code,
    names: textsOf(level.nameTranslations),
    growthRequired: String(level.growthRequired),
    discountPercent: String(level.discountPercent),
    pointsMultiplierPercent: String(level.pointsMultiplierPercent),
    perks: level.perkTranslations.map(textsOf),
  };
}

export function newLevel(previous: LevelValues | undefined): LevelValues {
  return {
    code: '',
    names: emptyTexts(),
    growthRequired: previous ? '' : '0',
    discountPercent: previous?.discountPercent ?? '5',
    pointsMultiplierPercent: previous?.pointsMultiplierPercent ?? '100',
    perks: [],
  };
}

/** Errors by `<level index>.<field>` (`1.discountPercent`, `0.perks.2`), and those naming no level. */
export interface LevelErrors {
  fields: Record<string, string>;
  general: string[];
}

/**
 * The save input, or the numbers that are not whole numbers (as `<index>.<field>` keys). Every perk row goes as it
 * is, so the server's error for a row staff left empty lands on that row.
 */
export function levelsInput(levels: readonly LevelValues[]): { levels: LevelInput[] } | { problems: string[] } {
  const problems: string[] = [];
  const input = levels.map((level, index) => {
    const number = (field: LevelNumber) => {
      const value = wholeNumber(level[field]);
      if (value === null) problems.push(`${index}.${field}`);
      return value ?? 0;
    };
    return {
      code: level.code.trim().toUpperCase(),
      names: trimmed(level.names),
      growthRequired: number('growthRequired'),
      discountPercent: number('discountPercent'),
      pointsMultiplierPercent: number('pointsMultiplierPercent'),
      perks: level.perks.map(trimmed),
    };
  });
  return problems.length > 0 ? { problems } : { levels: input };
}

/** `['input', 'levels', '1', 'perks', '0']` → `1.perks.0`; a path that names no level is general. */
export function placeLevelErrors(
  errors: readonly { message: string; field?: readonly string[] | null }[],
): LevelErrors {
  const placed: LevelErrors = { fields: {}, general: [] };
  for (const error of errors) {
    const path = error.field ?? [];
    const at = path.indexOf('levels');
    if (at >= 0 && path.length > at + 2) {
      placed.fields[path.slice(at + 1).join('.')] ??= error.message;
    } else {
      placed.general.push(error.message);
    }
  }
  return placed;
}
