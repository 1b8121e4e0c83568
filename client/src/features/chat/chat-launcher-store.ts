import { useSyncExternalStore } from 'react';

/** The page a chat is opened from; the agent sees it beside the conversation. */
export interface ChatContext {
  productId?: string;
  orderId?: string;
}

interface ChatWindowState {
  open: boolean;
  context: ChatContext | null;
}

let state: ChatWindowState = { open: false, context: null };
const listeners = new Set<() => void>();

function setState(next: ChatWindowState): void {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * Whether the chat window is open and what it was opened from. Kept outside React so a product page's
 * "chat with support" button and the layout's launcher share it without loading the window's code.
 */
export const chatWindow = {
  open: (context: ChatContext | null = null) => setState({ open: true, context }),
  close: () => setState({ open: false, context: null }),
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useChatWindowState(): ChatWindowState {
  return useSyncExternalStore(subscribe, () => state);
}
