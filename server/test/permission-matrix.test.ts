import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Product } from '../src/modules/catalog/catalog.entities.js';
import {
  allApiKeyScopes,
  allPermissions,
  can,
  permissionsOfRole,
  type ApiKeyScope,
  type Permission,
  type Role,
} from '../src/platform/auth/index.js';
import { errorCatalogue } from '../src/platform/errors/index.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { createApiKey } from './api-key-steps.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, newKey, placeOrderMutation, setPart } from './order-steps.js';

/**
 * The permission matrix: every permission of the catalogue, through each operation it guards (GraphQL, and the REST
 * façade where the operation has a twin there), called as a visitor, a shopper and each staff role. Exactly the
 * roles the catalogue grants may pass the check; the others must be turned away by it.
 *
 * Operations use ids that don't exist, so a caller who passes the check meets NOT_FOUND (or a validation error)
 * and nothing changes. That also proves the check comes first: were it after the lookup, a caller without the
 * permission would see NOT_FOUND instead of FORBIDDEN, and the test would fail.
 */

const MISSING = '987654321';
const personas = ['visitor', 'shopper', 'support', 'sales', 'admin'] as const;
type Persona = (typeof personas)[number];
const roleOf: Record<Exclude<Persona, 'visitor'>, Role> = {
  shopper: 'buyer',
  support: 'support',
  sales: 'sales',
  admin: 'admin',
};

/** Objects of another user that a test needs to read (a permission that widens what one may see). */
interface Fixtures {
  foreignOrderId: string;
  foreignInquiryId: string;
}

interface Operation {
  /** How the operation is named in a failure message, e.g. `graphql approveOrder`. */
  name: string;
  /**
   * `gate`: callers without the permission get FORBIDDEN. `scope`: the permission widens what one sees, so callers
   * without it get NOT_FOUND for another user's object (as if it did not exist) and callers with it get the object.
   */
  kind: 'gate' | 'scope';
  call: (server: TestServer, headers: Record<string, string>, fixtures: Fixtures) => Promise<Outcome>;
}

/** What a caller got: through the check (`passed`), or the error that stopped them. */
type Outcome = 'passed' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | `broken: ${string}`;

const restCodeOf = (code: 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND') => errorCatalogue[code].restCode;

function graphql(query: string, variables: (fixtures: Fixtures) => Record<string, unknown> = () => ({})) {
  return async (server: TestServer, headers: Record<string, string>, fixtures: Fixtures): Promise<Outcome> => {
    const answer = await server.graphql(query, variables(fixtures), { ...headers, lang: 'en-US' });
    const code = answer.errors?.[0]?.extensions?.code;
    if (code === 'UNAUTHENTICATED' || code === 'FORBIDDEN' || code === 'NOT_FOUND') return code;
    // A malformed operation would answer the same to everyone; it must not pass for a checked one.
    if (code !== undefined || answer.status !== 200)
      return `broken: ${code ?? answer.status} ${answer.errors?.[0]?.message}`;
    return 'passed';
  };
}

function rest(method: 'GET' | 'POST', path: string, body: (fixtures: Fixtures) => Record<string, string> = () => ({})) {
  return async (server: TestServer, headers: Record<string, string>, fixtures: Fixtures): Promise<Outcome> => {
    const fields = body(fixtures);
    const response =
      method === 'GET'
        ? await server.request('GET', `/api${path}?${new URLSearchParams(fields)}`, { headers })
        : await server.request('POST', `/api${path}`, {
            body: JSON.stringify(fields),
            headers: { 'content-type': 'application/json', ...headers },
          });
    return restOutcome(response);
  };
}

/**
 * The outcome of a façade answer: the envelope's code names the error (-201/-202 both mean "not signed in"). An API
 * key without the operation's scope is refused with HTTP 403 and its own code.
 */
async function restOutcome(response: Response): Promise<Outcome> {
  const keyScopeMissing = errorCatalogue.API_KEY_SCOPE_MISSING;
  if (response.status === keyScopeMissing.httpStatus) {
    const { code } = (await response.json()) as { code: number };
    return code === keyScopeMissing.restCode ? 'FORBIDDEN' : `broken: HTTP ${response.status} ${code}`;
  }
  if (response.status !== 200) return `broken: HTTP ${response.status}`;
  const { code, msg } = (await response.json()) as { code: number; msg: string };
  if (code === restCodeOf('UNAUTHENTICATED') || code === -201) return 'UNAUTHENTICATED';
  if (code === restCodeOf('FORBIDDEN')) return 'FORBIDDEN';
  if (code === restCodeOf('NOT_FOUND')) return 'NOT_FOUND';
  if (code === errorCatalogue.INTERNAL.restCode) return `broken: ${code} ${msg}`;
  return 'passed';
}

/** A JSON façade call whose body holds more than strings (numbers, lists). */
function restJson(path: string, body: Record<string, unknown>) {
  return async (server: TestServer, headers: Record<string, string>): Promise<Outcome> =>
    restOutcome(
      await server.request('POST', `/api${path}`, {
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', ...headers },
      }),
    );
}

/** A multipart façade call (routes that take files take their fields this way). */
function restMultipart(path: string, fields: Record<string, string>) {
  return async (server: TestServer, headers: Record<string, string>): Promise<Outcome> => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return restOutcome(await fetch(`${server.url}/api${path}`, { method: 'POST', body: form, headers }));
  };
}

/** A category name in every language (REST spells the languages as locales). */
const matrixNames = { 'zh-CN': '矩阵', 'en-US': 'Matrix', ru: 'Матрица', 'es-ES': 'Matriz' };
/** A part of a maker that does not exist: the part writer refuses it after the permission check. */
const missingPart = {
  makerId: MISSING,
  mpn: 'MATRIX-1',
  categoryId: MISSING,
  package: '0603',
  description: { enUS: 'Matrix part' },
  parameters: [],
  leadTimeDays: 1,
  moq: 1,
  orderIncrement: 1,
  batchNumber: '',
  priceBreaks: [{ minQty: 1, unitPriceMilli: 100 }],
  onShelf: true,
};
const gate = (name: string, call: Operation['call']): Operation => ({ name, kind: 'gate', call });
const scope = (name: string, call: Operation['call']): Operation => ({ name, kind: 'scope', call });
const text = { enUS: 'Matrix' };
const emptyFormula = {
  pcb: {
    setupFen: -5,
    layerBands: [],
    thickness: [],
    material: [],
    surfaceFinish: [],
    copperWeight: [],
    solderMaskColour: [],
    quantityBreaks: [],
  },
  assembly: { setupFen: -5, fenPerThousandSmtJoints: 0, fenPerThousandThtJoints: 0, doubleSidedPerMille: 0 },
};

