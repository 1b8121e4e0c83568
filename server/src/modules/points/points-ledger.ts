import { LockMode, raw } from '@mikro-orm/core';
import { SqlitePlatform, type EntityManager } from '@mikro-orm/sql';
import { PointsAccount, PointsEntry, PointsLot, PointsLotUse, type PointsEntryKind } from './points.entities.js';

/** One change of a user's points. */
export interface PointsChange {
  userId: number;
  /** > 0 */
  points: number;
  kind: PointsEntryKind;
  /** Unique per change: posting the same key again changes nothing. */
  key: string;
  at: Date;
  orderId?: number | null;
  orderNumber?: string | null;
  note?: string | null;
  actorId?: number | null;
  reference?: string | null;
}

const NOTE_MAX = 200;

/**
 * The points ledger: every change is one conditional UPDATE of the account's balance, one entry and the matching
 * lot changes, inside the caller's transaction. The user's account row is locked first, so changes of one user's
 * points (and their lots) run one after another on MariaDB; SQLite runs one writer at a time anyway.
 */
export class PointsLedger {
  /** Whether a change with this key was posted already. */
  async posted(em: EntityManager, key: string): Promise<boolean> {
    return (await em.count(PointsEntry, { key })) > 0;
  }

  async balanceOf(em: EntityManager, userId: number): Promise<number> {
    const account = await em.findOne(PointsAccount, { user: userId }, { fields: ['balance'], refresh: true });
    return account?.balance ?? 0;
  }

  /**
   * Adds points as a new lot expiring at `expiresAt`. Answers the entry, or null when the key was posted before.
   */
  async credit(em: EntityManager, change: PointsChange, expiresAt: Date): Promise<PointsEntry | null> {
    assertPositive(change.points);
    await this.lockAccount(em, change.userId);
    if (await this.posted(em, change.key)) return null;
    await em.nativeUpdate(PointsAccount, { user: change.userId }, { balance: raw('balance + ?', [change.points]) });
    const entry = await this.record(em, change, change.points);
    em.create(PointsLot, {
      user: change.userId,
      entryId: entry.id,
      points: change.points,
      remaining: change.points,
      expiresAt,
      expiredTimes: 0,
    });
    await em.flush();
    return entry;
  }

  /**
   * Takes points, from the lots that expire first, only if the balance holds them. Answers the entry; null when
   * the key was posted before; 'short' (nothing changed) when the balance is too low.
   */
  async debit(em: EntityManager, change: PointsChange): Promise<PointsEntry | null | 'short'> {
    assertPositive(change.points);
    await this.lockAccount(em, change.userId);
    if (await this.posted(em, change.key)) return null;
    const taken = await em.nativeUpdate(
      PointsAccount,
      { user: change.userId, balance: { $gte: change.points } },
      { balance: raw('balance - ?', [change.points]) },
    );
    if (taken !== 1) return 'short';
    const entry = await this.record(em, change, -change.points);
    await this.takeFromLots(em, change.userId, entry.id, change.points);
    return entry;
  }

  /**
   * Gives back up to `points` of what debit `debitEntryId` took, to the lots it took them from (latest expiry
   * first), so they keep their expiry; points back in a lot that expired meanwhile expire at the next sweep.
   * Answers the entry, or null when the key was posted before or nothing is left to give back.
   */
  async giveBack(em: EntityManager, debitEntryId: number, change: PointsChange): Promise<PointsEntry | null> {
    assertPositive(change.points);
    await this.lockAccount(em, change.userId);
    if (await this.posted(em, change.key)) return null;
    const uses = await em.find(
      PointsLotUse,
      { entryId: debitEntryId },
      { populate: ['lot'], orderBy: { lot: { expiresAt: 'desc', id: 'desc' } }, refresh: true, ...this.locking(em) },
    );
    let left = change.points;
    const restored: { use: PointsLotUse; points: number }[] = [];
    for (const use of uses) {
      const back = Math.min(left, use.points - use.returned);
      if (back <= 0) continue;
      restored.push({ use, points: back });
      left -= back;
      if (left === 0) break;
    }
    const total = change.points - left;
    if (total === 0) return null;
    for (const { use, points } of restored) {
      const moved = await em.nativeUpdate(
        PointsLotUse,
        { id: use.id, returned: { $lte: use.points - points } },
        { returned: raw('returned + ?', [points]) },
      );
      if (moved !== 1) throw new Error(`Points lot use ${use.id} changed under a lock`);
      await em.nativeUpdate(PointsLot, { id: use.lot.id }, { remaining: raw('remaining + ?', [points]) });
    }
    await em.nativeUpdate(PointsAccount, { user: change.userId }, { balance: raw('balance + ?', [total]) });
    return this.record(em, { ...change, points: total }, total);
  }

