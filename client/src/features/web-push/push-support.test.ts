import { describe, expect, it } from 'vitest';
import { applicationServerKey, subscriptionInput } from './push-support';

describe('applicationServerKey', () => {
  it('decodes base64url without padding into the key bytes', () => {
    expect([...applicationServerKey('BAg4-_8')]).toEqual([0x04, 0x08, 0x38, 0xfb, 0xff]);
  });
});

describe('subscriptionInput', () => {
  it('takes the endpoint and both keys, and refuses a subscription without them', () => {
    const endpoint = 'https://push.example/abc';
    expect(subscriptionInput({ endpoint, keys: { p256dh: 'p', auth: 'a' } })).toEqual({
      endpoint,
      p256dh: 'p',
      auth: 'a',
    });
    expect(subscriptionInput({ endpoint, keys: { p256dh: 'p' } })).toBeNull();
  });
});
