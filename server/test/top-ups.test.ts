import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_PAYMENT_SANDBOX_SECRET } from '../src/config.js';
import { signFields } from '../src/modules/payments/notification-signature.js';
import { TopUp, TopUpStatus } from '../src/modules/top-ups/top-ups.entities.js';
import { DomainError } from '../src/platform/errors/index.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { asUser, signUp } from './account-steps.js';
import { walkFlow } from './flow-walk.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { payOnSandboxPage } from './payment-steps.js';

const startTopUp = `mutation Start($input: StartTopUpInput!) {
  startTopUp(input: $input) { start { topUp { id amountFen method status } payUrl qrCodeSvg } userErrors { code message field } }
}`;
const myTopUp = `query TopUp($id: ID!) { myTopUp(id: $id) { status amountFen paidAt } }`;
const balance = `{ myBalanceFen }`;
const records = `{ myBalanceRecords(kind: TOPUP) { totalCount edges { node { amountFen kind reference } } } }`;
const loginMutation = `mutation Login($input: LoginWithPasswordInput!) { loginWithPassword(input: $input) { token } }`;

/** Per top-up ¥1 to ¥500, ¥800 a day: small enough for a test to reach. */
const settings = { TOPUP_MINIMUM_FEN: '100', TOPUP_MAXIMUM_FEN: '50000', TOPUP_DAILY_LIMIT_FEN: '80000' };