/** Every permission's operations. A permission of the catalogue without one here fails the test (and the type). */
const operations: Record<Permission, Operation[]> = {
  'order.view_all': [
    gate('graphql staffOrders', graphql('{ staffOrders(first: 1) { __typename } }')),
    gate('graphql staffOrder', graphql(`{ staffOrder(id: "${MISSING}") { __typename } }`)),
    scope(
      "graphql order (another buyer's)",
      graphql('query ($id: ID!) { order(id: $id) { id } }', (f) => ({ id: f.foreignOrderId })),
    ),
    gate('rest /admin/order/list', rest('POST', '/admin/order/list')),
    gate(
      'rest /admin/order/audit',
      rest('POST', '/admin/order/audit', () => ({ id: MISSING })),
    ),
    scope(
      "rest /order/detail (another buyer's)",
      rest('POST', '/order/detail', (f) => ({ id: f.foreignOrderId })),
    ),
  ],
  'order.view_customer_recent': [
    gate('graphql customerRecentOrders', graphql(`{ customerRecentOrders(customerId: "${MISSING}") { id } }`)),
  ],
  'order.approve': [
    gate('graphql approveOrder', graphql(`mutation { approveOrder(input: { id: "${MISSING}" }) { __typename } }`)),
    gate(
      'rest /admin/order/approve',
      rest('POST', '/admin/order/approve', () => ({ id: MISSING })),
    ),
  ],
  'order.reject': [
    gate(
      'graphql rejectOrderApproval',
      graphql(`mutation { rejectOrderApproval(input: { id: "${MISSING}", reason: "Matrix" }) { __typename } }`),
    ),
  ],
  'order.ship': [
    gate(
      'graphql shipOrder',
      graphql(
        `mutation { shipOrder(input: { id: "${MISSING}", carrier: "SF Express", waybillNumber: "SF123456789" }) { __typename } }`,
      ),
    ),
  ],
  'order.add_logistics': [
    gate(
      'graphql addLogisticsEvent',
      graphql(`mutation { addLogisticsEvent(input: { id: "${MISSING}", description: "Matrix" }) { __typename } }`),
    ),
  ],
  'balance.adjust': [
    gate(
      'graphql adjustBalance',
      graphql(
        `mutation { adjustBalance(input: { userId: "${MISSING}", amountFen: 100, reason: "Matrix" }) { __typename } }`,
      ),
    ),
    gate('graphql balanceAdjustments', graphql('{ balanceAdjustments(first: 1) { totalCount } }')),
    gate(
      'graphql balanceAdjustments(customerId)',
      graphql(`{ balanceAdjustments(customerId: "${MISSING}", first: 1) { totalCount } }`),
    ),
  ],
  'remittance.view_all': [gate('graphql remittances', graphql('{ remittances(first: 1) { __typename } }'))],
  'remittance.decide': [
    gate(
      'graphql confirmRemittance',
      graphql(`mutation { confirmRemittance(input: { id: "${MISSING}" }) { __typename } }`),
    ),
    gate(
      'graphql rejectRemittance',
      graphql(`mutation { rejectRemittance(input: { id: "${MISSING}", reason: "Matrix" }) { __typename } }`),
    ),
  ],
  'refund.view_all': [
    gate('graphql staffRefunds', graphql('{ staffRefunds(first: 1) { __typename } }')),
    scope(
      "graphql orderRefunds (another buyer's order)",
      graphql('query ($id: ID!) { orderRefunds(orderId: $id) { id } }', (f) => ({ id: f.foreignOrderId })),
    ),
    gate(
      'rest /admin/refund/list',
      rest('POST', '/admin/refund/list', () => ({ statuses: ['TO_TRANSFER'] }) as never),
    ),
    scope(
      "rest /order/refunds (another buyer's order)",
      rest('POST', '/order/refunds', (f) => ({ order_id: f.foreignOrderId })),
    ),
  ],
  'refund.transfer': [
    gate(
      'graphql transferRefundInstead',
      graphql(`mutation { transferRefundInstead(input: { id: "${MISSING}" }) { __typename } }`),
    ),
    gate(
      'rest /admin/refund/confirm-transfer',
      restMultipart('/admin/refund/confirm-transfer', { refund_id: MISSING }),
    ),
  ],
  'invoice.issue': [
    gate(
      'graphql issueInvoice',
      graphql(
        `mutation { issueInvoice(input: { orderId: "${MISSING}", invoiceNumber: "INV-123456" }) { __typename } }`,
      ),
    ),
    gate(
      'graphql staffInvoiceRequests',
      graphql('{ staffInvoiceRequests(status: REQUESTED, search: "CM", first: 1) { totalCount } }'),
    ),
  ],
  'chat.handle': [
    gate('graphql chatQueue', graphql('{ chatQueue { id } }')),
    gate('graphql myChatAssignments', graphql('{ myChatAssignments { id } }')),
    gate(
      'graphql claimChatConversation',
      graphql(`mutation { claimChatConversation(input: { conversationId: "${MISSING}" }) { __typename } }`),
    ),
    gate(
      'graphql transferChatConversation',
      graphql(`mutation { transferChatConversation(input: { conversationId: "${MISSING}" }) { __typename } }`),
    ),
  ],
  'chat.view_history': [
    gate(
      'graphql customerChatHistory',
      graphql(`{ customerChatHistory(customerId: "${MISSING}", first: 1) { totalCount } }`),
    ),
    gate(
      'rest /admin/chat/customer-history',
      rest('POST', '/admin/chat/customer-history', () => ({ customerId: MISSING })),
    ),
  ],
  'message.broadcast': [
    gate(
      'graphql sendPlatformMessage',
      graphql(
        `mutation { sendPlatformMessage(input: { userIds: ["${MISSING}"], title: "Matrix", body: "Matrix" }) { __typename } }`,
      ),
    ),
    gate('graphql broadcasts', graphql('{ broadcasts(first: 1) { totalCount } }')),
    gate(
      'graphql broadcastAudienceSize',
      graphql('{ broadcastAudienceSize(audience: { audience: ORDERED_WITHIN, orderedWithinDays: 30 }) }'),
    ),
    gate(
      'graphql sendBroadcast',
      graphql(
        `mutation { sendBroadcast(input: { audience: LISTED, userIds: ["${MISSING}"], title: "Matrix", body: "Matrix" }) { __typename } }`,
      ),
    ),
  ],
  'content.edit': [
    gate('graphql staffContent(ANNOUNCEMENT)', graphql('{ staffContent(kind: ANNOUNCEMENT) { id } }')),
    gate(
      'graphql saveContent(ARTICLE)',
      graphql('mutation ($input: SaveContentInput!) { saveContent(input: $input) { __typename } }', () => ({
        input: { kind: 'ARTICLE', id: MISSING, title: text, body: text, published: false },
      })),
    ),
    gate(
      'graphql setContentPublished(AGREEMENT)',
      graphql(
        `mutation { setContentPublished(input: { kind: AGREEMENT, id: "${MISSING}", published: true }) { __typename } }`,
      ),
    ),
  ],
  'content.edit_faq': [
    gate('graphql staffContent(FAQ)', graphql('{ staffContent(kind: FAQ) { id } }')),
    gate(
      'graphql saveContent(FAQ)',
      graphql('mutation ($input: SaveContentInput!) { saveContent(input: $input) { __typename } }', () => ({
        input: { kind: 'FAQ', id: MISSING, title: text, body: text, category: 'ORDERING', published: false },
      })),
    ),
    gate(
      'graphql setContentPublished(FAQ)',
      graphql(
        `mutation { setContentPublished(input: { kind: FAQ, id: "${MISSING}", published: true }) { __typename } }`,
      ),
    ),
  ],
  'feedback.view_all': [gate('graphql staffFeedback', graphql('{ staffFeedback(first: 1) { id } }'))],
  'feedback.reply': [
    gate(
      'graphql replyToFeedback',
      graphql(`mutation { replyToFeedback(input: { id: "${MISSING}", reply: "Matrix" }) { __typename } }`),
    ),
  ],
  'inquiry.view_all': [
    gate('graphql inquiryQueue', graphql('{ inquiryQueue { id } }')),
    scope(
      "graphql inquiry (another buyer's)",
      graphql('query ($id: ID!) { inquiry(id: $id) { id } }', (f) => ({ id: f.foreignInquiryId })),
    ),
    gate('rest /inquiry/queue', rest('GET', '/inquiry/queue')),
    scope(
      "rest /inquiry/detail (another buyer's)",
      rest('GET', '/inquiry/detail', (f) => ({ id: f.foreignInquiryId })),
    ),
  ],
  'inquiry.claim': [
    gate('graphql claimInquiry', graphql(`mutation { claimInquiry(id: "${MISSING}") { __typename } }`)),
    gate(
      'rest /inquiry/claim',
      rest('POST', '/inquiry/claim', () => ({ id: MISSING })),
    ),
  ],
  'inquiry.quote': [
    gate(
      'graphql replyInquiry',
      graphql(`mutation { replyInquiry(input: { id: "${MISSING}", reply: "Matrix" }) { __typename } }`),
    ),
    gate('graphql inquiryBomDraft', graphql(`{ inquiryBomDraft(id: "${MISSING}") { __typename } }`)),
    gate('rest /inquiry/reply', restMultipart('/inquiry/reply', { id: MISSING, reply: 'Matrix' })),
  ],
  'service.price_view': [gate('graphql servicePriceFormula', graphql('{ servicePriceFormula { __typename } }'))],
  'service.price_edit': [
    gate(
      'graphql updateServicePriceFormula',
      // A formula the service refuses (negative fees): who may edit gets userErrors, and nothing changes.
      graphql(
        'mutation ($input: UpdateServicePriceFormulaInput!) { updateServicePriceFormula(input: $input) { __typename } }',
        () => ({ input: emptyFormula }),
      ),
    ),
  ],
  'account_cancellation.view_all': [
    gate('graphql accountCancellationRequests', graphql('{ accountCancellationRequests { id } }')),
  ],
  'account_cancellation.review': [
    gate(
      'graphql decideAccountCancellation',
      graphql(
        `mutation { decideAccountCancellation(input: { id: "${MISSING}", decision: START_REVIEW }) { __typename } }`,
      ),
    ),
  ],
  'after_sale.view_all': [
    gate('graphql staffAfterSaleRequests', graphql('{ staffAfterSaleRequests(first: 1) { totalCount } }')),
    gate(
      'graphql staffAfterSaleRequests(customerId)',
      graphql(`{ staffAfterSaleRequests(filter: { customerId: "${MISSING}" }) { totalCount } }`),
    ),
    gate(
      'graphql staffAfterSaleRequests(filter)',
      graphql('{ staffAfterSaleRequests(filter: { olderThanHours: 1, search: "AS" }) { totalCount } }'),
    ),
    gate('rest /admin/after-sale/list', rest('POST', '/admin/after-sale/list')),
  ],
  'after_sale.review': [
    gate(
      'graphql approveAfterSale',
      graphql(`mutation { approveAfterSale(input: { id: "${MISSING}" }) { __typename } }`),
    ),
    gate(
      'graphql rejectAfterSale',
      graphql(`mutation { rejectAfterSale(input: { id: "${MISSING}", reason: "Matrix" }) { __typename } }`),
    ),
    gate(
      'graphql requestAfterSaleProof',
      graphql(`mutation { requestAfterSaleProof(input: { id: "${MISSING}", note: "Matrix" }) { __typename } }`),
    ),
    gate(
      'rest /admin/after-sale/approve',
      rest('POST', '/admin/after-sale/approve', () => ({ id: MISSING })),
    ),
    gate(
      'rest /admin/after-sale/reject',
      rest('POST', '/admin/after-sale/reject', () => ({ id: MISSING, reason: 'Matrix' })),
    ),
    gate(
      'rest /admin/after-sale/request-proof',
      rest('POST', '/admin/after-sale/request-proof', () => ({ id: MISSING, note: 'Matrix' })),
    ),
  ],
  'after_sale.receive': [
    gate(
      'graphql receiveAfterSaleReturn',
      graphql(`mutation { receiveAfterSaleReturn(input: { id: "${MISSING}", goodsFine: true }) { __typename } }`),
    ),
    gate(
      'rest /admin/after-sale/receive',
      rest('POST', '/admin/after-sale/receive', () => ({ id: MISSING, goods_fine: true }) as never),
    ),
  ],
  'after_sale.refund': [
    gate(
      'graphql issueAfterSaleRefund',
      graphql(`mutation { issueAfterSaleRefund(input: { id: "${MISSING}" }) { __typename } }`),
    ),
    gate(
      'rest /admin/after-sale/refund',
      rest('POST', '/admin/after-sale/refund', () => ({ id: MISSING })),
    ),
  ],
  'after_sale.ship': [
    gate(
      'graphql shipAfterSaleReplacement',
      graphql(
        `mutation { shipAfterSaleReplacement(input: { id: "${MISSING}", carrier: "SF", waybillNumber: "SF123456789012" }) { __typename } }`,
      ),
    ),
    gate(
      'rest /admin/after-sale/ship',
      rest('POST', '/admin/after-sale/ship', () => ({ id: MISSING, carrier: 'SF', waybill_number: 'SF123456789012' })),
    ),
  ],
  'order.cancel_paid': [
    gate(
      'graphql cancelPaidOrder',
      graphql(`mutation { cancelPaidOrder(input: { orderId: "${MISSING}", reason: "Matrix" }) { __typename } }`),
    ),
    gate(
      'rest /admin/order/cancel-paid',
      rest('POST', '/admin/order/cancel-paid', () => ({ order_id: MISSING, reason: 'Matrix' })),
    ),
  ],
  // Points and membership (read under promotion.view).
  'promotion.view': [
    gate('graphql staffUserPoints', graphql(`{ staffUserPoints(userId: "${MISSING}") { balance } }`)),
    gate(
      'graphql staffUserPointsEntries',
      graphql(`{ staffUserPointsEntries(userId: "${MISSING}", first: 1) { totalCount } }`),
    ),
    gate('graphql staffMembership', graphql(`{ staffMembership(userId: "${MISSING}") { growth } }`)),
    gate('graphql membershipPlans(includeInactive)', graphql('{ membershipPlans(includeInactive: true) { code } }')),
    gate(
      'rest /admin/points/user',
      rest('GET', '/admin/points/user', () => ({ user_id: MISSING })),
    ),
    gate(
      'rest /admin/points/entries',
      rest('GET', '/admin/points/entries', () => ({ user_id: MISSING })),
    ),
    gate(
      'rest /admin/member/user',
      rest('GET', '/admin/member/user', () => ({ user_id: MISSING })),
    ),
    gate('rest /admin/member/plans', rest('GET', '/admin/member/plans')),
    // Coupons.
    gate('graphql staffCouponTemplates', graphql('{ staffCouponTemplates(first: 1) { totalCount } }')),
    gate('graphql staffCouponTemplate', graphql(`{ staffCouponTemplate(id: "${MISSING}") { id } }`)),
    gate(
      'graphql staffDiscountCodes',
      graphql(`{ staffDiscountCodes(templateId: "${MISSING}", first: 1) { totalCount } }`),
    ),
    gate(
      'graphql staffCouponClaims',
      graphql(`{ staffCouponClaims(templateId: "${MISSING}", first: 1) { totalCount } }`),
    ),
    gate('rest /admin/coupon/templates', rest('GET', '/admin/coupon/templates')),
    gate(
      'rest /admin/coupon/template',
      rest('GET', '/admin/coupon/template', () => ({ id: MISSING })),
    ),
    gate(
      'rest /admin/coupon/codes',
      rest('GET', '/admin/coupon/codes', () => ({ template_id: MISSING })),
    ),
    gate(
      'rest /admin/coupon/claims',
      rest('GET', '/admin/coupon/claims', () => ({ template_id: MISSING })),
    ),
  ],
  'points.manage': [
    gate(
      'graphql updatePointsRules',
      graphql(`
        mutation {
          updatePointsRules(
            input: {
              pointsPerYuan: 1
              reviewPoints: 20
              reviewPhotoPoints: 10
              fenPerPoint: 1
              maxDeductionPercent: 50
              validityMonths: 0
            }
          ) {
            userErrors {
              code
            }
          }
        }
      `),
    ),
    gate(
      'graphql adjustPoints',
      graphql(`mutation { adjustPoints(input: { userId: "${MISSING}", points: 5, reason: "Matrix" }) { balance } }`),
    ),
    gate(
      'rest /admin/points/rules',
      restJson('/admin/points/rules', {
        points_per_yuan: 1,
        review_points: 20,
        review_photo_points: 10,
        fen_per_point: 1,
        max_deduction_percent: 50,
        validity_months: 0,
      }),
    ),
    gate('rest /admin/points/adjust', restJson('/admin/points/adjust', { user_id: MISSING, points: 5, reason: 'M' })),
  ],
  'membership.manage': [
    gate(
      'graphql saveMembershipLevels',
      graphql('mutation { saveMembershipLevels(input: { levels: [] }) { userErrors { code } } }'),
    ),
    gate(
      'graphql saveMembershipPlan',
      graphql(`
        mutation {
          saveMembershipPlan(input: { code: "MATRIX", priceFen: 100, active: true }) {
            userErrors {
              code
            }
          }
        }
      `),
    ),
    gate('rest /admin/member/levels', restJson('/admin/member/levels', { levels: [] })),
    gate('rest /admin/member/plan', restJson('/admin/member/plan', { code: 'MATRIX', price_fen: 100, active: true })),
  ],
  // Coupons and discount codes.
  'coupon.manage': [
    gate(
      'graphql saveCouponTemplate',
      graphql(
        `mutation { saveCouponTemplate(input: { id: "${MISSING}", title: "Matrix", discountKind: AMOUNT_OFF, amountOffFen: 100, scopeKind: ALL, validDays: 1 }) { __typename } }`,
      ),
    ),
    gate(
      'graphql setCouponTemplateStatus',
      graphql(
        `mutation { setCouponTemplateStatus(input: { templateId: "${MISSING}", status: PAUSED }) { __typename } }`,
      ),
    ),
    gate(
      'graphql issueCoupons',
      graphql(
        `mutation { issueCoupons(input: { templateId: "${MISSING}", segment: USERS, userIds: ["${MISSING}"] }) { __typename } }`,
      ),
    ),
    gate(
      'graphql createDiscountCodes',
      graphql(`mutation { createDiscountCodes(input: { templateId: "${MISSING}", count: 1 }) { __typename } }`),
    ),
    gate(
      'rest /admin/coupon/template/save',
      rest(
        'POST',
        '/admin/coupon/template/save',
        () =>
          ({
            id: MISSING,
            title: 'Matrix',
            discount_kind: 'AMOUNT_OFF',
            amount_off_fen: 100,
            scope_kind: 'ALL',
            valid_days: 1,
          }) as never,
      ),
    ),
    gate(
      'rest /admin/coupon/template/status',
      rest('POST', '/admin/coupon/template/status', () => ({ template_id: MISSING, status: 'PAUSED' })),
    ),
    gate(
      'rest /admin/coupon/issue',
      rest(
        'POST',
        '/admin/coupon/issue',
        () => ({ template_id: MISSING, segment: 'USERS', user_ids: [MISSING] }) as never,
      ),
    ),
    gate(
      'rest /admin/coupon/codes/create',
      rest('POST', '/admin/coupon/codes/create', () => ({ template_id: MISSING, count: 1 }) as never),
    ),
  ],
  // A coupon template that does not exist: past the check the change is refused, so nothing changes.
  'invitation.manage': [
    gate(
      'graphql updateInvitationRewards',
      graphql(
        `mutation { updateInvitationRewards(input: { kind: COUPON, couponTemplateId: "${MISSING}" }) { userErrors { code } } }`,
      ),
    ),
    gate(
      'rest /admin/invitation/rewards',
      rest('POST', '/admin/invitation/rewards', () => ({ kind: 'COUPON', coupon_template_id: MISSING })),
    ),
  ],
  'catalog.view': [
    gate('graphql staffParts', graphql('{ staffParts(first: 1, filter: { shelf: OFF_SHELF }) { totalCount } }')),
    gate('graphql staffPart', graphql(`{ staffPart(id: "${MISSING}") { id } }`)),
    gate('graphql staffCategories', graphql('{ staffCategories { id } }')),
    gate('graphql staffMakers', graphql('{ staffMakers { id } }')),
    gate('graphql partStock', graphql(`{ partStock(productId: "${MISSING}") }`)),
    gate('graphql partStockHistory', graphql(`{ partStockHistory(productId: "${MISSING}") { totalCount } }`)),
    gate(
      'rest /admin/catalog/parts',
      rest('GET', '/admin/catalog/parts', () => ({ shelf: 'OFF_SHELF' })),
    ),
    gate(
      'rest /admin/catalog/part',
      rest('GET', '/admin/catalog/part', () => ({ id: MISSING })),
    ),
    gate('rest /admin/catalog/categories', rest('GET', '/admin/catalog/categories')),
    gate('rest /admin/catalog/makers', rest('GET', '/admin/catalog/makers')),
  ],
  // A part, image, category or maker that does not exist (or a maker that does not): past the check nothing changes.
  'catalog.edit': [
    gate(
      'graphql saveStaffPart',
      graphql('mutation ($input: SavePartInput!) { saveStaffPart(input: $input) { userErrors { code } } }', () => ({
        input: { ...missingPart, id: MISSING },
      })),
    ),
    gate(
      'graphql setStaffPartShelf',
      graphql(
        `mutation { setStaffPartShelf(input: { partId: "${MISSING}", onShelf: false }) { userErrors { code } } }`,
      ),
    ),
    gate(
      'graphql reorderStaffPartImages',
      graphql(
        `mutation { reorderStaffPartImages(input: { partId: "${MISSING}", imageIds: [] }) { userErrors { code } } }`,
      ),
    ),
    gate(
      'graphql removeStaffPartImage',
      graphql(`mutation { removeStaffPartImage(input: { imageId: "${MISSING}" }) { userErrors { code } } }`),
    ),
    gate(
      'graphql createStaffCategory',
      graphql(
        `mutation { createStaffCategory(input: { parentId: "${MISSING}", name: { zhCN: "矩阵", enUS: "Matrix", ru: "Матрица", esES: "Matriz" } }) { userErrors { code } } }`,
      ),
    ),
    gate(
      'graphql renameStaffCategory',
      graphql(
        `mutation { renameStaffCategory(input: { categoryId: "${MISSING}", name: { zhCN: "矩阵", enUS: "Matrix", ru: "Матрица", esES: "Matriz" } }) { userErrors { code } } }`,
      ),
    ),
    gate(
      'graphql moveStaffCategory',
      graphql(
        `mutation { moveStaffCategory(input: { categoryId: "${MISSING}", position: 0 }) { userErrors { code } } }`,
      ),
    ),
    gate(
      'graphql setStaffCategoryParameters',
      graphql(
        `mutation { setStaffCategoryParameters(input: { categoryId: "${MISSING}", parameters: [] }) { userErrors { code } } }`,
      ),
    ),
    gate(
      'graphql saveStaffMaker',
      graphql(
        `mutation { saveStaffMaker(input: { id: "${MISSING}", name: "Matrix Maker", country: "CN", description: {}, featured: false }) { userErrors { code } } }`,
      ),
    ),
    gate('rest /admin/catalog/part/save', restJson('/admin/catalog/part/save', { ...missingPart, id: MISSING })),
    gate('rest /admin/catalog/part/shelf', restJson('/admin/catalog/part/shelf', { id: MISSING, onShelf: false })),
    gate('rest /admin/catalog/part/image', restMultipart('/admin/catalog/part/image', { id: MISSING })),
    gate(
      'rest /admin/catalog/part/images/order',
      restJson('/admin/catalog/part/images/order', { id: MISSING, imageIds: [] }),
    ),
    gate('rest /admin/catalog/part/image/remove', restJson('/admin/catalog/part/image/remove', { imageId: MISSING })),
    gate(
      'rest /admin/catalog/category/create',
      restJson('/admin/catalog/category/create', { parentId: MISSING, name: matrixNames }),
    ),
    gate(
      'rest /admin/catalog/category/rename',
      restJson('/admin/catalog/category/rename', { categoryId: MISSING, name: matrixNames }),
    ),
    gate(
      'rest /admin/catalog/category/move',
      restJson('/admin/catalog/category/move', { categoryId: MISSING, position: 0 }),
    ),
    gate(
      'rest /admin/catalog/category/parameters',
      restJson('/admin/catalog/category/parameters', { categoryId: MISSING, parameters: [] }),
    ),
    gate(
      'rest /admin/catalog/maker/save',
      restJson('/admin/catalog/maker/save', {
        id: MISSING,
        name: 'Matrix Maker',
        country: 'CN',
        description: {},
        featured: false,
      }),
    ),
  ],
  'stock.adjust': [
    gate(
      'graphql adjustStock',
      graphql(`mutation { adjustStock(input: { productId: "${MISSING}", reason: RECEIVED, quantity: 1 }) { stock } }`),
    ),
  ],
  'catalog.import': [
    gate('graphql catalogImport', graphql(`{ catalogImport(id: "${MISSING}") { id } }`)),
    gate('graphql catalogImportPreview', graphql(`{ catalogImportPreview(importId: "${MISSING}") { validCount } }`)),
    gate(
      'graphql mapCatalogImport',
      graphql(
        `mutation { mapCatalogImport(input: { importId: "${MISSING}", headerRow: 0, mapping: [] }) { __typename } }`,
      ),
    ),
    gate(
      'graphql startCatalogImport',
      graphql(`mutation { startCatalogImport(importId: "${MISSING}") { __typename } }`),
    ),
    // Without a file the upload meets IMPORT_EMPTY after the check.
    gate('rest /admin/catalog/import/upload', restMultipart('/admin/catalog/import/upload', {})),
    gate('rest /admin/catalog/export', async (server, headers) => {
      const response = await server.request('GET', `/api/admin/catalog/export?makerId=${MISSING}`, { headers });
      // The export is an XLSX download once the check passed; an envelope means it was refused.
      if (response.headers.get('content-type')?.includes('spreadsheetml')) return 'passed';
      return restOutcome(response);
    }),
  ],
  'customer.view': [
    gate('graphql staffCustomers', graphql('{ staffCustomers(first: 1) { totalCount } }')),
    gate('graphql staffCustomer', graphql(`{ staffCustomer(id: "${MISSING}") { balanceFen } }`)),
    gate('graphql customerCart', graphql(`{ customerCart(customerId: "${MISSING}") { lineCount } }`)),
  ],
  'customer.disable': [
    gate(
      'graphql disableCustomer',
      graphql(
        `mutation { disableCustomer(input: { customerId: "${MISSING}", reason: "Matrix" }) { userErrors { code } } }`,
      ),
    ),
    gate(
      'graphql enableCustomer',
      graphql(
        `mutation { enableCustomer(input: { customerId: "${MISSING}", reason: "Matrix" }) { userErrors { code } } }`,
      ),
    ),
  ],
  'staff.manage': [
    gate('graphql staffMembers', graphql('{ staffMembers { id } }')),
    gate(
      'graphql createStaffAccount',
      // An invalid username: a caller let through meets the form's error, and no account is made.
      graphql('mutation { createStaffAccount(input: { username: "-", roles: [SALES] }) { userErrors { code } } }'),
    ),
    gate(
      'graphql setStaffRoles',
      graphql(`mutation { setStaffRoles(input: { userId: "${MISSING}", roles: [SALES] }) { userErrors { code } } }`),
    ),
    gate(
      'graphql disableStaffAccount',
      graphql(
        `mutation { disableStaffAccount(input: { userId: "${MISSING}", reason: "Matrix" }) { userErrors { code } } }`,
      ),
    ),
    gate(
      'graphql enableStaffAccount',
      graphql(
        `mutation { enableStaffAccount(input: { userId: "${MISSING}", reason: "Matrix" }) { userErrors { code } } }`,
      ),
    ),
  ],
  'audit.view': [gate('graphql staffAuditEntries', graphql('{ staffAuditEntries(first: 1) { totalCount } }'))],
  'dashboard.view': [gate('graphql dashboard', graphql('{ dashboard { today { ordersPlaced } } }'))],
  'activity.view': [
    gate('graphql staffActivities', graphql('{ staffActivities { totalCount } }')),
    // Flash sales: a session that does not exist.
    gate('graphql staffFlashSaleSession', graphql(`{ staffFlashSaleSession(id: "${MISSING}") { soldTotal } }`)),
    gate('graphql staffGroupBuyOffers', graphql('{ staffGroupBuyOffers { groupsOpen } }')),
    gate('graphql staffBargainOffers', graphql('{ staffBargainOffers { offer { id } } }')),
    gate('graphql staffLuckyDraws', graphql('{ staffLuckyDraws(kind: BLIND_BOX) { id progress { records } } }')),
  ],
  'activity.manage': [
    ...(['startActivity', 'pauseActivity', 'resumeActivity', 'endActivity'] as const).map((name) =>
      gate(
        `graphql ${name}`,
        graphql(`mutation($id: ID!) { ${name}(id: $id) { activity { id } userErrors { code } } }`, () => ({
          id: MISSING,
        })),
      ),
    ),
    // Flash sales: a part or a session that does not exist, so past the check nothing is created or changed.
    gate(
      'graphql createFlashSaleSession',
      graphql(
        `mutation { createFlashSaleSession(input: { title: "Matrix", startsAt: "2030-01-01T10:00:00Z", endsAt: "2030-01-01T11:00:00Z", items: [{ productId: "${MISSING}", salePriceMilli: 1, stock: 1, perUserLimit: 1 }] }) { userErrors { code } } }`,
      ),
    ),
    gate(
      'graphql updateFlashSaleSession',
      graphql(
        `mutation { updateFlashSaleSession(input: { id: "${MISSING}", title: "Matrix" }) { userErrors { code } } }`,
      ),
    ),
    // A part that does not exist: refused after the check, so nothing is created.
    gate(
      'graphql createGroupBuyOffer',
      graphql(
        `
          mutation ($input: CreateGroupBuyOfferInput!) {
            createGroupBuyOffer(input: $input) {
              offer {
                groupsOpen
              }
              userErrors {
                code
              }
            }
          }
        `,
        () => ({
          input: {
            title: 'Matrix',
            startsAt: '2030-01-01T00:00:00.000Z',
            endsAt: '2030-01-02T00:00:00.000Z',
            productId: MISSING,
            groupPriceMilli: 100,
            quantity: 1,
            groupSize: 2,
            timeLimitMinutes: 60,
            perUserLimit: 1,
          },
        }),
      ),
    ),
    gate(
      'graphql updateGroupBuyOffer',
      graphql(
        `
          mutation ($input: UpdateGroupBuyOfferInput!) {
            updateGroupBuyOffer(input: $input) {
              offer {
                groupsOpen
              }
              userErrors {
                code
              }
            }
          }
        `,
        () => ({ input: { offerId: MISSING, perUserLimit: 2 } }),
      ),
    ),
    // A part that does not exist, and an offer that does not exist: past the check nothing is created or changed.
    ...(['createBargainOffer', 'updateBargainOffer'] as const).map((name) =>
      gate(
        `graphql ${name}`,
        graphql(
          `mutation($input: ${name[0]!.toUpperCase()}${name.slice(1)}Input!) { ${name}(input: $input) { userErrors { code } } }`,
          () => ({
            input: {
              ...(name === 'updateBargainOffer' ? { id: MISSING } : {}),
              title: 'Matrix',
              startsAt: '2030-01-01T00:00:00.000Z',
              endsAt: '2030-01-02T00:00:00.000Z',
              productId: MISSING,
              quantity: 1,
              startPriceMilli: 1000,
              floorPriceMilli: 500,
              expectedCuts: 5,
              timeLimitMinutes: 60,
              perUserLimit: 1,
            },
          }),
        ),
      ),
    ),
    // Lucky draws: a part or a campaign that does not exist, so past the check nothing is created or changed.
    ...(
      [
        ['createFreeOrderCampaign', 'CreateFreeOrderCampaignInput', luckyDrawCreation('parts')],
        ['createBlindBox', 'CreateBlindBoxInput', luckyDrawCreation('prizes')],
        ['updateFreeOrderCampaign', 'UpdateFreeOrderCampaignInput', { id: MISSING, title: 'Nothing' }],
        ['updateBlindBox', 'UpdateBlindBoxInput', { id: MISSING, title: 'Nothing' }],
      ] as const
    ).map(([name, type, input]) =>
      gate(
        `graphql ${name}`,
        graphql(
          `mutation($input: ${type}!) { ${name}(input: $input) { luckyDraw { id } userErrors { code } } }`,
          () => ({
            input,
          }),
        ),
      ),
    ),
  ],
  'withdrawal.view': [
    gate('graphql withdrawalQueue', graphql('{ withdrawalQueue(first: 1) { totalCount } }')),
    gate('rest /admin/withdrawal/list', rest('POST', '/admin/withdrawal/list')),
  ],
  'withdrawal.review': [
    ...(['startWithdrawalReview', 'approveWithdrawal'] as const).map((name) =>
      gate(
        `graphql ${name}`,
        graphql(`mutation($id: ID!) { ${name}(id: $id) { userErrors { code } } }`, () => ({ id: MISSING })),
      ),
    ),
    gate(
      'graphql rejectWithdrawal',
      graphql(`mutation { rejectWithdrawal(input: { id: "${MISSING}", reason: "Matrix" }) { userErrors { code } } }`),
    ),
    ...(['review', 'approve'] as const).map((name) =>
      gate(
        `rest /admin/withdrawal/${name}`,
        rest('POST', `/admin/withdrawal/${name}`, () => ({ id: MISSING })),
      ),
    ),
    gate(
      'rest /admin/withdrawal/reject',
      rest('POST', '/admin/withdrawal/reject', () => ({ id: MISSING, reason: 'Matrix' })),
    ),
  ],
  'ledger.reconcile': [
    gate('graphql ledgerReconciliation', graphql('{ ledgerReconciliation(days: 2) { balanced } }')),
    gate('rest /admin/ledger/reconciliation', restJson('/admin/ledger/reconciliation', { days: 2 })),
  ],
  // Distributors: ids that do not exist, so past the check nothing changes.
  'distributor.view': [
    gate('graphql staffDistributors', graphql('{ staffDistributors(first: 1) { totalCount } }')),
    gate('graphql staffDistributor', graphql(`{ staffDistributor(id: "${MISSING}") { id } }`)),
    gate('graphql staffCommissions', graphql('{ staffCommissions(first: 1) { totalCount } }')),
    gate('graphql commissionSettings', graphql('{ commissionSettings { defaultRateBp } }')),
    gate('rest /admin/distributor/list', rest('POST', '/admin/distributor/list')),
    gate('rest /admin/distributor/commissions', rest('POST', '/admin/distributor/commissions')),
    gate('rest GET /admin/commission/settings', rest('GET', '/admin/commission/settings')),
  ],
  'distributor.review': [
    gate(
      'graphql approveDistributor',
      graphql(`mutation { approveDistributor(input: { id: "${MISSING}" }) { userErrors { code } } }`),
    ),
    gate(
      'graphql rejectDistributor',
      graphql(`mutation { rejectDistributor(input: { id: "${MISSING}", reason: "x" }) { userErrors { code } } }`),
    ),
    gate(
      'rest /admin/distributor/approve',
      rest('POST', '/admin/distributor/approve', () => ({ id: MISSING })),
    ),
    gate(
      'rest /admin/distributor/reject',
      rest('POST', '/admin/distributor/reject', () => ({ id: MISSING, reason: 'x' })),
    ),
  ],
  // An out-of-range rate for the default (refused past the check); a distributor that does not exist.
  'commission.manage': [
    gate(
      'graphql setCommissionDefaultRate',
      graphql('mutation { setCommissionDefaultRate(input: { defaultRateBp: -1 }) { userErrors { code } } }'),
    ),
    gate(
      'graphql setDistributorRate',
      graphql(`mutation { setDistributorRate(input: { id: "${MISSING}", rateBp: 100 }) { userErrors { code } } }`),
    ),
    gate(
      'rest /admin/distributor/rate',
      rest('POST', '/admin/distributor/rate', () => ({ id: MISSING, rate_bp: 100 }) as never),
    ),
    gate(
      'rest /admin/commission/settings',
      rest('POST', '/admin/commission/settings', () => ({ default_rate_bp: -1 }) as never),
    ),
  ],
};

