import { randomInt } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { recordStaffAction } from '../../platform/audit/staff-audit.js';
import { requirePermission, type RequestContext } from '../../platform/auth/index.js';
import { transactionalWithRetry } from '../../platform/db/transaction-retry.js';
import { DomainError } from '../../platform/errors/index.js';
import { userDirectory } from '../identity/user-directory.js';
import { MessageKind } from '../messages/notification.service.js';
import { DISCOUNT_CODE_PATTERN, normalizeCode } from './coupon-claims.js';
import { couponLimits, type CouponsContext } from './coupon-context.js';
import type { CouponGrants } from './coupon-grants.js';
import { formatEnd } from './coupon-reminders.js';
import { validateTemplateForm, type CouponTemplateForm } from './coupon-template-form.js';
import { validityOf } from './coupon-terms.js';
import { remainingOf } from './coupon-views.js';
import {
  CouponSource,
  CouponTemplate,
  CouponTemplateStatus,
  DiscountCode,
  DiscountCodeStatus,
} from './coupons.entities.js';

/** Whom staff issue a template to. */
export const CouponSegment = { USERS: 'USERS', ALL_SHOPPERS: 'ALL_SHOPPERS', SUPER_MEMBERS: 'SUPER_MEMBERS' } as const;
export type CouponSegment = (typeof CouponSegment)[keyof typeof CouponSegment];

export interface IssueCouponsRequest {
  templateId: number;
  segment: CouponSegment;
  userIds: number[];
}

export interface CreateDiscountCodesRequest {
  templateId: number;
  sharedCode: string | null;
  count: number | null;
  maxRedemptions: number | null;
}

/** Letters and digits a reader cannot confuse (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const generatedCode = () => Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** Staff's changes to coupons (`coupon.manage`), each audited in its own transaction. */
export class CouponStaff {
  constructor(
    private readonly context: CouponsContext,
    private readonly grants: CouponGrants,
  ) {}

  /** Creates a template (no id) or edits one; the total may not go below what was already claimed. */
  async saveTemplate(ctx: RequestContext, id: number | null, form: CouponTemplateForm): Promise<number> {
    const staff = requirePermission(ctx, 'coupon.manage');
    const fields = await validateTemplateForm(ctx.em, form);
    return transactionalWithRetry(ctx.em, async (tx) => {
      const now = this.context.deps.clock.now();
      let templateId: number;
      if (id === null) {
        const template = tx.create(CouponTemplate, {
          ...fields,
          claimedCount: 0,
          usedCount: 0,
          status: CouponTemplateStatus.ACTIVE,
          createdAt: now,
          createdBy: Number(staff.id),
          updatedAt: now,
        });
        await tx.flush();
        templateId = template.id;
      } else {
        const query = tx
          .createQueryBuilder(CouponTemplate)
          .update({ ...fields, updatedAt: now })
          .where({ id });
        if (fields.totalQuantity !== null) query.andWhere('claimed_count <= ?', [fields.totalQuantity]);
        const updated = await query.execute('run');
        if (updated.affectedRows !== 1) {
          const existing = await tx.findOne(CouponTemplate, id, { refresh: true });
          if (!existing) throw new DomainError('NOT_FOUND');
          throw new DomainError('COUPON_QUANTITY_INVALID', {
            params: { max: couponLimits.quantityMax, claimed: existing.claimedCount },
            field: ['input', 'totalQuantity'],
          });
        }
        templateId = id;
      }
      recordStaffAction(tx, {
        actorId: Number(staff.id),
        permission: 'coupon.manage',
        action: id === null ? 'coupon_template.create' : 'coupon_template.update',
        subjectType: 'coupon_template',
        subjectId: templateId,
        detail: { ...fields },
        at: now,
      });
      await tx.flush();
      return templateId;
    });
  }

  /** Pauses (nothing more can be claimed, redeemed or issued) or resumes a template. */
  async setStatus(ctx: RequestContext, templateId: number, status: CouponTemplateStatus): Promise<void> {
    const staff = requirePermission(ctx, 'coupon.manage');
    await transactionalWithRetry(ctx.em, async (tx) => {
      const now = this.context.deps.clock.now();
      const template = await tx.findOne(CouponTemplate, templateId, { refresh: true });
      if (!template) throw new DomainError('NOT_FOUND');
      if (template.status === status) return;
      await tx.nativeUpdate(CouponTemplate, { id: templateId }, { status, updatedAt: now });
      recordStaffAction(tx, {
        actorId: Number(staff.id),
        permission: 'coupon.manage',
        action: status === CouponTemplateStatus.PAUSED ? 'coupon_template.pause' : 'coupon_template.resume',
        subjectType: 'coupon_template',
        subjectId: templateId,
        detail: { from: template.status, to: status },
        at: now,
      });
      await tx.flush();
    });
  }

