import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { couponFace, couponValidity } from './coupon-face';

/** Echoes the key and its values, so the test reads which message and numbers were chosen. */
const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction;

describe('couponFace', () => {
  it('shows an amount off with its threshold', () => {
    expect(couponFace({ discountKind: 'AMOUNT_OFF', amountOffFen: 500, thresholdFen: 5000 }, t, 'en-US')).toEqual({
      value: '¥5.00',
      condition: 'coupons.face.threshold {"amount":"¥50.00"}',
      cap: null,
    });
  });

  it('shows a percentage with its cap and no threshold', () => {
    expect(
      couponFace({ discountKind: 'PERCENT_OFF', percentOff: 10, maxDiscountFen: 3000, thresholdFen: 0 }, t, 'en-US'),
    ).toEqual({
      value: 'coupons.face.percentOff {"percent":10}',
      condition: 'coupons.face.noThreshold',
      cap: 'coupons.face.cap {"amount":"¥30.00"}',
    });
  });

  it('leaves out the cap of an uncapped percentage', () => {
    expect(couponFace({ discountKind: 'PERCENT_OFF', percentOff: 5, thresholdFen: 100 }, t, 'en-US').cap).toBeNull();
  });
});

describe('couponValidity', () => {
  it('names fixed dates', () => {
    expect(
      couponValidity({ validFrom: '2026-12-01T00:00:00Z', validUntil: '2026-12-31T12:00:00Z' }, t, 'en-US'),
    ).toMatch(/^coupons\.validity\.range .*Dec 1, 2026.*Dec 31, 2026/);
  });

  it('names the days after claiming when the dates are not known yet', () => {
    expect(couponValidity({ validDays: 7 }, t, 'en-US')).toBe('coupons.validity.days {"count":7}');
  });
});
