import { raw } from '@mikro-orm/core';
import { SqlitePlatform, type EntityManager } from '@mikro-orm/sql';
import { requirePermission, requireUser, type RequestContext } from '../../platform/auth/index.js';
import { transactionalWithRetry } from '../../platform/db/transaction-retry.js';
import { DomainError } from '../../platform/errors/index.js';
import type { Page, PageRequest } from '../../platform/graphql/connection.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import type { Product } from '../catalog/catalog.public.js';
import type { ActivityOrders } from '../orders/activity-orders.js';
import type { OrderMilestoneEvent } from '../orders/order-promotions.js';
import { drawPrize, publishedOdds } from './lucky-draw-odds.js';
import {
  checkLimits,
  checkPrizes,
  shopDay,
  WHOLE_ACTIVITY,
  type LuckyDrawInput,
  type PrizeInput,
} from './lucky-draw-rules.js';
import {
  ActivityKind,
  ActivityStatus,
  LuckyDraw,
  LuckyDrawChance,
  LuckyDrawKind,
  LuckyDrawPaidOpen,
  LuckyDrawPaidOpenStatus,
  LuckyDrawPrize,
  LuckyDrawPrizeKind,
  LuckyDrawRecord,
  LuckyDrawRecordStatus,
  type Activity,
} from './lucky-draws.entities.js';

/** How this module issues a coupon prize: the coupons module's `issueCoupon` (idempotent per key, null when gone). */
export interface LuckyDrawCoupons {
  issueCoupon(
    em: EntityManager,
    issue: { templateId: number; userId: number; source: 'ISSUED'; key: string },
  ): Promise<{ couponId: number } | null>;
  /** The template's title, or null when there is no such template (staff, when a prize is set up). */
  templateTitle(ctx: RequestContext, templateId: number): Promise<string | null>;
}

/** How this module credits a points prize: the points module's ledger as a PRIZE (idempotent per key). */
export interface LuckyDrawPoints {
  credit(
    em: EntityManager,
    credit: { userId: number; points: number; key: string; at: Date; note: string; reference: string },
  ): Promise<unknown>;
}

/** What this module reads of the catalog: parts by id (shown on the pages; the MPN is a prize's default title). */
export interface LuckyDrawCatalog {
  productsById(ctx: RequestContext, ids: number[]): Promise<Map<number, Product>>;
}

export interface LuckyDrawsDependencies {
  clock: Clock;
  activities: Pick<ActivitiesService, 'createActivity' | 'updateActivity' | 'requireInProgress' | 'findActivity'>;
  activityOrders: Pick<ActivityOrders, 'placeActivityOrder' | 'placeLinelessActivityOrder'>;
  catalog: LuckyDrawCatalog;
  coupons: LuckyDrawCoupons;
  points: LuckyDrawPoints;
}

/** A prize order is paid at once; the port still asks for a payment window, which a PRIZE order never uses. */
const PRIZE_PAYMENT_WINDOW_MS = 15 * 60_000;
/** The newest activities of a kind a list looks at. */
const LIST_LIMIT = 50;
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** A free-order campaign or blind box as pages and staff see it. */
export interface LuckyDrawView {
  draw: LuckyDraw;
  activity: Activity;
  prizes: LuckyDrawPrize[];
  /** Published odds per prize id, in ppm (blind boxes; 0 for prizes out of stock). */
  oddsPpm: Map<number, number>;
  /** The viewer's chances left today (daily and whole-activity limits both counted); null for a visitor. */
  chancesLeftToday: number | null;
}

export interface LuckyDrawProgress {
  activityId: number;
  records: number;
  participants: number;
  awardedByPrize: Map<number, number>;
}

export interface ClaimFreeOrderRequest {
  partId: number;
  addressId: number | null;
  idempotencyKey: string;
}

export interface OpenBlindBoxRequest {
  id: number;
  addressId: number | null;
  idempotencyKey: string;
}

export interface BuyBlindBoxOpenRequest {
  id: number;
  idempotencyKey: string;
}

/** The order kind of a paid open (the orders module's BLIND_BOX_OPEN). */
const PAID_OPEN_ORDER_KIND = 'BLIND_BOX_OPEN';

const activityKindOf = (kind: LuckyDrawKind): ActivityKind =>
  kind === LuckyDrawKind.FREE_ORDER ? ActivityKind.FREE_ORDER : ActivityKind.BLIND_BOX;

function requireKey(key: string): void {
  if (!KEY_PATTERN.test(key)) {
    throw new DomainError('INVALID_INPUT', { params: { field: 'idempotencyKey' }, field: ['input', 'idempotencyKey'] });
  }
}

/**
 * Free orders and blind boxes. Every counter here (the user's chances of the day and of the activity, a prize's
 * stock) changes by one conditional UPDATE in the claim's or open's transaction; a refusal rolls all of it back.
 */
export class LuckyDrawsService {
  constructor(private readonly deps: LuckyDrawsDependencies) {}

