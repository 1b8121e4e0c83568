import { describe, expect, it } from 'vitest';
import { loginReturnState, pageAfterLogin } from './remembered-page';

describe('pageAfterLogin', () => {
  it('returns to the remembered page with its query and hash', () => {
    const state = loginReturnState({ pathname: '/goods/42', search: '?tab=parameters', hash: '#stock' });
    expect(pageAfterLogin(state)).toBe('/goods/42?tab=parameters#stock');
  });

  it('goes home without a remembered page', () => {
    expect(pageAfterLogin(undefined)).toBe('/');
    expect(pageAfterLogin({ from: 42 })).toBe('/');
  });

  it('never leaves the shop nor loops back into the login area', () => {
    expect(pageAfterLogin({ from: 'https://example.com/' })).toBe('/');
    expect(pageAfterLogin({ from: '//example.com/' })).toBe('/');
    expect(pageAfterLogin({ from: '/login/login/register' })).toBe('/');
    expect(pageAfterLogin({ from: '/login/login' })).toBe('/');
  });
});
