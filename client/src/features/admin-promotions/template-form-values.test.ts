import { describe, expect, it } from 'vitest';
import {
  emptyTemplateForm,
  fenToYuan,
  formFromTemplate,
  isoToLocalInput,
  localInputToIso,
  placeUserErrors,
  templateInput,
  yuanToFen,
} from './template-form-values';

describe('yuan and fen', () => {
  it('reads yuan with up to two decimals exactly', () => {
    expect(yuanToFen('12')).toBe(1200);
    expect(yuanToFen('12.5')).toBe(1250);
    expect(yuanToFen('0.1')).toBe(10);
    expect(yuanToFen('3,20')).toBe(320);
    expect(yuanToFen(' 7. ')).toBe(700);
  });

  it('refuses what is not an amount of fen', () => {
    for (const text of ['', 'abc', '-1', '1.234', '1e3']) expect(yuanToFen(text)).toBeUndefined();
  });

  it('shows fen as yuan with two decimals', () => {
    expect(fenToYuan(1250)).toBe('12.50');
    expect(fenToYuan(5)).toBe('0.05');
    expect(fenToYuan(null)).toBe('');
  });
});

describe('local date-times', () => {
  it('round-trips an ISO moment through the datetime-local text', () => {
    const local = isoToLocalInput('2026-12-01T08:30:00.000Z');
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(localInputToIso(local)).toBe('2026-12-01T08:30:00.000Z');
    expect(localInputToIso('2026-12-01')).toBeUndefined();
  });
});

describe('templateInput', () => {
  it('sends an amount-off coupon valid for days after claiming, with the unused fields as null', () => {
    const values = { ...emptyTemplateForm(), title: ' ¥5 off ', amountOff: '5', threshold: '50', totalQuantity: '' };
    expect(templateInput(values).input).toEqual({
      title: '¥5 off',
      description: '',
      discountKind: 'AMOUNT_OFF',
      amountOffFen: 500,
      percentOff: null,
      maxDiscountFen: null,
      thresholdFen: 5000,
      scopeKind: 'ALL',
      scopeIds: [],
      validFrom: null,
      validUntil: null,
      validDays: 7,
      claimStartsAt: null,
      claimEndsAt: null,
      totalQuantity: null,
      perUserLimit: 1,
      publicClaim: true,
    });
  });

  it('sends a percent-off coupon with fixed dates and a scope', () => {
    const values = {
      ...emptyTemplateForm(),
      title: '10% off resistors',
      discountKind: 'PERCENT_OFF' as const,
      amountOff: 'ignored',
      percentOff: '10',
      maxDiscount: '30',
      scopeKind: 'CATEGORY' as const,
      scopeIds: ['3'],
      validity: 'FIXED' as const,
      validFrom: '2026-12-01T00:00',
      validUntil: '2026-12-31T23:59',
      totalQuantity: '100',
    };
    const { input } = templateInput(values);
    expect(input).toMatchObject({
      amountOffFen: null,
      percentOff: 10,
      maxDiscountFen: 3000,
      scopeKind: 'CATEGORY',
      scopeIds: ['3'],
      validDays: null,
      totalQuantity: 100,
    });
    expect(input?.validFrom).toBe(new Date('2026-12-01T00:00').toISOString());
  });

  it('names the fields whose text is not a number', () => {
    const values = { ...emptyTemplateForm(), amountOff: 'five', perUserLimit: '1.5', validDays: '' };
    expect(templateInput(values).problems).toEqual({
      amountOff: 'notAmount',
      perUserLimit: 'notWhole',
      validDays: 'notWhole',
    });
  });

  it('keeps a template unchanged through the form', () => {
    const template = {
      title: 'Maker deal',
      description: 'Over ¥199',
      discountKind: 'AMOUNT_OFF' as const,
      amountOffFen: 2000,
      percentOff: null,
      maxDiscountFen: null,
      thresholdFen: 19900,
      scope: { kind: 'MANUFACTURER' as const, categories: [], manufacturers: [{ id: '7' }], products: [] },
      validFrom: null,
      validUntil: null,
      validDays: 30,
      claimStartsAt: null,
      claimEndsAt: '2026-12-31T15:59:00.000Z',
      totalQuantity: 50,
      perUserLimit: 2,
      publicClaim: false,
    };
    expect(templateInput(formFromTemplate(template)).input).toEqual({
      ...template,
      scope: undefined,
      scopeKind: 'MANUFACTURER',
      scopeIds: ['7'],
    });
  });
});

describe('placeUserErrors', () => {
  it('puts each error on the field its path names, the first one winning, and keeps the rest general', () => {
    expect(
      placeUserErrors([
        { message: 'Too much', field: ['input', 'amountOffFen'] },
        { message: 'Also wrong', field: ['input', 'amountOffFen'] },
        { message: 'Ends before it starts', field: ['input', 'validUntil'] },
        { message: 'Not allowed', field: null },
        { message: 'Odd', field: ['input', 'somethingElse'] },
      ]),
    ).toEqual({
      fields: { amountOff: 'Too much', validUntil: 'Ends before it starts' },
      general: ['Not allowed', 'Odd'],
    });
  });
});