  /**
   * Gives one coupon of the template to each user of the segment (outside the claim window and the per-user limit,
   * within the total), and tells them. Answers how many were issued.
   */
  async issue(ctx: RequestContext, request: IssueCouponsRequest): Promise<number> {
    const staff = requirePermission(ctx, 'coupon.manage');
    return transactionalWithRetry(ctx.em, async (tx) => {
      const now = this.context.deps.clock.now();
      const template = await tx.findOne(CouponTemplate, request.templateId, { refresh: true });
      if (!template) throw new DomainError('NOT_FOUND');
      if (template.status !== CouponTemplateStatus.ACTIVE) {
        throw new DomainError('COUPON_TEMPLATE_PAUSED', { field: ['input', 'templateId'] });
      }
      const userIds = await this.segmentUsers(tx, request);
      if (!(await this.grants.take(tx, template.id, userIds.length, { now, inClaimWindow: false }))) {
        const fresh = await tx.findOne(CouponTemplate, template.id, { refresh: true });
        throw new DomainError('COUPON_NOT_ENOUGH_LEFT', {
          params: { remaining: remainingOf(fresh ?? template) ?? 0 },
          field: ['input', 'segment'],
        });
      }
      await this.grants.hand(tx, template, userIds, CouponSource.ISSUED, { now });
      const { validUntil } = validityOf(template, now);
      await this.context.deps.notifications.notifyMany(tx, userIds, {
        kind: MessageKind.SYSTEM,
        templateKey: 'couponReceived',
        params: { title: template.title, validUntil: formatEnd(validUntil) },
        link: '/user/coupon',
      });
      recordStaffAction(tx, {
        actorId: Number(staff.id),
        permission: 'coupon.manage',
        action: 'coupon_template.issue',
        subjectType: 'coupon_template',
        subjectId: template.id,
        detail: {
          segment: request.segment,
          issued: userIds.length,
          ...(request.segment === CouponSegment.USERS && { userIds }),
        },
        at: now,
      });
      await tx.flush();
      return userIds.length;
    });
  }

  private async segmentUsers(
    tx: Parameters<typeof userDirectory.existingUserIds>[0],
    request: IssueCouponsRequest,
  ): Promise<number[]> {
    const noUsers = () =>
      new DomainError('COUPON_ISSUE_NO_USERS', {
        params: { max: couponLimits.issueUsersMax },
        field: ['input', 'userIds'],
      });
    if (request.segment === CouponSegment.USERS) {
      const wanted = [...new Set(request.userIds)];
      if (wanted.length === 0 || wanted.length > couponLimits.issueUsersMax) throw noUsers();
      const existing = await userDirectory.existingUserIds(tx, wanted);
      if (existing.size !== wanted.length) throw noUsers();
      return wanted.sort((a, b) => a - b);
    }
    const ids = await userDirectory.buyerIds(tx, { vipOnly: request.segment === CouponSegment.SUPER_MEMBERS });
    if (ids.length === 0) throw noUsers();
    return ids;
  }

  /**
   * One shared code (each user once, up to `maxRedemptions` users) or `count` generated single-use codes for a
   * template. Answers the new codes' ids.
   */
  async createCodes(ctx: RequestContext, request: CreateDiscountCodesRequest): Promise<number[]> {
    const staff = requirePermission(ctx, 'coupon.manage');
    const shared = request.sharedCode === null ? null : normalizeCode(request.sharedCode);
    const badRequest = (name: string) =>
      new DomainError('DISCOUNT_CODE_REQUEST_INVALID', {
        params: { max: couponLimits.codesMax },
        field: ['input', name],
      });
    if ((shared === null) === (request.count === null)) throw badRequest(shared === null ? 'count' : 'sharedCode');
    if (shared !== null && !DISCOUNT_CODE_PATTERN.test(shared)) {
      throw new DomainError('DISCOUNT_CODE_FORMAT', { field: ['input', 'sharedCode'] });
    }
    if (request.count !== null && !(Number.isSafeInteger(request.count) && request.count >= 1)) {
      throw badRequest('count');
    }
    if (request.count !== null && request.count > couponLimits.codesMax) throw badRequest('count');
    const max = request.maxRedemptions;
    if (
      shared !== null &&
      max !== null &&
      !(Number.isSafeInteger(max) && max >= 1 && max <= couponLimits.quantityMax)
    ) {
      throw new DomainError('COUPON_QUANTITY_INVALID', {
        params: { max: couponLimits.quantityMax, claimed: 0 },
        field: ['input', 'maxRedemptions'],
      });
    }
    try {
      return await transactionalWithRetry(ctx.em, async (tx) => {
        const now = this.context.deps.clock.now();
        const template = await tx.findOne(CouponTemplate, request.templateId, { refresh: true });
        if (!template) throw new DomainError('NOT_FOUND');
        const codes =
          shared !== null
            ? [{ code: shared, singleUse: false, maxRedemptions: max }]
            : Array.from({ length: request.count! }, () => ({
                code: generatedCode(),
                singleUse: true,
                maxRedemptions: 1,
              }));
        const rows = codes.map((code) =>
          tx.create(DiscountCode, {
            ...code,
            template: template.id,
            redeemedCount: 0,
            status: DiscountCodeStatus.ACTIVE,
            createdAt: now,
            createdBy: Number(staff.id),
          }),
        );
        await tx.flush();
        recordStaffAction(tx, {
          actorId: Number(staff.id),
          permission: 'coupon.manage',
          action: 'discount_code.create',
          subjectType: 'coupon_template',
          subjectId: template.id,
          detail: shared !== null ? { sharedCode: shared, maxRedemptions: max } : { singleUse: request.count },
          at: now,
        });
        await tx.flush();
        return rows.map((row) => row.id);
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw new DomainError('DISCOUNT_CODE_TAKEN', {
          params: { code: shared ?? '' },
          field: ['input', shared !== null ? 'sharedCode' : 'count'],
        });
      }
      throw error;
    }
  }
}
