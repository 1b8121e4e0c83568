import { describe, expect, it } from 'vitest';
import { audienceInput } from './broadcast-audience';

describe('audienceInput', () => {
  it('names everybody and super members as they are', () => {
    expect(audienceInput({ audience: 'ALL', days: '', userIds: [] })).toEqual({ audience: 'ALL' });
    expect(audienceInput({ audience: 'SUPER_MEMBERS', days: '9', userIds: ['1'] })).toEqual({
      audience: 'SUPER_MEMBERS',
    });
  });

  it('needs 1 to 365 whole days for recent buyers', () => {
    expect(audienceInput({ audience: 'ORDERED_WITHIN', days: ' 30 ', userIds: [] })).toEqual({
      audience: 'ORDERED_WITHIN',
      orderedWithinDays: 30,
    });
    for (const days of ['', '0', '366', '1.5', '-3', 'abc']) {
      expect(audienceInput({ audience: 'ORDERED_WITHIN', days, userIds: [] })).toBeNull();
    }
  });

  it('needs at least one listed account', () => {
    expect(audienceInput({ audience: 'LISTED', days: '', userIds: [] })).toBeNull();
    expect(audienceInput({ audience: 'LISTED', days: '', userIds: ['7', '9'] })).toEqual({
      audience: 'LISTED',
      userIds: ['7', '9'],
    });
  });
});
