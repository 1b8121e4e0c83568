import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { requirePermission, requireUser, type RequestContext } from '../../platform/auth/index.js';
import { transactionalWithRetry } from '../../platform/db/transaction-retry.js';
import { DomainError } from '../../platform/errors/index.js';
import type { Page, PageRequest } from '../../platform/graphql/connection.js';
import type { Clock } from '../../platform/jobs/clock.js';
import { userDirectory } from '../identity/user-directory.js';
import type { BalancePayer } from '../orders/balance-payer.js';
import { BalanceEntry, BalanceEntryKind, WalletAccount } from './wallet.entities.js';

/** The largest single change: the fen columns are 32-bit integers. */
const MAX_CHANGE_FEN = 2 ** 31 - 1;
const REASON_MAX = 100;
/** Spec §9: the records page shows the last 30 days unless a month is chosen. */
const RECENT_DAYS = 30;

export interface BalanceRecordFilter {
  kind?: BalanceEntryKind | null | undefined;
  /** `YYYY-MM`; absent: the last 30 days. */
  month?: string | null | undefined;
}

/** Why a balance changed, for its ledger entry. */
export interface BalanceChange {
  reason: string;
  /**
   * What caused it. Optional so older callers compile: absent, an entry about an order is a PAYMENT (debit) or a
   * REFUND (credit), any other an ADJUSTMENT.
   */
  kind?: BalanceEntryKind;
  /** The cause's id by the kind: an order number, a withdrawal id, a commission id. */
  reference?: string | null;
  orderId?: number | null;
  /** Who changed it: the payer, the staff member who adjusted it. */
  actorId?: number | null;
}

/** A staff adjustment as the back office lists it: who changed whose balance, by how much and why. */
export interface BalanceAdjustmentView {
  id: number;
  customerId: number;
  customerName: string;
  staffId: number;
  staffName: string;
  amountFen: number;
  reason: string;
  at: Date;
}

/**
 * Account balances and their ledger. Every change is one conditional UPDATE of the balance and one ledger entry in
 * the same transaction, so a balance never goes below zero and always equals the sum of its entries.
 */
export class WalletService implements BalancePayer {
  constructor(private readonly clock: Clock) {}

  /** The signed-in user's balance in fen. */
  async balanceOf(ctx: RequestContext): Promise<number> {
    return this.balanceOfUser(ctx.em, Number(requireUser(ctx).id));
  }

  async balanceOfUser(em: EntityManager, userId: number): Promise<number> {
    const account = await em.findOne(WalletAccount, { user: userId }, { fields: ['balanceFen'], refresh: true });
    return account?.balanceFen ?? 0;
  }

  /** The user's ledger, oldest first. */
  ledgerOf(em: EntityManager, userId: number): Promise<BalanceEntry[]> {
    return em.find(BalanceEntry, { user: userId }, { orderBy: { at: 'asc', id: 'asc' } });
  }

  /**
   * The signed-in user's income and expense records, newest first (spec §9: the last 30 days by default). `month`
   * (`YYYY-MM`, UTC) shows that month instead; `kind` only entries of that kind.
   */
  async records(ctx: RequestContext, filter: BalanceRecordFilter, page: PageRequest): Promise<Page<BalanceEntry>> {
    const userId = Number(requireUser(ctx).id);
    const now = this.clock.now();
    let from: Date;
    let to: Date;
    if (filter.month) {
      const match = /^(\d{4})-(\d{2})$/.exec(filter.month);
      const month = match ? Number(match[2]) : 0;
      if (!match || month < 1 || month > 12) throw new DomainError('INVALID_INPUT', { field: ['month'] });
      from = new Date(Date.UTC(Number(match[1]), month - 1, 1));
      to = new Date(Date.UTC(Number(match[1]), month, 1));
    } else {
      from = new Date(now.getTime() - RECENT_DAYS * 86_400_000);
      to = new Date(now.getTime() + 1);
    }
    const where = { user: userId, at: { $gte: from, $lt: to }, ...(filter.kind && { kind: filter.kind }) };
    const [rows, totalCount] = await Promise.all([
      ctx.em.find(
        BalanceEntry,
        { ...where, ...(page.afterId !== undefined && { id: { $lt: page.afterId } }) },
        { orderBy: { id: 'desc' }, limit: page.first + 1 },
      ),
      ctx.em.count(BalanceEntry, where),
    ]);
    return {
      items: rows.slice(0, page.first),
      hasNextPage: rows.length > page.first,
      hasPreviousPage: page.afterId !== undefined,
      totalCount,
    };
  }

  /** Adds `amountFen` (> 0) to the user's balance inside the caller's transaction. */
  async credit(em: EntityManager, userId: number, amountFen: number, why: BalanceChange): Promise<BalanceEntry> {
    if (!(amountFen > 0)) throw new Error('A credit is positive');
    await em
      .createQueryBuilder(WalletAccount)
      .insert({ user: userId, balanceFen: 0 })
      .onConflict(['user'])
      .ignore()
      .execute();
    await em.nativeUpdate(WalletAccount, { user: userId }, { balanceFen: raw('balance_fen + ?', [amountFen]) });
    return this.record(em, userId, amountFen, why);
  }