/** A free-order campaign or blind box whose only part does not exist. */
function luckyDrawCreation(prizes: 'parts' | 'prizes') {
  return {
    title: 'Nothing',
    startsAt: '2030-01-01T00:00:00.000Z',
    endsAt: '2030-01-02T00:00:00.000Z',
    dailyLimit: 1,
    [prizes]: [{ kind: 'PART', productId: MISSING, weight: 1, stock: 1 }],
  };
}

/** What the catalogue says each persona must get from an operation. */
/**
 * Every API key scope's operations (called with ids that don't exist, like the staff ones): a key gets through only
 * with the scope, a session of the key's owner always, a visitor only to the catalog.
 */
const keyScopeOperations: Record<ApiKeyScope, Operation[]> = {
  'catalog:read': [
    gate('graphql products', graphql('{ products(first: 1) { edges { node { id } } } }')),
    gate('graphql product', graphql(`{ product(id: "${MISSING}") { id } }`)),
    gate('graphql categories', graphql('{ categories { id } }')),
    gate('rest /goods/categories', rest('GET', '/goods/categories')),
    gate(
      'rest /goods/detail',
      rest('GET', '/goods/detail', () => ({ id: MISSING })),
    ),
  ],
  'orders:read': [
    gate('graphql myOrders', graphql('{ myOrders(first: 1) { totalCount } }')),
    gate('graphql order', graphql(`{ order(id: "${MISSING}") { id } }`)),
    gate(
      'rest /order/detail',
      rest('POST', '/order/detail', () => ({ id: MISSING })),
    ),
  ],
  'orders:write': [
    gate(
      'graphql cancelOrder',
      graphql(`mutation { cancelOrder(input: { id: "${MISSING}", reason: "Matrix" }) { __typename } }`),
    ),
    gate('graphql confirmReceipt', graphql(`mutation { confirmReceipt(input: { id: "${MISSING}" }) { __typename } }`)),
    gate(
      'rest /order/cancel',
      rest('POST', '/order/cancel', () => ({ id: MISSING, reason: 'Matrix' })),
    ),
  ],
  bom: [
    gate('graphql myBomProjects', graphql('{ myBomProjects { id } }')),
    gate('graphql bomProject', graphql(`{ bomProject(id: "${MISSING}") { id } }`)),
    gate('rest /bom/project/list', rest('GET', '/bom/project/list')),
    gate(
      'graphql repriceBomProject',
      graphql(`mutation { repriceBomProject(input: { id: "${MISSING}" }) { __typename } }`),
    ),
    gate(
      'graphql shareBomProject',
      graphql(`mutation { shareBomProject(input: { id: "${MISSING}" }) { __typename } }`),
    ),
    gate(
      'graphql revokeBomProjectShare',
      graphql(`mutation { revokeBomProjectShare(input: { id: "${MISSING}" }) { __typename } }`),
    ),
    gate(
      'graphql renameBomProject',
      graphql(`mutation { renameBomProject(input: { id: "${MISSING}", name: "Matrix" }) { __typename } }`),
    ),
    gate(
      'rest /bom/project/reprice',
      rest('POST', '/bom/project/reprice', () => ({ id: MISSING })),
    ),
    gate(
      'rest /bom/project/share',
      rest('POST', '/bom/project/share', () => ({ id: MISSING })),
    ),
  ],
};

