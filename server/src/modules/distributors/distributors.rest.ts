import { z } from 'zod';
import { encodeCursor, pageRequest, type Page } from '../../platform/graphql/connection.js';
import { parseId } from '../../platform/graphql/ids.js';
import { defineRoute } from '../../rest/route.js';
import { CommissionStatus, DistributorStatus } from './distributors.entities.js';
import type { CommissionView, DistributorsService, DistributorView } from './distributors.service.js';

const sessionNote = 'code -202 without a valid session';
const staffNote = 'code -403 without the permission, -202 without a session';
const idText = z.union([z.string().max(20), z.number().int()]);
const distributorStatus = z.enum(Object.values(DistributorStatus) as [DistributorStatus, ...DistributorStatus[]]);
const commissionStatus = z.enum(Object.values(CommissionStatus) as [CommissionStatus, ...CommissionStatus[]]);
const paging = { first: z.number().int().optional(), after: z.string().max(64).optional() };

const distributorData = z.object({
  id: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  status: distributorStatus,
  real_name: z.string(),
  phone: z.string(),
  channel: z.string(),
  rate_bp: z.number().int().nullable(),
  effective_rate_bp: z.number().int(),
  reject_reason: z.string().nullable(),
  submitted_at: z.string(),
  decided_at: z.string().nullable(),
  pending_fen: z.number().int(),
  settled_fen: z.number().int(),
  reversed_fen: z.number().int(),
});

const commissionData = z.object({
  id: z.string(),
  invitee_name: z.string(),
  order_number: z.string(),
  order_payable_fen: z.number().int(),
  order_status: z.string().nullable(),
  base_fen: z.number().int(),
  rate_bp: z.number().int(),
  amount_fen: z.number().int(),
  status: commissionStatus,
  settle_at: z.string().nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
  reversed_at: z.string().nullable(),
});

const pageData = <T extends z.ZodTypeAny>(name: string, item: T) =>
  z.object({
    [name]: z.array(item),
    total_count: z.number().int(),
    end_cursor: z.string().nullable(),
    has_next_page: z.boolean(),
  });

function pageOf<T extends { id: number }, D>(name: string, page: Page<T>, toData: (item: T) => D) {
  const last = page.items.at(-1);
  return {
    [name]: page.items.map(toData),
    total_count: page.totalCount,
    end_cursor: page.hasNextPage && last ? encodeCursor(last.id) : null,
    has_next_page: page.hasNextPage,
  };
}

const toDistributorData = (view: DistributorView): z.infer<typeof distributorData> => ({
  id: String(view.id),
  user_id: String(view.userId),
  user_name: view.userName,
  status: view.status,
  real_name: view.realName,
  phone: view.phone,
  channel: view.channel,
  rate_bp: view.rateBp,
  effective_rate_bp: view.effectiveRateBp,
  reject_reason: view.rejectReason,
  submitted_at: view.submittedAt.toISOString(),
  decided_at: view.decidedAt?.toISOString() ?? null,
  pending_fen: view.totals.pendingFen,
  settled_fen: view.totals.settledFen,
  reversed_fen: view.totals.reversedFen,
});

const toCommissionData = (view: CommissionView): z.infer<typeof commissionData> => ({
  id: String(view.id),
  invitee_name: view.inviteeName,
  order_number: view.orderNumber,
  order_payable_fen: view.orderPayableFen,
  order_status: view.orderStatus,
  base_fen: view.baseFen,
  rate_bp: view.rateBp,
  amount_fen: view.amountFen,
  status: view.status,
  settle_at: view.settleAt?.toISOString() ?? null,
  created_at: view.createdAt.toISOString(),
  settled_at: view.settledAt?.toISOString() ?? null,
  reversed_at: view.reversedAt?.toISOString() ?? null,
});

