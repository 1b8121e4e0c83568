/**
 * What the flash-sale screens show, in the shape the server's `FlashSaleSession` fragment gives it. The server
 * decides every state; the client only picks colours, words and which tab opens first.
 */
/** Spec §4's four states, and PAUSED while staff paused the session or the shop marked it abnormal. */
export type FlashSaleState = 'NOT_STARTED' | 'ON_SALE' | 'SOLD_OUT' | 'PAUSED' | 'ENDED';

export const FLASH_SALE_STATE_COLORS: Record<FlashSaleState, string> = {
  NOT_STARTED: 'blue',
  ON_SALE: 'red',
  SOLD_OUT: 'gray',
  PAUSED: 'yellow',
  ENDED: 'dark',
};

interface SessionTiming {
  id: string;
  state: string;
  startsAt: string;
}

/**
 * The tab that opens when the address names none: the session on sale now, else the next to start, else the
 * last one (all ended).
 */
export function defaultSessionId(sessions: readonly SessionTiming[]): string | null {
  const onSale = sessions.find((session) => session.state === 'ON_SALE');
  if (onSale) return onSale.id;
  const upcoming = sessions
    .filter((session) => session.state === 'NOT_STARTED')
    .sort((left, right) => Date.parse(left.startsAt) - Date.parse(right.startsAt))[0];
  return upcoming?.id ?? sessions.at(-1)?.id ?? null;
}

/** The moment a countdown runs to: the start before the sale, the end during it, none after. */
export function countdownTarget(session: { state: string; startsAt: string; endsAt: string }): {
  kind: 'startsIn' | 'endsIn';
  atMs: number;
} | null {
  if (session.state === 'NOT_STARTED') return { kind: 'startsIn', atMs: Date.parse(session.startsAt) };
  if (session.state === 'ON_SALE') return { kind: 'endsIn', atMs: Date.parse(session.endsAt) };
  return null;
}

/** The day of a session relative to the server's today, for the tab label: 0 today, 1 tomorrow ... */
export function dayOffset(startsAt: string, serverNowMs: number): number {
  const day = (ms: number) => {
    const date = new Date(ms);
    return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000;
  };
  return day(Date.parse(startsAt)) - day(serverNowMs);
}

/** One part of a session as the cards show it. */
export interface FlashSaleItemView {
  id: string;
  productId: string;
  mpn: string;
  brandName: string;
  salePriceMilli: number;
  listPriceMilli: number;
  /** The share of the sale's units taken by live orders (paid or waiting for payment), 0-100, as the server counts. */
  soldPercent: number;
  perUserLimit: number;
  /** Units the viewer already holds in live orders of this item (0 for a visitor). */
  myBought: number;
  state: FlashSaleState;
}

/** One session (one tab). */
export interface FlashSaleSessionView {
  id: string;
  title: string;
  startsAt: string;
  endsAt: string;
  state: FlashSaleState;
  /** Null for a visitor, who has no reminders. */
  reminderSet: boolean | null;
  items: FlashSaleItemView[];
}