  /**
   * Takes back up to `points` (never below zero): the lots that expire first give them. Answers the entry, or null
   * when the key was posted before or the balance is 0.
   */
  async takeBack(em: EntityManager, change: PointsChange): Promise<PointsEntry | null> {
    assertPositive(change.points);
    await this.lockAccount(em, change.userId);
    if (await this.posted(em, change.key)) return null;
    const points = Math.min(change.points, await this.balanceOf(em, change.userId));
    if (points <= 0) return null;
    const taken = await em.nativeUpdate(
      PointsAccount,
      { user: change.userId, balance: { $gte: points } },
      { balance: raw('balance - ?', [points]) },
    );
    if (taken !== 1) throw new Error(`Points account ${change.userId} changed under a lock`);
    const entry = await this.record(em, { ...change, points }, -points);
    await this.takeFromLots(em, change.userId, entry.id, points);
    return entry;
  }

  /** Writes off what is left of the user's lots that expired by `now`, one EXPIRED entry per lot. Answers the total. */
  async expireDue(em: EntityManager, userId: number, now: Date): Promise<number> {
    await this.lockAccount(em, userId);
    const due = await em.find(
      PointsLot,
      { user: userId, remaining: { $gt: 0 }, expiresAt: { $lte: now } },
      { orderBy: { expiresAt: 'asc', id: 'asc' }, refresh: true, ...this.locking(em) },
    );
    let total = 0;
    for (const lot of due) {
      const points = lot.remaining;
      const cleared = await em.nativeUpdate(
        PointsLot,
        { id: lot.id, remaining: points, expiredTimes: lot.expiredTimes },
        { remaining: 0, expiredTimes: lot.expiredTimes + 1 },
      );
      if (cleared !== 1) continue;
      const taken = await em.nativeUpdate(
        PointsAccount,
        { user: userId, balance: { $gte: points } },
        { balance: raw('balance - ?', [points]) },
      );
      if (taken !== 1) throw new Error(`Points account ${userId} holds less than its lots`);
      await this.record(
        em,
        { userId, points, kind: 'EXPIRED', key: `expire/lot/${lot.id}/${lot.expiredTimes + 1}`, at: now },
        -points,
      );
      total += points;
    }
    return total;
  }

  /**
   * Locks the user's account row for the rest of the transaction (MariaDB), creating it first when missing. Whether
   * it exists is asked by a plain read, which locks nothing: a locking read of a missing row takes a gap lock, two
   * transactions can hold the same gap, and each one's insert then waits for the other's gap lock (a deadlock: a new
   * buyer's two orders completing at once failed that way). The insert runs only for a missing row: INSERT IGNORE on
   * an existing row takes a shared lock, and two transactions each holding one and both asking for the row's write
   * lock would deadlock.
   */
  private async lockAccount(em: EntityManager, userId: number): Promise<void> {
    const lockMode = this.locking(em).lockMode;
    if ((await em.count(PointsAccount, { user: userId })) === 0) {
      await em
        .createQueryBuilder(PointsAccount)
        .insert({ user: userId, balance: 0 })
        .onConflict(['user'])
        .ignore()
        .execute('run');
    }
    await em.findOne(PointsAccount, { user: userId }, { refresh: true, ...(lockMode && { lockMode }) });
  }

  private locking(em: EntityManager): { lockMode?: LockMode.PESSIMISTIC_WRITE } {
    return em.getPlatform() instanceof SqlitePlatform || !em.isInTransaction()
      ? {}
      : { lockMode: LockMode.PESSIMISTIC_WRITE };
  }

  private async takeFromLots(em: EntityManager, userId: number, entryId: number, points: number): Promise<void> {
    const lots = await em.find(
      PointsLot,
      { user: userId, remaining: { $gt: 0 } },
      { orderBy: { expiresAt: 'asc', id: 'asc' }, refresh: true, ...this.locking(em) },
    );
    let left = points;
    for (const lot of lots) {
      const take = Math.min(lot.remaining, left);
      const moved = await em.nativeUpdate(
        PointsLot,
        { id: lot.id, remaining: { $gte: take } },
        { remaining: raw('remaining - ?', [take]) },
      );
      if (moved !== 1) continue;
      em.create(PointsLotUse, { entryId, lot: lot.id, points: take, returned: 0 });
      left -= take;
      if (left === 0) break;
    }
    if (left > 0) throw new Error(`Points lots of user ${userId} hold less than the balance`);
    await em.flush();
  }

  private async record(em: EntityManager, change: PointsChange, signed: number): Promise<PointsEntry> {
    const entry = em.create(PointsEntry, {
      user: change.userId,
      points: signed,
      kind: change.kind,
      orderId: change.orderId ?? null,
      orderNumber: change.orderNumber ?? null,
      key: change.key,
      balanceAfter: await this.balanceOf(em, change.userId),
      note: change.note ? change.note.slice(0, NOTE_MAX) : null,
      actorId: change.actorId ?? null,
      reference: change.reference ?? null,
      at: change.at,
    });
    await em.flush();
    return entry;
  }
}

function assertPositive(points: number): void {
  if (!Number.isSafeInteger(points) || points <= 0) throw new Error(`A points change is a positive integer: ${points}`);
}
