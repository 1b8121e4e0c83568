import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { PayoutAccount, Withdrawal, WithdrawalStatus } from '../src/modules/wallet/wallet.entities.js';
import { WithdrawalAction } from '../src/modules/wallet/withdrawals.states.js';
import { StaffAuditEntry } from '../src/platform/audit/staff-audit.entities.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { walkFlow } from './flow-walk.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser } from './order-steps.js';
import {
  approveMutation,
  balanceOf,
  bindMutation,
  cancelMutation,
  CARD_NUMBER,
  PAYMENT_PASSWORD,
  REAL_NAME,
  recordsQuery,
  rejectMutation,
  startReviewMutation,
  verifyRealName,
  walletUser,
  withdraw,
  withdrawMutation,
} from './wallet-steps.js';

/**
 * Withdrawals end to end through GraphQL and REST: binding an account (real name, Luhn, encrypted, masked), the
 * hold at submission, staff review with the sandbox payout, the rejection that returns the hold, the whole flow
 * table walked, two withdrawals of the same money at once, and no user seeing another's wallet.
 */
describe.each(databaseKinds)('wallet withdrawals on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock(new Date('2026-11-20T02:00:00.000Z'));
  let admin: Record<string, string>;
  let sales: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 1 });
    admin = (await createUser(server, { roles: ['admin'] })).headers;
    sales = (await createUser(server, { roles: ['sales'] })).headers;
  });
  afterAll(() => server.close());

  const gql = (headers: Record<string, string>, query: string, variables: Record<string, unknown> = {}) =>
    server.graphql(query, variables, { ...headers, lang: 'en-US' });
  const codes = (payload: { userErrors: { code: string }[] }) => payload.userErrors.map((error) => error.code);

  it('binds a bank card or Alipay account only in the verified real name, checked, encrypted and masked', async () => {
    const user = await createUser(server);
    const bind = async (input: Record<string, unknown>) =>
      (await gql(user.headers, bindMutation, { input })).data.bindPayoutAccount;
    const card = { type: 'BANK_CARD', institution: '招商银行', number: CARD_NUMBER, holderName: REAL_NAME };

    expect(codes(await bind(card))).toEqual(['REAL_NAME_REQUIRED']);
    await verifyRealName(server, user.headers);
    expect(codes(await bind({ ...card, holderName: '李四' }))).toEqual(['PAYOUT_HOLDER_MISMATCH']);
    expect(codes(await bind({ ...card, number: '4111 1111 1111 1112' }))).toEqual(['BANK_CARD_INVALID']);
    expect(codes(await bind({ ...card, type: 'ALIPAY', number: 'not an account' }))).toEqual([
      'ALIPAY_ACCOUNT_INVALID',
    ]);
    const bound = await bind(card);
    expect(bound).toMatchObject({
      account: { type: 'BANK_CARD', numberMasked: '**** **** **** 1111', holderMasked: '张**' },
      userErrors: [],
    });
    const alipay = await bind({ ...card, type: 'ALIPAY', number: '13800138000' });
    expect(alipay.account).toMatchObject({ institution: 'Alipay', numberMasked: '138****8000' });

    const rows = await server.app.orm.em.fork().find(PayoutAccount, { user: user.id });
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.numberEncrypted).not.toContain('4111111111111111');
      expect(row.numberEncrypted).not.toContain('13800138000');
      expect(row.holderEncrypted).not.toContain(REAL_NAME);
    }
    const listed = await gql(user.headers, '{ myPayoutAccounts { id numberMasked } }');
    expect(JSON.stringify(listed.data)).not.toContain('41111111');
    expect(listed.data.myPayoutAccounts).toHaveLength(2);

    const unbind = await gql(
      user.headers,
      'mutation($id: ID!) { unbindPayoutAccount(id: $id) { removedId userErrors { code } } }',
      {
        id: alipay.account.id,
      },
    );
    expect(unbind.data.unbindPayoutAccount.userErrors).toEqual([]);
    expect((await gql(user.headers, '{ myPayoutAccounts { id } }')).data.myPayoutAccounts).toHaveLength(1);

    // The façade binds the same way and answers §8's message in the envelope.
    const viaRest = await server.request('POST', '/api/wallet/account/bind', {
      body: JSON.stringify({ type: 'BANK_CARD', number: '1234567812345678', holder_name: REAL_NAME }),
      headers: { 'content-type': 'application/json', ...user.headers, lang: 'en-US' },
    });
    expect(await viaRest.json()).toMatchObject({
      code: -9605,
      msg: 'The bank card number is not valid, please check it',
    });
  });

  it('holds amount and fee at submission, pays out on approval, and returns the hold on rejection', async () => {
    const user = await walletUser(server, 50_000);
    // Rules: minimum ¥10, the payment password, the fee (0.1%, at least ¥1).
    expect(codes(await withdraw(server, user, 999))).toEqual(['WITHDRAWAL_BELOW_MINIMUM']);
    expect(codes(await withdraw(server, user, 10_000, '000000'))).toEqual(['PAYMENT_PASSWORD_WRONG']);
    expect(codes(await withdraw(server, user, 50_000))).toEqual(['INSUFFICIENT_BALANCE']);
    expect(await balanceOf(server, user.headers)).toBe(50_000);

    const first = (await withdraw(server, user, 20_000)).withdrawal;
    expect(first).toMatchObject({ amountFen: 20_000, feeFen: 100, status: 'SUBMITTED', actions: ['CANCEL'] });
    expect(await balanceOf(server, user.headers)).toBe(29_900);
    const holds = (await gql(user.headers, recordsQuery, { kind: 'WITHDRAWAL_HOLD' })).data.myBalanceRecords;
    expect(holds.edges.map((edge: { node: unknown }) => edge.node)).toMatchObject([
      { amountFen: -20_100, kind: 'WITHDRAWAL_HOLD', reference: first.id },
    ]);

    // Sales read the queue but cannot decide; the admin reviews and approves.
    const queue = await gql(sales, `{ withdrawalQueue(first: 100) { edges { node { id status userName } } } }`);
    expect(queue.data.withdrawalQueue.edges.map((edge: { node: { id: string } }) => edge.node.id)).toContain(first.id);
    const salesApprove = await gql(sales, approveMutation, { id: first.id });
    expect(salesApprove.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(admin, approveMutation, { id: first.id })).data.approveWithdrawal.userErrors).toMatchObject([
      { code: 'WITHDRAWAL_ACTION_NOT_ALLOWED' },
    ]);
    const reviewing = (await gql(admin, startReviewMutation, { id: first.id })).data.startWithdrawalReview;
    expect(reviewing.withdrawal).toMatchObject({ status: 'UNDER_REVIEW', actions: ['APPROVE', 'REJECT'] });
    const approved = (await gql(admin, approveMutation, { id: first.id })).data.approveWithdrawal;
    expect(approved.withdrawal).toMatchObject({
      status: 'PASSED',
      payoutReference: expect.stringMatching(/^SANDBOX-/),
    });
    const payout = server.app.services.payoutProvider as unknown as { payouts: Map<string, { amountFen: number }> };
    expect(payout.payouts.get(`withdrawal-${first.id}`)).toMatchObject({ amountFen: 20_000 });
    expect(await balanceOf(server, user.headers)).toBe(29_900);
    // Approving twice pays nothing more.
    expect(codes((await gql(admin, approveMutation, { id: first.id })).data.approveWithdrawal)).toEqual([
      'WITHDRAWAL_ACTION_NOT_ALLOWED',
    ]);

    const second = (await withdraw(server, user, 10_000)).withdrawal;
    expect(await balanceOf(server, user.headers)).toBe(19_800);
    const noReason = (await gql(admin, rejectMutation, { input: { id: second.id, reason: ' ' } })).data;
    expect(codes(noReason.rejectWithdrawal)).toEqual(['WITHDRAWAL_REASON_REQUIRED']);
    const rejected = (await gql(admin, rejectMutation, { input: { id: second.id, reason: 'Card closed' } })).data;
    expect(rejected.rejectWithdrawal.withdrawal).toMatchObject({ status: 'REJECTED', rejectReason: 'Card closed' });
    expect(await balanceOf(server, user.headers)).toBe(29_900);

    const third = (await withdraw(server, user, 5_000)).withdrawal;
    const cancelled = (await gql(user.headers, cancelMutation, { id: third.id })).data.cancelWithdrawal;
    expect(cancelled.withdrawal.status).toBe('CANCELLED');
    expect(await balanceOf(server, user.headers)).toBe(29_900);

    const records = (await gql(user.headers, recordsQuery)).data.myBalanceRecords.edges.map(
      (edge: { node: { kind: string; amountFen: number; reference: string | null } }) => edge.node,
    );
    expect(records.map((node: { kind: string; amountFen: number }) => [node.kind, node.amountFen])).toEqual([
      ['WITHDRAWAL_RETURN', 5_100],
      ['WITHDRAWAL_HOLD', -5_100],
      ['WITHDRAWAL_RETURN', 10_100],
      ['WITHDRAWAL_HOLD', -10_100],
      ['WITHDRAWAL_HOLD', -20_100],
      ['ADJUSTMENT', 50_000],
    ]);
    // Another month shows none of them; a bad month is refused.
    expect((await gql(user.headers, recordsQuery, { month: '2026-10' })).data.myBalanceRecords.totalCount).toBe(0);
    expect((await gql(user.headers, recordsQuery, { month: '2026-11' })).data.myBalanceRecords.totalCount).toBe(6);

    // Each staff decision is in the audit log with who and why.
    const audit = await server.app.orm.em
      .fork()
      .find(
        StaffAuditEntry,
        { subjectType: 'withdrawal', subjectId: { $in: [first.id, second.id] } },
        { orderBy: { id: 'asc' } },
      );
    expect(audit.map((entry) => [entry.action, entry.permission])).toEqual([
      ['withdrawal.START_REVIEW', 'withdrawal.review'],
      ['withdrawal.APPROVE', 'withdrawal.review'],
      ['withdrawal.REJECT', 'withdrawal.review'],
    ]);
    expect(audit[2]!.detail).toMatchObject({ reason: 'Card closed' });
  });

  it('keeps to the daily limit and answers the façade with the envelope', async () => {
    const user = await walletUser(server, 6_000_000);
    expect((await withdraw(server, user, 4_000_000)).userErrors).toEqual([]);
    const over = await withdraw(server, user, 1_000_001);
    expect(over.userErrors).toMatchObject([
      { code: 'WITHDRAWAL_DAILY_LIMIT', message: expect.stringContaining('¥10000.00') },
    ]);
    const viaRest = await server.request('POST', '/api/wallet/withdraw', {
      body: JSON.stringify({ account_id: user.accountId, amount_fen: 1_000_001, payment_password: PAYMENT_PASSWORD }),
      headers: { 'content-type': 'application/json', ...user.headers },
    });
    expect(await viaRest.json()).toMatchObject({ code: -9602 });
    clock.advance(24 * 3600_000);
    expect((await withdraw(server, user, 1_000_001)).userErrors).toEqual([]);
    const list = await server.request('POST', '/api/wallet/withdrawals', {
      body: '{}',
      headers: { 'content-type': 'application/json', ...user.headers },
    });
    expect(((await list.json()) as { data: { total_count: number } }).data.total_count).toBe(2);
  });

  it('lets only one of two withdrawals of the whole balance at the same moment through', async () => {
    for (let round = 0; round < 3; round++) {
      const user = await walletUser(server, 10_100);
      const answers = await Promise.all([withdraw(server, user, 10_000), withdraw(server, user, 10_000)]);
      const succeeded = answers.filter((answer) => answer.userErrors.length === 0);
      expect(succeeded).toHaveLength(1);
      expect(answers.flatMap((answer) => codes(answer))).toEqual(['INSUFFICIENT_BALANCE']);
      expect(await balanceOf(server, user.headers)).toBe(0);
      expect(await server.app.orm.em.fork().count(Withdrawal, { user: user.id })).toBe(1);
    }
  });

  it('lets only one of two withdrawals at once through when together they pass the daily limit', async () => {
    const user = await walletUser(server, 9_000_000);
    const answers = await Promise.all([withdraw(server, user, 3_000_000), withdraw(server, user, 3_000_000)]);
    expect(answers.flatMap((answer) => codes(answer))).toEqual(['WITHDRAWAL_DAILY_LIMIT']);
    expect(await balanceOf(server, user.headers)).toBe(9_000_000 - 3_003_000);
    expect(await server.app.orm.em.fork().count(Withdrawal, { user: user.id })).toBe(1);
  });

  it("shows no user another's wallet, cards or withdrawals", async () => {
    const owner = await walletUser(server, 30_000);
    const stranger = await walletUser(server, 100);
    const mine = (await withdraw(server, owner, 10_000)).withdrawal;

    const seen = await gql(stranger.headers, `query($id: ID!) { withdrawal(id: $id) { id } }`, { id: mine.id });
    expect(seen.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(
      (await gql(owner.headers, `query($id: ID!) { withdrawal(id: $id) { id } }`, { id: mine.id })).data.withdrawal.id,
    ).toBe(mine.id);
    expect(
      (await gql(stranger.headers, '{ myWithdrawals(first: 50) { totalCount } }')).data.myWithdrawals.totalCount,
    ).toBe(0);
    const accounts = (await gql(stranger.headers, '{ myPayoutAccounts { id } }')).data.myPayoutAccounts;
    expect(accounts.map((account: { id: string }) => account.id)).toEqual([stranger.accountId]);
    const records = (await gql(stranger.headers, recordsQuery)).data.myBalanceRecords;
    expect(records.totalCount).toBe(1);
    expect(await balanceOf(server, stranger.headers)).toBe(100);

    const refusal = (answer: { data?: any; errors?: { extensions?: { code?: string } }[] }) =>
      answer.errors?.[0]?.extensions?.code ?? (Object.values(answer.data ?? {})[0] as any)?.userErrors?.[0]?.code;
    expect(refusal(await gql(stranger.headers, cancelMutation, { id: mine.id }))).toBe('NOT_FOUND');
    const toOwnersCard = await gql(stranger.headers, withdrawMutation, {
      input: { accountId: owner.accountId, amountFen: 1_000, paymentPassword: PAYMENT_PASSWORD },
    });
    expect(refusal(toOwnersCard)).toBe('NOT_FOUND');
    const unbind = await gql(
      stranger.headers,
      'mutation($id: ID!) { unbindPayoutAccount(id: $id) { userErrors { code } } }',
      {
        id: owner.accountId,
      },
    );
    expect(refusal(unbind)).toBe('NOT_FOUND');
    // A shopper cannot call staff actions.
    for (const mutation of [startReviewMutation, approveMutation]) {
      expect((await gql(owner.headers, mutation, { id: mine.id })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect((await gql(owner.headers, '{ withdrawalQueue { totalCount } }')).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect(
      (await gql(owner.headers, `query($id: ID!) { withdrawal(id: $id) { status } }`, { id: mine.id })).data.withdrawal
        .status,
    ).toBe('SUBMITTED');
  });

  it("pushes the owner's withdrawal changes to the owner only", async () => {
    const owner = await walletUser(server, 30_000);
    const stranger = await createUser(server);
    const subscribe = (headers: Record<string, string>) => {
      const client = createClient({
        url: server.url.replace(/^http/, 'ws') + '/graphql',
        webSocketImpl: WebSocket,
        connectionParams: headers,
        retryAttempts: 0,
      });
      const received: { withdrawalId: string; status: string }[] = [];
      const iterator = client.iterate<{ withdrawalStatusChanged: { withdrawalId: string; status: string } }>({
        query: 'subscription { withdrawalStatusChanged { withdrawalId status } }',
      });
      void (async () => {
        for await (const result of iterator) if (result.data) received.push(result.data.withdrawalStatusChanged);
      })().catch(() => undefined);
      return { client, received };
    };
    const mine = subscribe(owner.headers);
    const theirs = subscribe(stranger.headers);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const { withdrawal } = await withdraw(server, owner, 10_000);
    await gql(admin, startReviewMutation, { id: withdrawal.id });
    await gql(admin, approveMutation, { id: withdrawal.id });
    await expect.poll(() => mine.received.length).toBe(2);
    expect(mine.received).toEqual([
      { withdrawalId: withdrawal.id, status: 'UNDER_REVIEW' },
      { withdrawalId: withdrawal.id, status: 'PASSED' },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(theirs.received).toEqual([]);
    for (const subscription of [mine, theirs]) await subscription.client.dispose();
  });

  it('walks the withdrawal flow table', async () => {
    const flow = server.app.services.withdrawals.flow;
    // One owner for every subject (a user per subject is slow on a shared machine).
    const owner = await walletUser(server, 1_000_000);
    const stranger = await walletUser(server, 0);
    const outcomeOf = (answer: {
      data?: Record<string, { userErrors: { code: string }[] }>;
      errors?: { extensions?: { code?: string } }[];
    }) => {
      const code = answer.errors?.[0]?.extensions?.code ?? Object.values(answer.data ?? {})[0]?.userErrors[0]?.code;
      if (code === undefined) return 'done';
      if (code === 'WITHDRAWAL_ACTION_NOT_ALLOWED') return 'refused';
      // A stranger to an owner's event is told the withdrawal does not exist.
      if (code === 'FORBIDDEN' || code === 'NOT_FOUND') return 'forbidden';
      return code;
    };
    const outcomes = await walkFlow(flow, Object.values(WithdrawalStatus), {
      async arrange(state) {
        const { withdrawal } = await withdraw(server, owner, 10_000);
        await server.app.orm.em.fork().nativeUpdate(Withdrawal, { id: Number(withdrawal.id) }, { status: state });
        return withdrawal.id;
      },
      async fire(event, id, as) {
        if (event === WithdrawalAction.CANCEL) {
          return outcomeOf(await gql(as === 'allowed' ? owner.headers : stranger.headers, cancelMutation, { id }));
        }
        const headers = as === 'allowed' ? admin : owner.headers;
        if (event === WithdrawalAction.REJECT) {
          return outcomeOf(await gql(headers, rejectMutation, { input: { id, reason: 'Walk' } }));
        }
        const mutation = event === WithdrawalAction.APPROVE ? approveMutation : startReviewMutation;
        return outcomeOf(await gql(headers, mutation, { id }));
      },
      async stateOf(id) {
        const row = await server.app.orm.em.fork().findOneOrFail(Withdrawal, Number(id));
        return row.status;
      },
    });
    expect(outcomes.length).toBeGreaterThan(20);
  }, 240_000);
});
