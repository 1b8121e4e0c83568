import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { FlashSaleReminder } from '../src/modules/flash-sales/flash-sales.entities.js';
import { FlashSaleReminderEvent } from '../src/modules/flash-sales/flash-sales.states.js';
import { DomainError } from '../src/platform/errors/index.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { restCall } from './account-steps.js';
import { walkFlow, type WalkOutcome } from './flow-walk.js';
import {
  buy,
  cancelReminderMutation,
  codeOf,
  createSession,
  createMutation,
  lifecycleMutation,
  saleParts,
  sessionQuery,
  sessionsQuery,
  setReminderMutation,
  staffSessionQuery,
  updateMutation,
  withAddresses,
} from './flash-sales-steps.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, newKey, stockOf, type TestUser } from './order-steps.js';

const MINUTE = 60_000;

describe.each(databaseKinds)('flash sales on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock(new Date('2026-03-02T08:00:00.000Z'));
  let admin: TestUser;
  let buyers: [TestUser, string][];

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 40 });
    admin = await createUser(server, { roles: ['admin'] });
    const users: TestUser[] = [];
    for (let i = 0; i < 4; i++) users.push(await createUser(server));
    buyers = await withAddresses(server, users, clock.now());
  }, 120_000);
  afterAll(() => server.close());

  const gql = (query: string, variables: Record<string, unknown>, who?: TestUser) =>
    server.graphql(query, variables, { ...(who?.headers ?? {}), lang: 'en-US' });
  const session = async (id: string, who?: TestUser) => (await gql(sessionQuery, { id }, who)).data.flashSaleSession;
  const later = (ms: number) => new Date(clock.now().getTime() + ms);
  const lifecycle = async (action: 'start' | 'pause' | 'resume' | 'end', id: string) => {
    const answer = await gql(lifecycleMutation(action), { id }, admin);
    expect(answer.errors).toBeUndefined();
    return answer.data[`${action}Activity`];
  };

  it('refuses sessions whose items break the rules, with the offending field', async () => {
    const [part] = await saleParts(server, [50]);
    const create = async (item: Record<string, unknown>, items?: unknown[]) => {
      const answer = await gql(
        createMutation,
        {
          input: {
            title: 'Broken',
            startsAt: later(10 * MINUTE).toISOString(),
            endsAt: later(70 * MINUTE).toISOString(),
            items: items ?? [{ productId: String(part), salePriceMilli: 5000, stock: 10, perUserLimit: 1, ...item }],
          },
        },
        admin,
      );
      return answer.data.createFlashSaleSession.userErrors[0];
    };
    expect(await create({ salePriceMilli: 10_000 })).toMatchObject({
      code: 'FLASH_SALE_PRICE_INVALID',
      field: ['input', 'items', '0', 'salePriceMilli'],
    });
    expect((await create({ salePriceMilli: 0 })).code).toBe('FLASH_SALE_PRICE_INVALID');
    expect((await create({ stock: 0 })).code).toBe('FLASH_SALE_STOCK_INVALID');
    expect((await create({ perUserLimit: 11 })).code).toBe('FLASH_SALE_LIMIT_INVALID');
    expect((await create({ productId: '987654' })).code).toBe('FLASH_SALE_PART_INVALID');
    expect((await create({}, [])).code).toBe('FLASH_SALE_ITEMS_INVALID');
    const twice = { productId: String(part), salePriceMilli: 5000, stock: 10, perUserLimit: 1 };
    expect((await create({}, [twice, twice])).code).toBe('FLASH_SALE_ITEMS_INVALID');
    const backwards = await gql(
      createMutation,
      {
        input: {
          title: 'Backwards',
          startsAt: later(70 * MINUTE).toISOString(),
          endsAt: later(10 * MINUTE).toISOString(),
          items: [twice],
        },
      },
      admin,
    );
    expect(backwards.data.createFlashSaleSession.userErrors[0].code).toBe('ACTIVITY_WINDOW_INVALID');
  });

  it('starts and ends a session by its jobs: not started, on sale, ended, each state pushed to a subscriber', async () => {
    const [part] = await saleParts(server, [100]);
    const created = await createSession(server, admin, {
      title: 'Ten o’clock',
      startsAt: later(10 * MINUTE),
      endsAt: later(70 * MINUTE),
      items: [{ productId: part!, salePriceMilli: 4_500, stock: 20, perUserLimit: 2 }],
    });
    expect(created).toMatchObject({ status: 'NOT_STARTED', state: 'NOT_STARTED', myReminder: null });
    expect(created.items[0]).toMatchObject({
      salePriceMilli: 4_500,
      listPriceMilli: 10_000,
      stock: 20,
      sold: 0,
      soldPercent: 0,
      perUserLimit: 2,
      state: 'NOT_STARTED',
      myBought: null,
    });
    const listed = await gql(sessionsQuery, {}, buyers[0]![0]);
    expect(listed.errors).toBeUndefined();
    const today = listed.data.flashSaleSessions;
    expect(today.map((listed: any) => listed.id)).toContain(created.id);
    expect(today.find((listed: any) => listed.id === created.id).items[0].myBought).toBe(0);
    const nextWeek = new Date(clock.now().getTime() + 8 * 24 * 3600_000).toISOString().slice(0, 10);
    expect((await gql(sessionsQuery, { day: nextWeek })).data.flashSaleSessions).toEqual([]);
    expect((await gql(sessionsQuery, { day: 'tomorrow' })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const [buyer, address] = buyers[0]!;
    expect(codeOf(await buy(server, buyer, address, created.items[0].id))).toBe('ACTIVITY_NOT_STARTED');

    const client = createClient({ url: server.url.replace(/^http/, 'ws') + '/graphql', webSocketImpl: WebSocket });
    try {
      const changes = client.iterate<{ flashSaleChanged: any }>({
        query: `subscription ($id: ID!) { flashSaleChanged(sessionId: $id) { id status state items { id state sold } } }`,
        variables: { id: created.id },
      });
      const next = async () => (await changes.next()).value.data.flashSaleChanged;
      // First the session as it is: the subscription is live from then on.
      expect(await next()).toMatchObject({ id: created.id, status: 'NOT_STARTED', state: 'NOT_STARTED' });
      clock.advance(10 * MINUTE);
      await server.app.jobs.runDue();
      expect(await next()).toMatchObject({ id: created.id, status: 'IN_PROGRESS', state: 'ON_SALE' });
      expect((await session(created.id)).items[0].state).toBe('ON_SALE');

      expect((await lifecycle('pause', created.id)).activity.status).toBe('PAUSED');
      expect(await next()).toMatchObject({ state: 'PAUSED', items: [{ state: 'PAUSED' }] });
      expect(codeOf(await buy(server, buyer, address, created.items[0].id))).toBe('ACTIVITY_PAUSED');
      await lifecycle('resume', created.id);
      expect(await next()).toMatchObject({ state: 'ON_SALE' });

      clock.advance(60 * MINUTE);
      await server.app.jobs.runDue();
      expect(await next()).toMatchObject({ status: 'ENDED', state: 'ENDED', items: [{ state: 'ENDED' }] });
      await changes.return?.();
    } finally {
      await client.dispose();
    }
    expect(codeOf(await buy(server, buyer, address, created.items[0].id))).toBe('ACTIVITY_ENDED');
  }, 60_000);

  it('sells at the sale price within the per-buyer limit and the sale stock, and takes unpaid units back after the short payment window', async () => {
    const [part] = await saleParts(server, [100]);
    const stockBefore = await stockOf(server, part!);
    const created = await createSession(server, admin, {
      startsAt: clock.now(),
      endsAt: later(60 * MINUTE),
      items: [{ productId: part!, salePriceMilli: 2_500, stock: 2, perUserLimit: 1 }],
    });
    expect(created.state).toBe('ON_SALE');
    const itemId = created.items[0].id;
    const [[a, addressA], [b, addressB], [c, addressC]] = buyers as [
      [TestUser, string],
      [TestUser, string],
      [TestUser, string],
    ];

    expect(codeOf(await buy(server, a, addressA, itemId, { quantity: 2 }))).toBe('FLASH_SALE_QUANTITY_INVALID');
    const key = newKey();
    const first = await buy(server, a, addressA, itemId, { key });
    expect(first.userErrors).toEqual([]);
    expect(first.order).toMatchObject({
      status: 'PENDING_PAYMENT',
      lines: [{ productId: String(part), quantity: 1, unitPriceMilli: 2_500 }],
    });
    // The flash-sale payment window (5 minutes by default), not the usual 30.
    expect(Date.parse(first.order.expiresAt)).toBe(clock.now().getTime() + 5 * MINUTE);
    // A repeated press with the same key answers the same order.
    expect((await buy(server, a, addressA, itemId, { key })).order.id).toBe(first.order.id);
    expect(codeOf(await buy(server, a, addressA, itemId))).toBe('FLASH_SALE_LIMIT_REACHED');
    expect((await session(created.id, a)).items[0]).toMatchObject({ sold: 1, soldPercent: 50, myBought: 1 });

    expect(codeOf(await buy(server, b, addressB, itemId))).toBe('OK');
    expect((await session(created.id)).items[0]).toMatchObject({ sold: 2, remaining: 0, state: 'SOLD_OUT' });
    expect((await session(created.id)).state).toBe('SOLD_OUT');
    expect(codeOf(await buy(server, c, addressC, itemId))).toBe('FLASH_SALE_SOLD_OUT');
    expect(await stockOf(server, part!)).toBe(stockBefore - 2);

    // Nobody pays within 5 minutes: both orders expire, the units go back to the sale and to the buyers' limits.
    clock.advance(5 * MINUTE);
    await server.app.jobs.runDue();
    expect((await session(created.id, a)).items[0]).toMatchObject({ sold: 0, state: 'ON_SALE', myBought: 0 });
    expect(await stockOf(server, part!)).toBe(stockBefore);
    expect(codeOf(await buy(server, a, addressA, itemId))).toBe('OK');
    expect(codeOf(await buy(server, c, addressC, itemId))).toBe('OK');
  }, 60_000);

  it('turns the session abnormal when the catalog cannot supply what the sale still has', async () => {
    const [part] = await saleParts(server, [1]);
    const created = await createSession(server, admin, {
      startsAt: clock.now(),
      endsAt: later(60 * MINUTE),
      items: [{ productId: part!, stock: 5, perUserLimit: 1 }],
    });
    const itemId = created.items[0].id;
    expect(codeOf(await buy(server, buyers[0]![0], buyers[0]![1], itemId))).toBe('OK');
    expect(codeOf(await buy(server, buyers[1]![0], buyers[1]![1], itemId))).toBe('PRODUCT_SOLD_OUT');
    const staff = (await gql(staffSessionQuery, { id: created.id }, admin)).data.staffFlashSaleSession;
    expect(staff.activity.status).toBe('ABNORMAL');
    expect(staff.activity.abnormalReason).toMatch(/catalog stock/);
    expect(staff).toMatchObject({ soldTotal: 1, stockTotal: 5, session: { state: 'PAUSED' } });
    expect(codeOf(await buy(server, buyers[2]![0], buyers[2]![1], itemId))).toBe('ACTIVITY_ABNORMAL');
  }, 60_000);

  it('sends a set reminder 3 minutes before the start, as a message, and not a cancelled one', async () => {
    const [part] = await saleParts(server, [100]);
    const created = await createSession(server, admin, {
      title: 'Two o’clock',
      startsAt: later(30 * MINUTE),
      endsAt: later(90 * MINUTE),
      items: [{ productId: part!, stock: 10 }],
    });
    const [keen, fickle, late] = buyers.map(([user]) => user) as [TestUser, TestUser, TestUser];
    const remind = async (who: TestUser, mutation = setReminderMutation) => {
      const answer = await gql(mutation, { id: created.id }, who);
      const payload = answer.data.setFlashSaleReminder ?? answer.data.cancelFlashSaleReminder;
      return payload.userErrors[0]?.code ?? payload.session.myReminder;
    };
    expect(await remind(keen)).toBe('SET');
    expect(await remind(keen)).toBe('FLASH_SALE_REMINDER_ALREADY_SET');
    expect(await remind(fickle)).toBe('SET');
    expect(await remind(fickle, cancelReminderMutation)).toBe('CANCELLED');
    expect(await remind(fickle, cancelReminderMutation)).toBe('FLASH_SALE_REMINDER_NOT_SET');
    expect(await remind(late, cancelReminderMutation)).toBe('FLASH_SALE_REMINDER_NOT_SET');
    expect((await gql(setReminderMutation, { id: created.id })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await session(created.id, keen)).myReminder).toBe('SET');
    expect((await gql(staffSessionQuery, { id: created.id }, admin)).data.staffFlashSaleSession.remindersSet).toBe(1);

    const messages = async (who: TestUser) =>
      (
        await gql('{ myMessages(first: 20) { edges { node { title body link } } } }', {}, who)
      ).data.myMessages.edges.map((edge: any) => edge.node);
    const reminderOf = async (who: TestUser) =>
      (await messages(who)).filter((message: any) => message.title === 'A flash sale starts soon');

    clock.advance(27 * MINUTE - 1000);
    await server.app.jobs.runDue();
    expect(await reminderOf(keen)).toEqual([]);
    clock.advance(1000);
    // Three minutes before the start it is too late to set one.
    expect(await remind(late)).toBe('FLASH_SALE_REMINDER_TOO_LATE');
    await server.app.jobs.runDue();
    const start = created.startsAt.slice(0, 16).replace('T', ' ');
    expect(await reminderOf(keen)).toEqual([
      {
        title: 'A flash sale starts soon',
        body: `The flash sale "Two o’clock" you follow starts at ${start} (UTC). Stock is limited: first come, first served.`,
        link: `/activity/flash-sale?session=${created.id}`,
      },
    ]);
    expect(await reminderOf(fickle)).toEqual([]);
    expect((await session(created.id, keen)).myReminder).toBe('SENT');
    // The job run again sends nothing twice.
    expect(await server.app.services.flashSales.sendReminders(Number(created.id))).toBe(0);
    expect(await reminderOf(keen)).toHaveLength(1);
  }, 60_000);

  it('walks the reminder flow: set, cancel, send, each only from its states and by its party', async () => {
    const [part] = await saleParts(server, [100]);
    const created = await createSession(server, admin, {
      startsAt: later(600 * MINUTE),
      endsAt: later(660 * MINUTE),
      items: [{ productId: part!, stock: 10 }],
    });
    const flow = server.app.services.flashSales.reminderFlow;
    const em = () => server.app.orm.em.fork();
    const owners = buyers.map(([user]) => user);
    let next = 0;
    const reminderIds = new Map<string, TestUser>();
    const outcomeOf = (code: string | undefined): WalkOutcome | string => {
      if (code === undefined) return 'done';
      if (code === 'FORBIDDEN') return 'forbidden';
      if (code === 'FLASH_SALE_REMINDER_ALREADY_SET' || code === 'FLASH_SALE_REMINDER_NOT_SET') return 'refused';
      return code;
    };
    const statusOf = async (id: string) => (await em().findOneOrFail(FlashSaleReminder, Number(id))).status;
    const outcomes = await walkFlow(flow, ['SET', 'CANCELLED', 'SENT'], {
      arrange: async (status) => {
        // A fresh session per reminder would be slow: one reminder row per (session, user), so a fresh user.
        const owner = next < owners.length ? owners[next++]! : await createUser(server);
        await em().nativeDelete(FlashSaleReminder, { activity: Number(created.id), user: owner.id });
        const answer = await gql(setReminderMutation, { id: created.id }, owner);
        expect(answer.data.setFlashSaleReminder.userErrors).toEqual([]);
        const row = await em().findOneOrFail(FlashSaleReminder, { activity: Number(created.id), user: owner.id });
        await em().nativeUpdate(FlashSaleReminder, row.id, { status });
        reminderIds.set(String(row.id), owner);
        return String(row.id);
      },
      fire: async (event, id, as) => {
        const owner = reminderIds.get(id)!;
        const stranger = owners.find((user) => user.id !== owner.id)!;
        // The shop's own event, and any event by another party, go straight at the flow: no API offers them (a
        // shopper's mutations only ever reach their own reminder).
        if (event === FlashSaleReminderEvent.SEND || as === 'other') {
          const actor =
            event === FlashSaleReminderEvent.SEND && as === 'allowed'
              ? ({ kind: 'system' } as const)
              : { kind: 'user' as const, userId: as === 'allowed' ? owner.id : stranger.id, can: () => false };
          try {
            const fired = await em().transactional(async (tx) =>
              flow.fire(tx, await tx.findOneOrFail(FlashSaleReminder, Number(id)), event, { actor }),
            );
            return fired ? 'done' : 'refused';
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
            return outcomeOf(error.code);
          }
        }
        const mutation = event === FlashSaleReminderEvent.SET ? setReminderMutation : cancelReminderMutation;
        const answer = await gql(mutation, { id: created.id }, owner);
        const payload = answer.data.setFlashSaleReminder ?? answer.data.cancelFlashSaleReminder;
        return outcomeOf(payload.userErrors[0]?.code);
      },
      stateOf: statusOf,
    });
    expect(outcomes.length).toBeGreaterThan(0);
  }, 120_000);

  it('lets staff edit the items before the start only, and answers the list and the buy on the REST façade', async () => {
    const [first, second] = await saleParts(server, [100, 100]);
    const created = await createSession(server, admin, {
      startsAt: later(10 * MINUTE),
      endsAt: later(70 * MINUTE),
      items: [{ productId: first!, stock: 10 }],
    });
    const update = async (input: Record<string, unknown>) =>
      (await gql(updateMutation, { input: { id: created.id, ...input } }, admin)).data.updateFlashSaleSession;
    const edited = await update({
      title: 'Renamed',
      items: [
        { productId: String(second), salePriceMilli: 3000, stock: 7, perUserLimit: 2 },
        { productId: String(first), salePriceMilli: 6000, stock: 3, perUserLimit: 1 },
      ],
    });
    expect(edited.userErrors).toEqual([]);
    expect(edited.session.session.title).toBe('Renamed');
    expect(edited.session.session.items.map((item: any) => [item.part.productId, item.stock])).toEqual([
      [String(second), 7],
      [String(first), 3],
    ]);
    clock.advance(10 * MINUTE);
    await server.app.jobs.runDue();
    expect(
      (await update({ items: [{ productId: String(first), salePriceMilli: 1, stock: 1, perUserLimit: 1 }] }))
        .userErrors[0].code,
    ).toBe('ACTIVITY_ALREADY_STARTED');
    expect((await update({ title: 'Still renamable' })).userErrors).toEqual([]);

    const listed = await restCall(server, '/activity/flash-sale/list', {}, { lang: 'en-US' });
    expect(listed.code).toBe(1);
    const restSession = listed.data.sessions.find((found: any) => found.id === created.id);
    expect(restSession).toMatchObject({ title: 'Still renamable', state: 'ON_SALE' });
    const [buyer, address] = buyers[3]!;
    const bought = await restCall(
      server,
      '/activity/flash-sale/buy',
      { itemId: restSession.items[0].id, idempotencyKey: newKey(), deliveryMethod: 'express', addressId: address },
      { ...buyer.headers, lang: 'en-US' },
    );
    expect(bought).toMatchObject({ code: 1, data: { status: 'PENDING_PAYMENT' } });
    const again = await restCall(
      server,
      '/activity/flash-sale/buy',
      {
        itemId: restSession.items[0].id,
        idempotencyKey: newKey(),
        deliveryMethod: 'express',
        addressId: address,
        quantity: 2,
      },
      { ...buyer.headers, lang: 'en-US' },
    );
    expect(again.code).toBe(-9521);
    expect(again.msg).toBe('You may buy at most 2 of this item in this sale, and have reached that');
    const anonymous = await restCall(server, '/activity/flash-sale/buy', {
      itemId: restSession.items[0].id,
      idempotencyKey: newKey(),
      deliveryMethod: 'express',
    });
    expect(anonymous.code).toBe(-202);
  }, 60_000);
});