  /**
   * Takes `amountFen` (> 0) from the user's balance inside the caller's transaction, only if the balance holds it:
   * null (and nothing changed) when it does not.
   */
  async debit(em: EntityManager, userId: number, amountFen: number, why: BalanceChange): Promise<BalanceEntry | null> {
    if (!(amountFen > 0)) throw new Error('A debit is positive');
    const debited = await em.nativeUpdate(
      WalletAccount,
      { user: userId, balanceFen: { $gte: amountFen } },
      { balanceFen: raw('balance_fen - ?', [amountFen]) },
    );
    return debited === 1 ? this.record(em, userId, -amountFen, why) : null;
  }

  async payFromBalance(
    em: EntityManager,
    userId: number,
    amountFen: number,
    order: { id: number; number: string },
  ): Promise<string> {
    const entry = await this.debit(em, userId, amountFen, {
      reason: `order ${order.number}`,
      kind: BalanceEntryKind.PAYMENT,
      reference: order.number,
      orderId: order.id,
      actorId: userId,
    });
    if (!entry) throw new DomainError('INSUFFICIENT_BALANCE');
    return `balance-${entry.id}`;
  }

  /** A paid top-up (top-ups module) credited to its owner: one TOPUP entry whose reference is the top-up's id. */
  async creditTopUp(em: EntityManager, userId: number, amountFen: number, topUpId: number): Promise<void> {
    await this.credit(em, userId, amountFen, {
      reason: `Top-up ${topUpId}`,
      kind: BalanceEntryKind.TOPUP,
      reference: String(topUpId),
      actorId: userId,
    });
  }

  /** Staff with `balance.adjust`: credits (positive) or debits (negative) a user's balance, never below zero. */
  async adjust(ctx: RequestContext, userId: number, amountFen: number, reason: string): Promise<number> {
    const staff = requirePermission(ctx, 'balance.adjust');
    const why = reason.trim();
    if (!Number.isSafeInteger(amountFen) || amountFen === 0 || Math.abs(amountFen) > MAX_CHANGE_FEN || !why) {
      throw new DomainError('INVALID_BALANCE_ADJUSTMENT', { field: ['input', 'amountFen'] });
    }
    if (!(await userDirectory.userExists(ctx.em, userId))) throw new DomainError('NOT_FOUND');
    return transactionalWithRetry(ctx.em, async (em) => {
      const change = { reason: why, kind: BalanceEntryKind.ADJUSTMENT, actorId: Number(staff.id) };
      if (amountFen > 0) await this.credit(em, userId, amountFen, change);
      else if (!(await this.debit(em, userId, -amountFen, change))) {
        throw new DomainError('INVALID_BALANCE_ADJUSTMENT', { field: ['input', 'amountFen'] });
      }
      return this.balanceOfUser(em, userId);
    });
  }

  /**
   * Staff with `balance.adjust`: past adjustments, newest first, of one customer or of everybody. An adjustment is
   * the ledger entry a staff member made that is not about an order (payments and refunds name theirs).
   */
  async adjustments(
    ctx: RequestContext,
    customerId: number | null,
    page: PageRequest,
  ): Promise<Page<BalanceAdjustmentView>> {
    requirePermission(ctx, 'balance.adjust');
    const where = {
      kind: BalanceEntryKind.ADJUSTMENT,
      actorId: { $ne: null },
      ...(customerId !== null && { user: customerId }),
    };
    const [rows, totalCount] = await Promise.all([
      ctx.em.find(
        BalanceEntry,
        { ...where, ...(page.afterId !== undefined && { id: { $lt: page.afterId } }) },
        { orderBy: { id: 'desc' }, limit: page.first + 1 },
      ),
      ctx.em.count(BalanceEntry, where),
    ]);
    const entries = rows.slice(0, page.first);
    const names = await userDirectory.displayNames(ctx.em, [
      ...new Set(entries.flatMap((entry) => [entry.user.id, entry.actorId!])),
    ]);
    return {
      items: entries.map((entry) => ({
        id: entry.id,
        customerId: entry.user.id,
        customerName: names.get(entry.user.id) ?? '',
        staffId: entry.actorId!,
        staffName: names.get(entry.actorId!) ?? '',
        amountFen: entry.amountFen,
        reason: entry.reason,
        at: entry.at,
      })),
      hasNextPage: rows.length > page.first,
      hasPreviousPage: page.afterId !== undefined,
      totalCount,
    };
  }

  private async record(em: EntityManager, userId: number, amountFen: number, why: BalanceChange) {
    const entry = em.create(BalanceEntry, {
      user: userId,
      amountFen,
      kind: why.kind ?? kindOf(amountFen, why),
      reference: why.reference?.slice(0, 64) ?? null,
      reason: why.reason.slice(0, REASON_MAX),
      orderId: why.orderId ?? null,
      actorId: why.actorId ?? null,
      at: this.clock.now(),
    });
    await em.flush();
    return entry;
  }
}

/** The kind of an entry whose caller named none (the callers from before kinds existed). */
function kindOf(amountFen: number, why: BalanceChange): BalanceEntryKind {
  if (why.orderId == null) return BalanceEntryKind.ADJUSTMENT;
  return amountFen < 0 ? BalanceEntryKind.PAYMENT : BalanceEntryKind.REFUND;
}
