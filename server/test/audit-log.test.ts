import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeStaffInput, REDACTED } from '../src/platform/audit/input-summary.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { baseTemplate, saveTemplateMutation } from './coupons-steps.js';
import { createStaffAccountMutation } from './staff-steps.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, type TestUser } from './order-steps.js';

const auditQuery = /* GraphQL */ `
  query ($filter: StaffAuditFilter, $first: Int, $after: String) {
    staffAuditEntries(filter: $filter, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          actorId
          actorName
          permission
          action
          subjectType
          subjectId
          detail
          at
        }
      }
    }
  }
`;
const adjustBalanceMutation = /* GraphQL */ `
  mutation ($input: AdjustBalanceInput!) {
    adjustBalance(input: $input) {
      balanceFen
      userErrors {
        code
      }
    }
  }
`;

interface Entry {
  actorId: string;
  actorName: string | null;
  permission: string;
  action: string;
  subjectType: string;
  subjectId: string | null;
  detail: string | null;
  at: string;
}

describe('the input summary of an audit entry', () => {
  it('redacts passwords, codes, tokens and keys at any depth, and cuts long texts and lists', () => {
    const summary = describeStaffInput({
      input: { password: 'hunter22', code: '123456', nested: { userToken: 'abc', apiKey: 'k' }, name: 'x'.repeat(300) },
      ids: Array.from({ length: 25 }, (_, index) => index),
    }) as { input: Record<string, unknown>; ids: unknown[] };
    expect(summary.input).toMatchObject({
      password: REDACTED,
      code: REDACTED,
      nested: { userToken: REDACTED, apiKey: REDACTED },
    });
    expect(String(summary.input.name)).toHaveLength(201);
    expect(summary.ids).toHaveLength(21);
    expect(JSON.stringify(summary)).not.toMatch(/hunter22|123456/);
  });
});

describe.each(databaseKinds)('the audit log on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock(new Date('2026-05-01T08:00:00.000Z'));
  let admin: TestUser;
  let support: TestUser;
  let shopper: TestUser;

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 5 });
    admin = await createUser(server, { roles: ['admin'] });
    support = await createUser(server, { roles: ['support'] });
    shopper = await createUser(server);
  });
  afterAll(() => server.close());

  const as = (user: TestUser) => ({ ...user.headers, lang: 'en-US' });
  const entries = async (filter: Record<string, unknown>, first = 50): Promise<Entry[]> => {
    const answer = await server.graphql(auditQuery, { filter, first }, as(admin));
    expect(answer.errors).toBeUndefined();
    return answer.data.staffAuditEntries.edges.map((edge: { node: Entry }) => edge.node);
  };

  it('records a staff mutation of any module after it succeeds: who, permission, operation, subject, input', async () => {
    const adjusted = await server.graphql(
      adjustBalanceMutation,
      { input: { userId: String(shopper.id), amountFen: 500, reason: 'Goodwill' } },
      as(admin),
    );
    expect(adjusted.data.adjustBalance.userErrors).toEqual([]);
    const [entry, ...others] = await entries({ what: 'adjustBalance' });
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      actorId: String(admin.id),
      permission: 'balance.adjust',
      action: 'adjustBalance',
      subjectType: 'userId',
      subjectId: String(shopper.id),
      at: '2026-05-01T08:00:00.000Z',
    });
    expect(JSON.parse(entry!.detail!)).toEqual({
      input: { input: { userId: String(shopper.id), amountFen: 500, reason: 'Goodwill' } },
    });
  });

  it("names a created account by the answer's id and never keeps its password", async () => {
    const created = await server.graphql(
      createStaffAccountMutation,
      { input: { username: 'audited.sales', roles: ['SALES'] } },
      as(admin),
    );
    const { staffMember, password } = created.data.createStaffAccount;
    const [entry] = await entries({ what: 'createStaffAccount' });
    expect(entry).toMatchObject({ permission: 'staff.manage', subjectType: 'staffMember', subjectId: staffMember.id });
    expect(entry!.detail).not.toContain(password);
  });

  it('does not record refused, failed or user-error answers', async () => {
    const before = (await entries({}, 100)).length;
    const refused = await server.graphql(
      adjustBalanceMutation,
      { input: { userId: String(shopper.id), amountFen: 500, reason: 'Nope' } },
      as(support),
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const invalid = await server.graphql(
      createStaffAccountMutation,
      { input: { username: '-', roles: ['SALES'] } },
      as(admin),
    );
    expect(invalid.data.createStaffAccount.userErrors).toEqual([
      { code: 'STAFF_USERNAME_INVALID', field: ['input', 'username'] },
    ]);
    const missing = await server.graphql(
      adjustBalanceMutation,
      { input: { userId: '987654321', amountFen: 500, reason: 'Ghost' } },
      as(admin),
    );
    expect(missing.data?.adjustBalance?.balanceFen ?? null).toBeNull();
    expect(await entries({}, 100)).toHaveLength(before);
  });

  it("keeps a service's own richer entry and adds no second one (GraphQL and REST)", async () => {
    const saved = await server.graphql(saveTemplateMutation, { input: baseTemplate }, as(admin));
    const templateId = saved.data.saveCouponTemplate.template.id;
    const onTemplate = await entries({ subjectId: templateId, what: 'coupon' });
    expect(onTemplate.map((entry) => entry.action)).toEqual(['coupon_template.create']);
    expect(await entries({ what: 'saveCouponTemplate' })).toEqual([]);

    const response = await server.request('POST', '/api/admin/points/adjust', {
      body: JSON.stringify({ user_id: String(shopper.id), points: 5, reason: 'Thanks' }),
      headers: { 'content-type': 'application/json', ...admin.headers },
    });
    expect(((await response.json()) as { code: number }).code).toBe(1);
    expect((await entries({ what: 'points' })).map((entry) => entry.action)).toEqual(['points.adjust']);
  });

  it('searches by who, what, when and subject, and pages newest first', async () => {
    clock.advance(24 * 3600_000);
    for (const amountFen of [1, 2, 3]) {
      await server.graphql(
        adjustBalanceMutation,
        { input: { userId: String(support.id), amountFen, reason: 'Page' } },
        as(admin),
      );
    }
    const tomorrow = await entries({ from: '2026-05-02T00:00:00.000Z', to: '2026-05-03T00:00:00.000Z' });
    expect(tomorrow.map((entry) => JSON.parse(entry.detail!).input.input.amountFen)).toEqual([3, 2, 1]);
    expect(await entries({ actorId: String(support.id) })).toEqual([]);
    expect(await entries({ subjectId: String(support.id), what: 'balance.adjust' })).toHaveLength(3);
    expect((await entries({ actorId: String(admin.id), what: 'balance.adjust' }))[0]!.actorName).toEqual(
      expect.any(String),
    );

    const first = await server.graphql(auditQuery, { filter: { subjectId: String(support.id) }, first: 2 }, as(admin));
    expect(first.data.staffAuditEntries).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true } });
    const rest = await server.graphql(
      auditQuery,
      { filter: { subjectId: String(support.id) }, first: 2, after: first.data.staffAuditEntries.pageInfo.endCursor },
      as(admin),
    );
    expect(rest.data.staffAuditEntries.edges).toHaveLength(1);
  });

  it('is for admins only', async () => {
    const answer = await server.graphql(auditQuery, {}, as(support));
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
