import type { Redis } from 'ioredis';

/** Whether the connections of a Redis-backed mechanism can carry commands right now. */
export type LinkState = 'up' | 'down';

export type LinkListener = (state: LinkState) => void;

export interface LinkWatch {
  /** Called on each change after start-up: 'down' when a connection drops, 'up' once all are ready again. */
  onChange(listener: LinkListener): () => void;
  /** Stops reporting, before the connections are closed on purpose. */
  stop(): void;
}

/**
 * Follows the ioredis connections of one mechanism. The first 'ready' at start-up is not reported (nothing
 * can have been missed yet); every drop afterwards is, and so is every recovery after a drop, including a
 * Redis that was unreachable at start-up and came later.
 */
export function watchRedisLink(clients: Redis[]): LinkWatch {
  const listeners = new Set<LinkListener>();
  let state: LinkState | 'starting' = 'starting';
  let stopped = false;
  const report = (next: LinkState) => {
    for (const listener of listeners) listener(next);
  };
  const onReady = () => {
    if (stopped || !clients.every((client) => client.status === 'ready')) return;
    const previous = state;
    state = 'up';
    if (previous === 'down') report('up');
  };
  const onClose = () => {
    if (stopped || state === 'down') return;
    state = 'down';
    report('down');
  };
  for (const client of clients) {
    client.on('ready', onReady);
    client.on('close', onClose);
  }
  onReady();
  return {
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      stopped = true;
      listeners.clear();
      for (const client of clients) {
        client.off('ready', onReady);
        client.off('close', onClose);
      }
    },
  };
}
