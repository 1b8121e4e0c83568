import { describe, expect, it } from 'vitest';
import { filterBrands } from './filter-brands';

const brands = [
  { name: 'Yageo', country: 'Taiwan', featured: false },
  { name: 'Texas Instruments', country: 'United States', featured: true },
  { name: 'Murata', country: 'Japan', featured: false },
  { name: 'STMicroelectronics', country: 'Switzerland', featured: true },
  { name: 'Tecnología', country: 'México', featured: false },
];

describe('filterBrands', () => {
  it('lists every brand featured first, each group by name, when the query is empty', () => {
    expect(filterBrands(brands, '  ').map((brand) => brand.name)).toEqual([
      'STMicroelectronics',
      'Texas Instruments',
      'Murata',
      'Tecnología',
      'Yageo',
    ]);
  });

  it('matches name or country, ignoring case and accents', () => {
    expect(filterBrands(brands, 'MURA').map((brand) => brand.name)).toEqual(['Murata']);
    expect(filterBrands(brands, 'japan').map((brand) => brand.name)).toEqual(['Murata']);
    expect(filterBrands(brands, 'mexico').map((brand) => brand.name)).toEqual(['Tecnología']);
    expect(filterBrands(brands, 'tecnologia').map((brand) => brand.name)).toEqual(['Tecnología']);
  });

  it('finds nothing for a query no brand contains and leaves the input untouched', () => {
    expect(filterBrands(brands, 'zzz')).toEqual([]);
    expect(brands[0]?.name).toBe('Yageo');
  });
});
