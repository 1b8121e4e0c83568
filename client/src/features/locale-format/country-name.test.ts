import { describe, expect, it } from 'vitest';
import { localizedCountryName } from './country-name';

describe('localizedCountryName', () => {
  it('names a stored English country in the reader language', () => {
    expect(localizedCountryName('Japan', 'zh-CN')).toBe('日本');
    expect(localizedCountryName('United States', 'ru')).toBe('Соединенные Штаты');
    expect(localizedCountryName('Germany', 'es-ES')).toBe('Alemania');
  });

  it('names a region code too', () => {
    expect(localizedCountryName('CN', 'en-US')).toBe('China');
  });

  it("names Taiwan in the shop's form, from the stored English name or the code", () => {
    expect(localizedCountryName('Taiwan, China', 'zh-CN')).toBe('中国台湾');
    expect(localizedCountryName('Taiwan, China', 'ru')).toBe('Тайвань (Китай)');
    expect(localizedCountryName('TW', 'es-ES')).toBe('Taiwán (China)');
    expect(localizedCountryName('TW', 'en-US')).toBe('Taiwan, China');
  });

  it('keeps a name it cannot place as stored', () => {
    expect(localizedCountryName('Atlantis', 'zh-CN')).toBe('Atlantis');
  });
});