  // The shopper

  /** The campaigns or boxes running or coming (not ended), newest first, with the viewer's chances left today. */
  async list(ctx: RequestContext, kind: LuckyDrawKind): Promise<LuckyDrawView[]> {
    const draws = await ctx.em.find(LuckyDraw, { kind }, { orderBy: { activityId: 'desc' }, limit: LIST_LIMIT });
    const now = this.deps.clock.now();
    const views = await this.views(ctx, draws);
    return views.filter(
      ({ activity }) => activity.status !== ActivityStatus.ENDED && activity.endsAt.getTime() > now.getTime(),
    );
  }

  /** One campaign or box (any state: a page opened from a link shows that it ended). */
  async one(ctx: RequestContext, kind: LuckyDrawKind, id: number): Promise<LuckyDrawView> {
    const draw = await ctx.em.findOne(LuckyDraw, { activityId: id, kind });
    if (!draw) throw new DomainError('NOT_FOUND');
    const [view] = await this.views(ctx, [draw]);
    if (!view) throw new DomainError('NOT_FOUND');
    return view;
  }

  /**
   * Claims a free part: one of today's free chances (and of the campaign's total) and a unit of the part are taken
   * in the order's own transaction, and the part becomes a PRIZE order (price 0, no freight, paid at once) to the
   * chosen address. A repeated key answers the first claim.
   */
  async claimFreeOrder(ctx: RequestContext, request: ClaimFreeOrderRequest): Promise<LuckyDrawRecord> {
    const userId = Number(requireUser(ctx).id);
    requireKey(request.idempotencyKey);
    const requestKey = `${userId}:${request.idempotencyKey}`;
    const repeated = await ctx.em.findOne(LuckyDrawRecord, { requestKey }, { refresh: true });
    if (repeated) return repeated;
    const prize = await ctx.em.findOne(LuckyDrawPrize, { id: request.partId });
    const draw = prize && (await ctx.em.findOne(LuckyDraw, { activityId: prize.activityId }));
    if (!prize || !draw || draw.kind !== LuckyDrawKind.FREE_ORDER || !prize.productId) {
      throw new DomainError('NOT_FOUND');
    }
    if (request.addressId === null)
      throw new DomainError('LUCKY_DRAW_ADDRESS_REQUIRED', { field: ['input', 'addressId'] });
    const productId = prize.productId;
    const order = await this.deps.activityOrders.placeActivityOrder(
      ctx,
      {
        activity: { kind: ActivityKind.FREE_ORDER, id: draw.activityId, reference: `free-order-part/${prize.id}` },
        productId,
        quantity: prize.quantity,
        unitPriceMilli: 0,
        paymentWindowMs: PRIZE_PAYMENT_WINDOW_MS,
        idempotencyKey: request.idempotencyKey,
        prize: true,
        deliveryMethod: 'express',
        addressId: request.addressId,
      },
      async (em, placed) => {
        await this.deps.activities.requireInProgress(em, draw.activityId, ActivityKind.FREE_ORDER);
        const day = shopDay(this.deps.clock.now());
        await this.useChance(em, draw, userId, day, 'FREE_ORDER_CHANCES_USED_UP');
        if (!(await this.takeUnit(em, prize.id))) throw new DomainError('LUCKY_DRAW_PRIZE_GONE');
        em.create(LuckyDrawRecord, {
          ...this.recordOf(draw, prize, userId, requestKey, day),
          orderId: placed.id,
          orderNumber: placed.number,
          status: LuckyDrawRecordStatus.DELIVERED,
        });
        await em.flush();
      },
    );
    const record = await ctx.em.findOne(LuckyDrawRecord, { orderId: order.id }, { refresh: true });
    if (!record) throw new Error(`Free order ${order.id} has no claim record`);
    return record;
  }

  /**
   * Opens a blind box: one of today's opens is used, the server draws a prize by its published odds (a prize out
   * of stock, or one the coupons module can no longer give, drops out and the others are renormalised) and delivers
   * it: a coupon or points in the same transaction; a part as a PRIZE order to `addressId` right after (when that
   * fails, e.g. no address or the catalog is short, the prize waits in "my prizes" for `receiveLuckyDrawPrize`).
   */
  async openBlindBox(ctx: RequestContext, request: OpenBlindBoxRequest): Promise<LuckyDrawRecord> {
    const userId = Number(requireUser(ctx).id);
    requireKey(request.idempotencyKey);
    const requestKey = `${userId}:${request.idempotencyKey}`;
    const record = await transactionalWithRetry(ctx.em, async (em) => {
      const repeated = await em.findOne(LuckyDrawRecord, { requestKey }, { refresh: true });
      if (repeated) return repeated;
      const draw = await em.findOne(LuckyDraw, { activityId: request.id, kind: LuckyDrawKind.BLIND_BOX });
      if (!draw) throw new DomainError('NOT_FOUND');
      if (draw.pricePerOpenFen > 0) throw new DomainError('BLIND_BOX_OPEN_NEEDS_PAYMENT');
      await this.deps.activities.requireInProgress(em, draw.activityId, ActivityKind.BLIND_BOX);
      const now = this.deps.clock.now();
      const day = shopDay(now);
      await this.useChance(em, draw, userId, day, 'BLIND_BOX_OPENS_USED_UP');
      return this.drawAndGive(em, draw, userId, requestKey, day, now);
    });
    if (record.status === LuckyDrawRecordStatus.AWAITING_ORDER && request.addressId !== null) {
      try {
        return await this.placePrizeOrder(ctx, record, request.addressId);
      } catch (error) {
        // The box was opened and the prize is the user's: it waits for an order placed later.
        if (!(error instanceof DomainError)) throw error;
      }
    }
    return record;
  }

