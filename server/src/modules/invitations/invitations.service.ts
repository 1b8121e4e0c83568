import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import { recordStaffAction } from '../../platform/audit/staff-audit.js';
import { requirePermission, requireUser, type RequestContext } from '../../platform/auth/index.js';
import { transactionalWithRetry } from '../../platform/db/transaction-retry.js';
import { DomainError } from '../../platform/errors/index.js';
import type { Page, PageRequest } from '../../platform/graphql/connection.js';
import type { Locale } from '../../platform/i18n/index.js';
import type { Clock } from '../../platform/jobs/clock.js';
import { BoundedCache } from '../../platform/metrics/bounded-cache.js';
import { invitationDirectory, type InviteeRecord } from '../identity/invitation-directory.js';
import type { NotificationService } from '../messages/notification.service.js';
import { MessageKind } from '../messages/notification.service.js';
import type { OrderMilestoneEvent } from '../orders/order-promotions.js';
import { fill, posterTexts } from './invitation-texts.js';
import { InvitationReward, InvitationRewardKind, InvitationRewardRule } from './invitations.entities.js';

/** The path of the sign-up page that fills in the code from `?invite=` (client: features/account/invitation-link.ts). */
export const REGISTER_PATH = '/login/login/register';
export const INVITE_CODE_PARAM = 'invite';
export const POSTER_PATH = '/api/invitation/poster.png';
/** The most points one reward may give. */
export const MAX_REWARD_POINTS = 100_000;
const RULE_ID = 1;
/** Rendered posters kept in memory (each about 80 KB), at most this many and this many bytes. */
const POSTER_CACHE_SIZE = 200;
const POSTER_CACHE_BYTES = 32 * 2 ** 20;

/** How the points module credits the inviter (its `credit`, kind INVITATION, idempotent per key). */
export interface InvitationPoints {
  credit(
    em: EntityManager,
    entry: { userId: number; points: number; kind: 'INVITATION'; key: string; at: Date },
  ): Promise<unknown>;
}

/** How the coupons module gives the inviter a coupon (its `issueCoupon`, source INVITATION, idempotent per key). */
export interface InvitationCoupons {
  /** null when none are left or the template is paused: nothing was given. */
  issueCoupon(
    em: EntityManager,
    issue: { templateId: number; userId: number; source: 'INVITATION'; key: string },
  ): Promise<{ couponId: number } | null>;
  /** The template's title as the staff member sees it, or null when there is no such template. */
  couponTemplateTitle(ctx: RequestContext, templateId: number): Promise<string | null>;
}

export interface InvitationRewards {
  kind: InvitationRewardKind;
  points: number | null;
  couponTemplateId: number | null;
  couponTitle: string | null;
}

export interface MyInvitation {
  userId: number;
  code: string;
  link: string;
  posterUrl: string;
  invitedCount: number;
  rewardedCount: number;
}

export interface InviteeView {
  id: number;
  maskedName: string;
  joinedAt: Date;
  rewarded: boolean;
}

export interface RewardsInput {
  kind: InvitationRewardKind;
  points?: number | null | undefined;
  couponTemplateId?: number | null | undefined;
}

export interface InvitationsDependencies {
  clock: Clock;
  notifications: NotificationService;
  /** The shop's public address, without a trailing slash (config PUBLIC_URL). */
  shopUrl: string;
  points?: InvitationPoints | undefined;
  coupons?: InvitationCoupons | undefined;
}

/** `b***r` from `buyer`: the first and last character of a name, never more. */
export function maskName(name: string): string {
  const chars = Array.from(name);
  if (chars.length <= 1) return `${chars[0] ?? ''}***`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}

function inviteeName(invitee: InviteeRecord): string {
  const name = invitee.nickname ?? invitee.username ?? invitee.email?.split('@')[0] ?? invitee.phone?.slice(-4);
  return maskName(name ?? String(invitee.id));
}

const noRewards: InvitationRewards = { kind: 'NONE', points: null, couponTemplateId: null, couponTitle: null };

/**
 * Invitations: the user's code, link and share poster, whom they invited, and the inviter's reward when an invitee
 * completes a first goods order (exactly once per invitee). Who invited whom is identity's (`User.invitedBy`, set at
 * sign-up); this module keeps the reward rule and the rewards given.
 */
export class InvitationsService {
  private readonly posters = new BoundedCache<string, Buffer>({
    name: 'invitation-posters',
    maxEntries: POSTER_CACHE_SIZE,
    maxBytes: POSTER_CACHE_BYTES,
    bytesOf: (png, key) => png.length + key.length * 2,
  });
  /** Posters being rendered, so that two asking at once share one rendering; gone once it ends. */
  private readonly rendering = new Map<string, Promise<Buffer>>();

  constructor(private readonly deps: InvitationsDependencies) {}

