import { describe, expect, it } from 'vitest';
import { couponScopePath } from './coupon-scope-link';

const none = { categories: [], manufacturers: [], products: [] };

describe('couponScopePath', () => {
  it('leads to the one part, category or maker a coupon is for', () => {
    expect(couponScopePath({ ...none, kind: 'PRODUCTS', products: [{ id: '12' }] })).toBe('/goods/12');
    expect(couponScopePath({ ...none, kind: 'CATEGORY', categories: [{ id: '3' }] })).toMatch(/^\/goods\/list\?.*3/);
    expect(couponScopePath({ ...none, kind: 'MANUFACTURER', manufacturers: [{ id: '5' }] })).toMatch(
      /^\/goods\/list\?.*5/,
    );
  });

  it('leads to the whole list for all goods or several of them', () => {
    expect(couponScopePath({ ...none, kind: 'ALL' })).toBe('/goods/list');
    expect(couponScopePath({ ...none, kind: 'PRODUCTS', products: [{ id: '1' }, { id: '2' }] })).toBe('/goods/list');
  });
});
