import { describe, expect, it } from 'vitest';
import {
  AFTER_SALE_STATUSES,
  AFTER_SALE_TABS,
  parseAfterSaleTab,
  statusColor,
  statusesForTab,
} from './after-sale-tabs';

describe('after-sales list tabs', () => {
  it('puts every state in exactly one tab besides "all"', () => {
    const tabs = AFTER_SALE_TABS.filter((tab) => tab !== 'all');
    for (const status of AFTER_SALE_STATUSES) {
      const holders = tabs.filter((tab) => statusesForTab(tab)!.includes(status));
      expect(holders, status).toHaveLength(1);
    }
    const listed = tabs.flatMap((tab) => statusesForTab(tab)!);
    expect(listed.sort()).toEqual([...AFTER_SALE_STATUSES].sort());
  });

  it('asks for every state on "all"', () => {
    expect(statusesForTab('all')).toBeUndefined();
  });

  it('maps the tabs of the issue to their states', () => {
    expect(statusesForTab('toReturn')).toEqual(['TO_BE_RETURNED']);
    expect(statusesForTab('done')).toEqual(['REFUND_SUCCEEDED', 'COMPLETED']);
    expect(statusesForTab('closed')).toEqual(['CLOSED', 'CANCELLED', 'REJECTED']);
    expect(statusesForTab('inProgress')).toContain('RETURN_SHIPPED');
    expect(statusesForTab('inProgress')).toContain('PLATFORM_REVIEW');
  });

  it('reads the tab from the address, "all" for anything unknown', () => {
    expect(parseAfterSaleTab('toReturn')).toBe('toReturn');
    expect(parseAfterSaleTab('TO_BE_RETURNED')).toBe('all');
    expect(parseAfterSaleTab(null)).toBe('all');
  });

  it("colours the buyer's turn, success and ended states apart", () => {
    expect(statusColor('TO_BE_RETURNED')).toBe('orange');
    expect(statusColor('REFUND_SUCCEEDED')).toBe('teal');
    expect(statusColor('REJECTED')).toBe('gray');
    expect(statusColor('UNDER_REVIEW')).toBe('blue');
  });
});
