import { describe, expect, it } from 'vitest';
import { levelsInput, levelValuesOf, newLevel, placeLevelErrors } from './membership-level-values';

const silver = {
  code: 'V2',
  nameTranslations: { zhCN: '白银会员', enUS: 'Silver', ru: null, esES: 'Plata' },
  growthRequired: 1000,
  discountPercent: 6,
  pointsMultiplierPercent: 120,
  perkTranslations: [{ zhCN: '6% 折扣', enUS: '6% off', ru: '6% скидка', esES: null }],
};

describe('membership level values', () => {
  it('round-trips a level through the form, missing translations as empty text', () => {
    const values = levelValuesOf(silver);
    expect(values.names.ru).toBe('');
    expect(levelsInput([values])).toEqual({
      levels: [
        {
          code: 'V2',
          names: { zhCN: '白银会员', enUS: 'Silver', ru: '', esES: 'Plata' },
          growthRequired: 1000,
          discountPercent: 6,
          pointsMultiplierPercent: 120,
          perks: [{ zhCN: '6% 折扣', enUS: '6% off', ru: '6% скидка', esES: '' }],
        },
      ],
    });
  });

  it('names the numbers that are not whole numbers by level and field', () => {
    const first = { ...levelValuesOf(silver), discountPercent: '6.5' };
    const second = { ...newLevel(levelValuesOf(silver)), code: 'v3' };
    expect(levelsInput([first, second])).toEqual({ problems: ['0.discountPercent', '1.growthRequired'] });
  });

  it('puts server errors on the level and field, and the rest in general', () => {
    expect(
      placeLevelErrors([
        { message: 'Out of range', field: ['input', 'levels', '1', 'discountPercent'] },
        { message: 'Name needed', field: ['input', 'levels', '0', 'perks', '2'] },
        { message: 'Too many levels', field: ['input', 'levels'] },
      ]),
    ).toEqual({
      fields: { '1.discountPercent': 'Out of range', '0.perks.2': 'Name needed' },
      general: ['Too many levels'],
    });
  });
});
