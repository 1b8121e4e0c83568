import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Activity, ActivityStatus, type ActivityKind } from '../src/modules/activities/activities.entities.js';
import { ActivityEvent } from '../src/modules/activities/activities.states.js';
import { DomainError } from '../src/platform/errors/index.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { walkFlow, type WalkOutcome } from './flow-walk.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, type TestUser } from './order-steps.js';

const HOUR = 3_600_000;
const ACTIVITY = 'id kind title status startsAt endsAt abnormalReason availableActions';

/** The staff mutation of each staff event. */
const mutationOf: Partial<Record<ActivityEvent, string>> = {
  START: 'startActivity',
  PAUSE: 'pauseActivity',
  RESUME: 'resumeActivity',
  END: 'endActivity',
};

describe.each(databaseKinds)('the activity lifecycle on %s', (database) => {
  const clock = new ManualClock();
  let server: TestServer;
  let admin: TestUser;
  let sales: TestUser;
  let shopper: TestUser;

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 3, redis: true });
    admin = await createUser(server, { roles: ['admin'] });
    sales = await createUser(server, { roles: ['sales'] });
    shopper = await createUser(server);
  });
  afterAll(() => server.close());

  const activities = () => server.app.services.activities;
  const create = (input: { kind?: ActivityKind; title?: string; startsIn: number; lasts: number }) =>
    server.app.orm.em.fork().transactional((em) =>
      activities().createActivity(em, {
        kind: input.kind ?? 'FLASH_SALE',
        title: input.title ?? 'Ten o’clock session',
        startsAt: new Date(clock.now().getTime() + input.startsIn),
        endsAt: new Date(clock.now().getTime() + input.startsIn + input.lasts),
      }),
    );
  const statusOf = async (id: number) =>
    (await server.app.orm.em.fork().findOneOrFail(Activity, id, { fields: ['status'] })).status;
  const fire = (user: TestUser, mutation: string, id: number | string) =>
    server.graphql(
      `mutation($id: ID!) { ${mutation}(id: $id) { activity { ${ACTIVITY} } userErrors { code message } } }`,
      { id: String(id) },
      { ...user.headers, lang: 'en-US' },
    );

  it('starts and ends by its jobs at its times, once, and refuses buyers outside them with the reason', async () => {
    const activity = await create({ startsIn: HOUR, lasts: 2 * HOUR });
    expect(activity.status).toBe(ActivityStatus.NOT_STARTED);
    const refusal = () =>
      server.app.orm.em
        .fork()
        .transactional((em) => activities().requireInProgress(em, activity.id, 'FLASH_SALE'))
        .then(
          () => 'taken part',
          (error: unknown) => (error instanceof DomainError ? error.code : String(error)),
        );
    expect(await refusal()).toBe('ACTIVITY_NOT_STARTED');
    await server.app.jobs.runDue();
    expect(await statusOf(activity.id)).toBe(ActivityStatus.NOT_STARTED);

    clock.advance(HOUR);
    await server.app.jobs.runDue();
    expect(await statusOf(activity.id)).toBe(ActivityStatus.IN_PROGRESS);
    expect(await refusal()).toBe('taken part');
    // Another kind's id is not this kind's activity.
    await expect(
      server.app.orm.em.fork().transactional((em) => activities().requireInProgress(em, activity.id, 'BARGAIN')),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });

    clock.advance(2 * HOUR);
    await server.app.jobs.runDue();
    expect(await statusOf(activity.id)).toBe(ActivityStatus.ENDED);
    expect(await refusal()).toBe('ACTIVITY_ENDED');
    // The jobs ran once: running them again changes nothing.
    expect(await server.app.jobs.runDue()).toBe(0);
  });

  it('starts at once when created to start now, and re-creates its jobs from the table after a restart', async () => {
    const now = await create({ startsIn: 0, lasts: HOUR });
    expect(now.status).toBe(ActivityStatus.IN_PROGRESS);
    const later = await create({ startsIn: HOUR, lasts: HOUR });
    // As the start-up does: every activity not yet ended gets its jobs again (same keys, nothing doubled).
    expect(await activities().resumeJobs()).toBeGreaterThanOrEqual(2);
    clock.advance(HOUR);
    await server.app.jobs.runDue();
    expect(await statusOf(later.id)).toBe(ActivityStatus.IN_PROGRESS);
    expect(await statusOf(now.id)).toBe(ActivityStatus.ENDED);
    clock.advance(HOUR);
    await server.app.jobs.runDue();
    expect(await statusOf(later.id)).toBe(ActivityStatus.ENDED);
  });

  it('lets staff move the times only before the start, and refuses a window that ends before it starts', async () => {
    const activity = await create({ startsIn: HOUR, lasts: HOUR });
    const update = (input: Parameters<ReturnType<typeof activities>['updateActivity']>[2]) =>
      server.app.orm.em.fork().transactional((em) => activities().updateActivity(em, activity.id, input));
    const startsAt = new Date(clock.now().getTime() + 2 * HOUR);
    await expect(update({ startsAt, endsAt: new Date(startsAt.getTime() - 1) })).rejects.toMatchObject({
      code: 'ACTIVITY_WINDOW_INVALID',
    });
    await expect(update({ title: ' ' })).rejects.toMatchObject({ code: 'ACTIVITY_TITLE_INVALID' });
    await update({ startsAt, endsAt: new Date(startsAt.getTime() + HOUR), title: 'Moved session' });
    // The first start time passes: the job follows the new time, so nothing starts yet.
    clock.advance(HOUR);
    await server.app.jobs.runDue();
    expect(await statusOf(activity.id)).toBe(ActivityStatus.NOT_STARTED);
    clock.advance(HOUR);
    await server.app.jobs.runDue();
    expect(await statusOf(activity.id)).toBe(ActivityStatus.IN_PROGRESS);
    await expect(update({ startsAt: new Date(clock.now().getTime() + HOUR) })).rejects.toMatchObject({
      code: 'ACTIVITY_ALREADY_STARTED',
    });
    clock.advance(HOUR);
    await server.app.jobs.runDue();
  });

  it('walks every (state, event) pair of the activity flow, and every forbidden party', async () => {
    const flow = activities().flow;
    const arrange = async (state: ActivityStatus) => {
      const activity = await create({ startsIn: HOUR, lasts: 10 * HOUR });
      await server.app.orm.em.fork().nativeUpdate(Activity, { id: activity.id }, { status: state });
      return String(activity.id);
    };
    const outcomeOf = (code: string | undefined): WalkOutcome | string => {
      if (code === undefined) return 'done';
      if (code === 'ACTIVITY_NOT_ALLOWED') return 'refused';
      if (code === 'FORBIDDEN') return 'forbidden';
      return code;
    };
    const fireEvent = async (
      event: ActivityEvent,
      id: string,
      as: 'allowed' | 'other',
    ): Promise<WalkOutcome | string> => {
      const mutation = mutationOf[event];
      if (mutation) {
        const answer = await fire(as === 'allowed' ? admin : sales, mutation, id);
        return outcomeOf(answer.errors?.[0]?.extensions?.code ?? answer.data?.[mutation].userErrors[0]?.code);
      }
      // MARK_ABNORMAL is the shop's alone: a staff member firing it through the flow is forbidden.
      try {
        await server.app.orm.em.fork().transactional(async (em) => {
          const activity = await em.findOneOrFail(Activity, Number(id));
          if (as === 'other') {
            await flow.fire(em, activity, event, { actor: { kind: 'user', userId: admin.id, can: () => true } });
            return;
          }
          if (!flow.allows(activity.status, event)) throw new DomainError('ACTIVITY_NOT_ALLOWED');
          await activities().markAbnormal(em, activity.id, 'The catalog ran out of stock outside the sale');
        });
        return 'done';
      } catch (error) {
        return outcomeOf(error instanceof DomainError ? error.code : String(error));
      }
    };
    const outcomes = await walkFlow(flow, Object.values(ActivityStatus), {
      arrange,
      fire: fireEvent,
      stateOf: async (id) => statusOf(Number(id)),
    });
    expect(outcomes.length).toBe(flow.definition.transitions.length * (Object.values(ActivityStatus).length + 1));
  });

  it('shows staff their buttons, keeps the abnormal reason until resumed, and pages the list', async () => {
    const activity = await create({ kind: 'BLIND_BOX', title: 'Resistor box', startsIn: 0, lasts: HOUR });
    await server.app.orm.em
      .fork()
      .transactional((em) => activities().markAbnormal(em, activity.id, 'Prize stock ran out'));
    const list = async (user: TestUser) =>
      server.graphql(
        `{ staffActivities(kind: BLIND_BOX, first: 1) { totalCount pageInfo { hasNextPage } edges { node { ${ACTIVITY} } } } }`,
        {},
        user.headers,
      );
    const asAdmin = await list(admin);
    expect(asAdmin.data.staffActivities.edges[0].node).toMatchObject({
      id: String(activity.id),
      status: 'ABNORMAL',
      abnormalReason: 'Prize stock ran out',
      availableActions: ['RESUME', 'END'],
    });
    // Sales read, but press nothing.
    expect((await list(sales)).data.staffActivities.edges[0].node.availableActions).toEqual([]);
    expect((await list(shopper)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const resumed = await fire(admin, 'resumeActivity', activity.id);
    expect(resumed.data.resumeActivity.activity).toMatchObject({ status: 'IN_PROGRESS', abnormalReason: null });
    const again = await fire(admin, 'resumeActivity', activity.id);
    expect(again.data.resumeActivity.userErrors[0]).toMatchObject({ code: 'ACTIVITY_NOT_ALLOWED' });
    expect(again.data.resumeActivity.userErrors[0].message).toContain('IN_PROGRESS');
    await fire(admin, 'endActivity', activity.id);
  });

  it('pushes each change to subscribers of its kind or id, visitors included', async () => {
    const activity = await create({ kind: 'GROUP_BUY', startsIn: HOUR, lasts: HOUR });
    const client = createClient({
      url: server.url.replace(/^http/, 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      retryAttempts: 0,
    });
    try {
      const changes = client.iterate<{ activityChanged: { activityId: string; kind: string; status: string } }>({
        query: `subscription($id: ID) { activityChanged(kind: GROUP_BUY, id: $id) { activityId kind status } }`,
        variables: { id: String(activity.id) },
      });
      const received: string[] = [];
      const reading = (async () => {
        for await (const result of changes) {
          received.push(result.data!.activityChanged.status);
          if (received.length === 2) break;
        }
      })();
      // Give the subscription a moment to reach the bus before the first change.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await fire(admin, 'startActivity', activity.id);
      await fire(admin, 'pauseActivity', activity.id);
      await reading;
      expect(received).toEqual(['IN_PROGRESS', 'PAUSED']);
    } finally {
      await client.dispose();
    }
  });

  it('tells the server clock, so a countdown never trusts the device', async () => {
    const answer = await server.graphql('{ serverTime }');
    expect(answer.data.serverTime).toBe(clock.now().toISOString());
  });
});
