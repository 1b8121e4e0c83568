import { ApolloClient, InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectionStatus } from '../connection/connection-status';
import { createSubscriptionLink } from './subscription-link';

/** The server side of graphql-ws, just enough of it: acknowledges every connection and records subscribes. */
class FakeServerSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static opened: FakeServerSocket[] = [];
  /** While set, every new socket fails as a browser's does when nothing listens: an error, then close 1006. */
  static refusing = false;

  readonly protocol = 'graphql-transport-ws';
  readyState = FakeServerSocket.CONNECTING;
  subscribes = 0;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number; reason: string; wasClean: boolean }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;

  constructor() {
    FakeServerSocket.opened.push(this);
    if (FakeServerSocket.refusing) {
      queueMicrotask(() => {
        this.readyState = FakeServerSocket.CLOSED;
        this.onerror?.({ type: 'error' });
        this.onclose?.({ code: 1006, reason: '', wasClean: false });
      });
      return;
    }
    queueMicrotask(() => {
      this.readyState = FakeServerSocket.OPEN;
      this.onopen?.();
    });
  }

  send(data: string): void {
    const message = JSON.parse(data) as { type: string };
    if (message.type === 'connection_init') {
      queueMicrotask(() => this.onmessage?.({ data: JSON.stringify({ type: 'connection_ack' }) }));
    } else if (message.type === 'subscribe') {
      this.subscribes++;
    }
  }

  close(code = 1000, reason = ''): void {
    if (this.readyState === FakeServerSocket.CLOSED) return;
    this.readyState = FakeServerSocket.CLOSED;
    queueMicrotask(() => this.onclose?.({ code, reason, wasClean: true }));
  }
}

// Parsed rather than tagged, so codegen does not take it for one of the shop's operations.
const serverTime = parse('subscription ServerTime { serverTime }');

describe('the subscription link', () => {
  beforeEach(() => {
    FakeServerSocket.opened = [];
    FakeServerSocket.refusing = false;
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeServerSocket);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  function subscribe(options: { onReconnected: () => void; reconnect?: { now: () => void } }) {
    const link = createSubscriptionLink({
      url: () => 'ws://shop.test/graphql',
      connectionParams: () => ({ 'user-token': 'token' }),
      watchConnectionParams: (reconnect) => {
        if (options.reconnect) options.reconnect.now = reconnect;
      },
      onUnauthorized: () => {},
      onReconnected: options.onReconnected,
    });
    const client = new ApolloClient({ link, cache: new InMemoryCache() });
    return client.subscribe({ query: serverTime }).subscribe({ next: () => {}, error: () => {} });
  }

  const subscribedSocket = (index: number) =>
    vi.waitFor(() => {
      const socket = FakeServerSocket.opened[index];
      expect(socket?.subscribes).toBe(1);
      return socket!;
    });

  it('asks for a refetch when the server closes the socket to resync, not on the first connection', async () => {
    const onReconnected = vi.fn();
    const subscription = subscribe({ onReconnected });
    const first = await subscribedSocket(0);
    expect(onReconnected).not.toHaveBeenCalled();

    first.close(4503, 'Resync');
    // The client waits out its back-off (at most 1 s + 3 s of jitter on the first retry), then resubscribes.
    await vi.advanceTimersByTimeAsync(4100);
    await subscribedSocket(1);
    await vi.waitFor(() => expect(onReconnected).toHaveBeenCalledTimes(1));
    subscription.unsubscribe();
  });

  it('does not ask for one when the tab itself reconnected for a new session', async () => {
    const onReconnected = vi.fn();
    const reconnect = { now: () => {} };
    const subscription = subscribe({ onReconnected, reconnect });
    await subscribedSocket(0);
    reconnect.now();
    await subscribedSocket(1);
    expect(onReconnected).not.toHaveBeenCalled();
    subscription.unsubscribe();
  });

  it('keeps retrying while the restarting server refuses connections, showing it is reconnecting until it is back', async () => {
    const onReconnected = vi.fn();
    const subscription = subscribe({ onReconnected });
    const first = await subscribedSocket(0);
    expect(connectionStatus().socketReconnecting).toBe(false);

    // The server goes down: the socket drops, and the next attempts find nothing listening.
    FakeServerSocket.refusing = true;
    first.close(1001, 'Going away');
    while (FakeServerSocket.opened.length < 6) await vi.advanceTimersByTimeAsync(1000);
    expect(connectionStatus().socketReconnecting).toBe(true);
    expect(onReconnected).not.toHaveBeenCalled();

    FakeServerSocket.refusing = false;
    const attempts = FakeServerSocket.opened.length;
    // The waits are capped at 30 s (+3 s of jitter), so the next attempt comes within that.
    await vi.advanceTimersByTimeAsync(33_100);
    await subscribedSocket(attempts);
    await vi.waitFor(() => expect(onReconnected).toHaveBeenCalledTimes(1));
    expect(connectionStatus().socketReconnecting).toBe(false);
    subscription.unsubscribe();
  });
});
