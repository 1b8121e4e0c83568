import { describe, expect, it } from 'vitest';
import { paySuccessPath, safeReturnTo } from './return-to';

describe('the page to return to after paying', () => {
  it('follows only paths of this site', () => {
    expect(safeReturnTo('/activity/blind-box?paidOpen=12')).toBe('/activity/blind-box?paidOpen=12');
    expect(safeReturnTo('https://evil.example/')).toBeNull();
    expect(safeReturnTo('//evil.example/')).toBeNull();
    expect(safeReturnTo('/\\evil.example/')).toBeNull();
    expect(safeReturnTo('')).toBeNull();
    expect(safeReturnTo(null)).toBeNull();
  });

  it('carries it to the result page', () => {
    expect(paySuccessPath('7', null)).toBe('/shoppingCart/paySuccess?orderId=7');
    expect(paySuccessPath('7', '/activity/blind-box?paidOpen=7')).toBe(
      '/shoppingCart/paySuccess?orderId=7&returnTo=%2Factivity%2Fblind-box%3FpaidOpen%3D7',
    );
  });
});