const keyCallers = ['visitor', 'session', 'key with the scope', 'key with every other scope'] as const;
type KeyCaller = (typeof keyCallers)[number];

function expectedForKey(keyScope: ApiKeyScope, caller: KeyCaller): Outcome {
  if (caller === 'visitor') return keyScope === 'catalog:read' ? 'passed' : 'UNAUTHENTICATED';
  return caller === 'key with every other scope' ? 'FORBIDDEN' : 'passed';
}

function expected(permission: Permission, operation: Operation, persona: Persona): Outcome {
  if (persona === 'visitor') return 'UNAUTHENTICATED';
  if (permissionsOfRole[roleOf[persona]].includes(permission)) return 'passed';
  return operation.kind === 'gate' ? 'FORBIDDEN' : 'NOT_FOUND';
}

describe('the permission catalogue', () => {
  it('has operations in the matrix for every permission, and no others', () => {
    const covered = Object.keys(operations).filter((permission) => operations[permission as Permission].length > 0);
    expect(covered.sort()).toEqual([...allPermissions].sort());
  });

  it('grants each permission to the roles that had it before the catalogue (change both on purpose, or neither)', () => {
    const rolesOf = Object.fromEntries(
      allPermissions.map((permission) => [
        permission,
        (Object.keys(permissionsOfRole) as Role[]).filter((role) => permissionsOfRole[role].includes(permission)),
      ]),
    );
    const salesAdmin = ['sales', 'admin'];
    const supportAdmin = ['support', 'admin'];
    expect(rolesOf).toEqual({
      'order.view_all': ['support', 'sales', 'admin'],
      'order.view_customer_recent': ['support', 'sales', 'admin'],
      'order.approve': salesAdmin,
      'order.reject': salesAdmin,
      'order.ship': salesAdmin,
      'order.add_logistics': salesAdmin,
      'balance.adjust': ['admin'],
      'remittance.view_all': salesAdmin,
      'remittance.decide': salesAdmin,
      'refund.view_all': ['support', 'sales', 'admin'],
      'refund.transfer': salesAdmin,
      'invoice.issue': salesAdmin,
      'chat.handle': supportAdmin,
      'chat.view_history': ['support', 'sales', 'admin'],
      'message.broadcast': supportAdmin,
      'content.edit': ['admin'],
      'content.edit_faq': supportAdmin,
      'feedback.view_all': supportAdmin,
      'feedback.reply': supportAdmin,
      'inquiry.view_all': salesAdmin,
      'inquiry.claim': salesAdmin,
      'inquiry.quote': salesAdmin,
      'service.price_view': salesAdmin,
      'service.price_edit': salesAdmin,
      'account_cancellation.view_all': supportAdmin,
      'account_cancellation.review': supportAdmin,
      'after_sale.view_all': ['support', 'sales', 'admin'],
      'after_sale.review': salesAdmin,
      'after_sale.receive': salesAdmin,
      'after_sale.refund': salesAdmin,
      'after_sale.ship': salesAdmin,
      'order.cancel_paid': salesAdmin,
      'promotion.view': salesAdmin,
      'coupon.manage': ['admin'],
      'points.manage': ['admin'],
      'membership.manage': ['admin'],
      'invitation.manage': ['admin'],
      'catalog.view': salesAdmin,
      'catalog.edit': salesAdmin,
      'stock.adjust': salesAdmin,
      'catalog.import': salesAdmin,
      'customer.view': ['support', 'sales', 'admin'],
      'customer.disable': ['admin'],
      'staff.manage': ['admin'],
      'audit.view': ['admin'],
      'dashboard.view': ['support', 'sales', 'admin'],
      'activity.view': salesAdmin,
      'activity.manage': ['admin'],
      'withdrawal.view': salesAdmin,
      'withdrawal.review': ['admin'],
      'ledger.reconcile': salesAdmin,
      'distributor.view': salesAdmin,
      'distributor.review': ['admin'],
      'commission.manage': ['admin'],
    });
  });

  it('never lets an API key hold a staff permission, even an admin key with every scope', () => {
    const adminKey = { roles: ['admin'], apiKeyScopes: allApiKeyScopes } as const;
    expect(allPermissions.filter((permission) => can(adminKey, permission))).toEqual([]);
    expect(can({ roles: ['admin'] }, 'order.ship')).toBe(true);
    expect(can(null, 'order.ship')).toBe(false);
  });

  it('has operations in the key-scope matrix for every API key scope', () => {
    const covered = allApiKeyScopes.filter((keyScope) => keyScopeOperations[keyScope].length > 0);
    expect(covered).toEqual(allApiKeyScopes);
  });
});

