import { useSyncExternalStore } from 'react';
import { getSessionSnapshot, subscribeToSession, type SessionSnapshot } from './session-store';

/** The current session; components re-render when the user logs in or out. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeToSession, getSessionSnapshot);
}