describe.each(databaseKinds)('balance top-ups on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock();
  let emails = 0;

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 10, settings });
  });
  afterAll(() => server.close());

  async function newShopper(): Promise<Record<string, string>> {
    const token = await signUp(server, clock, `topup${(emails += 1)}-${database}@example.com`);
    return asUser(token, { lang: 'en-US' });
  }

  async function start(shopper: Record<string, string>, amountFen: number, method: 'WECHAT' | 'ALIPAY' = 'ALIPAY') {
    const result = await server.graphql(startTopUp, { input: { amountFen, method } }, shopper);
    expect(result.data.startTopUp.userErrors).toEqual([]);
    return result.data.startTopUp.start as { topUp: { id: string }; payUrl: string };
  }

  /** The outTradeNo the shop gave the provider, as the provider's notification echoes it. */
  async function outTradeNoOf(topUpId: string): Promise<string> {
    return (await server.app.orm.em.fork().findOneOrFail(TopUp, Number(topUpId))).outTradeNo;
  }

  /** Sandbox Alipay's signed notification of a payment of `amountFen` (yuan with two decimals on the wire). */
  function alipayNotification(outTradeNo: string, amountFen: number, tradeNo = `tx-${randomUUID()}`) {
    const fields = {
      out_trade_no: outTradeNo,
      trade_no: tradeNo,
      total_amount: `${Math.floor(amountFen / 100)}.${String(amountFen % 100).padStart(2, '0')}`,
      trade_status: 'TRADE_SUCCESS',
      time_end: clock.now().toISOString(),
      nonce_str: randomUUID(),
    };
    return { ...fields, sign: signFields(fields, DEVELOPMENT_PAYMENT_SANDBOX_SECRET) };
  }

  const notify = (provider: string, fields: Record<string, string>) =>
    server.request('POST', `/api/pay/topup-notify/${provider}`, {
      body: JSON.stringify(fields),
      headers: { 'content-type': 'application/json' },
    });

  const balanceOf = async (shopper: Record<string, string>) =>
    Number((await server.graphql(balance, {}, shopper)).data.myBalanceFen);

  const topUpRecords = async (shopper: Record<string, string>) =>
    (await server.graphql(records, {}, shopper)).data.myBalanceRecords as {
      totalCount: number;
      edges: { node: { amountFen: number; kind: string; reference: string } }[];
    };

  it('tops up ¥50 through the sandbox Alipay page: the balance and its records show it once', async () => {
    const shopper = await newShopper();
    const started = await start(shopper, 5000);
    expect(started.payUrl).toContain('/dev/pay/alipay/cashier');
    const paid = await payOnSandboxPage(server, started.payUrl);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('/user/wallet');
    expect((await server.graphql(myTopUp, { id: started.topUp.id }, shopper)).data.myTopUp).toMatchObject({
      status: 'PAID',
      amountFen: 5000,
    });
    expect(await balanceOf(shopper)).toBe(5000);
    expect(await topUpRecords(shopper)).toEqual({
      totalCount: 1,
      edges: [{ node: { amountFen: 5000, kind: 'TOPUP', reference: started.topUp.id } }],
    });
    // Another shopper does not see it.
    const stranger = await newShopper();
    const peek = await server.graphql(myTopUp, { id: started.topUp.id }, stranger);
    expect(peek.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('credits once when the notification is replayed, also concurrently, or another transaction follows', async () => {
    const shopper = await newShopper();
    const started = await start(shopper, 5000);
    const notification = alipayNotification(await outTradeNoOf(started.topUp.id), 5000);
    const answers = await Promise.all([notify('alipay', notification), notify('alipay', notification)]);
    for (const answer of [...answers, await notify('alipay', notification)]) {
      expect([answer.status, await answer.text()]).toEqual([200, 'SUCCESS']);
    }
    // A second transaction on a paid top-up (a real provider takes one per out_trade_no) is acknowledged only.
    const again = await notify('alipay', alipayNotification(await outTradeNoOf(started.topUp.id), 5000));
    expect([again.status, await again.text()]).toEqual([200, 'SUCCESS']);
    expect(await balanceOf(shopper)).toBe(5000);
    expect((await topUpRecords(shopper)).totalCount).toBe(1);
  });

  it('refuses forged or tampered notifications and credits nothing until the genuine one', async () => {
    const shopper = await newShopper();
    const started = await start(shopper, 2000);
    const outTradeNo = await outTradeNoOf(started.topUp.id);
    const genuine = alipayNotification(outTradeNo, 2000);
    const forged = [
      { ...genuine, sign: 'not the signature' },
      { ...genuine, total_amount: '2000.00' },
      alipayNotification(outTradeNo, 2001),
      alipayNotification('CMTU0Tunknown', 2000),
    ];
    for (const fields of forged) {
      const answer = await notify('alipay', fields);
      expect([answer.status, await answer.text()]).toEqual([400, 'FAIL']);
    }
    // An Alipay top-up is not paid through another provider's callback.
    expect((await notify('wechat', genuine)).status).toBe(400);
    expect((await notify('paypal', genuine)).status).toBe(400);
    expect(await balanceOf(shopper)).toBe(0);
    expect((await server.graphql(myTopUp, { id: started.topUp.id }, shopper)).data.myTopUp.status).toBe('PENDING');
    expect(await (await notify('alipay', genuine)).text()).toBe('SUCCESS');
    expect(await balanceOf(shopper)).toBe(2000);
  });

  it('keeps each top-up within its range and the paid ones of a day within the daily limit', async () => {
    const shopper = await newShopper();
    const refused = async (amountFen: number) =>
      (await server.graphql(startTopUp, { input: { amountFen, method: 'ALIPAY' } }, shopper)).data.startTopUp
        .userErrors[0];
    for (const amountFen of [99, 50_001, 0, -100]) {
      expect(await refused(amountFen)).toEqual({
        code: 'TOPUP_AMOUNT_OUT_OF_RANGE',
        message: 'A top-up is between ¥1.00 and ¥500.00',
        field: ['input', 'amountFen'],
      });
    }
    for (const amountFen of [50_000, 20_000]) {
      const started = await start(shopper, amountFen);
      expect((await payOnSandboxPage(server, started.payUrl)).status).toBe(303);
    }
    expect(await refused(10_001)).toEqual({
      code: 'TOPUP_DAILY_LIMIT',
      message: 'This exceeds the daily top-up limit (¥100.00 left today)',
      field: ['input', 'amountFen'],
    });
    await start(shopper, 10_000);
    // The next UTC day has its own limit.
    clock.advance(24 * 3600_000);
    await start(shopper, 50_000);
    expect(await balanceOf(shopper)).toBe(70_000);
  });

  it('leaves the daily reconciliation balanced with top-ups in the ledger', async () => {
    const shopper = await newShopper();
    const started = await start(shopper, 12_345);
    expect((await payOnSandboxPage(server, started.payUrl)).status).toBe(303);
    const login = await server.graphql(loginMutation, {
      input: { account: 'admin', password: 'Admin123', agreementAccepted: true },
    });
    const admin = asUser(login.data.loginWithPassword.token as string, { lang: 'en-US' });
    const report = (await server.graphql('{ ledgerReconciliation(days: 3) { balanced mismatchedUsers } }', {}, admin))
      .data.ledgerReconciliation;
    expect(report).toEqual({ balanced: true, mismatchedUsers: 0 });
  });

  it('walks every (state, event) pair of the top-up flow, and every forbidden party', async () => {
    const flow = server.app.services.topUps.flow;
    const shopper = await newShopper();
    const amounts = new Map<string, number>();
    const statusOf = async (outTradeNo: string) =>
      (await server.app.orm.em.fork().findOneOrFail(TopUp, { outTradeNo })).status;
    const outcomes = await walkFlow(flow, Object.values(TopUpStatus), {
      arrange: async (status) => {
        const started = await start(shopper, 100);
        const outTradeNo = await outTradeNoOf(started.topUp.id);
        await server.app.orm.em.fork().nativeUpdate(TopUp, { outTradeNo }, { status });
        amounts.set(outTradeNo, 100);
        return outTradeNo;
      },
      fire: async (event, outTradeNo, as) => {
        if (as === 'other') {
          // Only the provider's signed notification pays a top-up: no API lets a user fire it.
          try {
            await server.app.orm.em.fork().transactional(async (em) => {
              const topUp = await em.findOneOrFail(TopUp, { outTradeNo });
              await flow.fire(em, topUp, event, { actor: { kind: 'user', userId: 1, can: () => true } });
            });
            return 'done';
          } catch (error) {
            return error instanceof DomainError && error.code === 'FORBIDDEN' ? 'forbidden' : String(error);
          }
        }
        const before = await statusOf(outTradeNo);
        const answer = await notify('alipay', alipayNotification(outTradeNo, amounts.get(outTradeNo)!));
        expect([answer.status, await answer.text()]).toEqual([200, 'SUCCESS']);
        return (await statusOf(outTradeNo)) === before ? 'refused' : 'done';
      },
      stateOf: statusOf,
    });
    expect(outcomes).toHaveLength(flow.definition.transitions.length * (Object.values(TopUpStatus).length + 1));
  });
});
