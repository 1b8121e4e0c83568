import { requirePermission, type RequestContext } from '../../platform/auth/index.js';
import { transactionalWithRetry } from '../../platform/db/transaction-retry.js';
import { DomainError } from '../../platform/errors/index.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { ActivityFacts, BargainActivities, BargainPart, BargainParts } from './bargain-ports.js';
import { checkTerms, type BargainTerms } from './bargain-terms.js';
import { BargainEndReason, BargainOffer, BargainStatus } from './bargains.entities.js';

export interface OfferWindow {
  title: string;
  startsAt: Date;
  endsAt: Date;
}

export type NewBargainOffer = OfferWindow & BargainTerms;
export type BargainOfferChanges = Partial<OfferWindow> & BargainTerms & { id: number };

/** An offer with its activity and part, as lists show it. */
export interface OfferView {
  offer: BargainOffer;
  activity: ActivityFacts;
  part: BargainPart | null;
}

/** How an offer is doing, for staff. */
export interface OfferProgress {
  running: number;
  bought: number;
  expired: number;
  cancelled: number;
  cuts: number;
}

/** Statuses of the activities a shopper sees offers of: running ones and those about to start. */
const LISTED_STATUSES = new Set(['NOT_STARTED', 'IN_PROGRESS']);

/** Bargain offers: staff create and edit them (an activity row of kind BARGAIN and its terms); shoppers list them. */
export class BargainOffers {
  constructor(private readonly deps: { clock: Clock; activities: BargainActivities; parts: BargainParts }) {}

  async create(ctx: RequestContext, input: NewBargainOffer): Promise<BargainOffer> {
    requirePermission(ctx, 'activity.manage');
    const terms = checkTerms(input);
    await this.requireOnShelf(ctx, terms.productId);
    return transactionalWithRetry(ctx.em, async (em) => {
      const activity = await this.deps.activities.createActivity(em, {
        title: input.title,
        startsAt: input.startsAt,
        endsAt: input.endsAt,
      });
      const offer = em.create(BargainOffer, {
        activity: activity.id,
        product: terms.productId,
        ...termsOf(terms),
        createdAt: this.deps.clock.now(),
      });
      await em.flush();
      return offer;
    });
  }

  /**
   * Staff change an offer: the title always, the window while it has not started (the activity's rule), the part and
   * the quantity only before it starts too; prices, cuts and limits apply to bargains started afterwards (a running
   * bargain keeps the terms it started with).
   */
  async update(ctx: RequestContext, input: BargainOfferChanges): Promise<BargainOffer> {
    requirePermission(ctx, 'activity.manage');
    const terms = checkTerms(input);
    return transactionalWithRetry(ctx.em, async (em) => {
      const offer = await em.findOne(BargainOffer, input.id, { refresh: true });
      if (!offer) throw new DomainError('NOT_FOUND', { field: ['input', 'id'] });
      const window = {
        ...(input.title !== undefined && { title: input.title }),
        ...(input.startsAt !== undefined && { startsAt: input.startsAt }),
        ...(input.endsAt !== undefined && { endsAt: input.endsAt }),
      };
      const activity = await this.deps.activities.updateActivity(em, offer.activity.id, window);
      const partChanged = terms.productId !== offer.product.id || terms.quantity !== offer.quantity;
      if (partChanged && this.deps.activities.hasStarted(activity)) throw new DomainError('ACTIVITY_ALREADY_STARTED');
      if (terms.productId !== offer.product.id) await this.requireOnShelf(ctx, terms.productId);
      em.assign(offer, { product: terms.productId, ...termsOf(terms) });
      await em.flush();
      return offer;
    });
  }

  /** Offers shoppers may see: running and upcoming ones, soonest ending first. */
  async listed(ctx: RequestContext): Promise<OfferView[]> {
    const views = await this.views(ctx, await ctx.em.find(BargainOffer, {}, { orderBy: { id: 'desc' }, limit: 200 }));
    return views
      .filter((view) => LISTED_STATUSES.has(view.activity.status))
      .sort((a, b) => a.activity.endsAt.getTime() - b.activity.endsAt.getTime());
  }

  /** One offer, for shoppers and staff. */
  async one(ctx: RequestContext, offerId: number): Promise<OfferView> {
    const offer = await ctx.em.findOne(BargainOffer, offerId);
    const [view] = offer ? await this.views(ctx, [offer]) : [];
    if (!view) throw new DomainError('NOT_FOUND');
    return view;
  }

  /** Every offer, newest first, for the staff console (activity.view). */
  async staffList(ctx: RequestContext): Promise<OfferView[]> {
    requirePermission(ctx, 'activity.view');
    return this.views(ctx, await ctx.em.find(BargainOffer, {}, { orderBy: { id: 'desc' }, limit: 200 }));
  }

  /** Running, bought, expired and cancelled bargains and cuts made, per offer (one grouped query). */
  async progress(ctx: RequestContext, offerIds: readonly number[]): Promise<Map<number, OfferProgress>> {
    requirePermission(ctx, 'activity.view');
    const map = new Map<number, OfferProgress>(
      offerIds.map((id) => [id, { running: 0, bought: 0, expired: 0, cancelled: 0, cuts: 0 }]),
    );
    if (offerIds.length === 0) return map;
    const rows = await ctx.em.execute<
      { offer_id: number; status: string; end_reason: string | null; bargains: number; cuts: number | null }[]
    >(
      `select offer_id, status, end_reason, count(*) as bargains, sum(cuts_made) as cuts from bargain
        where offer_id in (${offerIds.map(() => '?').join(', ')}) group by offer_id, status, end_reason`,
      [...offerIds],
    );
    for (const row of rows) {
      const progress = map.get(Number(row.offer_id));
      if (!progress) continue;
      const count = Number(row.bargains);
      progress.cuts += Number(row.cuts ?? 0);
      if (row.status === BargainStatus.IN_PROGRESS) progress.running += count;
      else if (row.status === BargainStatus.CANCELLED) progress.cancelled += count;
      else if (row.end_reason === BargainEndReason.BOUGHT) progress.bought += count;
      else progress.expired += count;
    }
    return map;
  }

  /** Offers with their activities and parts (offers whose activity is gone are left out). */
  async views(ctx: RequestContext, offers: readonly BargainOffer[]): Promise<OfferView[]> {
    const activities = await this.deps.activities.findActivities(
      ctx.em,
      offers.map((offer) => offer.activity.id),
    );
    const parts = await this.deps.parts.parts(
      ctx,
      offers.map((offer) => offer.product.id),
    );
    return offers.flatMap((offer) => {
      const activity = activities.get(offer.activity.id);
      return activity ? [{ offer, activity, part: parts.get(offer.product.id) ?? null }] : [];
    });
  }

  private async requireOnShelf(ctx: RequestContext, productId: number): Promise<void> {
    const part = (await this.deps.parts.parts(ctx, [productId])).get(productId);
    if (!part?.onShelf) throw new DomainError('BARGAIN_PART_UNAVAILABLE', { field: ['input', 'productId'] });
  }
}

function termsOf(terms: BargainTerms) {
  return {
    quantity: terms.quantity,
    startPriceMilli: terms.startPriceMilli,
    floorPriceMilli: terms.floorPriceMilli,
    expectedCuts: terms.expectedCuts,
    timeLimitMinutes: terms.timeLimitMinutes,
    perUserLimit: terms.perUserLimit,
  };
}
