import { describe, expect, it } from 'vitest';
import {
  changeGoodsListFilters,
  effectiveSort,
  goodsListSearchParams,
  readGoodsListFilters,
  toProductFilter,
  setParameterRange,
  toggleParameterValue,
} from './goods-list-filters';
import { goodsListPath } from './goods-list-link';

function read(search: string) {
  return readGoodsListFilters(new URLSearchParams(search));
}

describe('goods list filters in the URL', () => {
  it('reads every filter, the sort and the cursor', () => {
    expect(read('q=stm32&category=7&brand=3&inStock=1&priceMin=0.5&priceMax=12&sort=price-asc&after=c20')).toEqual({
      query: 'stm32',
      categoryId: '7',
      brandId: '3',
      inStock: true,
      priceMin: '0.5',
      priceMax: '12',
      sort: 'PRICE_ASC',
      parameters: {},
      ranges: {},
      lifecycles: [],
      rohsCompliant: false,
      after: 'c20',
    });
  });

  it('reads ticked parameter values, several per parameter, and writes them back before the cursor', () => {
    const search = 'category=7&p.resistance=10+k%CE%A9&p.resistance=100+k%CE%A9&p.package=0603&after=c20';
    const filters = read(search);
    expect(filters.parameters).toEqual({ resistance: ['10 kΩ', '100 kΩ'], package: ['0603'] });
    expect(goodsListSearchParams(filters).toString()).toBe(search);
    expect(toProductFilter(filters).parameters).toEqual([
      { name: 'resistance', values: ['10 kΩ', '100 kΩ'] },
      { name: 'package', values: ['0603'] },
    ]);
    expect(read('p.bad%20name=1&p.tolerance=').parameters).toEqual({});
  });

  it('ticks and unticks one value, dropping a parameter left without values', () => {
    const ticked = toggleParameterValue({ package: ['0603'] }, 'resistance', '10 kΩ');
    expect(ticked).toEqual({ package: ['0603'], resistance: ['10 kΩ'] });
    expect(toggleParameterValue(ticked, 'package', '0603')).toEqual({ resistance: ['10 kΩ'] });
  });

  it('reads an empty URL as the unfiltered list', () => {
    expect(read('')).toEqual({ inStock: false, parameters: {}, ranges: {}, lifecycles: [], rohsCompliant: false });
  });

  it('leaves out values it cannot use', () => {
    expect(
      read('q=%20%20&inStock=yes&priceMin=-1&priceMax=abc&sort=cheapest&r.capacitance=x~&lifecycle=DEAD&rohs=yes'),
    ).toEqual({ inStock: false, parameters: {}, ranges: {}, lifecycles: [], rohsCompliant: false });
  });

  it('writes back what it read, in a stable order', () => {
    const search = 'q=ne555&category=7&brand=3&inStock=1&priceMin=0.5&priceMax=12&sort=stock-desc&after=c20';
    expect(goodsListSearchParams(read(search)).toString()).toBe(search);
  });

  it('drops the cursor when a filter changes', () => {
    const changed = changeGoodsListFilters(read('q=ne555&after=c20'), { sort: 'PRICE_DESC' });
    expect(goodsListSearchParams(changed).toString()).toBe('q=ne555&sort=price-desc');
  });

  it('turns yuan into 0.0001-yuan integers for the API', () => {
    expect(toProductFilter(read('q=ne555&inStock=1&priceMin=0.1&priceMax=2.5'))).toEqual({
      query: 'ne555',
      categoryId: null,
      brandId: null,
      inStock: true,
      priceMinMilli: 1_000,
      priceMaxMilli: 25_000,
      parameters: [],
      lifecycles: null,
      rohsCompliant: null,
    });
  });

  it('reads numeric ranges, open on either side, and lifecycle and RoHS filters, and writes them back', () => {
    const search =
      'category=7&rohs=1&lifecycle=ACTIVE&lifecycle=NRND&r.capacitance=0.000001%7E0.00001&r.voltageRating=25%7E';
    const filters = read(search);
    expect(filters.ranges).toEqual({ capacitance: { min: 0.000001, max: 0.00001 }, voltageRating: { min: 25 } });
    expect(filters.lifecycles).toEqual(['ACTIVE', 'NRND']);
    expect(goodsListSearchParams(filters).toString()).toBe(search);
    expect(toProductFilter(filters)).toMatchObject({
      parameters: [
        { name: 'capacitance', min: 0.000001, max: 0.00001 },
        { name: 'voltageRating', min: 25, max: null },
      ],
      lifecycles: ['ACTIVE', 'NRND'],
      rohsCompliant: true,
    });
    expect(setParameterRange(filters.ranges, 'capacitance', {})).toEqual({ voltageRating: { min: 25 } });
  });

  it('sorts by relevance only when there is a query', () => {
    expect(effectiveSort(read('q=ne555'))).toBe('RELEVANCE');
    expect(effectiveSort(read(''))).toBe('NEWEST');
    expect(effectiveSort(read('sort=relevance'))).toBe('NEWEST');
    expect(effectiveSort(read('sort=price-asc'))).toBe('PRICE_ASC');
  });

  it('builds list links for a search, a category or a brand', () => {
    expect(goodsListPath()).toBe('/goods/list');
    expect(goodsListPath({ query: 'stm32 f103' })).toBe('/goods/list?q=stm32+f103');
    expect(goodsListPath({ categoryId: '7', brandId: '3' })).toBe('/goods/list?category=7&brand=3');
  });
});
