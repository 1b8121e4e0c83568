import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useSyncExternalStore } from 'react';
import { graphql } from '../../gql';
import { addSample, estimateOffset, serverNow, type ClockSample } from './server-clock';

const ServerTimeSubscription = graphql(`
  subscription FlashSaleServerTime {
    serverTime
  }
`);

/** How often the shown time moves; a quarter second keeps a countdown's second from lagging by up to a second. */
const REFRESH_MS = 250;

/**
 * One `serverTime` subscription per Apollo client, shared by every countdown on the page, open while anything
 * listens. The snapshot is the server's time (ms) at the last refresh, or null until the first tick.
 */
class ServerClockStore {
  private samples: ClockSample[] = [];
  private offset: number | null = null;
  private now: number | null = null;
  private readonly listeners = new Set<() => void>();
  private stop: (() => void) | null = null;

  constructor(private readonly client: ApolloClient) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    if (this.listeners.size === 1) this.start();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.end();
    };
  };

  readonly snapshot = (): number | null => this.now;

  private start(): void {
    const subscription = this.client.subscribe({ query: ServerTimeSubscription }).subscribe({
      next: ({ data }) => {
        if (!data?.serverTime) return;
        this.samples = addSample(this.samples, {
          serverMs: new Date(data.serverTime).getTime(),
          receivedAtMs: performance.now(),
        });
        this.offset = estimateOffset(this.samples);
        this.refresh();
      },
      // The socket's own retry resubscribes; until then the last offset keeps counting.
      error: () => undefined,
    });
    const timer = window.setInterval(() => this.refresh(), REFRESH_MS);
    this.stop = () => {
      subscription.unsubscribe();
      window.clearInterval(timer);
    };
  }

  private end(): void {
    this.stop?.();
    this.stop = null;
  }

  private refresh(): void {
    const next = serverNow(this.offset, performance.now());
    // Whole seconds only: listeners re-render when the shown second changes, not four times a second.
    const rounded = next === null ? null : Math.floor(next / 1000) * 1000;
    if (rounded === this.now) return;
    this.now = rounded;
    for (const listener of this.listeners) listener();
  }
}

const stores = new WeakMap<ApolloClient, ServerClockStore>();

function storeFor(client: ApolloClient): ServerClockStore {
  let store = stores.get(client);
  if (!store) {
    store = new ServerClockStore(client);
    stores.set(client, store);
  }
  return store;
}

/**
 * The server's time in milliseconds (to the whole second), re-rendering as it moves; null until the server's first
 * tick arrives. Countdowns compute from this and never from `Date.now()`.
 */
export function useServerNow(): number | null {
  const store = storeFor(useApolloClient());
  return useSyncExternalStore(store.subscribe, store.snapshot, () => null);
}