describe.runIf(process.env.TEST_REDIS_URL).each(databaseKinds)(
  'flash-sale states across server copies on %s',
  (database) => {
    let copyA: TestServer;
    let copyB: TestServer;
    const clock = new ManualClock(new Date('2026-03-04T08:00:00.000Z'));

    beforeAll(async () => {
      copyA = await startTestServer({ database, clock, redis: true, parts: 20 });
      copyB = await startTestServer({ database, clock, redis: true, databaseUrl: copyA.databaseUrl });
    }, 120_000);
    afterAll(async () => {
      await copyB.close();
      await copyA.close();
    });

    it("pushes a session's start, made by the job on whichever copy runs it, to subscribers of both copies", async () => {
      const admin = await createUser(copyA, { roles: ['admin'] });
      const [part] = await saleParts(copyA, [100]);
      const created = await createSession(copyA, admin, {
        startsAt: new Date(clock.now().getTime() + 10 * MINUTE),
        endsAt: new Date(clock.now().getTime() + 70 * MINUTE),
        items: [{ productId: part!, stock: 10 }],
      });
      const clients = [copyA, copyB].map((copy) =>
        createClient({ url: copy.url.replace(/^http/, 'ws') + '/graphql', webSocketImpl: WebSocket, retryAttempts: 0 }),
      );
      try {
        const streams = clients.map((client) =>
          client.iterate<{ flashSaleChanged: { state: string } }>({
            query: 'subscription ($id: ID!) { flashSaleChanged(sessionId: $id) { state } }',
            variables: { id: created.id },
          }),
        );
        const next = async (index: number) => (await streams[index]!.next()).value.data.flashSaleChanged.state;
        expect([await next(0), await next(1)]).toEqual(['NOT_STARTED', 'NOT_STARTED']);
        clock.advance(10 * MINUTE);
        await Promise.all([copyA.app.jobs.runDue(), copyB.app.jobs.runDue()]);
        expect([await next(0), await next(1)]).toEqual(['ON_SALE', 'ON_SALE']);
      } finally {
        await Promise.all(clients.map((client) => client.dispose()));
      }
    }, 60_000);
  },
);