  /**
   * Buys one open of a paid blind box: an order of kind BLIND_BOX_OPEN at the box's price, placed in one transaction
   * with the open's reservation (today's and the box's chance used, as a free open uses them; refused when the box
   * has no prize left). Paying the order opens the box (`onOrderPaid`); if it ends unpaid the open is given back
   * (`onOrderEndedUnpaid`). A repeated key answers the first purchase.
   */
  async buyBlindBoxOpen(ctx: RequestContext, request: BuyBlindBoxOpenRequest): Promise<LuckyDrawPaidOpen> {
    const userId = Number(requireUser(ctx).id);
    requireKey(request.idempotencyKey);
    const draw = await ctx.em.findOne(LuckyDraw, { activityId: request.id, kind: LuckyDrawKind.BLIND_BOX });
    if (!draw) throw new DomainError('NOT_FOUND');
    if (draw.pricePerOpenFen <= 0) throw new DomainError('NOT_FOUND', { field: ['input', 'id'] });
    const activity = await this.deps.activities.findActivity(ctx.em, draw.activityId);
    const order = await this.deps.activityOrders.placeLinelessActivityOrder(
      ctx,
      {
        activity: { kind: ActivityKind.BLIND_BOX, id: draw.activityId, reference: `blind-box/${draw.activityId}` },
        title: activity?.title ?? '',
        amountFen: draw.pricePerOpenFen,
        idempotencyKey: request.idempotencyKey,
      },
      async (em, placed) => {
        await this.deps.activities.requireInProgress(em, draw.activityId, ActivityKind.BLIND_BOX);
        const now = this.deps.clock.now();
        const day = shopDay(now);
        await this.useChance(em, draw, userId, day, 'BLIND_BOX_OPENS_USED_UP');
        const left = await em.count(LuckyDrawPrize, { activityId: draw.activityId, stock: { $gte: 1 } });
        if (left === 0) throw new DomainError('BLIND_BOX_EMPTY');
        em.create(LuckyDrawPaidOpen, {
          activityId: draw.activityId,
          userId,
          orderId: placed.id,
          orderNumber: placed.number,
          priceFen: draw.pricePerOpenFen,
          day,
          status: LuckyDrawPaidOpenStatus.AWAITING_PAYMENT,
          recordId: null,
          createdAt: now,
        });
        await em.flush();
      },
    );
    const open = await ctx.em.findOne(LuckyDrawPaidOpen, { orderId: order.id, userId }, { refresh: true });
    if (!open) throw new Error(`Blind-box order ${order.id} has no paid open`);
    return open;
  }

  /** The viewer's paid open of an order, with the prize once drawn (the result page after paying). */
  async paidOpen(ctx: RequestContext, orderId: number): Promise<LuckyDrawPaidOpen> {
    const userId = Number(requireUser(ctx).id);
    const open = await ctx.em.findOne(LuckyDrawPaidOpen, { orderId, userId }, { refresh: true });
    if (!open) throw new DomainError('NOT_FOUND');
    return open;
  }

  /** The prize records of paid opens (the result page shows the prize drawn). */
  async records(ctx: RequestContext, ids: readonly number[]): Promise<Map<number, LuckyDrawRecord>> {
    if (ids.length === 0) return new Map();
    const records = await ctx.em.find(LuckyDrawRecord, { id: { $in: [...ids] } }, { refresh: true });
    return new Map(records.map((record) => [record.id, record]));
  }

