import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type { TestServer } from './harness.js';

export interface ReceivedDelivery {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A local HTTP server standing for a customer's webhook endpoint: it keeps what arrives and answers as told. */
export interface WebhookReceiver {
  url: string;
  received: ReceivedDelivery[];
  /** Statuses to answer the next requests with, in order; 200 once they are used up. */
  answerNext(...statuses: number[]): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedDelivery[] = [];
  const statuses: number[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(statuses.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/circuitmart`,
    received,
    answerNext: (...next) => statuses.push(...next),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The verification of docs/webhooks.md, as a receiver would write it. */
export function verifyWebhook(
  secret: string,
  body: string,
  header: string,
  nowSeconds: number,
  toleranceSeconds = 300,
) {
  const parts = new Map(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const signature = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return signature.length === expected.length && timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
}

export const DELIVERY_FIELDS =
  'id event eventName status attempts responseStatus durationMs lastError body redeliveryOf';

export const registerEndpointMutation = `mutation Register($input: RegisterWebhookEndpointInput!) {
  registerWebhookEndpoint(input: $input) { endpoint { id url events } secret userErrors { code message field } }
}`;

/** Registers an endpoint for the user behind `headers`; answers its id and secret. */
export async function registerEndpoint(
  server: TestServer,
  headers: Record<string, string>,
  url: string,
  events: string[],
): Promise<{ id: string; secret: string }> {
  const registered = await server.graphql(registerEndpointMutation, { input: { url, events } }, headers);
  expect(registered.data.registerWebhookEndpoint.userErrors).toEqual([]);
  return {
    id: registered.data.registerWebhookEndpoint.endpoint.id,
    secret: registered.data.registerWebhookEndpoint.secret,
  };
}

/** The deliveries of the user's endpoints, newest first, by endpoint id. */
export async function deliveriesOf(server: TestServer, headers: Record<string, string>, endpointId: string) {
  const answer = await server.graphql(`{ myWebhookEndpoints { id deliveries { ${DELIVERY_FIELDS} } } }`, {}, headers);
  expect(answer.errors).toBeUndefined();
  return answer.data.myWebhookEndpoints.find((endpoint: { id: string }) => endpoint.id === endpointId).deliveries;
}
