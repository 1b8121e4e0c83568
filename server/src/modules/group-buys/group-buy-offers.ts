import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { requirePermission, type RequestContext } from '../../platform/auth/index.js';
import { transactionalWithRetry } from '../../platform/db/transaction-retry.js';
import { DomainError } from '../../platform/errors/index.js';
import type { ActivityView } from './group-buy-context.js';
import { ActivityKind, ActivityStatus } from './group-buys.entities.js';
import { groupBuyLimits, type GroupBuysContext } from './group-buy-context.js';
import { GroupBuy, GroupBuyOffer, GroupBuyStatus } from './group-buys.entities.js';

/** The terms of an offer staff set; all of them while the activity has not started, only the limit afterwards. */
export interface GroupBuyTerms {
  productId: number;
  groupPriceMilli: number;
  quantity: number;
  groupSize: number;
  timeLimitMinutes: number;
  perUserLimit: number;
}

export interface GroupBuyOfferForm extends GroupBuyTerms {
  title: string;
  startsAt: Date;
  endsAt: Date;
}

export type GroupBuyOfferChanges = Partial<GroupBuyOfferForm>;

/** An offer with its activity. */
export interface GroupBuyOfferView {
  offer: GroupBuyOffer;
  activity: ActivityView;
}

/** Staff's progress figures of an offer: its groups by state, and the members who paid. */
export interface GroupBuyProgress {
  groupsOpen: number;
  groupsCompleted: number;
  groupsCancelled: number;
  membersPaid: number;
}

const integerIn = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

/** Each term that breaks its rule, by its input field. */
function termsProblem(terms: Partial<GroupBuyTerms>): string | null {
  const L = groupBuyLimits;
  const rules: [keyof GroupBuyTerms, (value: number) => boolean][] = [
    ['groupPriceMilli', (v) => integerIn(v, 1, L.priceMaxMilli)],
    ['quantity', (v) => integerIn(v, 1, L.quantityMax)],
    ['groupSize', (v) => integerIn(v, L.groupSizeMin, L.groupSizeMax)],
    ['timeLimitMinutes', (v) => integerIn(v, L.timeLimitMinutesMin, L.timeLimitMinutesMax)],
    ['perUserLimit', (v) => integerIn(v, 1, L.perUserLimitMax)],
  ];
  for (const [field, ok] of rules) {
    const value = terms[field];
    if (value !== undefined && !ok(value)) return field;
  }
  return null;
}

/**
 * Staff's side of group-buy offers (create, edit, list with progress) and the shoppers' list of offers. The offer's
 * title and window live on its activity row (the core's lifecycle starts and ends it); the terms live here.
 */
export class GroupBuyOffers {
  constructor(private readonly context: GroupBuysContext) {}

  async create(ctx: RequestContext, form: GroupBuyOfferForm): Promise<GroupBuyOfferView> {
    requirePermission(ctx, 'activity.manage');
    this.checkTerms(form);
    await this.requirePart(ctx, form.productId);
    return transactionalWithRetry(ctx.em, async (tx) => {
      const activity = await this.context.deps.activities.createActivity(tx, {
        kind: ActivityKind.GROUP_BUY,
        title: form.title,
        startsAt: form.startsAt,
        endsAt: form.endsAt,
      });
      const now = this.context.deps.clock.now();
      const offer = tx.create(GroupBuyOffer, {
        activityId: activity.id,
        productId: form.productId,
        groupPriceMilli: form.groupPriceMilli,
        quantity: form.quantity,
        groupSize: form.groupSize,
        timeLimitMinutes: form.timeLimitMinutes,
        perUserLimit: form.perUserLimit,
        createdAt: now,
        updatedAt: now,
      });
      await tx.flush();
      return { offer, activity };
    });
  }

  /**
   * Title and per-user limit at any time; the window and the other terms only while the activity has not started
   * (ACTIVITY_ALREADY_STARTED), since groups already running were promised them.
   */
  async update(ctx: RequestContext, offerId: number, changes: GroupBuyOfferChanges): Promise<GroupBuyOfferView> {
    requirePermission(ctx, 'activity.manage');
    this.checkTerms(changes);
    if (changes.productId !== undefined) await this.requirePart(ctx, changes.productId);
    return transactionalWithRetry(ctx.em, async (tx) => {
      const offer = await tx.findOne(GroupBuyOffer, offerId, { refresh: true });
      if (!offer) throw new DomainError('NOT_FOUND', { field: ['input', 'offerId'] });
      const { activities } = this.context.deps;
      const current = (await activities.findActivity(tx, offer.activityId))!;
      const { title, startsAt, endsAt, perUserLimit, ...terms } = changes;
      const termsChange = Object.values(terms).some((value) => value !== undefined);
      if (termsChange && current.status !== ActivityStatus.NOT_STARTED) {
        throw new DomainError('ACTIVITY_ALREADY_STARTED');
      }
      const activity =
        title !== undefined || startsAt !== undefined || endsAt !== undefined
          ? await activities.updateActivity(tx, offer.activityId, {
              ...(title !== undefined && { title }),
              ...(startsAt !== undefined && { startsAt }),
              ...(endsAt !== undefined && { endsAt }),
            })
          : current;
      const defined = Object.fromEntries(
        Object.entries({ ...terms, perUserLimit }).filter(([, value]) => value !== undefined),
      );
      await tx.nativeUpdate(GroupBuyOffer, { id: offer.id }, { ...defined, updatedAt: this.context.deps.clock.now() });
      return { offer: await tx.findOneOrFail(GroupBuyOffer, offer.id, { refresh: true }), activity };
    });
  }