  /**
   * 'paid' of a BLIND_BOX_OPEN order, in the payment's transaction: the box is opened once (the open leaves
   * AWAITING_PAYMENT by one conditional UPDATE, so a replayed notification draws nothing more) by the same draw as a
   * free open. When no prize is left the payment still stands: the open turns FAILED for staff to refund.
   */
  async onOrderPaid(em: EntityManager, event: OrderMilestoneEvent): Promise<void> {
    if (event.kind !== PAID_OPEN_ORDER_KIND) return;
    const open = await em.findOne(LuckyDrawPaidOpen, { orderId: event.orderId }, { refresh: true });
    if (!open) return;
    const draw = await em.findOne(LuckyDraw, { activityId: open.activityId });
    if (!draw) return;
    const taken = await em.nativeUpdate(
      LuckyDrawPaidOpen,
      { id: open.id, status: LuckyDrawPaidOpenStatus.AWAITING_PAYMENT },
      { status: LuckyDrawPaidOpenStatus.DRAWN },
    );
    if (taken !== 1) return;
    try {
      // The open's day is the one whose chance it used; its record names the order, one per order.
      const record = await this.drawAndGive(
        em,
        draw,
        open.userId,
        `${open.userId}:paid-open-${open.orderId}`,
        open.day,
        event.at,
      );
      await em.nativeUpdate(LuckyDrawPaidOpen, { id: open.id }, { recordId: record.id });
    } catch (error) {
      // Every unit the draw took went back before it gave up: nothing but the open's status is left to change.
      if (!(error instanceof DomainError) || error.code !== 'BLIND_BOX_EMPTY') throw error;
      await em.nativeUpdate(LuckyDrawPaidOpen, { id: open.id }, { status: LuckyDrawPaidOpenStatus.FAILED });
    }
  }

  /** 'endedUnpaid' of a BLIND_BOX_OPEN order (expired, cancelled): the open it reserved is given back, once. */
  async onOrderEndedUnpaid(em: EntityManager, event: OrderMilestoneEvent): Promise<void> {
    if (event.kind !== PAID_OPEN_ORDER_KIND) return;
    await this.giveBackOpen(
      em,
      event.orderId,
      LuckyDrawPaidOpenStatus.AWAITING_PAYMENT,
      LuckyDrawPaidOpenStatus.EXPIRED,
    );
  }

  /**
   * 'refundedPaid' of a BLIND_BOX_OPEN order (staff's refund, in its transaction): only an open that failed to draw
   * may be refunded (BLIND_BOX_OPEN_NOT_REFUNDABLE rolls the refund back otherwise); its open is given back.
   */
  async onOrderRefunded(em: EntityManager, event: OrderMilestoneEvent): Promise<void> {
    if (event.kind !== PAID_OPEN_ORDER_KIND) return;
    const given = await this.giveBackOpen(
      em,
      event.orderId,
      LuckyDrawPaidOpenStatus.FAILED,
      LuckyDrawPaidOpenStatus.REFUNDED,
    );
    if (!given) throw new DomainError('BLIND_BOX_OPEN_NOT_REFUNDABLE');
  }

  /** Places the order of a part won in a blind box that is still waiting for one (to `addressId`). */
  async receivePrize(ctx: RequestContext, recordId: number, addressId: number): Promise<LuckyDrawRecord> {
    const userId = Number(requireUser(ctx).id);
    const record = await ctx.em.findOne(LuckyDrawRecord, { id: recordId, userId }, { refresh: true });
    if (!record) throw new DomainError('NOT_FOUND');
    if (record.status !== LuckyDrawRecordStatus.AWAITING_ORDER) throw new DomainError('LUCKY_DRAW_PRIZE_DELIVERED');
    return this.placePrizeOrder(ctx, record, addressId);
  }

  /** The viewer's claims and opens with their prizes, newest first. */
  async myPrizes(ctx: RequestContext, page: PageRequest): Promise<Page<LuckyDrawRecord>> {
    const userId = Number(requireUser(ctx).id);
    const where = { userId, ...(page.afterId === undefined ? {} : { id: { $lt: page.afterId } }) };
    const [items, totalCount] = await Promise.all([
      ctx.em.find(LuckyDrawRecord, where, { orderBy: { id: 'desc' }, limit: page.first + 1 }),
      ctx.em.count(LuckyDrawRecord, { userId }),
    ]);
    return {
      items: items.slice(0, page.first),
      hasNextPage: items.length > page.first,
      hasPreviousPage: page.afterId !== undefined,
      totalCount,
    };
  }

  /** Activity titles by id (the "my prizes" list names where each prize came from). */
  async activityTitles(ctx: RequestContext, ids: readonly number[]): Promise<Map<number, string>> {
    const titles = new Map<number, string>();
    for (const id of new Set(ids)) {
      const activity = await this.deps.activities.findActivity(ctx.em, id);
      if (activity) titles.set(id, activity.title);
    }
    return titles;
  }

  /** The parts prizes give, for the pages. */
  products(ctx: RequestContext, ids: number[]): Promise<Map<number, Product>> {
    return this.deps.catalog.productsById(ctx, [...new Set(ids)]);
  }

  // Staff

  /** Every campaign or box of a kind (newest first, any state) for the console (activity.view). */
  async staffList(ctx: RequestContext, kind: LuckyDrawKind): Promise<LuckyDrawView[]> {
    requirePermission(ctx, 'activity.view');
    const draws = await ctx.em.find(LuckyDraw, { kind }, { orderBy: { activityId: 'desc' }, limit: LIST_LIMIT });
    return this.views(ctx, draws);
  }

