import type { EntityManager } from '@mikro-orm/sql';
import { packageImagePath } from '../catalog/package-images.js';
import { itemState, sessionState, soldPercent, type FlashSaleState } from './flash-sale-rules.js';
import {
  ActivityKind,
  FlashSaleItem,
  FlashSalePurchase,
  FlashSaleReminder,
  type ActivityStatus,
  type FlashSaleReminderStatus,
} from './flash-sales.entities.js';

/** The part an item sells, in words that need no language (the page links to the part for the rest). */
export interface FlashSalePartView {
  productId: string;
  mpn: string;
  brandName: string;
  package: string;
  imageUrl: string;
}

export interface FlashSaleItemView {
  id: string;
  part: FlashSalePartView;
  salePriceMilli: number;
  listPriceMilli: number;
  stock: number;
  sold: number;
  remaining: number;
  soldPercent: number;
  perUserLimit: number;
  state: FlashSaleState;
  /** Units the viewer holds in live orders of this item; null for a broadcast (a subscription's event). */
  myBought: number | null;
}

/**
 * A session as every shopper sees it. It is also the payload of FLASH_SALE_CHANGED: plain JSON and Dates, the same
 * for every subscriber, so 5,000 watchers cost one read per change, not one each.
 */
export interface FlashSaleSessionView {
  id: string;
  title: string;
  status: ActivityStatus;
  state: FlashSaleState;
  startsAt: Date;
  endsAt: Date;
  abnormalReason: string | null;
  items: FlashSaleItemView[];
  /** The viewer's reminder; null for visitors, for none, and in a broadcast. */
  myReminder: FlashSaleReminderStatus | null;
}

declare module '../../platform/pubsub/pubsub.js' {
  interface PubSubTopics {
    /** A session's new state (an activity transition, an item selling out, a unit coming back), by session id. */
    FLASH_SALE_CHANGED: [sessionId: string, session: FlashSaleSessionView];
  }
}

/** What the viewer's own fields are filled from. */
export interface Viewer {
  userId: number;
}

type LoadedItem = FlashSaleItem;

/** The items of these sessions with their parts, makers and activities, in page order (one query). */
async function itemsOf(em: EntityManager, where: Record<string, unknown>, limit?: number): Promise<LoadedItem[]> {
  return em.find(FlashSaleItem, where as never, {
    populate: ['activity', 'product', 'product.manufacturer'] as never,
    orderBy: { activity: { startsAt: 'asc' }, position: 'asc', id: 'asc' } as never,
    refresh: true,
    ...(limit !== undefined && { limit }),
  });
}

function itemView(item: LoadedItem, now: Date, bought: ReadonlyMap<number, number> | null): FlashSaleItemView {
  const activity = item.activity.unwrap();
  const product = item.product.unwrap();
  return {
    id: String(item.id),
    part: {
      productId: String(product.id),
      mpn: product.mpn,
      brandName: product.manufacturer.unwrap().name,
      package: product.package,
      imageUrl: packageImagePath(product.package),
    },
    salePriceMilli: item.salePriceMilli,
    listPriceMilli: item.listPriceMilli,
    stock: item.stock,
    sold: item.sold,
    remaining: Math.max(0, item.stock - item.sold),
    soldPercent: soldPercent(item),
    perUserLimit: item.perUserLimit,
    state: itemState(activity, item, now),
    myBought: bought ? (bought.get(item.id) ?? 0) : null,
  };
}

/** Groups loaded items into their sessions (in the items' order), with the viewer's reminders and counts. */
async function sessionsOf(
  em: EntityManager,
  items: readonly LoadedItem[],
  now: Date,
  viewer: Viewer | null,
): Promise<FlashSaleSessionView[]> {
  const bySession = new Map<number, LoadedItem[]>();
  for (const item of items) {
    const sessionId = item.activity.id;
    bySession.set(sessionId, [...(bySession.get(sessionId) ?? []), item]);
  }
  let reminders = new Map<number, FlashSaleReminderStatus>();
  let bought: Map<number, number> | null = null;
  if (viewer && items.length > 0) {
    const [reminderRows, purchaseRows] = await Promise.all([
      em.find(
        FlashSaleReminder,
        { user: viewer.userId, activity: { $in: [...bySession.keys()] } },
        { fields: ['activity', 'status'], refresh: true },
      ),
      em.find(
        FlashSalePurchase,
        { user: viewer.userId, item: { $in: items.map((item) => item.id) } },
        { fields: ['item', 'bought'], refresh: true },
      ),
    ]);
    reminders = new Map(reminderRows.map((row) => [row.activity.id, row.status]));
    bought = new Map(purchaseRows.map((row) => [row.item.id, row.bought]));
  }
  return [...bySession.entries()].map(([sessionId, sessionItems]) => {
    const activity = sessionItems[0]!.activity.unwrap();
    return {
      id: String(sessionId),
      title: activity.title,
      status: activity.status,
      state: sessionState(activity, sessionItems, now),
      startsAt: activity.startsAt,
      endsAt: activity.endsAt,
      abnormalReason: activity.abnormalReason ?? null,
      items: sessionItems.map((item) => itemView(item, now, bought)),
      myReminder: viewer ? (reminders.get(sessionId) ?? null) : null,
    };
  });
}

/** One session, or null when there is no flash-sale session of that id. */
export async function readSession(
  em: EntityManager,
  sessionId: number,
  now: Date,
  viewer: Viewer | null = null,
): Promise<FlashSaleSessionView | null> {
  const items = await itemsOf(em, { activity: { id: sessionId, kind: ActivityKind.FLASH_SALE } });
  return (await sessionsOf(em, items, now, viewer))[0] ?? null;
}

/** Sessions of the shop whose window overlaps [from, to), earliest first (at most `limit` items in all). */
export async function readSessions(
  em: EntityManager,
  range: { from: Date; to: Date },
  now: Date,
  viewer: Viewer | null,
  limit = 1000,
): Promise<FlashSaleSessionView[]> {
  const items = await itemsOf(
    em,
    { activity: { kind: ActivityKind.FLASH_SALE, startsAt: { $lt: range.to }, endsAt: { $gt: range.from } } },
    limit,
  );
  return sessionsOf(em, items, now, viewer);
}
