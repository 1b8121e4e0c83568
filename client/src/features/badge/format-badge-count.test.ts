import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from './format-badge-count';

describe('formatBadgeCount', () => {
  it('shows counts up to 99 as they are', () => {
    expect(formatBadgeCount(0)).toBe('0');
    expect(formatBadgeCount(99)).toBe('99');
  });

  it('caps larger counts at 99+', () => {
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(12_000)).toBe('99+');
  });
});
