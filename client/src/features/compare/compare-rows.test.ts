import { describe, expect, it } from 'vitest';
import { parameterNameUnion, readCompareIds, rowDiffers } from './compare-rows';

describe('compare rows', () => {
  it('highlights a row only when the values are not all equal', () => {
    expect(rowDiffers({ key: 'a', label: 'A', values: ['1 kΩ', '1 kΩ', '1 kΩ'] })).toBe(false);
    expect(rowDiffers({ key: 'a', label: 'A', values: ['1 kΩ', '', '1 kΩ'] })).toBe(true);
  });

  it('lists every parameter once, in the order they first appear', () => {
    const parts = [
      { parameters: [{ name: 'resistance' }, { name: 'tolerance' }] },
      { parameters: [{ name: 'power' }, { name: 'resistance' }] },
    ];
    expect(parameterNameUnion(parts)).toEqual(['resistance', 'tolerance', 'power']);
  });

  it('reads distinct numeric ids up to the limit', () => {
    expect(readCompareIds('3, 1,3,x,2,5,6', 4)).toEqual(['3', '1', '2', '5']);
    expect(readCompareIds(null, 4)).toEqual([]);
  });
});