  /** Claims or opens so far, the users who took part and the units given per prize (activity.view). */
  async progress(ctx: RequestContext, activityIds: readonly number[]): Promise<Map<number, LuckyDrawProgress>> {
    requirePermission(ctx, 'activity.view');
    const progress = new Map<number, LuckyDrawProgress>();
    if (activityIds.length === 0) return progress;
    const rows: { activity_id: number; records: number | string; participants: number | string }[] = await ctx.em
      .getConnection()
      .execute(
        `select activity_id, count(*) as records, count(distinct user_id) as participants from lucky_draw_record
         where activity_id in (${activityIds.map(() => '?').join(', ')}) group by activity_id`,
        [...activityIds],
      );
    for (const id of activityIds) {
      progress.set(id, { activityId: id, records: 0, participants: 0, awardedByPrize: new Map() });
    }
    for (const row of rows) {
      const entry = progress.get(Number(row.activity_id))!;
      entry.records = Number(row.records);
      entry.participants = Number(row.participants);
    }
    const prizes = await ctx.em.find(LuckyDrawPrize, { activityId: { $in: [...activityIds] } });
    for (const prize of prizes) {
      progress.get(prize.activityId)?.awardedByPrize.set(prize.id, prize.initialStock - prize.stock);
    }
    return progress;
  }

  /** Creates a campaign or box: its activity (NOT_STARTED, or IN_PROGRESS at once) and its rules and prizes. */
  async create(ctx: RequestContext, kind: LuckyDrawKind, input: LuckyDrawInput): Promise<LuckyDrawView> {
    const staff = requirePermission(ctx, 'activity.manage');
    checkLimits(kind, input);
    if (input.dailyLimit === undefined) {
      throw new DomainError('LUCKY_DRAW_LIMIT_INVALID', { params: { max: 100 }, field: ['input', 'dailyLimit'] });
    }
    const prizes = input.prizes ?? [];
    checkPrizes(kind, prizes, true);
    const titles = await this.prizeTitles(ctx, prizes);
    const activityId = await transactionalWithRetry(ctx.em, async (em) => {
      const now = this.deps.clock.now();
      const activity = await this.deps.activities.createActivity(em, {
        kind: activityKindOf(kind),
        title: input.title ?? '',
        startsAt: input.startsAt ?? now,
        endsAt: input.endsAt ?? now,
      });
      em.create(LuckyDraw, {
        activityId: activity.id,
        kind,
        description: input.description ?? '',
        dailyLimit: input.dailyLimit!,
        totalLimit: input.totalLimit ?? null,
        pricePerOpenFen: kind === LuckyDrawKind.BLIND_BOX ? (input.pricePerOpenFen ?? 0) : 0,
        createdBy: Number(staff.id),
        createdAt: now,
        updatedAt: now,
      });
      prizes.forEach((prize, index) => this.addPrize(em, activity.id, prize, titles[index]!, index));
      await em.flush();
      return activity.id;
    });
    return this.one(ctx, kind, activityId);
  }

  /**
   * Edits a campaign or box: the title always, the window while it has not started (the activities module's
   * rule), limits and description, prizes (new ones added; existing ones, by id, change title, weight and stock by
   * `addStock`, never below zero, while claims go on).
   */
  async update(ctx: RequestContext, kind: LuckyDrawKind, id: number, input: LuckyDrawInput): Promise<LuckyDrawView> {
    requirePermission(ctx, 'activity.manage');
    checkLimits(kind, input);
    const prizes = input.prizes ?? [];
    checkPrizes(kind, prizes, false);
    const titles = await this.prizeTitles(ctx, prizes);
    await transactionalWithRetry(ctx.em, async (em) => {
      const draw = await em.findOne(LuckyDraw, { activityId: id, kind });
      if (!draw) throw new DomainError('NOT_FOUND', { field: ['input', 'id'] });
      if (input.title !== undefined || input.startsAt !== undefined || input.endsAt !== undefined) {
        await this.deps.activities.updateActivity(em, id, {
          ...(input.title === undefined ? {} : { title: input.title }),
          ...(input.startsAt === undefined ? {} : { startsAt: input.startsAt }),
          ...(input.endsAt === undefined ? {} : { endsAt: input.endsAt }),
        });
      }
      if (input.description !== undefined) draw.description = input.description ?? '';
      if (input.dailyLimit !== undefined) draw.dailyLimit = input.dailyLimit;
      if (input.totalLimit !== undefined) draw.totalLimit = input.totalLimit;
      // Opens already bought keep the price they were ordered at.
      if (input.pricePerOpenFen !== undefined && kind === LuckyDrawKind.BLIND_BOX) {
        draw.pricePerOpenFen = input.pricePerOpenFen;
      }
      draw.updatedAt = this.deps.clock.now();
      const existing = await em.find(LuckyDrawPrize, { activityId: id }, { orderBy: { position: 'asc', id: 'asc' } });
      let position = existing.reduce((max, prize) => Math.max(max, prize.position + 1), 0);
      for (const [index, prize] of prizes.entries()) {
        if (prize.id === undefined || prize.id === null) {
          if (kind === LuckyDrawKind.FREE_ORDER && existing.some((other) => other.productId === prize.productId)) {
            throw new DomainError('LUCKY_DRAW_PRIZES_INVALID', {
              params: { reason: 'each part once' },
              field: ['input', 'prizes', String(index), 'productId'],
            });
          }
          this.addPrize(em, id, prize, titles[index]!, position);
          position += 1;
          continue;
        }
        const current = existing.find((other) => other.id === prize.id);
        if (!current) throw new DomainError('NOT_FOUND', { field: ['input', 'prizes', String(index), 'id'] });
        await this.changePrize(em, current, prize, index);
      }
      await em.flush();
    });
    return this.one(ctx, kind, id);
  }

