import { expect } from 'vitest';
import type { ManualClock } from '../src/platform/jobs/clock.js';
import type { TestServer } from './harness.js';

/** A REST façade answer. */
export interface Envelope {
  code: number;
  msg: string;
  data: any;
}

export const asUser = (token: string, extra: Record<string, string> = {}) => ({ 'user-token': token, ...extra });

export async function restCall(
  server: TestServer,
  path: string,
  body: object = {},
  headers: Record<string, string> = {},
): Promise<Envelope> {
  const response = await server.request('POST', `/api${path}`, {
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });
  return (await response.json()) as Envelope;
}

/** A new account signed up by e-mail code and password; moves the clock past the resend wait first. */
export async function signUp(server: TestServer, clock: ManualClock, email: string): Promise<string> {
  clock.advance(2 * 60_000);
  const sent = await server.graphql(
    'mutation Send($input: SendVerificationCodeInput!) { sendVerificationCode(input: $input) { userErrors { code } } }',
    { input: { address: email, purpose: 'LOGIN' } },
  );
  expect(sent.data.sendVerificationCode.userErrors).toEqual([]);
  const outbox = (await (await server.request('GET', '/dev/outbox.json')).json()) as {
    recipient: string;
    body: string;
  }[];
  const code = outbox
    .find((message) => message.recipient === email && /\b\d{6}\b/.test(message.body))
    ?.body.match(/\b\d{6}\b/)?.[0];
  const registered = await server.graphql(
    'mutation Register($input: RegisterInput!) { register(input: $input) { token userErrors { code message } } }',
    { input: { address: email, code, password: 'Secret123', agreementAccepted: true } },
  );
  expect(registered.data.register.userErrors).toEqual([]);
  return registered.data.register.token as string;
}