describe.each(databaseKinds)('permission matrix on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock();
  const headersOf = {} as Record<Persona, Record<string, string>>;
  const fixtures = {} as Fixtures;
  let adminKeyHeaders: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 5 });
    headersOf.visitor = {};
    for (const persona of personas.filter((name) => name !== 'visitor')) {
      headersOf[persona] = (
        await createUser(server, { roles: [roleOf[persona as Exclude<Persona, 'visitor'>]] })
      ).headers;
    }
    const owner = await createUser(server);
    fixtures.foreignOrderId = await placeOrder(server, owner.headers);
    fixtures.foreignInquiryId = await createInquiry(server, owner.headers);
    adminKeyHeaders = (await createApiKey(server, headersOf.admin, allApiKeyScopes)).headers;
  });
  afterAll(() => server.close());

  it.each(allPermissions)('%s: exactly the roles the catalogue names pass the check', async (permission) => {
    const actual: Record<string, Record<Persona, Outcome>> = {};
    const wanted: Record<string, Record<Persona, Outcome>> = {};
    for (const operation of operations[permission]) {
      actual[operation.name] = {} as Record<Persona, Outcome>;
      wanted[operation.name] = {} as Record<Persona, Outcome>;
      for (const persona of personas) {
        const outcome = await operation.call(server, headersOf[persona], fixtures);
        // Past a gate, a missing object is the business answer of someone who was let through.
        actual[operation.name]![persona] = outcome === 'NOT_FOUND' && operation.kind === 'gate' ? 'passed' : outcome;
        wanted[operation.name]![persona] = expected(permission, operation, persona);
      }
    }
    expect(actual).toEqual(wanted);
  });

  it.each(allPermissions)(
    "%s: an admin's API key, even with every scope, never passes the check",
    async (permission) => {
      const actual: Record<string, Outcome> = {};
      const wanted: Record<string, Outcome> = {};
      for (const operation of operations[permission]) {
        const outcome = await operation.call(server, adminKeyHeaders, fixtures);
        // A widening check refused leaves the key to its owner's own objects, where another's is NOT_FOUND.
        actual[operation.name] = operation.kind === 'scope' && outcome === 'FORBIDDEN' ? 'NOT_FOUND' : outcome;
        wanted[operation.name] = operation.kind === 'gate' ? 'FORBIDDEN' : 'NOT_FOUND';
      }
      expect(actual).toEqual(wanted);
    },
  );

  it.each(allApiKeyScopes)('key scope %s: only a key holding it (or a session) passes', async (keyScope) => {
    const owner = await createUser(server);
    const headersOfCaller: Record<KeyCaller, Record<string, string>> = {
      visitor: {},
      session: owner.headers,
      'key with the scope': (await createApiKey(server, owner.headers, [keyScope])).headers,
      'key with every other scope': (
        await createApiKey(
          server,
          owner.headers,
          allApiKeyScopes.filter((other) => other !== keyScope),
        )
      ).headers,
    };
    const actual: Record<string, Record<KeyCaller, Outcome>> = {};
    const wanted: Record<string, Record<KeyCaller, Outcome>> = {};
    for (const operation of keyScopeOperations[keyScope]) {
      actual[operation.name] = {} as Record<KeyCaller, Outcome>;
      wanted[operation.name] = {} as Record<KeyCaller, Outcome>;
      for (const caller of keyCallers) {
        const outcome = await operation.call(server, headersOfCaller[caller], fixtures);
        actual[operation.name]![caller] = outcome === 'NOT_FOUND' ? 'passed' : outcome;
        wanted[operation.name]![caller] = expectedForKey(keyScope, caller);
      }
    }
    expect(actual).toEqual(wanted);
  });

  it('tells each signed-in user their permissions, over GraphQL and REST', async () => {
    for (const persona of personas.filter((name) => name !== 'visitor') as Exclude<Persona, 'visitor'>[]) {
      // In catalogue order.
      const own = allPermissions.filter((permission) => permissionsOfRole[roleOf[persona]].includes(permission));
      const me = await server.graphql('{ me { permissions } }', {}, headersOf[persona]);
      expect(me.data.me.permissions).toEqual(own.map((permission) => permission.replace('.', '_').toUpperCase()));
      const info = await server.request('POST', '/api/user/info', { headers: headersOf[persona] });
      expect(((await info.json()) as { data: { permissions: string[] } }).data.permissions).toEqual(own);
    }
  });
});

