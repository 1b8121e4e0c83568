import { describe, expect, it } from 'vitest';
import { emptyPartForm, formFromPart, partFormErrors, partInputOf, placeUserErrors } from './part-form-values';

const part = {
  description: { zhCN: '电阻', enUS: 'Resistor', ru: null, esES: null },
  product: {
    mpn: 'RC0603FR-0710KL',
    manufacturer: { id: '3' },
    category: { id: '7' },
    package: '0603',
    material: null,
    parameters: [{ name: 'resistance', value: '10 kΩ' }],
    leadTimeDays: 2,
    priceBreaks: [
      { minQty: 100, unitPriceMilli: 1234 },
      { minQty: 1000, unitPriceMilli: 900 },
    ],
    moq: 100,
    orderIncrement: 100,
    purchaseLimit: null,
    batchNumber: '2431',
    datasheetUrl: null,
    status: 'ON_SHELF',
  },
};

describe('the part form', () => {
  it('shows prices with four decimals and sends them back exactly', () => {
    const values = formFromPart(part);
    expect(values.priceBreaks).toEqual([
      { minQty: '100', unitPrice: '0.1234' },
      { minQty: '1000', unitPrice: '0.0900' },
    ]);
    const input = partInputOf({ ...values, priceBreaks: [{ minQty: '100', unitPrice: '0.29' }] }, ['resistance']);
    expect(input.priceBreaks).toEqual([{ minQty: 100, unitPriceMilli: 2900 }]);
    expect(input.parameters).toEqual([{ name: 'resistance', value: '10 kΩ' }]);
    expect(input.description).toEqual({ zhCN: '电阻', enUS: 'Resistor', ru: '', esES: '' });
  });

  it('names every field the shared rules refuse, with their messages and parameters', () => {
    const errors = partFormErrors(
      {
        ...emptyPartForm(),
        priceBreaks: [
          { minQty: '10', unitPrice: '0.5' },
          { minQty: '5', unitPrice: '0.12345' },
        ],
        moq: 'ten',
      },
      [],
    );
    expect(errors).toEqual({
      makerId: { key: 'adminCatalog.part.makerRequired' },
      categoryId: { key: 'adminCatalog.part.categoryRequired' },
      mpn: { key: 'rules.PART_MPN_INVALID' },
      package: { key: 'rules.PART_PACKAGE_INVALID' },
      description: { key: 'rules.PART_DESCRIPTION_REQUIRED' },
      moq: { key: 'rules.PART_MOQ_INVALID' },
      'priceBreaks.1.minQty': { key: 'rules.PRICE_BREAK_QUANTITY_NOT_RISING' },
      'priceBreaks.1.unitPriceMilli': { key: 'rules.PRICE_BREAK_PRICE_INVALID' },
    });
  });

  it('accepts a complete part', () => {
    expect(partFormErrors(formFromPart(part), ['resistance'])).toEqual({});
  });

  it("places the server's errors on the fields they name", () => {
    expect(
      placeUserErrors([
        { message: 'Duplicate', field: ['mpn'] },
        { message: 'No such maker', field: ['maker'] },
        { message: 'Too dear', field: ['input', 'priceBreaks', '0', 'unitPriceMilli'] },
        { message: 'Too long', field: ['description', 'ru'] },
        { message: 'Oops', field: null },
      ]),
    ).toEqual({
      mpn: 'Duplicate',
      makerId: 'No such maker',
      'priceBreaks.0.unitPriceMilli': 'Too dear',
      'description.ru': 'Too long',
      form: 'Oops',
    });
  });
});
