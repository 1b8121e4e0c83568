import { describe, expect, it } from 'vitest';
import { formatUnitPriceMilli, parseUnitPriceMilli, partProblems, type PartFields } from './part-rules.js';

const part: PartFields = {
  mpn: 'RC0603FR-0710KL',
  package: '0603',
  material: null,
  description: { 'zh-CN': '', 'en-US': 'Thick film resistor', ru: '', 'es-ES': '' },
  parameters: { resistance: '10 kΩ' },
  leadTimeDays: 3,
  moq: 100,
  orderIncrement: 100,
  purchaseLimit: null,
  batchNumber: '2431',
  datasheetUrl: 'https://www.yageo.com/datasheet.pdf',
  priceBreaks: [
    { minQty: 100, unitPriceMilli: 120 },
    { minQty: 1000, unitPriceMilli: 85 },
  ],
};

describe('unit prices as staff type them', () => {
  it('reads up to four decimals exactly, never through a float', () => {
    expect(parseUnitPriceMilli('0.1234')).toBe(1234);
    expect(parseUnitPriceMilli('12')).toBe(120_000);
    expect(parseUnitPriceMilli(' 1.5 ')).toBe(15_000);
    // 0.29 * 10000 is 2899.9999999999995 as a float.
    expect(parseUnitPriceMilli('0.29')).toBe(2900);
  });

  it('refuses more decimals, signs, separators and words', () => {
    for (const text of ['0.12345', '-1', '1,5', '1e3', '', '.5', 'abc']) expect(parseUnitPriceMilli(text)).toBeNull();
  });

  it('shows a price with its four decimals', () => {
    expect(formatUnitPriceMilli(1234)).toBe('0.1234');
    expect(formatUnitPriceMilli(120_000)).toBe('12.0000');
    expect(formatUnitPriceMilli(5)).toBe('0.0005');
  });
});

describe('partProblems', () => {
  it('accepts a complete part', () => {
    expect(partProblems(part, ['resistance'])).toEqual([]);
  });

  it('names each broken field', () => {
    const problems = partProblems(
      {
        ...part,
        mpn: '--',
        description: { 'zh-CN': '', 'en-US': '', ru: '', 'es-ES': '' },
        parameters: { colour: 'red' },
        moq: 0,
        purchaseLimit: 50,
        datasheetUrl: 'ftp://example.com/a.pdf',
        priceBreaks: [
          { minQty: 100, unitPriceMilli: 120 },
          { minQty: 100, unitPriceMilli: 130 },
        ],
      },
      ['resistance'],
    );
    expect(problems.map((problem) => [problem.field.join('.'), problem.code])).toEqual([
      ['mpn', 'PART_MPN_INVALID'],
      ['description', 'PART_DESCRIPTION_REQUIRED'],
      ['parameters.colour', 'PART_PARAMETER_UNKNOWN'],
      ['moq', 'PART_MOQ_INVALID'],
      ['datasheetUrl', 'PART_DATASHEET_URL_INVALID'],
      ['priceBreaks.1.minQty', 'PRICE_BREAK_QUANTITY_NOT_RISING'],
      ['priceBreaks.1.unitPriceMilli', 'PRICE_BREAK_PRICE_RISING'],
    ]);
  });

  it('wants a purchase limit no smaller than the MOQ and at least one break', () => {
    const problems = partProblems({ ...part, purchaseLimit: 50, priceBreaks: [] }, ['resistance']);
    expect(problems.map((problem) => problem.code)).toEqual(['PART_PURCHASE_LIMIT_INVALID', 'PRICE_BREAKS_REQUIRED']);
  });
});
