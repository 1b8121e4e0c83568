import { raw, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { actorOf, requireUser, type RequestContext } from '../../platform/auth/index.js';
import type { AfterCommit } from '../../platform/db/after-commit.js';
import { transactionalWithRetry } from '../../platform/db/transaction-retry.js';
import { DomainError } from '../../platform/errors/index.js';
import { systemActor } from '../../platform/flows/flow.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { JobScheduler } from '../../platform/jobs/jobs.js';
import type { PubSub } from '../../platform/pubsub/pubsub.js';
import { userDirectory } from '../identity/user-directory.js';
import type { CheckoutDetails } from '../orders/checkout-rules.js';
import { cryptoDraw, drawCut, type DrawInteger } from './bargain-cuts.js';
import type { BargainActivities, BargainOrders } from './bargain-ports.js';
import { BARGAIN_PAYMENT_WINDOW_MS } from './bargain-terms.js';
import {
  Bargain,
  BargainCut,
  BargainEndReason,
  BargainOffer,
  BargainQuota,
  BargainStatus,
} from './bargains.entities.js';
import { BargainEvent, createBargainFlow, DEADLINE_JOB, deadlineJobKey, type BargainFlow } from './bargains.states.js';

export interface BargainsDependencies {
  clock: Clock;
  jobs: JobScheduler;
  afterCommit: AfterCommit;
  pubSub: PubSub;
  forkEm: () => EntityManager;
  activities: BargainActivities;
  orders: BargainOrders;
  /** The cut draw; the server's cryptographic randomness unless a test pins it. */
  draw?: DrawInteger;
}

/** A bargain with what its page shows. */
export interface BargainView {
  bargain: Bargain;
  offer: BargainOffer;
  cuts: (BargainCut & { nickname: string })[];
  ownerNickname: string;
  /** What the viewer is: its owner, a friend who may cut now, or why they may not (an error code). */
  viewerIsOwner: boolean;
  viewerHasCut: boolean;
  events: BargainEvent[];
}

export interface BuyBargainInput extends CheckoutDetails {
  bargainId: number;
  idempotencyKey: string;
}

/** A friend's cut reached the bargain between reading its price and taking it: read again and retry. */
class PriceMoved extends Error {}

/** The turn could not be claimed: the bargain ended, its time is up or it is at its floor. */
class CutRefused extends Error {}

const BUY_ATTEMPTS = 3;
/** The catalog's answers when it cannot supply an order's pieces. */
const CATALOG_SHORT: ReadonlySet<string> = new Set(['PRODUCT_SOLD_OUT', 'ONLY_N_LEFT']);

/**
 * Bargains (spec §1): a shopper starts one on an offer; friends opening its link each cut the price once by an amount
 * the server draws, down to the floor, before the deadline; the owner buys at the reached price through the orders
 * module's activity-order port.
 */
export class BargainsService {
  readonly flow: BargainFlow;
  private readonly draw: DrawInteger;

  constructor(private readonly deps: BargainsDependencies) {
    this.draw = deps.draw ?? cryptoDraw;
    this.flow = createBargainFlow({
      publish: async ({ em, subject }) => this.publish(em, subject.id),
    });
    deps.jobs.register<{ bargainId: number }>(DEADLINE_JOB, ({ bargainId }) => this.expire(bargainId));
    deps.jobs.resumeWith(() => this.resumeDeadlines());
  }

  /** Starts a bargain on an offer (or answers the shopper's bargain already running there). */
  async start(ctx: RequestContext, offerId: number): Promise<Bargain> {
    const userId = Number(requireUser(ctx).id);
    const { clock } = this.deps;
    return transactionalWithRetry(ctx.em, async (em) => {
      const offer = await em.findOne(BargainOffer, offerId, { refresh: true });
      if (!offer) throw new DomainError('NOT_FOUND', { field: ['input', 'offerId'] });
      const activity = await this.deps.activities.requireInProgress(em, offer.activity.id);
      const running = await em.findOne(Bargain, { offer: offerId, user: userId, status: BargainStatus.IN_PROGRESS });
      if (running) return running;
      if (!(await this.countStart(em, offer, userId))) {
        throw new DomainError('BARGAIN_LIMIT_REACHED', { params: { limit: offer.perUserLimit } });
      }
      const now = clock.now();
      // A bargain never outlives its activity: the activity's end cancels what still runs.
      const deadlineAt = new Date(Math.min(now.getTime() + offer.timeLimitMinutes * 60_000, activity.endsAt.getTime()));
      const bargain = em.create(Bargain, {
        offer: offer.id,
        user: userId,
        status: BargainStatus.IN_PROGRESS,
        endReason: null,
        startPriceMilli: offer.startPriceMilli,
        floorPriceMilli: offer.floorPriceMilli,
        currentPriceMilli: offer.startPriceMilli,
        expectedCuts: offer.expectedCuts,
        cutsMade: 0,
        startedAt: now,
        deadlineAt,
        endedAt: null,
        orderId: null,
        orderNumber: null,
      });
      await em.flush();
      await this.scheduleDeadline(em, bargain);
      return bargain;
    });
  }

  /**
   * A friend cuts the price once. The cut first claims its turn with one conditional UPDATE (`cuts_made + 1` while
   * the bargain runs, before its deadline and above its floor), which locks the row until the commit, so friends
   * cutting at once go one after the other; the amount is then drawn from the price as this turn found it and taken
   * off in the same transaction. The unique (bargain, friend) key makes a second cut by the same friend fail.
   */
  async cut(ctx: RequestContext, bargainId: number): Promise<{ bargain: Bargain; cut: BargainCut }> {
    const userId = Number(requireUser(ctx).id);
    const { clock } = this.deps;
    try {
      return await transactionalWithRetry(ctx.em, async (em) => this.cutOnce(em, bargainId, userId));
    } catch (error) {
      if (!(error instanceof CutRefused)) throw error;
      // Why, as committed now that this transaction has rolled back (its snapshot may predate the winner).
      const bargain = await this.find(ctx.em, bargainId);
      const running = bargain.status === BargainStatus.IN_PROGRESS && bargain.deadlineAt > clock.now();
      throw new DomainError(running ? 'BARGAIN_AT_FLOOR' : 'BARGAIN_ENDED');
    }
  }

  /** One cut inside its transaction; CutRefused when the bargain could not be cut (ended, late or at the floor). */
  private async cutOnce(em: EntityManager, bargainId: number, userId: number) {
    const { clock } = this.deps;
    const seen = await this.find(em, bargainId);
    if (seen.user.id === userId) throw new DomainError('BARGAIN_OWN_CUT');
    const offer = await em.findOneOrFail(BargainOffer, seen.offer.id);
    await this.deps.activities.requireInProgress(em, offer.activity.id);
    if ((await em.count(BargainCut, { bargain: bargainId, user: userId })) > 0) {
      throw new DomainError('BARGAIN_ALREADY_CUT');
    }
    const now = clock.now();
    const claimed = await em
      .createQueryBuilder(Bargain)
      .update({ cutsMade: raw('cuts_made + 1') })
      .where({ id: bargainId, status: BargainStatus.IN_PROGRESS, deadlineAt: { $gt: now } })
      .andWhere('current_price_milli > floor_price_milli')
      .execute('run');
    if (claimed.affectedRows !== 1) throw new CutRefused();
    // This transaction holds the row now: what it reads is the latest price with its own turn counted.
    const turn = await this.find(em, bargainId);
    const amountMilli = drawCut({ ...turn, cutsMade: turn.cutsMade - 1 }, this.draw);
    const priceAfterMilli = turn.currentPriceMilli - amountMilli;
    await em.nativeUpdate(Bargain, { id: bargainId }, { currentPriceMilli: priceAfterMilli });
    const cut = em.create(BargainCut, {
      bargain: bargainId,
      user: userId,
      amountMilli,
      priceAfterMilli,
      sequence: turn.cutsMade,
      cutAt: now,
    });
    try {
      await em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new DomainError('BARGAIN_ALREADY_CUT');
      throw error;
    }
    await this.publish(em, bargainId);
    return { bargain: await this.find(em, bargainId), cut };
  }

  /**
   * The owner buys at the price reached: the order is placed through the activity-order port, whose `take` marks the
   * bargain bought by one conditional UPDATE (still running, before its deadline, at the price the order was priced
   * at). A friend's cut landing in between moves the price: the purchase is tried again at the new price.
   */
  async buy(ctx: RequestContext, input: BuyBargainInput) {
    const userId = Number(requireUser(ctx).id);
    const actor = actorOf(ctx);
    for (let attempt = 1; ; attempt++) {
      const bargain = await this.find(ctx.em, input.bargainId);
      if (bargain.user.id !== userId) throw new DomainError('NOT_FOUND');
      if (bargain.status !== BargainStatus.IN_PROGRESS) throw new DomainError('BARGAIN_ENDED');
      const offer = await ctx.em.findOneOrFail(BargainOffer, bargain.offer.id);
      const price = bargain.currentPriceMilli;
      try {
        const { bargainId, idempotencyKey, ...details } = input;
        return await this.deps.orders.placeOrder(
          ctx,
          {
            ...details,
            activityId: offer.activity.id,
            reference: `bargain/${bargainId}`,
            productId: offer.product.id,
            quantity: offer.quantity,
            unitPriceMilli: price,
            paymentWindowMs: BARGAIN_PAYMENT_WINDOW_MS,
            idempotencyKey,
          },
          async (em, order) => {
            await this.deps.activities.requireInProgress(em, offer.activity.id);
            const now = this.deps.clock.now();
            const bought = await this.flow.fire(em, bargain, BargainEvent.BUY, {
              actor,
              guard: { currentPriceMilli: price, deadlineAt: { $gt: now } },
              changes: {
                endReason: BargainEndReason.BOUGHT,
                endedAt: now,
                orderId: order.id,
                orderNumber: order.number,
              },
            });
            if (bought) return;
            const latest = await this.find(em, bargain.id);
            if (latest.status === BargainStatus.IN_PROGRESS && latest.deadlineAt > now) throw new PriceMoved();
            throw new DomainError('BARGAIN_ENDED');
          },
        );
      } catch (error) {
        if (error instanceof DomainError && CATALOG_SHORT.has(error.code)) {
          await this.markAbnormal(offer.activity.id, offer.product.id);
        }
        if (!(error instanceof PriceMoved)) throw error;
        if (attempt >= BUY_ATTEMPTS) throw new DomainError('BARGAIN_PRICE_CHANGED');
      }
    }
  }

  /**
   * The catalog could not supply a bargain's purchase (its stock went elsewhere): the offer's activity turns ABNORMAL
   * in a transaction of its own (the order's rolled back) for staff to look at; resuming it is theirs.
   */
  private async markAbnormal(activityId: number, productId: number): Promise<void> {
    try {
      await transactionalWithRetry(this.deps.forkEm(), (em) =>
        this.deps.activities.markAbnormal(
          em,
          activityId,
          `The catalog stock of part ${productId} ran out during bargains`,
        ),
      );
    } catch (error) {
      // Ended or marked by another buyer or staff meanwhile: nothing more to mark.
      if (!(error instanceof DomainError)) throw error;
    }
  }

  /** The owner gives up a running bargain. */
  async cancel(ctx: RequestContext, bargainId: number): Promise<Bargain> {
    const actor = actorOf(ctx);
    this.flow.requireParty(BargainEvent.CANCEL, actor);
    await transactionalWithRetry(ctx.em, async (em) => {
      const bargain = await this.find(em, bargainId);
      if (bargain.user.id !== Number(requireUser(ctx).id)) throw new DomainError('NOT_FOUND');
      const cancelled = await this.flow.fire(em, bargain, BargainEvent.CANCEL, {
        actor,
        changes: { endedAt: this.deps.clock.now() },
      });
      if (!cancelled) throw new DomainError('BARGAIN_ENDED');
    });
    return this.find(ctx.em, bargainId);
  }

  /** A bargain with its cuts and friends' names, and what the viewer may do with it. */
  async view(ctx: RequestContext, bargainId: number): Promise<BargainView> {
    const [view] = await this.views(ctx, [await this.find(ctx.em, bargainId)]);
    return view!;
  }

  /** The views of several bargains in a handful of queries (offers, cuts, names), whatever their number. */
  async views(ctx: RequestContext, bargains: readonly Bargain[]): Promise<BargainView[]> {
    if (bargains.length === 0) return [];
    const offerIds = [...new Set(bargains.map((bargain) => bargain.offer.id))];
    const offers = new Map(
      (await ctx.em.find(BargainOffer, { id: { $in: offerIds } })).map((offer) => [offer.id, offer] as const),
    );
    const cuts = await ctx.em.find(
      BargainCut,
      { bargain: { $in: bargains.map((bargain) => bargain.id) } },
      { orderBy: { bargain: 'asc', sequence: 'asc' }, refresh: true },
    );
    const names = await userDirectory.displayNames(ctx.em, [
      ...new Set([...bargains.map((bargain) => bargain.user.id), ...cuts.map((cut) => cut.user.id)]),
    ]);
    const viewerId = ctx.user ? Number(ctx.user.id) : null;
    const actor = ctx.user ? actorOf(ctx) : null;
    return bargains.map((bargain) => {
      const own = cuts.filter((cut) => cut.bargain.id === bargain.id);
      return {
        bargain,
        offer: offers.get(bargain.offer.id)!,
        cuts: own.map((cut) => Object.assign(cut, { nickname: names.get(cut.user.id) ?? '—' })),
        ownerNickname: names.get(bargain.user.id) ?? '—',
        viewerIsOwner: viewerId === bargain.user.id,
        viewerHasCut: own.some((cut) => cut.user.id === viewerId),
        events: actor ? this.flow.eventsFor(bargain, actor) : [],
      };
    });
  }

  /** Whether the viewer may cut now (a friend who has not cut a running bargain above its floor before its time). */
  mayCut(view: BargainView, signedIn: boolean): boolean {
    const { bargain } = view;
    return (
      signedIn &&
      !view.viewerIsOwner &&
      !view.viewerHasCut &&
      bargain.status === BargainStatus.IN_PROGRESS &&
      bargain.deadlineAt > this.deps.clock.now() &&
      bargain.currentPriceMilli > bargain.floorPriceMilli
    );
  }

  /** The signed-in shopper's bargains, newest first (at most 50). */
  async myBargains(ctx: RequestContext, offerId: number | null): Promise<Bargain[]> {
    const userId = Number(requireUser(ctx).id);
    return ctx.em.find(
      Bargain,
      { user: userId, ...(offerId !== null && { offer: offerId }) },
      { orderBy: { startedAt: 'desc', id: 'desc' }, limit: 50, refresh: true },
    );
  }

  /** The deadline passed: a bargain still running ends (an unbought one: time is up). Idempotent. */
  async expire(bargainId: number): Promise<void> {
    const { clock } = this.deps;
    await transactionalWithRetry(this.deps.forkEm(), async (em) => {
      const bargain = await em.findOne(Bargain, bargainId);
      const now = clock.now();
      if (!bargain || bargain.deadlineAt > now || !this.flow.allows(bargain.status, BargainEvent.EXPIRE)) return;
      await this.flow.fire(em, bargain, BargainEvent.EXPIRE, {
        actor: systemActor,
        guard: { deadlineAt: { $lte: now } },
        changes: { endReason: BargainEndReason.EXPIRED, endedAt: now },
      });
    });
  }

  /**
   * The order that bought a bargain ended unpaid (cancelled or expired): while the bargain's time lasts it runs again
   * at the price it had reached and its owner may buy again; after it, the bargain stays ended, as expired.
   */
  async onOrderEndedUnpaid(em: EntityManager, orderId: number): Promise<void> {
    const bargain = await em.findOne(Bargain, { orderId, status: BargainStatus.ENDED });
    if (!bargain) return;
    const now = this.deps.clock.now();
    const cleared = { orderId: null, orderNumber: null };
    if (bargain.deadlineAt > now) {
      const reopened = await this.flow.fire(em, bargain, BargainEvent.REOPEN, {
        actor: systemActor,
        guard: { orderId, deadlineAt: { $gt: now } },
        changes: { ...cleared, endReason: null, endedAt: null },
      });
      if (reopened) {
        await this.scheduleDeadline(em, bargain);
        return;
      }
    }
    await this.flow.fire(em, bargain, BargainEvent.RELEASE, {
      actor: systemActor,
      guard: { orderId },
      changes: { ...cleared, endReason: BargainEndReason.EXPIRED },
    });
  }

  /** The offer's activity ended: the bargains still running on it are cancelled. */
  async onActivityEnded(em: EntityManager, activityId: number): Promise<void> {
    const offer = await em.findOne(BargainOffer, { activity: activityId });
    if (!offer) return;
    const running = await em.find(Bargain, { offer: offer.id, status: BargainStatus.IN_PROGRESS });
    const now = this.deps.clock.now();
    for (const bargain of running) {
      await this.flow.fire(em, bargain, BargainEvent.CANCEL, { actor: systemActor, changes: { endedAt: now } });
    }
  }

  /** Schedules again the deadline of every running bargain (same keys): at start and when Redis returns. */
  async resumeDeadlines(): Promise<number> {
    const em = this.deps.forkEm();
    const running = await em.find(
      Bargain,
      { status: BargainStatus.IN_PROGRESS },
      { fields: ['id', 'deadlineAt'], orderBy: { id: 'asc' } },
    );
    for (const bargain of running) {
      await this.deps.jobs.schedule(
        DEADLINE_JOB,
        { bargainId: bargain.id },
        { key: deadlineJobKey(bargain.id), runAt: bargain.deadlineAt },
      );
    }
    return running.length;
  }

  async find(em: EntityManager, bargainId: number): Promise<Bargain> {
    const bargain = await em.findOne(Bargain, bargainId, { refresh: true });
    if (!bargain) throw new DomainError('NOT_FOUND');
    return bargain;
  }

  /** Counts one start against the shopper's limit on the offer: their counter rises only while under it. */
  private async countStart(em: EntityManager, offer: BargainOffer, userId: number): Promise<boolean> {
    await em
      .createQueryBuilder(BargainQuota)
      .insert({ offer: offer.id, user: userId, started: 0 })
      .onConflict(['offer', 'user'])
      .ignore()
      .execute('run');
    const result = await em
      .createQueryBuilder(BargainQuota)
      .update({ started: raw('started + 1') })
      .where({ offer: offer.id, user: userId, started: { $lt: offer.perUserLimit } })
      .execute('run');
    return result.affectedRows === 1;
  }

  private scheduleDeadline(em: EntityManager, bargain: Bargain): Promise<void> {
    const { jobs, afterCommit } = this.deps;
    const key = deadlineJobKey(bargain.id);
    return afterCommit.run(
      em,
      () => jobs.schedule(DEADLINE_JOB, { bargainId: bargain.id }, { key, runAt: bargain.deadlineAt }),
      key,
    );
  }

  /** After commit: the bargain's page learns it changed (a cut, a purchase, its end). */
  private publish(em: EntityManager, bargainId: number): Promise<void> {
    return this.deps.afterCommit.run(
      em,
      () => this.deps.pubSub.publish('BARGAIN_CHANGED', String(bargainId), { bargainId }),
      `bargain-changed/${bargainId}`,
    );
  }
}
