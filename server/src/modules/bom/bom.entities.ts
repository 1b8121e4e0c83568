import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../identity/identity.entities.js';
import type { Lifecycle } from '../catalog/catalog.public.js';
import type { BomField } from './bom-columns.js';
import type { BomLineStatus } from './bom-matching.js';

/** Why a line is left out of the quote: marked do-not-place, quantity 0 in the file, or by the buyer. */
export type BomExclusion = 'DO_NOT_PLACE' | 'ZERO_QUANTITY' | 'BUYER';

/**
 * What is wrong with a line's quantity as the file wrote it: unreadable (`abc`, `-3`), not whole (`1,5`), too
 * large, missing (and no designators to count), or disagreeing with the designators counted.
 */
export type BomQuantityIssue = 'INVALID' | 'NOT_WHOLE' | 'TOO_LARGE' | 'MISSING' | 'DESIGNATOR_MISMATCH';

/** One line of a BOM as the buyer gave it (and, once picked, the part they chose for it). */
export interface BomLineData {
  /** The caller's reference: the file's row number, or an integrator's own id. */
  reference: string;
  mpn: string;
  manufacturer: string;
  /** Pieces per board. */
  quantity: number;
  designators: string;
  value: string;
  package: string;
  description: string;
  /** A part the buyer picked for the line; matching then takes it as it is. */
  productId: number | null;
  /** The buyer's own reference for the line (the designators unless changed), carried to the cart and order. */
  customerReference: string;
  /** The quantity cell as the file wrote it, for the message of a flagged quantity. */
  quantityText: string;
  quantityIssue: BomQuantityIssue | null;
  /** Set when the line is not to be bought; null when it is. */
  exclusion: BomExclusion | null;
}

/** One line as it was priced: its part, price, stock and lifecycle then, so a later pricing can say what changed. */
export interface BomPricedLine {
  reference: string;
  status: BomLineStatus;
  productId: number | null;
  mpn: string;
  manufacturer: string;
  /** Line quantity × boards. */
  requiredQuantity: number;
  /** After MOQ and order increment; null when the line has no price. */
  orderQuantity: number | null;
  unitPriceMilli: number | null;
  lineTotalFen: number | null;
  stock: number | null;
  lifecycle: Lifecycle | null;
}

/** A saved pricing of a project's lines. */
export interface BomPricing {
  /** ISO time of the pricing. */
  pricedAt: string;
  totalFen: number;
  lines: BomPricedLine[];
}

/**
 * A BOM the buyer saved to reopen, edit and re-price. Lines are kept as given; the last two pricings are kept so
 * the buyer sees what changed, and a share token lets a colleague read the quote without signing in.
 */
export const BomProject = defineEntity({
  name: 'BomProject',
  tableName: 'bom_project',
  indexes: [{ properties: ['user', 'updatedAt'] }],
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).ref().deleteRule('cascade'),
    name: p.string().length(100),
    /** Boards to build; every line's quantity is multiplied by it. */
    boards: p.integer(),
    lines: p.json<BomLineData[]>(),
    /** The pricing when last saved or re-priced; null for projects saved before pricings were kept. */
    pricing: p.json<BomPricing>().nullable(),
    /** The pricing before the last re-pricing, to compare with; null until the project is re-priced. */
    previousPricing: p.json<BomPricing>().nullable(),
    /** Opens the read-only shared quote; null when not shared (or the link was revoked). */
    shareToken: p.string().length(64).nullable().unique(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type BomProject = InferEntity<typeof BomProject>;

/** The header texts a buyer mapped to each field last time, applied to their next upload. */
export const BomColumnMemory = defineEntity({
  name: 'BomColumnMemory',
  tableName: 'bom_column_memory',
  properties: {
    id: p.integer().primary(),
    user: () => p.oneToOne(User).owner().ref().deleteRule('cascade'),
    headers: p.json<Partial<Record<BomField, string>>>(),
    updatedAt: p.datetime(),
  },
});
export type BomColumnMemory = InferEntity<typeof BomColumnMemory>;

export const bomEntities = [BomProject, BomColumnMemory];
