/**
 * What the shell knows about its link to the server, beyond the browser's own online flag: whether the subscription
 * socket is trying to come back, and whether the last HTTP request failed before any answer arrived. The socket's
 * client and the status banner are both loaded on demand; they meet here.
 */
export interface ConnectionStatus {
  /** The subscription socket dropped without this tab asking and is retrying: live updates are paused. */
  socketReconnecting: boolean;
  /** A query or mutation got no answer at all (network error); cleared by the next answer or a health check. */
  serverUnreachable: boolean;
  /** The subscription socket is open: subscriptions started now hear every later push. */
  socketOpen: boolean;
}

let status: ConnectionStatus = { socketReconnecting: false, serverUnreachable: false, socketOpen: false };
const listeners = new Set<() => void>();

export function connectionStatus(): ConnectionStatus {
  return status;
}

export function subscribeToConnectionStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function updateConnectionStatus(change: Partial<ConnectionStatus>): void {
  const next = { ...status, ...change };
  if ((Object.keys(next) as (keyof ConnectionStatus)[]).every((key) => next[key] === status[key])) return;
  status = next;
  for (const listener of listeners) listener();
}
