import type { EntityManager } from '@mikro-orm/sql';
import { CouponEntry, type CouponEntryKind } from './coupons.entities.js';

export interface CouponChange {
  couponId: number;
  templateId: number;
  userId: number;
  kind: CouponEntryKind;
  orderId: number | null;
  at: Date;
}

/**
 * Appends the ledger entries of coupon changes, in the transaction of the conditional UPDATEs that made them. The
 * one writer of `coupon_entry`: nothing updates or deletes its rows.
 */
export async function appendCouponEntries(em: EntityManager, changes: readonly CouponChange[]): Promise<void> {
  if (changes.length === 0) return;
  await em.insertMany(
    CouponEntry,
    changes.map((change) => ({
      coupon: change.couponId,
      templateId: change.templateId,
      userId: change.userId,
      kind: change.kind,
      orderId: change.orderId,
      at: change.at,
    })),
  );
}
