import { describe, expect, it } from 'vitest';
import { normalisedIdNumber } from './identity-rules.js';

const today = new Date('2026-11-25T00:00:00Z');

describe('normalisedIdNumber', () => {
  it('takes a valid number, upper-casing its check character', () => {
    expect(normalisedIdNumber(' 11010519491231002x ', today)).toBe('11010519491231002X');
  });

  it('refuses a wrong check character, an impossible or future birth date and a wrong shape', () => {
    expect(normalisedIdNumber('110105194912310021', today)).toBeNull();
    expect(normalisedIdNumber('110105194902300021', today)).toBeNull();
    expect(normalisedIdNumber('110105203001010021', today)).toBeNull();
    expect(normalisedIdNumber('1101051949123100', today)).toBeNull();
  });
});
