import { describe, expect, it } from 'vitest';
import { emptyFormValues, formFieldOf, formValuesOf, sessionFields, toLocalInput } from './flash-sale-form-values';

const row = {
  productId: '7',
  mpn: 'NE555DR',
  listPriceMilli: 12_000,
  salePrice: '0.9999',
  stock: '100',
  perUserLimit: '2',
};

describe('the flash-sale session form', () => {
  it('sends the sale price in 0.0001 yuan, exactly, with the window as ISO moments', () => {
    const result = sessionFields({
      title: ' 20:00 ',
      startsAt: '2026-11-27T20:00',
      endsAt: '2026-11-27T21:00',
      items: [row],
    });
    expect(result).toEqual({
      fields: {
        title: '20:00',
        startsAt: new Date('2026-11-27T20:00').toISOString(),
        endsAt: new Date('2026-11-27T21:00').toISOString(),
        items: [{ productId: '7', salePriceMilli: 9999, stock: 100, perUserLimit: 2 }],
      },
    });
  });

  it('names each field it can already see is wrong', () => {
    const result = sessionFields({
      title: '',
      startsAt: '2026-11-27T21:00',
      endsAt: '2026-11-27T20:00',
      items: [{ ...row, salePrice: '1.23456', stock: '0', perUserLimit: 'x' }],
    });
    expect(result).toEqual({
      problems: {
        title: 'title',
        endsAt: 'window',
        'items.0.salePrice': 'price',
        'items.0.stock': 'whole',
        'items.0.perUserLimit': 'whole',
      },
    });
    expect(sessionFields({ title: 'a', startsAt: '', endsAt: '2026-11-27T20:00', items: [] })).toEqual({
      problems: { startsAt: 'time', items: 'noItems' },
    });
  });

  it('shows a saved session with its prices to four decimals and its times in local form', () => {
    const values = formValuesOf({
      title: 'Evening',
      startsAt: '2026-11-27T12:00:00.000Z',
      endsAt: '2026-11-27T13:00:00.000Z',
      items: [
        {
          part: { productId: '7', mpn: 'NE555DR' },
          listPriceMilli: 12_000,
          salePriceMilli: 5,
          stock: 3,
          perUserLimit: 1,
        },
      ],
    });
    expect(values.items[0]).toMatchObject({ salePrice: '0.0005', stock: '3', perUserLimit: '1' });
    expect(new Date(values.startsAt).toISOString()).toBe('2026-11-27T12:00:00.000Z');
    expect(toLocalInput('2026-11-27T12:34:00.000Z')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
  });

  it('starts a new session at the next full hour, for an hour', () => {
    const values = emptyFormValues(new Date('2026-11-27T10:20:00').getTime());
    expect(values.startsAt).toBe('2026-11-27T11:00');
    expect(values.endsAt).toBe('2026-11-27T12:00');
  });

  it('places the server errors on the form fields', () => {
    expect(formFieldOf(['input', 'items', '1', 'salePriceMilli'])).toBe('items.1.salePrice');
    expect(formFieldOf(['input', 'startsAt'])).toBe('startsAt');
    expect(formFieldOf(['input', 'items', '0', 'perUserLimit'])).toBe('items.0.perUserLimit');
    expect(formFieldOf(null)).toBeNull();
    expect(formFieldOf(['input', 'somethingElse'])).toBeNull();
  });
});
