import { describe, expect, it } from 'vitest';
import { emptyLuckyDrawForm, emptyPrizeRow, formOfSaved, luckyDrawInput } from './lucky-draw-form-values';

const times = { title: 'Friday box', startsAt: '2026-12-01T10:00', endsAt: '2026-12-02T10:00' };

describe('luckyDrawInput', () => {
  it('builds a blind box with a part, a coupon and points', () => {
    const values = {
      ...emptyLuckyDrawForm(),
      ...times,
      dailyLimit: '2',
      totalLimit: '',
      prizes: [
        { ...emptyPrizeRow('PART'), productId: '12', weight: '10', stock: '5' },
        { ...emptyPrizeRow('COUPON'), couponTemplateId: '3', weight: '30', stock: '100', title: ' ¥5 off ' },
        { ...emptyPrizeRow('POINTS'), points: '50', weight: '60', stock: '1000' },
      ],
    };
    const result = luckyDrawInput('BLIND_BOX', values);
    expect('input' in result && result.input).toMatchObject({
      title: 'Friday box',
      dailyLimit: 2,
      totalLimit: null,
      prizes: [
        { kind: 'PART', productId: '12', weight: 10, stock: 5 },
        { kind: 'COUPON', couponTemplateId: '3', weight: 30, stock: 100, title: '¥5 off' },
        { kind: 'POINTS', points: 50, weight: 60, stock: 1000 },
      ],
    });
    expect('input' in result && result.input.startsAt).toBe(new Date('2026-12-01T10:00').toISOString());
  });

  it('asks for what is missing before the server is asked', () => {
    expect(luckyDrawInput('FREE_ORDER', { ...emptyLuckyDrawForm(), ...times, title: ' ' })).toEqual({
      problem: { field: 'title', problem: 'required' },
    });
    expect(luckyDrawInput('FREE_ORDER', { ...emptyLuckyDrawForm(), ...times, endsAt: 'soon' })).toEqual({
      problem: { field: 'endsAt', problem: 'notDateTime' },
    });
    expect(
      luckyDrawInput('BLIND_BOX', { ...emptyLuckyDrawForm(), ...times, prizes: [{ ...emptyPrizeRow(), stock: '1' }] }),
    ).toEqual({ problem: { field: 'prizes.0.weight', problem: 'notWhole' } });
    expect(
      luckyDrawInput('FREE_ORDER', { ...emptyLuckyDrawForm(), ...times, prizes: [{ ...emptyPrizeRow(), stock: '1' }] }),
    ).toEqual({ problem: { field: 'prizes.0.productId', problem: 'required' } });
  });

  it('reads the price per open in yuan for a blind box only', () => {
    const box = (pricePerOpen: string) =>
      luckyDrawInput('BLIND_BOX', {
        ...emptyLuckyDrawForm(),
        ...times,
        pricePerOpen,
        prizes: [{ ...emptyPrizeRow('POINTS'), points: '5', weight: '1', stock: '1' }],
      });
    const priceOf = (result: ReturnType<typeof box>) => ('input' in result ? result.input.pricePerOpenFen : result);
    expect(priceOf(box('1.5'))).toBe(150);
    expect(priceOf(box(''))).toBe(0);
    expect(box('1.234')).toEqual({ problem: { field: 'pricePerOpen', problem: 'notPrice' } });
    expect(box('-1')).toEqual({ problem: { field: 'pricePerOpen', problem: 'notPrice' } });
    const free = luckyDrawInput('FREE_ORDER', {
      ...emptyLuckyDrawForm(),
      ...times,
      pricePerOpen: '9',
      prizes: [{ ...emptyPrizeRow('PART'), productId: '1', stock: '1' }],
    });
    expect('input' in free && 'pricePerOpenFen' in free.input).toBe(false);
    const saved = formOfSaved({
      description: '',
      dailyLimit: 1,
      pricePerOpenFen: 205,
      activity: { title: 'Box', startsAt: '2026-12-01T02:00:00.000Z', endsAt: '2026-12-03T02:00:00.000Z' },
      prizes: [],
    });
    expect(saved.pricePerOpen).toBe('2.05');
  });

  it('sends a saved prize only what may change: title, weight and units added', () => {
    const saved = formOfSaved({
      description: 'd',
      dailyLimit: 1,
      totalLimit: 3,
      activity: { title: 'Free parts', startsAt: '2026-12-01T02:00:00.000Z', endsAt: '2026-12-03T02:00:00.000Z' },
      prizes: [{ id: '7', kind: 'PART', title: 'LM358', weight: 0, product: { id: '12' } }],
    });
    expect(saved.totalLimit).toBe('3');
    expect(saved.prizes[0]).toMatchObject({ id: '7', productId: '12', stock: '' });
    const untouched = luckyDrawInput('FREE_ORDER', saved);
    expect('input' in untouched && untouched.input.prizes).toEqual([{ id: '7', kind: 'PART', title: 'LM358' }]);
    const restocked = luckyDrawInput('FREE_ORDER', { ...saved, prizes: [{ ...saved.prizes[0]!, stock: '-2' }] });
    expect('input' in restocked && restocked.input.prizes[0]).toMatchObject({ id: '7', addStock: -2 });
  });
});