  /** Every offer, newest first, with its activity (staff). */
  async staffList(ctx: RequestContext): Promise<GroupBuyOfferView[]> {
    requirePermission(ctx, 'activity.view');
    return this.withActivities(ctx.em, await ctx.em.find(GroupBuyOffer, {}, { orderBy: { id: 'desc' }, limit: 100 }));
  }

  /** Offers a shopper may see: running or about to run (not ended, not abnormal), soonest end first. */
  async shopperList(ctx: RequestContext): Promise<GroupBuyOfferView[]> {
    const offers = await this.withActivities(
      ctx.em,
      await ctx.em.find(GroupBuyOffer, {}, { orderBy: { id: 'desc' }, limit: 100 }),
    );
    const shown: ActivityStatus[] = [ActivityStatus.NOT_STARTED, ActivityStatus.IN_PROGRESS, ActivityStatus.PAUSED];
    return offers
      .filter(({ activity }) => shown.includes(activity.status))
      .sort((a, b) => a.activity.endsAt.getTime() - b.activity.endsAt.getTime());
  }

  async offer(em: EntityManager, offerId: number): Promise<GroupBuyOfferView | null> {
    const offer = await em.findOne(GroupBuyOffer, offerId);
    if (!offer) return null;
    return (await this.withActivities(em, [offer]))[0] ?? null;
  }

  /** The groups of each offer by state, in one query (staff). */
  async progress(ctx: RequestContext, offerIds: readonly number[]): Promise<Map<number, GroupBuyProgress>> {
    requirePermission(ctx, 'activity.view');
    const progress = new Map<number, GroupBuyProgress>(
      offerIds.map((id) => [id, { groupsOpen: 0, groupsCompleted: 0, groupsCancelled: 0, membersPaid: 0 }]),
    );
    if (offerIds.length === 0) return progress;
    const rows = await ctx.em
      .createQueryBuilder(GroupBuy)
      .select(['offer', 'status', raw('count(*) as groups'), raw('sum(paid_count) as paid')])
      .where({ offer: { $in: [...offerIds] } })
      .groupBy(['offer', 'status'])
      .execute<{ offer_id: number; status: GroupBuyStatus; groups: number | string; paid: number | string }[]>(
        'all',
        false,
      );
    for (const row of rows) {
      const figures = progress.get(Number(row.offer_id))!;
      const groups = Number(row.groups);
      if (row.status === GroupBuyStatus.IN_PROGRESS) figures.groupsOpen += groups;
      if (row.status === GroupBuyStatus.ENDED) figures.groupsCompleted += groups;
      if (row.status === GroupBuyStatus.CANCELLED) figures.groupsCancelled += groups;
      if (row.status !== GroupBuyStatus.CANCELLED) figures.membersPaid += Number(row.paid ?? 0);
    }
    return progress;
  }

  private async withActivities(em: EntityManager, offers: GroupBuyOffer[]): Promise<GroupBuyOfferView[]> {
    const views: GroupBuyOfferView[] = [];
    for (const offer of offers) {
      const activity = await this.context.deps.activities.findActivity(em, offer.activityId);
      if (activity) views.push({ offer, activity });
    }
    return views;
  }

  private checkTerms(terms: Partial<GroupBuyTerms>): void {
    const field = termsProblem(terms);
    if (field) throw new DomainError('GROUP_BUY_OFFER_INVALID', { field: ['input', field] });
  }

  private async requirePart(ctx: RequestContext, productId: number): Promise<void> {
    const product = (await this.context.deps.catalog.productsById(ctx, [productId])).get(productId);
    if (!product || product.status !== 'ON_SHELF') {
      throw new DomainError('GROUP_BUY_PART_UNAVAILABLE', { field: ['input', 'productId'] });
    }
  }
}
