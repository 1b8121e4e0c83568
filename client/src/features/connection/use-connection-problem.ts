import { useSyncExternalStore } from 'react';
import { connectionStatus, subscribeToConnectionStatus } from './connection-status';

export type ConnectionProblem = 'offline' | 'unreachable' | 'reconnecting';

function subscribeToOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** The worst thing between this tab and the server right now, or null when queries and live updates get through. */
export function useConnectionProblem(): ConnectionProblem | null {
  const online = useSyncExternalStore(subscribeToOnline, () => navigator.onLine);
  const { serverUnreachable, socketReconnecting } = useSyncExternalStore(subscribeToConnectionStatus, connectionStatus);
  if (!online) return 'offline';
  if (serverUnreachable) return 'unreachable';
  if (socketReconnecting) return 'reconnecting';
  return null;
}