  /** The sign-up link with the code filled in. */
  linkOf(code: string): string {
    return `${this.deps.shopUrl}${REGISTER_PATH}?${new URLSearchParams({ [INVITE_CODE_PARAM]: code }).toString()}`;
  }

  async myInvitation(ctx: RequestContext): Promise<MyInvitation> {
    const userId = Number(requireUser(ctx).id);
    const inviter = await invitationDirectory.inviter(ctx.em, userId);
    if (!inviter) throw new DomainError('UNAUTHENTICATED');
    // The version changes with what the poster shows, so a browser never keeps an old one.
    const version = createHash('sha256')
      .update(`${inviter.inviteCode}\n${inviter.nickname ?? ''}\n${this.linkOf(inviter.inviteCode)}`)
      .digest('hex')
      .slice(0, 12);
    return {
      userId,
      code: inviter.inviteCode,
      link: this.linkOf(inviter.inviteCode),
      posterUrl: `${POSTER_PATH}?${new URLSearchParams({ lang: ctx.locale, v: version }).toString()}`,
      invitedCount: await invitationDirectory.inviteeCount(ctx.em, userId),
      rewardedCount: await ctx.em.count(InvitationReward, { inviterId: userId, kind: { $ne: 'NONE' } }),
    };
  }

  /** The signed-in user's invitees, newest first. */
  async invitees(ctx: RequestContext, page: PageRequest): Promise<Page<InviteeView>> {
    const userId = Number(requireUser(ctx).id);
    const invitees = await invitationDirectory.invitees(ctx.em, userId, page);
    const ids = invitees.items.map((invitee) => invitee.id);
    const rewarded = new Set(
      ids.length === 0
        ? []
        : (
            await ctx.em.find(
              InvitationReward,
              { inviteeId: { $in: ids }, inviterId: userId, kind: { $ne: 'NONE' } },
              { fields: ['inviteeId'] },
            )
          ).map((reward) => reward.inviteeId),
    );
    return {
      ...invitees,
      items: invitees.items.map((invitee) => ({
        id: invitee.id,
        maskedName: inviteeName(invitee),
        joinedAt: invitee.createdAt,
        rewarded: rewarded.has(invitee.id),
      })),
    };
  }

  /** What an inviter earns now (public: the invite page's rules). */
  async rewards(em: EntityManager): Promise<InvitationRewards> {
    const rule = await em.findOne(InvitationRewardRule, { id: RULE_ID });
    if (!rule) return noRewards;
    return {
      kind: rule.kind,
      points: rule.kind === 'POINTS' ? rule.points : null,
      couponTemplateId: rule.kind === 'COUPON' ? (rule.couponTemplateId ?? null) : null,
      couponTitle: rule.kind === 'COUPON' ? (rule.couponTitle ?? null) : null,
    };
  }

  /** Staff set what an inviter earns (invitation.manage); audited in the same transaction. */
  async updateRewards(ctx: RequestContext, input: RewardsInput): Promise<InvitationRewards> {
    const staff = requirePermission(ctx, 'invitation.manage');
    const kind = input.kind;
    if (!Object.values(InvitationRewardKind).includes(kind)) {
      throw new DomainError('INVALID_INPUT', { params: { field: 'kind' }, field: ['input', 'kind'] });
    }
    const points = kind === 'POINTS' ? (input.points ?? 0) : 0;
    if (kind === 'POINTS' && !(Number.isInteger(points) && points >= 1 && points <= MAX_REWARD_POINTS)) {
      throw new DomainError('INVITATION_REWARD_POINTS_INVALID', {
        params: { max: MAX_REWARD_POINTS },
        field: ['input', 'points'],
      });
    }
    const templateId = kind === 'COUPON' ? (input.couponTemplateId ?? null) : null;
    let couponTitle: string | null = null;
    if (kind === 'COUPON') {
      if (templateId === null) {
        throw new DomainError('INVITATION_REWARD_COUPON_REQUIRED', { field: ['input', 'couponTemplateId'] });
      }
      couponTitle = (await this.deps.coupons?.couponTemplateTitle(ctx, templateId)) ?? null;
      if (couponTitle === null) {
        throw new DomainError('INVITATION_REWARD_COUPON_UNKNOWN', { field: ['input', 'couponTemplateId'] });
      }
    }
    return transactionalWithRetry(ctx.em, async (em) => {
      const now = this.deps.clock.now();
      const before = await this.rewards(em);
      const values = {
        kind,
        points,
        couponTemplateId: templateId,
        couponTitle,
        updatedAt: now,
        updatedBy: Number(staff.id),
      };
      const rule = await em.findOne(InvitationRewardRule, { id: RULE_ID });
      if (rule) Object.assign(rule, values);
      else em.create(InvitationRewardRule, { id: RULE_ID, ...values });
      recordStaffAction(em, {
        actorId: Number(staff.id),
        permission: 'invitation.manage',
        action: 'invitation.rewards.update',
        subjectType: 'invitation_rewards',
        subjectId: RULE_ID,
        detail: { before: { ...before }, after: { kind, points, couponTemplateId: templateId, couponTitle } },
        at: now,
      });
      await em.flush();
      return this.rewards(em);
    });
  }

