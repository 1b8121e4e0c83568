import type { EntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Product } from '../src/modules/catalog/catalog.entities.js';
import { User } from '../src/modules/identity/identity.entities.js';
import {
  Commission,
  CommissionStatus,
  Distributor,
  DistributorStatus,
} from '../src/modules/distributors/distributors.entities.js';
import { CommissionEvent, DistributorEvent, distributorFlow } from '../src/modules/distributors/distributors.states.js';
import { staffActionsOn } from '../src/platform/audit/staff-audit.js';
import { DomainError } from '../src/platform/errors/index.js';
import { systemActor } from '../src/platform/flows/flow.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { restCall } from './account-steps.js';
import { BalanceEntry } from '../src/modules/wallet/wallet.entities.js';
import { apply as applyAfterSale, balanceOf, move, paidOrder, receivedOrder } from './after-sale-steps.js';
import { walkFlow } from './flow-walk.js';
import {
  approveMutation as approveWithdrawalMutation,
  bindMutation,
  CARD_NUMBER,
  REAL_NAME,
  setPaymentPassword,
  startReviewMutation,
  verifyRealName,
  withdraw,
} from './wallet-steps.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, setPart, type TestUser } from './order-steps.js';

const DAY = 24 * 3600_000;
const WINDOW = 7 * DAY;
const ERRORS = 'userErrors { code message field }';
const DISTRIBUTOR =
  'id status realName phone channel rateBp effectiveRateBp rejectReason totals { pendingFen settledFen reversedFen }';
const COMMISSION = 'id inviteeName orderNumber orderPayableFen orderStatus baseFen rateBp amountFen status settleAt';
const applyMutation = `mutation Apply($input: ApplyDistributorInput!) {
  applyDistributor(input: $input) { distributor { ${DISTRIBUTOR} } ${ERRORS} }
}`;
const approveMutation = `mutation Approve($input: DistributorIdInput!) {
  approveDistributor(input: $input) { distributor { ${DISTRIBUTOR} } ${ERRORS} }
}`;
const rejectMutation = `mutation Reject($input: RejectDistributorInput!) {
  rejectDistributor(input: $input) { distributor { ${DISTRIBUTOR} } ${ERRORS} }
}`;
const myCommissions = `query Mine($status: CommissionStatus) {
  myCommissions(status: $status, first: 50) { totalCount edges { node { ${COMMISSION} } } }
}`;
const form = { realName: 'Wang Fang', phone: '13800138000', channel: 'An electronics forum' };

