import { describe, expect, it } from 'vitest';
import { keyParameterNames } from './key-parameters';

const part = (...names: string[]) => ({ parameters: names.map((name) => ({ name })) });

describe('keyParameterNames', () => {
  it('picks the names most parts carry, most common first, at most four', () => {
    const parts = [
      part('capacitance', 'voltageRating', 'dielectric', 'tolerance', 'height'),
      part('capacitance', 'voltageRating', 'tolerance'),
      part('capacitance', 'voltageRating', 'mountingType'),
    ];
    expect(keyParameterNames(parts)).toEqual(['capacitance', 'voltageRating', 'tolerance', 'dielectric']);
  });

  it('leaves out package, which has its own column, and counts a name once per part', () => {
    expect(keyParameterNames([part('package', 'resistance', 'resistance'), part('power', 'package')])).toEqual([
      'resistance',
      'power',
    ]);
  });

  it('honours a smaller limit and an empty list', () => {
    expect(keyParameterNames([part('a', 'b', 'c')], 2)).toEqual(['a', 'b']);
    expect(keyParameterNames([])).toEqual([]);
  });
});
