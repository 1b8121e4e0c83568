import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Activity } from '../activities/activities.entities.js';
import { Product } from '../catalog/catalog.entities.js';
import { User } from '../identity/identity.entities.js';

/**
 * One part offered in a flash-sale session (the session is an `activity` row of kind FLASH_SALE): its sale price,
 * the units the sale holds and how many are taken. `sold` rises and falls only by conditional UPDATEs
 * (`sold + n <= stock`), so however many buy at once, no more than `stock` are ever taken.
 */
export const FlashSaleItem = defineEntity({
  name: 'FlashSaleItem',
  tableName: 'flash_sale_item',
  uniques: [{ properties: ['activity', 'product'] }],
  indexes: [{ properties: ['activity', 'position'] }],
  properties: {
    id: p.integer().primary(),
    activity: () => p.manyToOne(Activity).ref().deleteRule('cascade'),
    product: () => p.manyToOne(Product).ref(),
    /** Order on the session's page. */
    position: p.integer(),
    /** The sale's unit price, 0.0001 yuan. */
    salePriceMilli: p.integer(),
    /** The part's list price when the item was saved (shown struck through), 0.0001 yuan. */
    listPriceMilli: p.integer(),
    /** Units the sale offers. */
    stock: p.integer(),
    /** Units taken by orders that are not (yet) cancelled or expired. */
    sold: p.integer().default(0),
    perUserLimit: p.integer(),
  },
});
export type FlashSaleItem = InferEntity<typeof FlashSaleItem>;

/**
 * How many units of an item one user holds in live orders: one row per (item, user), raised by a conditional UPDATE
 * under the item's limit in the same transaction that takes the units, so two tabs cannot both pass the limit.
 */
export const FlashSalePurchase = defineEntity({
  name: 'FlashSalePurchase',
  tableName: 'flash_sale_purchase',
  uniques: [{ properties: ['item', 'user'] }],
  properties: {
    id: p.integer().primary(),
    item: () => p.manyToOne(FlashSaleItem).ref().deleteRule('cascade'),
    user: () => p.manyToOne(User).ref().deleteRule('cascade'),
    bought: p.integer().default(0),
  },
});
export type FlashSalePurchase = InferEntity<typeof FlashSalePurchase>;

/**
 * The units one order took, so that when it ends unpaid exactly those go back (to the item and to the buyer's
 * count) once: `returnedAt` is claimed by a conditional UPDATE.
 */
export const FlashSaleOrder = defineEntity({
  name: 'FlashSaleOrder',
  tableName: 'flash_sale_order',
  indexes: [{ properties: ['item'] }],
  properties: {
    id: p.integer().primary(),
    orderId: p.integer().unique(),
    item: () => p.manyToOne(FlashSaleItem).ref().deleteRule('cascade'),
    user: () => p.manyToOne(User).ref().deleteRule('cascade'),
    quantity: p.integer(),
    takenAt: p.datetime(),
    returnedAt: p.datetime().nullable(),
  },
});
export type FlashSaleOrder = InferEntity<typeof FlashSaleOrder>;

/** Spec §4: a flash-sale reminder is set or cancelled; SENT once its message went out before the start. */
export const FlashSaleReminderStatus = { SET: 'SET', CANCELLED: 'CANCELLED', SENT: 'SENT' } as const;
export type FlashSaleReminderStatus = (typeof FlashSaleReminderStatus)[keyof typeof FlashSaleReminderStatus];

/** A shopper's reminder of one session, moved along `flashSaleReminderFlow`. */
export const FlashSaleReminder = defineEntity({
  name: 'FlashSaleReminder',
  tableName: 'flash_sale_reminder',
  uniques: [{ properties: ['activity', 'user'] }],
  indexes: [{ properties: ['activity', 'status'] }],
  properties: {
    id: p.integer().primary(),
    activity: () => p.manyToOne(Activity).ref().deleteRule('cascade'),
    user: () => p.manyToOne(User).ref().deleteRule('cascade'),
    status: p.enum(() => FlashSaleReminderStatus),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    sentAt: p.datetime().nullable(),
  },
});
export type FlashSaleReminder = InferEntity<typeof FlashSaleReminder>;

export const flashSaleEntities = [FlashSaleItem, FlashSalePurchase, FlashSaleOrder, FlashSaleReminder];

// The activity vocabulary this module's other files use (they may not import the activities' entity file).
export { ActivityKind, ActivityStatus } from '../activities/activities.entities.js';
// How an order is delivered, for the buy's input (the orders' vocabulary; their table stays theirs).
export { DeliveryMethod, InvoiceType } from '../orders/orders.entities.js';
