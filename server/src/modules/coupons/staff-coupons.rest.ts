import { z } from 'zod';
import { DomainError } from '../../platform/errors/index.js';
import { pageRequest } from '../../platform/graphql/connection.js';
import { parseId } from '../../platform/graphql/ids.js';
import { defineRoute } from '../../rest/route.js';
import {
  claimData,
  codeData,
  discountKind,
  idText,
  listData,
  pageQuery,
  scopeKind,
  segment,
  templateData,
  templateStatus,
  toClaimData,
  toCodeData,
  toListData,
  toTemplateData,
} from './coupon-rest-data.js';
import type { CouponsService } from './coupons.service.js';

const readNote = 'needs promotion.view: code -403 without it, -202 without a session';
const manageNote = 'needs coupon.manage: code -403 without it, -202 without a session';
const dateText = z.string().max(40).nullable().optional().describe('ISO 8601');

function dateOf(value: string | null | undefined, field: string): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new DomainError('INVALID_INPUT', { params: { field }, field: [field] });
  return date;
}

/** Staff's coupon routes under /api/admin/coupon, the twins of the staff coupon queries and mutations. */
export function staffCouponRoutes(service: CouponsService) {
  const templateAnswer = async (ctx: Parameters<CouponsService['staffTemplate']>[0], id: number) => {
    const view = await service.staffTemplate(ctx, id);
    if (!view) throw new DomainError('NOT_FOUND');
    return toTemplateData(view);
  };
  return [
    defineRoute({
      method: 'GET',
      path: '/admin/coupon/templates',
      tag: 'admin-coupon',
      summary: `Coupon templates, newest first (staffCouponTemplates); ${readNote}`,
      query: z.object({ ...pageQuery, status: templateStatus.optional(), search: z.string().max(64).optional() }),
      data: listData(templateData),
      handle: async (ctx, { query }) =>
        toListData(
          await service.staffTemplates(
            ctx,
            { status: query.status, search: query.search },
            pageRequest(query.first, query.after),
          ),
          toTemplateData,
        ),
    }),
    defineRoute({
      method: 'GET',
      path: '/admin/coupon/template',
      tag: 'admin-coupon',
      summary: `One coupon template (staffCouponTemplate); -404 when there is none; ${readNote}`,
      query: z.object({ id: idText }),
      data: templateData,
      handle: (ctx, { query }) => templateAnswer(ctx, parseId(query.id, ['id'])),
    }),
    defineRoute({
      method: 'POST',
      path: '/admin/coupon/template/save',
      tag: 'admin-coupon',
      summary: `Creates (no id) or edits a coupon template (saveCouponTemplate); ${manageNote}`,
      body: z.object({
        id: idText.optional(),
        title: z.string().max(200),
        description: z.string().max(2000).nullable().optional(),
        discount_kind: discountKind,
        amount_off_fen: z.number().int().nullable().optional(),
        percent_off: z.number().int().nullable().optional(),
        max_discount_fen: z.number().int().nullable().optional(),
        threshold_fen: z.number().int().nullable().optional(),
        scope_kind: scopeKind,
        scope_ids: z.array(idText).max(1000).optional(),
        valid_from: dateText,
        valid_until: dateText,
        valid_days: z.number().int().nullable().optional(),
        claim_starts_at: dateText,
        claim_ends_at: dateText,
        total_quantity: z.number().int().nullable().optional(),
        per_user_limit: z.number().int().nullable().optional(),
        public_claim: z.boolean().nullable().optional(),
      }),
      data: templateData,
      handle: async (ctx, { body }) => {
        const id = body.id === undefined ? null : parseId(body.id, ['id']);
        const templateId = await service.saveTemplate(ctx, id, {
          title: body.title,
          description: body.description ?? null,
          discountKind: body.discount_kind,
          amountOffFen: body.amount_off_fen ?? null,
          percentOff: body.percent_off ?? null,
          maxDiscountFen: body.max_discount_fen ?? null,
          thresholdFen: body.threshold_fen ?? 0,
          scopeKind: body.scope_kind,
          scopeIds: (body.scope_ids ?? []).map((scopeId) => parseId(scopeId, ['scope_ids'])),
          validFrom: dateOf(body.valid_from, 'valid_from'),
          validUntil: dateOf(body.valid_until, 'valid_until'),
          validDays: body.valid_days ?? null,
          claimStartsAt: dateOf(body.claim_starts_at, 'claim_starts_at'),
          claimEndsAt: dateOf(body.claim_ends_at, 'claim_ends_at'),
          totalQuantity: body.total_quantity ?? null,
          perUserLimit: body.per_user_limit ?? 1,
          publicClaim: body.public_claim ?? true,
        });
        return templateAnswer(ctx, templateId);
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/admin/coupon/template/status',
      tag: 'admin-coupon',
      summary: `Pauses or resumes a coupon template (setCouponTemplateStatus); ${manageNote}`,
      body: z.object({ template_id: idText, status: templateStatus }),
      data: templateData,
      handle: async (ctx, { body }) => {
        const templateId = parseId(body.template_id, ['template_id']);
        await service.setTemplateStatus(ctx, templateId, body.status);
        return templateAnswer(ctx, templateId);
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/admin/coupon/issue',
      tag: 'admin-coupon',
      summary: `Gives one coupon of a template to each user of a segment (issueCoupons); ${manageNote}`,
      body: z.object({ template_id: idText, segment, user_ids: z.array(idText).max(1000).optional() }),
      data: z.object({ issued_count: z.number().int() }),
      handle: async (ctx, { body }) => ({
        issued_count: await service.issue(ctx, {
          templateId: parseId(body.template_id, ['template_id']),
          segment: body.segment,
          userIds: (body.user_ids ?? []).map((userId) => parseId(userId, ['user_ids'])),
        }),
      }),
    }),
    defineRoute({
      method: 'POST',
      path: '/admin/coupon/codes/create',
      tag: 'admin-coupon',
      summary: `One shared discount code, or count single-use ones, for a template (createDiscountCodes); ${manageNote}`,
      body: z.object({
        template_id: idText,
        shared_code: z.string().max(64).nullable().optional(),
        count: z.number().int().nullable().optional(),
        max_redemptions: z.number().int().nullable().optional(),
      }),
      data: z.object({ codes: z.array(codeData) }),
      handle: async (ctx, { body }) => ({
        codes: (
          await service.createCodes(ctx, {
            templateId: parseId(body.template_id, ['template_id']),
            sharedCode: body.shared_code ?? null,
            count: body.count ?? null,
            maxRedemptions: body.max_redemptions ?? null,
          })
        ).map(toCodeData),
      }),
    }),
    defineRoute({
      method: 'GET',
      path: '/admin/coupon/codes',
      tag: 'admin-coupon',
      summary: `A template's discount codes, newest first (staffDiscountCodes); ${readNote}`,
      query: z.object({ template_id: idText, ...pageQuery }),
      data: listData(codeData),
      handle: async (ctx, { query }) =>
        toListData(
          await service.staffCodes(
            ctx,
            parseId(query.template_id, ['template_id']),
            pageRequest(query.first, query.after),
          ),
          toCodeData,
        ),
    }),
    defineRoute({
      method: 'GET',
      path: '/admin/coupon/claims',
      tag: 'admin-coupon',
      summary: `Who holds a template's coupons and the orders that used them, newest first (staffCouponClaims); ${readNote}`,
      query: z.object({ template_id: idText, ...pageQuery }),
      data: listData(claimData),
      handle: async (ctx, { query }) =>
        toListData(
          await service.staffClaims(
            ctx,
            parseId(query.template_id, ['template_id']),
            pageRequest(query.first, query.after),
          ),
          toClaimData,
        ),
    }),
  ];
}