  // Inside

  private async views(ctx: RequestContext, draws: LuckyDraw[]): Promise<LuckyDrawView[]> {
    if (draws.length === 0) return [];
    const ids = draws.map((draw) => draw.activityId);
    const prizes = await ctx.em.find(
      LuckyDrawPrize,
      { activityId: { $in: ids } },
      { orderBy: { position: 'asc', id: 'asc' }, refresh: true },
    );
    const used = ctx.user ? await this.usedOf(ctx.em, ids, Number(ctx.user.id)) : null;
    const views: LuckyDrawView[] = [];
    for (const draw of draws) {
      const activity = await this.deps.activities.findActivity(ctx.em, draw.activityId);
      if (!activity) continue;
      const own = prizes.filter((prize) => prize.activityId === draw.activityId);
      const odds =
        draw.kind === LuckyDrawKind.BLIND_BOX ? publishedOdds(own) : own.map((prize) => ({ id: prize.id, ppm: 0 }));
      let chancesLeftToday: number | null = null;
      if (used) {
        const today = used.get(`${draw.activityId}/today`) ?? 0;
        const total = used.get(`${draw.activityId}/total`) ?? 0;
        chancesLeftToday = Math.max(
          0,
          Math.min(draw.dailyLimit - today, draw.totalLimit ? draw.totalLimit - total : Infinity),
        );
      }
      views.push({
        draw,
        activity,
        prizes: own,
        oddsPpm: new Map(odds.map((share) => [share.id, share.ppm])),
        chancesLeftToday,
      });
    }
    return views;
  }

  private async usedOf(em: EntityManager, ids: number[], userId: number): Promise<Map<string, number>> {
    const today = shopDay(this.deps.clock.now());
    const rows = await em.find(
      LuckyDrawChance,
      { activityId: { $in: ids }, userId, day: { $in: [today, WHOLE_ACTIVITY] } },
      { refresh: true },
    );
    return new Map(
      rows.map((row) => [`${row.activityId}/${row.day === WHOLE_ACTIVITY ? 'total' : 'today'}`, row.used]),
    );
  }

  /** Uses one of the user's chances of the day, then one of the whole activity's; throws when either is used up. */
  private async useChance(
    em: EntityManager,
    draw: LuckyDraw,
    userId: number,
    day: string,
    usedUp: 'FREE_ORDER_CHANCES_USED_UP' | 'BLIND_BOX_OPENS_USED_UP',
  ): Promise<void> {
    if (!(await this.countUse(em, draw.activityId, userId, day, draw.dailyLimit))) throw new DomainError(usedUp);
    const totalLimit = draw.totalLimit ?? null;
    if (totalLimit !== null && !(await this.countUse(em, draw.activityId, userId, WHOLE_ACTIVITY, totalLimit))) {
      throw new DomainError('LUCKY_DRAW_LIMIT_REACHED', { params: { limit: totalLimit } });
    }
  }

  /**
   * The user's counter row rises by one only while under the limit (one conditional UPDATE). The row is made first
   * if missing by an upsert that, on MariaDB, takes the row's exclusive lock at once (`on duplicate key update`):
   * with `insert ignore` concurrent claims each held a shared lock and then deadlocked asking for the exclusive
   * one. A conflict that still happens is a lock conflict `transactionalWithRetry` runs again.
   */
  private async countUse(em: EntityManager, activityId: number, userId: number, day: string, limit: number) {
    const sqlite = em.getPlatform() instanceof SqlitePlatform;
    await em
      .getConnection()
      .execute(
        sqlite
          ? 'insert into lucky_draw_chance (activity_id, user_id, day, used) values (?, ?, ?, 0) ' +
              'on conflict (activity_id, user_id, day) do nothing'
          : 'insert into lucky_draw_chance (activity_id, user_id, day, used) values (?, ?, ?, 0) ' +
              'on duplicate key update used = used',
        [activityId, userId, day],
        'run',
        em.getTransactionContext(),
      );
    const counted = await em.nativeUpdate(
      LuckyDrawChance,
      { activityId, userId, day, used: { $lt: limit } },
      { used: raw('used + 1') },
    );
    return counted === 1;
  }

