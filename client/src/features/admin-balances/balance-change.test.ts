import { describe, expect, it } from 'vitest';
import { balanceChangeFen } from './balance-change';

describe('balanceChangeFen', () => {
  it('reads yuan exactly into signed fen', () => {
    expect(balanceChangeFen('12.5', 'credit')).toBe(1_250);
    expect(balanceChangeFen('0.1', 'debit')).toBe(-10);
    expect(balanceChangeFen('0.07', 'credit')).toBe(7);
    expect(balanceChangeFen(' 3,20 ', 'debit')).toBe(-320);
  });

  it('refuses nothing, fractions of a fen and what is not an amount', () => {
    for (const text of ['', '0', '0.00', '0.001', '1.234', '-5', 'abc']) {
      expect(balanceChangeFen(text, 'credit')).toBeNull();
    }
  });
});
