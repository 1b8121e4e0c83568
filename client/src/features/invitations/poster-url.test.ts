import { describe, expect, it } from 'vitest';
import { posterUrlIn } from './poster-url';

describe('posterUrlIn', () => {
  it('replaces the language and keeps the version', () => {
    expect(posterUrlIn('/api/invitation/poster.png?lang=en-US&v=abc123', 'ru')).toBe(
      '/api/invitation/poster.png?lang=ru&v=abc123',
    );
  });

  it('adds a language to an address without one', () => {
    expect(posterUrlIn('/api/invitation/poster.png', 'zh-CN')).toBe('/api/invitation/poster.png?lang=zh-CN');
  });
});