/** Distributor routes under /api/distributor, and the staff twins under /api/admin/distributor and /commission. */
export function distributorRoutes(service: DistributorsService) {
  return [
    defineRoute({
      method: 'POST',
      path: '/distributor/info',
      tag: 'distributor',
      summary: `The signed-in user's distributor application or record, null when none (myDistributor); ${sessionNote}`,
      data: distributorData.nullable(),
      handle: async (ctx) => {
        const view = await service.myDistributor(ctx);
        return view ? toDistributorData(view) : null;
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/distributor/apply',
      tag: 'distributor',
      summary: `Apply to be a distributor, or send a rejected application again (applyDistributor); ${sessionNote}`,
      body: z.object({
        real_name: z.string().max(200),
        phone: z.string().max(40),
        channel: z.string().max(1000).optional(),
      }),
      data: distributorData,
      handle: async (ctx, { body }) =>
        toDistributorData(
          await service.apply(ctx, { realName: body.real_name, phone: body.phone, channel: body.channel ?? '' }),
        ),
    }),
    defineRoute({
      method: 'POST',
      path: '/distributor/invitees',
      tag: 'distributor',
      summary: `Whom the user invited, masked, with their orders' commissions (myDistributorInvitees); ${sessionNote}`,
      body: z.object(paging),
      data: pageData(
        'invitees',
        z.object({
          id: z.string(),
          masked_name: z.string(),
          joined_at: z.string(),
          order_count: z.number().int(),
          commission_fen: z.number().int(),
        }),
      ),
      handle: async (ctx, { body }) =>
        pageOf('invitees', await service.myInvitees(ctx, pageRequest(body.first, body.after)), (invitee) => ({
          id: String(invitee.id),
          masked_name: invitee.maskedName,
          joined_at: invitee.joinedAt.toISOString(),
          order_count: invitee.orderCount,
          commission_fen: invitee.commissionFen,
        })),
    }),
    defineRoute({
      method: 'POST',
      path: '/distributor/commissions',
      tag: 'distributor',
      summary: `The user's commissions, newest first, optionally of one status (myCommissions); ${sessionNote}`,
      body: z.object({ status: commissionStatus.optional(), ...paging }),
      data: pageData('commissions', commissionData),
      handle: async (ctx, { body }) =>
        pageOf(
          'commissions',
          await service.myCommissions(ctx, body.status ?? null, pageRequest(body.first, body.after)),
          toCommissionData,
        ),
    }),
    defineRoute({
      method: 'POST',
      path: '/admin/distributor/list',
      tag: 'admin-distributor',
      summary: `Applications and distributors, newest first (staffDistributors); ${staffNote}`,
      body: z.object({ status: distributorStatus.optional(), ...paging }),
      data: pageData('distributors', distributorData),
      handle: async (ctx, { body }) =>
        pageOf(
          'distributors',
          await service.staffDistributors(ctx, body.status ?? null, pageRequest(body.first, body.after)),
          toDistributorData,
        ),
    }),
    defineRoute({
      method: 'POST',
      path: '/admin/distributor/approve',
      tag: 'admin-distributor',
      summary: `Approve a submitted application (approveDistributor); ${staffNote}`,
      body: z.object({ id: idText }),
      data: distributorData,
      handle: async (ctx, { body }) => toDistributorData(await service.approve(ctx, parseId(body.id, ['id']))),
    }),
    defineRoute({
      method: 'POST',
      path: '/admin/distributor/reject',
      tag: 'admin-distributor',
      summary: `Reject a submitted application with a reason (rejectDistributor); ${staffNote}`,
      body: z.object({ id: idText, reason: z.string().max(1000) }),
      data: distributorData,
      handle: async (ctx, { body }) =>
        toDistributorData(await service.reject(ctx, parseId(body.id, ['id']), body.reason)),
    }),
    defineRoute({
      method: 'POST',
      path: '/admin/distributor/rate',
      tag: 'admin-distributor',
      summary: `One distributor's own rate in basis points, or null for the default (setDistributorRate); ${staffNote}`,
      body: z.object({ id: idText, rate_bp: z.number().int().nullable() }),
      data: distributorData,
      handle: async (ctx, { body }) =>
        toDistributorData(await service.setDistributorRate(ctx, parseId(body.id, ['id']), body.rate_bp)),
    }),
    defineRoute({
      method: 'POST',
      path: '/admin/distributor/commissions',
      tag: 'admin-distributor',
      summary: `Commissions, newest first, of one distributor or all (staffCommissions); ${staffNote}`,
      body: z.object({ distributor_id: idText.optional(), status: commissionStatus.optional(), ...paging }),
      data: pageData('commissions', commissionData),
      handle: async (ctx, { body }) =>
        pageOf(
          'commissions',
          await service.staffCommissions(
            ctx,
            {
              distributorId:
                body.distributor_id === undefined ? null : parseId(body.distributor_id, ['distributor_id']),
              status: body.status ?? null,
            },
            pageRequest(body.first, body.after),
          ),
          toCommissionData,
        ),
    }),
    defineRoute({
      method: 'GET',
      path: '/admin/commission/settings',
      tag: 'admin-distributor',
      summary: `The default commission rate in basis points (commissionSettings); ${staffNote}`,
      data: z.object({ default_rate_bp: z.number().int() }),
      handle: async (ctx) => ({ default_rate_bp: (await service.commissionSettings(ctx)).defaultRateBp }),
    }),
    defineRoute({
      method: 'POST',
      path: '/admin/commission/settings',
      tag: 'admin-distributor',
      summary: `Sets the default commission rate in basis points, 0..5000 (setCommissionDefaultRate); ${staffNote}`,
      body: z.object({ default_rate_bp: z.number().int() }),
      data: z.object({ default_rate_bp: z.number().int() }),
      handle: async (ctx, { body }) => ({
        default_rate_bp: (await service.setDefaultRate(ctx, body.default_rate_bp)).defaultRateBp,
      }),
    }),
  ];
}
