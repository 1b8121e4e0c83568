import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { TestServer } from './harness.js';

/** A signed-in socket (English) to the server's GraphQL subscriptions. */
export function socketClient(server: TestServer, token: string): Client {
  return createClient({
    url: server.url.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: { 'user-token': token, lang: 'en-US' },
    retryAttempts: 0,
  });
}

/** What a subscription delivers, queued; `next()` takes the oldest or waits for one. */
export function watch<T>(client: Client, query: string, variables: Record<string, unknown> = {}) {
  const arrived: T[] = [];
  const errors: unknown[] = [];
  let wake: (() => void) | undefined;
  const iterator = client.iterate<T>({ query, variables });
  const pump = (async () => {
    for await (const result of iterator) {
      if (result.errors) errors.push(...result.errors);
      else arrived.push(result.data as T);
      wake?.();
    }
  })().catch((error: unknown) => errors.push(error));
  async function within(ms: number): Promise<T | undefined> {
    const deadline = Date.now() + ms;
    while (arrived.length === 0 && errors.length === 0 && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, deadline - Date.now());
      });
    }
    return arrived.shift();
  }
  return {
    within,
    errors,
    async next(): Promise<T> {
      const value = await within(10_000);
      if (!value) throw new Error(`nothing arrived within 10 s: ${JSON.stringify(errors)}`);
      return value;
    },
    stop: async () => {
      await iterator.return?.();
      await pump;
    },
  };
}
