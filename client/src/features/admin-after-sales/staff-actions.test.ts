import { describe, expect, it } from 'vitest';
import { staffDecisions } from './staff-actions';

describe('staff decisions on an after-sales request', () => {
  it('offers the decisions the state allows that the viewer may take', () => {
    expect(
      staffDecisions(
        ['APPROVE_RETURN', 'REJECT', 'REQUEST_PROOF', 'CANCEL'],
        ['AFTER_SALE_VIEW_ALL', 'AFTER_SALE_REVIEW'],
      ),
    ).toEqual(['APPROVE', 'REJECT', 'REQUEST_PROOF']);
  });

  it('hides decisions whose permission the viewer lacks (support reads only)', () => {
    expect(staffDecisions(['APPROVE', 'REJECT'], ['AFTER_SALE_VIEW_ALL'])).toEqual([]);
    expect(staffDecisions(['RECEIVE_RETURN'], ['AFTER_SALE_RECEIVE'])).toEqual(['RECEIVE_RETURN']);
    expect(staffDecisions(['ISSUE_REFUND'], ['AFTER_SALE_RECEIVE'])).toEqual([]);
  });

  it('never offers a buyer or system event', () => {
    expect(
      staffDecisions(
        ['SHIP_RETURN', 'ADD_PROOF', 'CONFIRM_REPLACEMENT', 'SETTLE_REFUND', 'CLOSE_UNSHIPPED'],
        ['AFTER_SALE_REVIEW', 'AFTER_SALE_RECEIVE', 'AFTER_SALE_REFUND', 'AFTER_SALE_SHIP'],
      ),
    ).toEqual([]);
  });

  it('shows one approve button whatever approval the type takes', () => {
    expect(staffDecisions(['APPROVE_REPLENISHMENT', 'REJECT'], ['AFTER_SALE_REVIEW'])).toEqual(['APPROVE', 'REJECT']);
  });
});