  /** The signed-in user's share poster as PNG bytes, in `locale` (rendered once per code, name, link and language). */
  async poster(ctx: RequestContext, locale: Locale): Promise<Buffer> {
    const userId = Number(requireUser(ctx).id);
    const inviter = await invitationDirectory.inviter(ctx.em, userId);
    if (!inviter) throw new DomainError('UNAUTHENTICATED');
    const texts = posterTexts[locale];
    const name = inviter.nickname ?? (inviter.username ? maskName(inviter.username) : texts.friend);
    const link = this.linkOf(inviter.inviteCode);
    const key = JSON.stringify([userId, locale, name, inviter.inviteCode, link]);
    const kept = this.posters.get(key) ?? this.rendering.get(key);
    if (kept) return kept;
    // fontkit and QR codes load with the first poster, not with every start.
    const rendering = import('./invitation-poster.js').then(({ renderPoster }) =>
      renderPoster({
        shopName: 'CircuitMart',
        tagline: texts.tagline,
        headline: fill(texts.headline, { name }),
        body: texts.body,
        scanHint: texts.scanHint,
        codeLine: fill(texts.codeLine, { code: inviter.inviteCode }),
        link,
        footer: this.deps.shopUrl.replace(/^https?:\/\//, ''),
      }),
    );
    this.rendering.set(key, rendering);
    void rendering.then(
      (png) => {
        this.posters.set(key, png);
        this.rendering.delete(key);
      },
      () => this.rendering.delete(key),
    );
    return rendering;
  }

  /**
   * The 'completed' milestone of an order, in its transaction: the invitee's first completed goods order rewards
   * their inviter once. The row keyed by the invitee is inserted or ignored, so a second order, a retry or two
   * orders completing at the same moment reward nothing more; points and coupons are also keyed by the invitee.
   */
  async onOrderCompleted(em: EntityManager, event: OrderMilestoneEvent): Promise<void> {
    if (event.kind !== 'GOODS') return;
    const inviterId = await invitationDirectory.inviterOf(em, event.userId);
    if (inviterId === null) return;
    const rule = await this.rewards(em);
    const kind = this.available(rule);
    const inserted = await em
      .createQueryBuilder(InvitationReward)
      .insert({
        inviterId,
        inviteeId: event.userId,
        orderId: event.orderId,
        orderNumber: event.number,
        kind,
        points: kind === 'POINTS' ? rule.points! : 0,
        couponTemplateId: kind === 'COUPON' ? rule.couponTemplateId : null,
        couponTitle: kind === 'COUPON' ? rule.couponTitle : null,
        rewardedAt: event.at,
      })
      .onConflict('inviteeId')
      .ignore()
      .execute('run');
    if (inserted.affectedRows !== 1 || kind === 'NONE') return;
    const key = `invitation:${event.userId}`;
    if (kind === 'POINTS') {
      await this.deps.points!.credit(em, {
        userId: inviterId,
        points: rule.points!,
        kind: 'INVITATION',
        key,
        at: event.at,
      });
    } else {
      const issued = await this.deps.coupons!.issueCoupon(em, {
        templateId: rule.couponTemplateId!,
        userId: inviterId,
        source: 'INVITATION',
        key,
      });
      if (!issued) {
        // None left, or the template is paused: the first order has counted, and it gave nothing.
        await em.nativeUpdate(InvitationReward, { inviteeId: event.userId }, { kind: 'NONE' });
        return;
      }
    }
    const invitee = (await invitationDirectory.invitee(em, event.userId)) ?? null;
    await this.deps.notifications.notify(em, inviterId, {
      kind: MessageKind.SYSTEM,
      templateKey: kind === 'POINTS' ? 'invitationRewardPoints' : 'invitationRewardCoupon',
      params: {
        name: invitee ? inviteeName(invitee) : '***',
        ...(kind === 'POINTS' ? { points: rule.points! } : { coupon: rule.couponTitle ?? '' }),
      },
      link: '/user/invite',
    });
  }

  /** The rule's kind if the module that pays it is present (a unit test may run without points or coupons). */
  private available(rule: InvitationRewards): InvitationRewardKind {
    if (rule.kind === 'POINTS' && this.deps.points && (rule.points ?? 0) > 0) return 'POINTS';
    if (rule.kind === 'COUPON' && this.deps.coupons && rule.couponTemplateId !== null) return 'COUPON';
    return 'NONE';
  }
}
