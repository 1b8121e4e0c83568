import { describe, expect, it } from 'vitest';
import { hoursSince, queueFilterFrom, staffFilterInput } from './queue-filters';

describe('after-sales queue filters', () => {
  it('reads state, type, age and search from the address', () => {
    const filter = queueFilterFrom(new URLSearchParams('status=UNDER_REVIEW&type=EXCHANGE&age=48&q= SH2026 '));
    expect(filter).toEqual({ status: 'UNDER_REVIEW', type: 'EXCHANGE', olderThanHours: 48, search: 'SH2026' });
    expect(staffFilterInput(filter)).toEqual({
      statuses: ['UNDER_REVIEW'],
      types: ['EXCHANGE'],
      olderThanHours: 48,
      search: 'SH2026',
    });
  });

  it('treats unknown or missing values as no filter', () => {
    const filter = queueFilterFrom(new URLSearchParams('status=LOST&type=&age=5'));
    expect(filter).toEqual({ status: null, type: null, olderThanHours: null, search: '' });
    expect(staffFilterInput(filter)).toEqual({ statuses: null, types: null, olderThanHours: null, search: null });
  });

  it('counts whole hours waited, never negative', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(hoursSince('2026-11-24T10:30:00Z', now)).toBe(25);
    expect(hoursSince('2026-11-25T12:10:00Z', now)).toBe(0);
  });
});