describe.each(databaseKinds)('distributors on %s', (database) => {
  const clock = new ManualClock();
  let server: TestServer;
  let admin: TestUser;
  let sales: TestUser;
  let part: number;

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 3 });
    admin = await createUser(server, { roles: ['admin'] });
    sales = await createUser(server, { roles: ['sales'] });
    const [product] = await server.app.orm.em.fork().find(Product, {}, { orderBy: { id: 'asc' }, limit: 1 });
    part = product!.id;
    // 10 yuan a unit.
    await setPart(server, part, { stock: 1_000_000, priceBreaks: [{ minQty: 1, unitPriceMilli: 100_000 }] });
  });
  afterAll(() => server.close());

  const gql = (user: TestUser | null, query: string, variables: Record<string, unknown> = {}, lang = 'en-US') =>
    server.graphql(query, variables, { ...(user?.headers ?? {}), lang });
  const em = () => server.app.orm.em.fork() as unknown as EntityManager;

  /** A user who applied and whom an admin approved. */
  async function approvedDistributor(): Promise<TestUser & { distributorId: string }> {
    const user = await createUser(server);
    const applied = (await gql(user, applyMutation, { input: form })).data.applyDistributor;
    expect(applied.userErrors).toEqual([]);
    const approved = (await gql(admin, approveMutation, { input: { id: applied.distributor.id } })).data
      .approveDistributor;
    expect(approved.userErrors).toEqual([]);
    return { ...user, distributorId: applied.distributor.id as string };
  }

  /** A shopper with money whom `inviter` invited (identity's invitedBy, as sign-up with their code sets it). */
  async function invitee(inviter: TestUser): Promise<TestUser> {
    const user = await createUser(server, { balanceFen: 10_000_000 });
    await em().nativeUpdate(User, { id: user.id }, { invitedBy: inviter.id });
    return user;
  }

  async function commissionsOf(user: TestUser, status?: CommissionStatus) {
    const answer = await gql(user, myCommissions, status ? { status } : {});
    return answer.data.myCommissions.edges.map((edge: { node: unknown }) => edge.node) as any[];
  }

  it('takes an application, which staff approve or reject with a reason, audited; the applicant may send it again', async () => {
    const user = await createUser(server);
    expect((await gql(user, `{ myDistributor { id } }`)).data.myDistributor).toBeNull();
    // The form is checked.
    const bad = (await gql(user, applyMutation, { input: { ...form, phone: 'call me' } })).data.applyDistributor;
    expect(bad.userErrors).toEqual([
      { code: 'DISTRIBUTOR_FORM_INVALID', message: expect.any(String), field: ['input', 'phone'] },
    ]);
    const applied = (await gql(user, applyMutation, { input: form })).data.applyDistributor;
    expect(applied.distributor).toMatchObject({ status: 'SUBMITTED', realName: 'Wang Fang', effectiveRateBp: 500 });
    const again = (await gql(user, applyMutation, { input: form }, 'zh-CN')).data.applyDistributor;
    expect(again.userErrors).toEqual([
      { code: 'DISTRIBUTOR_ALREADY_APPLIED', message: '您已提交过分销商申请', field: null },
    ]);
    const id = applied.distributor.id as string;

    // A shopper and sales (read only) may not decide; a reason is needed to reject.
    expect((await gql(user, approveMutation, { input: { id } })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(sales, approveMutation, { input: { id } })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const noReason = (await gql(admin, rejectMutation, { input: { id, reason: ' ' } })).data.rejectDistributor;
    expect(noReason.userErrors[0].code).toBe('DISTRIBUTOR_REJECT_REASON_REQUIRED');
    const rejected = (await gql(admin, rejectMutation, { input: { id, reason: 'No channel given' } })).data
      .rejectDistributor;
    expect(rejected.distributor).toMatchObject({ status: 'REJECTED', rejectReason: 'No channel given' });
    expect((await gql(admin, approveMutation, { input: { id } })).data.approveDistributor.userErrors[0].code).toBe(
      'DISTRIBUTOR_ACTION_NOT_ALLOWED',
    );

    // Sent again (REST), it is submitted anew; approved, it applies the default rate.
    const resent = await restCall(
      server,
      '/distributor/apply',
      { real_name: 'Wang Fang', phone: '13800138001', channel: 'WeChat group' },
      user.headers,
    );
    expect(resent).toMatchObject({
      code: 1,
      data: { id, status: 'SUBMITTED', reject_reason: null, phone: '13800138001' },
    });
    const approved = await restCall(server, '/admin/distributor/approve', { id }, admin.headers);
    expect(approved).toMatchObject({ code: 1, data: { status: 'APPROVED', effective_rate_bp: 500 } });
    expect((await restCall(server, '/distributor/info', {}, user.headers)).data).toMatchObject({
      id,
      status: 'APPROVED',
    });
    expect((await restCall(server, '/admin/distributor/approve', { id }, user.headers)).code).toBe(-403);

    const audit = await staffActionsOn(em() as never, 'distributor', id);
    expect(audit.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['distributor.approve', admin.id],
      ['distributor.reject', admin.id],
    ]);
    // Sales read the queue.
    const queue = await gql(
      sales,
      `{ staffDistributors(status: APPROVED, first: 100) { edges { node { id userName } } } }`,
    );
    expect(queue.data.staffDistributors.edges.map((edge: any) => edge.node.id)).toContain(id);
  });

  it('lets a distributor withdraw what a settled commission earned, approved by an admin, the ledger reconciling to the fen', async () => {
    const distributor = await approvedDistributor();
    await verifyRealName(server, distributor.headers);
    await setPaymentPassword(server, distributor.headers);
    const bound = await gql(distributor, bindMutation, {
      input: { type: 'BANK_CARD', institution: '招商银行', number: CARD_NUMBER, holderName: REAL_NAME },
    });
    expect(bound.data.bindPayoutAccount.userErrors).toEqual([]);
    const buyer = await invitee(distributor);
    // 300 units of ¥10: a ¥150 commission at 5 %.
    const order = await receivedOrder(server, clock, buyer, sales, [{ productId: part, quantity: 300 }]);
    const earned = Math.floor((order.paidFen * 500) / 10_000);
    expect((await commissionsOf(distributor))[0]).toMatchObject({ status: 'PENDING', amountFen: earned });
    clock.advance(WINDOW + 60_000);
    await server.app.jobs.runDue();
    expect((await commissionsOf(distributor))[0]).toMatchObject({ status: 'SETTLED', amountFen: earned });
    expect(await balanceOf(server, distributor)).toBe(earned);

    // Part of it out: ¥100 and its fee are held at once, paid out when the admin approves.
    const requested = await withdraw(
      server,
      { ...distributor, accountId: bound.data.bindPayoutAccount.account.id },
      10_000,
    );
    expect(requested.userErrors).toEqual([]);
    const held = earned - 10_000 - requested.withdrawal.feeFen;
    expect(await balanceOf(server, distributor)).toBe(held);
    const id = requested.withdrawal.id;
    expect((await gql(admin, startReviewMutation, { id })).data.startWithdrawalReview.userErrors).toEqual([]);
    const approved = (await gql(admin, approveWithdrawalMutation, { id })).data.approveWithdrawal;
    expect(approved.withdrawal).toMatchObject({
      status: 'PASSED',
      payoutReference: expect.stringMatching(/^SANDBOX-/),
    });
    expect(await balanceOf(server, distributor)).toBe(held);

    // Every fen accounted for: the wallets equal the ledger, and each day's opening + credits - debits = closing.
    const report = (
      await gql(sales, '{ ledgerReconciliation(days: 10) { balanced mismatchedUsers walletsTotalFen ledgerTotalFen } }')
    ).data.ledgerReconciliation;
    expect(report).toMatchObject({ balanced: true, mismatchedUsers: 0 });
    expect(report.walletsTotalFen).toBe(report.ledgerTotalFen);
    const kinds = await server.app.orm.em
      .fork()
      .find(BalanceEntry, { user: distributor.id }, { orderBy: { id: 'asc' }, fields: ['kind', 'amountFen'] });
    expect(kinds.map((entry) => [entry.kind, entry.amountFen])).toEqual([
      ['COMMISSION', earned],
      ['WITHDRAWAL_HOLD', -(10_000 + requested.withdrawal.feeFen)],
    ]);
  });

  it('earns a pending commission on an invitee’s paid order, settled into the balance once the after-sales window passed', async () => {
    const distributor = await approvedDistributor();
    const buyer = await invitee(distributor);
    const order = await receivedOrder(server, clock, buyer, sales, [{ productId: part, quantity: 7 }]);
    const amount = Math.floor((order.paidFen * 500) / 10_000);
    const [pending] = await commissionsOf(distributor);
    expect(pending).toMatchObject({
      orderNumber: order.number,
      orderPayableFen: order.paidFen,
      orderStatus: 'PENDING_REVIEW',
      baseFen: order.paidFen,
      rateBp: 500,
      amountFen: amount,
      status: 'PENDING',
    });
    expect(new Date(pending.settleAt).getTime()).toBe(clock.now().getTime() + WINDOW);
    // The buyer is not a distributor and sees none; a stranger sees none of these.
    expect(await commissionsOf(buyer)).toEqual([]);
    expect(await commissionsOf(await createUser(server))).toEqual([]);
    const balance = await balanceOf(server, distributor);

    // A minute before the window ends: still pending.
    clock.advance(WINDOW - 60_000);
    await server.app.jobs.runDue();
    expect((await commissionsOf(distributor))[0].status).toBe('PENDING');
    expect(await balanceOf(server, distributor)).toBe(balance);

    // Two copies settle at the same moment (the job on one, a resumed job on another): one credit.
    clock.advance(2 * 60_000);
    const settled = await Promise.all([
      server.app.services.distributors.settle(Number(pending.id)),
      server.app.services.distributors.settle(Number(pending.id)),
      server.app.jobs.runDue(),
    ]);
    expect(settled.slice(0, 2).filter(Boolean).length).toBeLessThanOrEqual(1);
    expect((await commissionsOf(distributor))[0]).toMatchObject({ status: 'SETTLED', amountFen: amount });
    expect(await balanceOf(server, distributor)).toBe(balance + amount);
    // The wallet's record names it a commission and which one.
    const entry = await server.app.orm.em
      .fork()
      .findOneOrFail(BalanceEntry, { user: distributor.id, kind: 'COMMISSION' }, { orderBy: { id: 'desc' } });
    expect(entry).toMatchObject({ amountFen: amount, reference: pending.id });
    // Once: the job again, or the settlement after a restart's resume, credits nothing more.
    expect(await server.app.services.distributors.settle(Number(pending.id))).toBe(false);
    await server.app.services.distributors.resumeSettlements();
    await server.app.jobs.runDue();
    expect(await balanceOf(server, distributor)).toBe(balance + amount);
    const info = await restCall(server, '/distributor/info', {}, distributor.headers);
    expect(info.data).toMatchObject({ pending_fen: 0, settled_fen: amount });
    const rest = await restCall(server, '/distributor/commissions', { status: 'SETTLED' }, distributor.headers);
    expect(rest.data).toMatchObject({
      total_count: 1,
      commissions: [{ order_number: order.number, amount_fen: amount, status: 'SETTLED' }],
    });
    // Sales read it in the staff list of this distributor; the distributor's own commissions only reach them.
    const staff = await restCall(
      server,
      '/admin/distributor/commissions',
      { distributor_id: distributor.distributorId },
      sales.headers,
    );
    expect(staff.data.commissions.map((row: { order_number: string }) => row.order_number)).toEqual([order.number]);
    expect((await restCall(server, '/admin/distributor/commissions', {}, distributor.headers)).code).toBe(-403);

    // The distributor sees the invitee and what their orders earned.
    const invitees = await gql(
      distributor,
      '{ myDistributorInvitees { totalCount edges { node { id orderCount commissionFen } } } }',
    );
    expect(invitees.data.myDistributorInvitees.edges[0].node).toEqual({
      id: String(buyer.id),
      orderCount: 1,
      commissionFen: amount,
    });
  });

  it('reverses the commission when the paid order is refunded whole within the window', async () => {
    const distributor = await approvedDistributor();
    const buyer = await invitee(distributor);
    const order = await paidOrder(server, clock, buyer, [{ productId: part, quantity: 3 }]);
    expect((await commissionsOf(distributor))[0]).toMatchObject({ status: 'PENDING', settleAt: null });
    const closed = await gql(
      sales,
      `mutation Close($input: CancelPaidOrderInput!) { cancelPaidOrder(input: $input) { ${ERRORS} } }`,
      { input: { orderId: order.id, reason: 'Discontinued' } },
    );
    expect(closed.data.cancelPaidOrder.userErrors).toEqual([]);
    expect((await commissionsOf(distributor))[0]).toMatchObject({ status: 'REVERSED', orderStatus: 'CLOSED' });
    const balance = await balanceOf(server, distributor);
    clock.advance(WINDOW + DAY);
    await server.app.jobs.runDue();
    expect(await balanceOf(server, distributor)).toBe(balance);
  });

  it('shrinks the commission in proportion to a partial refund within the window, then settles what is left', async () => {
    const distributor = await approvedDistributor();
    const buyer = await invitee(distributor);
    const order = await receivedOrder(server, clock, buyer, sales, [{ productId: part, quantity: 10 }]);
    const request = await applyAfterSale(server, buyer, {
      order_id: order.id,
      type: 'REFUND_ONLY',
      reason: 'QUALITY',
      lines: [{ order_line_id: order.lines[0]!.id, quantity: 4 }],
    });
    await move(server, sales, 'approveAfterSale', { id: request.id });
    const refunded = await move(server, sales, 'issueAfterSaleRefund', { id: request.id });
    expect(refunded.afterSaleRequest.status).toBe('REFUND_SUCCEEDED');
    const base = order.paidFen - request.refund_fen;
    const amount = Math.floor((base * 500) / 10_000);
    expect((await commissionsOf(distributor))[0]).toMatchObject({
      status: 'PENDING',
      baseFen: base,
      amountFen: amount,
    });
    const balance = await balanceOf(server, distributor);
    clock.advance(WINDOW + 60_000);
    await server.app.jobs.runDue();
    expect((await commissionsOf(distributor))[0]).toMatchObject({ status: 'SETTLED', amountFen: amount });
    expect(await balanceOf(server, distributor)).toBe(balance + amount);
  });

  it('earns at the rates staff set: the default, a distributor’s own, nothing before approval', async () => {
    const setDefault = `mutation Set($input: SetCommissionDefaultRateInput!) {
      setCommissionDefaultRate(input: $input) { settings { defaultRateBp } ${ERRORS} } }`;
    const setOwn = `mutation Set($input: SetDistributorRateInput!) {
      setDistributorRate(input: $input) { distributor { rateBp effectiveRateBp } ${ERRORS} } }`;
    expect((await gql(sales, setDefault, { input: { defaultRateBp: 800 } })).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    const invalid = (await gql(admin, setDefault, { input: { defaultRateBp: 5001 } })).data.setCommissionDefaultRate;
    expect(invalid.userErrors[0]).toMatchObject({ code: 'COMMISSION_RATE_INVALID', field: ['input', 'defaultRateBp'] });
    expect((await gql(admin, setDefault, { input: { defaultRateBp: 800 } })).data.setCommissionDefaultRate).toEqual({
      settings: { defaultRateBp: 800 },
      userErrors: [],
    });
    const first = await approvedDistributor();
    const second = await approvedDistributor();
    const own = (await gql(admin, setOwn, { input: { id: second.distributorId, rateBp: 1234 } })).data
      .setDistributorRate;
    expect(own).toEqual({ distributor: { rateBp: 1234, effectiveRateBp: 1234 }, userErrors: [] });

    const a = await paidOrder(server, clock, await invitee(first), [{ productId: part, quantity: 3 }]);
    const b = await paidOrder(server, clock, await invitee(second), [{ productId: part, quantity: 3 }]);
    expect((await commissionsOf(first))[0]).toMatchObject({
      rateBp: 800,
      amountFen: Math.floor((a.paidFen * 800) / 10_000),
    });
    expect((await commissionsOf(second))[0]).toMatchObject({
      rateBp: 1234,
      amountFen: Math.floor((b.paidFen * 1234) / 10_000),
    });

    // An applicant not yet approved earns nothing.
    const applicant = await createUser(server);
    await gql(applicant, applyMutation, { input: form });
    await paidOrder(server, clock, await invitee(applicant), [{ productId: part, quantity: 3 }]);
    expect(await commissionsOf(applicant)).toEqual([]);
    await restCall(server, '/admin/commission/settings', { default_rate_bp: 500 }, admin.headers);
    expect((await gql(sales, '{ commissionSettings { defaultRateBp } }')).data.commissionSettings.defaultRateBp).toBe(
      500,
    );
  });

  it('walks the distributor flow: staff decide, the applicant sends again, nobody else', async () => {
    const outcomes = await walkFlow(distributorFlow, Object.values(DistributorStatus), {
      arrange: async (status) => {
        const user = await createUser(server);
        const applied = (await gql(user, applyMutation, { input: form })).data.applyDistributor;
        await em().nativeUpdate(Distributor, { id: Number(applied.distributor.id) }, { status });
        owners.set(applied.distributor.id, user);
        return applied.distributor.id as string;
      },
      fire: async (event, id, as) => {
        if (event === DistributorEvent.RESUBMIT) {
          if (as === 'other') {
            // Only the applicant's own call reaches their record: fired by anyone else, the flow refuses.
            const row = await em().findOneOrFail(Distributor, Number(id));
            try {
              await em().transactional((tx) =>
                distributorFlow.fire(tx, row, event, {
                  actor: { kind: 'user', userId: admin.id, can: () => true },
                }),
              );
              return 'done';
            } catch (error) {
              return error instanceof DomainError && error.code === 'FORBIDDEN' ? 'forbidden' : String(error);
            }
          }
          const answer = (await gql(owners.get(id)!, applyMutation, { input: form })).data.applyDistributor;
          const code = answer.userErrors[0]?.code;
          return code === undefined ? 'done' : code === 'DISTRIBUTOR_ALREADY_APPLIED' ? 'refused' : code;
        }
        const caller = as === 'allowed' ? admin : owners.get(id)!;
        const answer =
          event === DistributorEvent.APPROVE
            ? await gql(caller, approveMutation, { input: { id } })
            : await gql(caller, rejectMutation, { input: { id, reason: 'Walk' } });
        if (answer.errors?.[0]?.extensions?.code === 'FORBIDDEN') return 'forbidden';
        const payload = answer.data[event === DistributorEvent.APPROVE ? 'approveDistributor' : 'rejectDistributor'];
        const code = payload.userErrors[0]?.code;
        return code === undefined ? 'done' : code === 'DISTRIBUTOR_ACTION_NOT_ALLOWED' ? 'refused' : code;
      },
      stateOf: async (id) => (await em().findOneOrFail(Distributor, Number(id), { refresh: true })).status,
    });
    expect(outcomes).toHaveLength(3 * 3 + 3);
  });
  const owners = new Map<string, TestUser>();

  it('walks the commission flow: only the shop moves a commission, each from PENDING only', async () => {
    const distributor = await approvedDistributor();
    const flow = server.app.services.distributors.commissions;
    let orderId = 900_000_000;
    const outcomes = await walkFlow(flow, Object.values(CommissionStatus), {
      arrange: async (status) => {
        orderId += 1;
        const arrangeEm = em();
        const row = arrangeEm.create(Commission, {
          distributorUserId: distributor.id,
          inviteeId: distributor.id,
          orderId,
          orderNumber: `WALK${orderId}`,
          orderPayableFen: 1000,
          baseFen: 1000,
          rateBp: 500,
          amountFen: 50,
          status,
          settleAt: clock.now(),
          createdAt: clock.now(),
          settledAt: null,
          reversedAt: null,
        });
        await arrangeEm.flush();
        return String(row.id);
      },
      fire: async (event, id, as) => {
        const row = await em().findOneOrFail(Commission, Number(id), { refresh: true });
        const actor =
          as === 'allowed' ? systemActor : { kind: 'user' as const, userId: distributor.id, can: () => true };
        try {
          const changes = event === CommissionEvent.SCHEDULE ? { settleAt: new Date(clock.now().getTime() + DAY) } : {};
          await em().transactional((tx) => flow.fire(tx, row, event, { actor, changes }));
          return 'done';
        } catch (error) {
          if (!(error instanceof DomainError)) return String(error);
          return error.code === 'FORBIDDEN'
            ? 'forbidden'
            : error.code === 'COMMISSION_ACTION_NOT_ALLOWED'
              ? 'refused'
              : error.code;
        }
      },
      stateOf: async (id) => (await em().findOneOrFail(Commission, Number(id), { refresh: true })).status,
    });
    expect(outcomes).toHaveLength(4 * 3 + 4);
  });
});