  /**
   * Moves a paid open from `from` to `to` (one conditional UPDATE) and gives back the day's and the box's chance it
   * used; false when the open was not in `from`. (A total limit staff add or remove while the open waits is not
   * tracked: the box's row is given back as the box is now.)
   */
  private async giveBackOpen(
    em: EntityManager,
    orderId: number,
    from: LuckyDrawPaidOpenStatus,
    to: LuckyDrawPaidOpenStatus,
  ): Promise<boolean> {
    const open = await em.findOne(LuckyDrawPaidOpen, { orderId }, { refresh: true });
    if (!open) return false;
    const moved = await em.nativeUpdate(LuckyDrawPaidOpen, { id: open.id, status: from }, { status: to });
    if (moved !== 1) return false;
    // The box's row counted the open only if the box had a total limit (`useChance`).
    const draw = await em.findOne(LuckyDraw, { activityId: open.activityId });
    const days = draw?.totalLimit ? [open.day, WHOLE_ACTIVITY] : [open.day];
    for (const day of days) {
      await em.nativeUpdate(
        LuckyDrawChance,
        { activityId: open.activityId, userId: open.userId, day, used: { $gt: 0 } },
        { used: raw('used - 1') },
      );
    }
    return true;
  }

  /** Takes one unit of a prize (one conditional UPDATE); false when none is left. */
  private async takeUnit(em: EntityManager, prizeId: number): Promise<boolean> {
    const taken = await em.nativeUpdate(
      LuckyDrawPrize,
      { id: prizeId, stock: { $gte: 1 } },
      { stock: raw('stock - 1') },
    );
    return taken === 1;
  }

  private async drawAndGive(
    em: EntityManager,
    draw: LuckyDraw,
    userId: number,
    requestKey: string,
    day: string,
    now: Date,
  ): Promise<LuckyDrawRecord> {
    let candidates = await em.find(
      LuckyDrawPrize,
      { activityId: draw.activityId },
      { orderBy: { position: 'asc', id: 'asc' }, refresh: true },
    );
    for (;;) {
      const prize = drawPrize(candidates);
      if (!prize) throw new DomainError('BLIND_BOX_EMPTY');
      // Another open took the last unit since the read: the prize drops out and the draw is made again over the
      // others (the same renormalisation as for a prize shown out of stock).
      const skip = () => (candidates = candidates.filter((other) => other.id !== prize.id));
      if (!(await this.takeUnit(em, prize.id))) {
        skip();
        continue;
      }
      const record = this.recordOf(draw, prize, userId, requestKey, day);
      const key = `lucky-draw/${requestKey}`;
      if (prize.kind === LuckyDrawPrizeKind.COUPON) {
        const issued = await this.deps.coupons.issueCoupon(em, {
          templateId: prize.couponTemplateId!,
          userId,
          source: 'ISSUED',
          key,
        });
        if (!issued) {
          // The template ran out or was paused: this prize cannot be given now. Its unit goes back.
          await em.nativeUpdate(LuckyDrawPrize, { id: prize.id }, { stock: raw('stock + 1') });
          skip();
          continue;
        }
        record.couponId = issued.couponId;
      }
      const created = em.create(LuckyDrawRecord, {
        ...record,
        orderId: null,
        orderNumber: null,
        status:
          prize.kind === LuckyDrawPrizeKind.PART
            ? LuckyDrawRecordStatus.AWAITING_ORDER
            : LuckyDrawRecordStatus.DELIVERED,
      });
      await em.flush();
      if (prize.kind === LuckyDrawPrizeKind.POINTS) {
        await this.deps.points.credit(em, {
          userId,
          points: prize.points!,
          key,
          at: now,
          note: prize.title,
          reference: `lucky-draw-record/${created.id}`,
        });
      }
      return created;
    }
  }

  private recordOf(draw: LuckyDraw, prize: LuckyDrawPrize, userId: number, requestKey: string, day: string) {
    return {
      activityId: draw.activityId,
      drawKind: draw.kind,
      userId,
      requestKey,
      prizeId: prize.id,
      prizeKind: prize.kind,
      prizeTitle: prize.title,
      productId: prize.productId,
      couponTemplateId: prize.couponTemplateId,
      couponId: null as number | null,
      points: prize.points,
      day,
      createdAt: this.deps.clock.now(),
    };
  }