async function placeOrder(server: TestServer, headers: Record<string, string>): Promise<string> {
  const [product] = await server.app.orm.em.fork().find(Product, {}, { orderBy: { id: 'asc' }, limit: 1 });
  if (!product) throw new Error('no demo part');
  await setPart(server, product.id, { stock: 100, priceBreaks: [{ minQty: 1, unitPriceMilli: 12_340 }] });
  const address = await server.graphql(
    'mutation ($input: AddAddressInput!) { addAddress(input: $input) { address { id } } }',
    {
      input: {
        consignee: 'Li Lei',
        areaCode: '86',
        phone: '13800138000',
        country: 'CN',
        province: 'Guangdong',
        city: 'Shenzhen',
        district: 'Nanshan',
        postalCode: '518057',
        detail: 'Keji Road 1',
        label: null,
      },
    },
    headers,
  );
  const placed = await server.graphql(
    placeOrderMutation,
    {
      input: {
        idempotencyKey: newKey(),
        source: { productId: String(product.id), quantity: 1 },
        deliveryMethod: 'EXPRESS',
        addressId: address.data.addAddress.address.id,
      },
    },
    headers,
  );
  expect(placed.data.placeOrder.userErrors).toEqual([]);
  return placed.data.placeOrder.order.id as string;
}

async function createInquiry(server: TestServer, headers: Record<string, string>): Promise<string> {
  const created = await server.graphql(
    'mutation ($input: CreateInquiryInput!) { createInquiry(input: $input) { inquiry { id } userErrors { code } } }',
    {
      input: {
        projectName: 'Matrix',
        annualUsage: 100,
        companyName: 'Acme',
        contactName: 'Li',
        contactPhone: '13800000001',
      },
    },
    headers,
  );
  expect(created.data.createInquiry.userErrors).toEqual([]);
  return created.data.createInquiry.inquiry.id as string;
}
