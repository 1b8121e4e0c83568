import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Product } from '../src/modules/catalog/catalog.entities.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { loadConfig } from '../src/config.js';
import { entities } from '../src/entities.js';
import { mysqlMigrations, sqliteMigrations } from '../src/migrations/index.js';
import { WalletAccount } from '../src/modules/wallet/wallet.entities.js';
import { migrate, openDatabase } from '../src/platform/db/orm.js';
import { databaseKinds, freshDatabase, startTestServer, type TestServer } from './harness.js';
import { createUser, newKey, placeOrderMutation, setPart, type TestUser } from './order-steps.js';

const ERRORS = 'userErrors { code }';
const adjustMutation = `mutation Adjust($input: AdjustBalanceInput!) { adjustBalance(input: $input) { balanceFen ${ERRORS} } }`;
const payMutation = `mutation Pay($input: PayOrderWithBalanceInput!) {
  payOrderWithBalance(input: $input) { order { status } ${ERRORS} }
}`;
const cancelMutation = `mutation Cancel($input: CancelOrderInput!) { cancelOrder(input: $input) { order { status } ${ERRORS} } }`;
const PASSWORD = '135790';

/**
 * The wallet's ledger: after credits, debits, balance payments (some racing for the same money) and cancelled
 * orders, every user's balance is the sum of their ledger entries and never went below zero.
 */
describe.each(databaseKinds)('wallet on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock();
  let part: number;
  let admin: TestUser;

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 5 });
    const [product] = await server.app.orm.em.fork().find(Product, {}, { orderBy: { id: 'asc' }, limit: 1 });
    part = product!.id;
    // 1 piece = 10.00 yuan = 1,000 fen.
    await setPart(server, part, { stock: 100_000, priceBreaks: [{ minQty: 1, unitPriceMilli: 100_000 }] });
    admin = await createUser(server, { roles: ['admin'] });
  });
  afterAll(() => server.close());

  const gql = (user: TestUser, query: string, variables: Record<string, unknown> = {}) =>
    server.graphql(query, variables, user.headers);
  const errorOf = (payload: { userErrors: { code: string }[] }) => payload.userErrors[0]?.code ?? null;

  async function buyer(): Promise<{ user: TestUser; addressId: string }> {
    const user = await createUser(server);
    await gql(user, `mutation Set($input: SetPaymentPasswordInput!) { setPaymentPassword(input: $input) { done } }`, {
      input: { password: PASSWORD, confirmation: PASSWORD },
    });
    const added = await gql(
      user,
      `mutation Add($input: AddAddressInput!) { addAddress(input: $input) { address { id } } }`,
      {
        input: {
          consignee: '李娜',
          areaCode: '86',
          phone: '13900139000',
          country: 'CN',
          province: '上海市',
          city: '上海市',
          district: '浦东新区',
          postalCode: '200120',
          detail: '张江路88号',
          label: null,
        },
      },
    );
    return { user, addressId: added.data.addAddress.address.id };
  }

  async function order(
    who: { user: TestUser; addressId: string },
    pieces: number,
  ): Promise<{ id: string; payableFen: number }> {
    clock.advance(5_000);
    const placed = await gql(who.user, placeOrderMutation, {
      input: {
        idempotencyKey: newKey(),
        source: { productId: String(part), quantity: pieces },
        deliveryMethod: 'EXPRESS',
        addressId: who.addressId,
      },
    });
    expect(placed.data.placeOrder.userErrors).toEqual([]);
    return placed.data.placeOrder.order;
  }

  const adjust = async (user: TestUser, amountFen: number) =>
    (await gql(admin, adjustMutation, { input: { userId: String(user.id), amountFen, reason: 'wallet test' } })).data
      .adjustBalance;
  const pay = async (who: { user: TestUser }, orderId: string) =>
    (await gql(who.user, payMutation, { input: { orderId, paymentPassword: PASSWORD } })).data.payOrderWithBalance;

  it("keeps every user's balance equal to the sum of their ledger, never below zero", async () => {
    const alice = await buyer();
    const bob = await buyer();
    const carol = await buyer();

    // Credits, and a debit that would go below zero refused.
    expect(await adjust(alice.user, 50_000)).toMatchObject({ balanceFen: 50_000, userErrors: [] });
    expect(await adjust(bob.user, 3_000)).toMatchObject({ balanceFen: 3_000, userErrors: [] });
    expect(errorOf(await adjust(bob.user, -3_001))).toBe('INVALID_BALANCE_ADJUSTMENT');
    expect(await adjust(bob.user, -500)).toMatchObject({ balanceFen: 2_500, userErrors: [] });

    // Balance payments; one the balance does not cover is refused and takes nothing.
    const alicePaid = await order(alice, 3);
    expect(await pay(alice, alicePaid.id)).toMatchObject({ order: { status: 'PENDING_SHIPMENT' }, userErrors: [] });
    const tooDear = await order(carol, 1);
    expect(errorOf(await pay(carol, tooDear.id))).toBe('INSUFFICIENT_BALANCE');

    // Cancelled orders, paid or not, move no money.
    const cancelled = await order(alice, 2);
    expect(
      (await gql(alice.user, cancelMutation, { input: { id: cancelled.id, reason: 'changed my mind' } })).data
        .cancelOrder,
    ).toMatchObject({ order: { status: 'CANCELLED' }, userErrors: [] });
    expect(errorOf(await pay(alice, cancelled.id))).toBe('ORDER_EXPIRED');

    // Two payments racing for money enough for one of them: exactly one wins.
    const first = await order(bob, 2);
    const second = await order(bob, 2);
    const bobCredit = first.payableFen + Math.floor(first.payableFen / 2) - 2_500;
    await adjust(bob.user, bobCredit);
    const raced = await Promise.all([pay(bob, first.id), pay(bob, second.id)]);
    expect(raced.map(errorOf).sort()).toEqual(['INSUFFICIENT_BALANCE', null].sort());

    const wallet = server.app.services.wallet;
    const em = server.app.orm.em.fork();
    const balances: Record<string, number> = {};
    for (const [name, who] of Object.entries({ alice, bob, carol })) {
      const balance = (await gql(who.user, '{ myBalanceFen }')).data.myBalanceFen as number;
      const ledger = await wallet.ledgerOf(em, who.user.id);
      expect(balance, name).toBe(ledger.reduce((sum, entry) => sum + entry.amountFen, 0));
      expect(balance, name).toBeGreaterThanOrEqual(0);
      balances[name] = balance;
    }
    expect(balances).toEqual({ alice: 50_000 - alicePaid.payableFen, bob: Math.floor(first.payableFen / 2), carol: 0 });
  });
});