  /** The PRIZE order of a part won in a blind box; the record turns DELIVERED in the order's transaction, once. */
  private async placePrizeOrder(ctx: RequestContext, record: LuckyDrawRecord, addressId: number) {
    const prize = await ctx.em.findOne(LuckyDrawPrize, { id: record.prizeId }, { fields: ['quantity'] });
    await this.deps.activityOrders.placeActivityOrder(
      ctx,
      {
        activity: { kind: ActivityKind.BLIND_BOX, id: record.activityId, reference: `blind-box-prize/${record.id}` },
        productId: record.productId!,
        quantity: prize?.quantity ?? 1,
        unitPriceMilli: 0,
        paymentWindowMs: PRIZE_PAYMENT_WINDOW_MS,
        idempotencyKey: `lucky-draw-prize-${record.id}`,
        prize: true,
        deliveryMethod: 'express',
        addressId,
      },
      async (em, order) => {
        const delivered = await em.nativeUpdate(
          LuckyDrawRecord,
          { id: record.id, status: LuckyDrawRecordStatus.AWAITING_ORDER },
          { status: LuckyDrawRecordStatus.DELIVERED, orderId: order.id, orderNumber: order.number },
        );
        if (delivered !== 1) throw new DomainError('LUCKY_DRAW_PRIZE_DELIVERED');
      },
    );
    const delivered = await ctx.em.findOne(LuckyDrawRecord, { id: record.id }, { refresh: true });
    return delivered!;
  }

  /**
   * Default titles of new prizes (a part's MPN, a coupon template's title, "N points") and a part's pieces (its
   * minimum order quantity), checking what they name.
   */
  private async prizeTitles(
    ctx: RequestContext,
    prizes: readonly PrizeInput[],
  ): Promise<{ title: string | null; quantity: number }[]> {
    const partIds = prizes
      .filter((prize) => (prize.id ?? null) === null && prize.kind === LuckyDrawPrizeKind.PART)
      .map((prize) => prize.productId!);
    const parts = await this.deps.catalog.productsById(ctx, partIds);
    const titles: { title: string | null; quantity: number }[] = [];
    for (const [index, prize] of prizes.entries()) {
      if ((prize.id ?? null) !== null) {
        titles.push({ title: prize.title || null, quantity: 1 });
        continue;
      }
      const field = ['input', 'prizes', String(index)];
      if (prize.kind === LuckyDrawPrizeKind.PART) {
        const part = parts.get(prize.productId!);
        if (!part) throw new DomainError('NOT_FOUND', { field: [...field, 'productId'] });
        titles.push({ title: prize.title || part.mpn, quantity: prize.quantity ?? Math.max(part.moq, 1) });
      } else if (prize.kind === LuckyDrawPrizeKind.COUPON) {
        const title = await this.deps.coupons.templateTitle(ctx, prize.couponTemplateId!);
        if (title === null) throw new DomainError('NOT_FOUND', { field: [...field, 'couponTemplateId'] });
        titles.push({ title: prize.title || title, quantity: 1 });
      } else {
        titles.push({ title: prize.title || `${prize.points} points`, quantity: 1 });
      }
    }
    return titles;
  }

  private addPrize(
    em: EntityManager,
    activityId: number,
    prize: PrizeInput,
    setup: { title: string | null; quantity: number },
    position: number,
  ) {
    const stock = prize.stock ?? 0;
    em.create(LuckyDrawPrize, {
      activityId,
      kind: prize.kind,
      title: (setup.title ?? '').slice(0, 100),
      productId: prize.kind === LuckyDrawPrizeKind.PART ? prize.productId! : null,
      quantity: prize.kind === LuckyDrawPrizeKind.PART ? setup.quantity : 1,
      couponTemplateId: prize.kind === LuckyDrawPrizeKind.COUPON ? prize.couponTemplateId! : null,
      points: prize.kind === LuckyDrawPrizeKind.POINTS ? prize.points! : null,
      weight: prize.weight ?? 0,
      initialStock: stock,
      stock,
      position,
    });
  }

  /** An existing prize: title and weight set; stock moved by `addStock` in one conditional UPDATE. */
  private async changePrize(em: EntityManager, current: LuckyDrawPrize, prize: PrizeInput, index: number) {
    const changes: Partial<Pick<LuckyDrawPrize, 'title' | 'weight'>> = {};
    if (prize.title) changes.title = prize.title;
    if (prize.weight !== undefined && prize.weight !== null && current.weight > 0) changes.weight = prize.weight;
    if (Object.keys(changes).length > 0) await em.nativeUpdate(LuckyDrawPrize, { id: current.id }, changes);
    const delta = prize.addStock ?? 0;
    if (delta === 0) return;
    const moved = await em.nativeUpdate(
      LuckyDrawPrize,
      { id: current.id, ...(delta < 0 ? { stock: { $gte: -delta } } : {}) },
      { stock: raw('stock + ?', [delta]), initialStock: raw('initial_stock + ?', [delta]) },
    );
    if (moved !== 1) {
      throw new DomainError('LUCKY_DRAW_PRIZES_INVALID', {
        params: { reason: 'not that many units left' },
        field: ['input', 'prizes', String(index), 'addStock'],
      });
    }
  }
}
