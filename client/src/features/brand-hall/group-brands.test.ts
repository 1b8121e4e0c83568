import { describe, expect, it } from 'vitest';
import { brandInitials, brandLetter, groupBrands } from './group-brands';

const brand = (id: string, name: string, country: string) => ({ id, name, country, productCount: 1 });

describe('brand hall grouping', () => {
  const brands = [
    brand('1', 'Texas Instruments', 'USA'),
    brand('2', 'STMicroelectronics', 'Switzerland'),
    brand('3', 'analog devices', 'USA'),
    brand('4', '3PEAK', 'China'),
    brand('5', 'Sunlord', 'China'),
  ];

  it('files brands under their first letter, A-Z and then # for the rest, names in order', () => {
    const groups = groupBrands(brands, 'letter', 'en-US');
    expect(groups.map((group) => group.key)).toEqual(['A', 'S', 'T', '#']);
    expect(groups[1]!.brands.map((b) => b.name)).toEqual(['STMicroelectronics', 'Sunlord']);
    expect(groups[3]!.brands.map((b) => b.id)).toEqual(['4']);
  });

  it('groups by country in alphabetical order', () => {
    const groups = groupBrands(brands, 'country', 'en-US');
    expect(groups.map((group) => [group.key, group.brands.length])).toEqual([
      ['China', 2],
      ['Switzerland', 1],
      ['USA', 2],
    ]);
  });

  it('makes initials from the first two words, or the first two characters of one', () => {
    expect(brandInitials('Texas Instruments')).toBe('TI');
    expect(brandInitials('STMicroelectronics')).toBe('ST');
    expect(brandInitials('  ')).toBe('');
    expect(brandLetter('晶丰明源')).toBe('#');
  });
});