describe.each(databaseKinds)('wallet upgrade on %s', (database) => {
  it("moves every user's balance from the user table into the wallet", async () => {
    const { url, drop } = await freshDatabase(database);
    const config = loadConfig({ DATABASE_URL: url });
    const orm = await openDatabase({
      database: config.database,
      entities,
      migrations: { sqlite: sqliteMigrations, mysql: mysqlMigrations },
    });
    try {
      const migrations = database === 'sqlite' ? sqliteMigrations : mysqlMigrations;
      const walletAt = migrations.findIndex((migration) => migration.name.endsWith('_wallet'));
      await orm.migrator.up({ to: migrations[walletAt - 1]!.name });
      const connection = orm.em.getConnection();
      for (const [n, balance] of [
        [1, 12_345],
        [2, 0],
      ] as const) {
        await connection.execute(
          `insert into ${database === 'mysql' ? '`user`' : '"user"'} (email, invite_code, vip, balance_fen, roles, created_at)
           values (?, ?, 0, ?, '["buyer"]', ?)`,
          [`old-${n}@example.com`, `invite-${n}`, balance, new Date()],
        );
      }
      await migrate(orm);
      const accounts = await orm.em.fork().find(WalletAccount, {}, { orderBy: { balanceFen: 'asc' } });
      expect(accounts.map((account) => account.balanceFen)).toEqual([12_345]);
    } finally {
      await orm.close();
      await drop();
    }
  });
});
