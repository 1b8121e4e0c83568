import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import enUS from '../../i18n/locales/en-US.json';
import ru from '../../i18n/locales/ru.json';
import zhCN from '../../i18n/locales/zh-CN.json';
import { localizedParameterValue } from './parameter-value';

async function translator(locale: string, messages: object) {
  const instance = i18next.createInstance();
  await instance.init({
    lng: locale,
    resources: { [locale]: { translation: messages } },
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

describe('localizedParameterValue', () => {
  it('writes a range in the reader language with its decimal separator', async () => {
    expect(localizedParameterValue(await translator('zh-CN', zhCN), '-40 to 85 °C', 'zh-CN')).toBe('-40~85 °C');
    expect(localizedParameterValue(await translator('ru', ru), '1.8 to 5.5 V', 'ru')).toBe('1,8…5,5 V');
    expect(localizedParameterValue(await translator('en-US', enUS), '-40 to 125 °C', 'en-US')).toBe('-40 to 125 °C');
  });

  it('keeps any other value as the catalog has it', async () => {
    expect(localizedParameterValue(await translator('zh-CN', zhCN), '10 kΩ', 'zh-CN')).toBe('10 kΩ');
  });
});
