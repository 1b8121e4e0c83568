import { describe, expect, it } from 'vitest';
import { humanizeParameterName } from './parameter-label';

describe('humanizeParameterName', () => {
  it('splits camelCase keys into a sentence-case label', () => {
    expect(humanizeParameterName('voltageRating')).toBe('Voltage rating');
    expect(humanizeParameterName('resistance')).toBe('Resistance');
    expect(humanizeParameterName('esrAt100kHz')).toBe('Esr at100k hz');
  });
});
