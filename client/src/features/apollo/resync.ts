/**
 * "Live updates may have been missed": announced when the subscription socket reconnects after a drop (the
 * server closes it on purpose when its pub/sub link to other server copies dropped or returned). Views that keep
 * pushed data outside Apollo's active queries (the chat thread) listen and reload what they show.
 */
const listeners = new Set<() => void>();

export function onResync(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceResync(): void {
  for (const listener of listeners) listener();
}
