import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../src/modules/identity/identity.entities.js';
import { staffActionsOn } from '../src/platform/audit/staff-audit.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import {
  baseTemplate,
  claim,
  createCodesMutation,
  issueMutation,
  myCouponsQuery,
  saveTemplate,
  saveTemplateMutation,
  setStatusMutation,
} from './coupons-steps.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, type TestUser } from './order-steps.js';

const DAY = 24 * 3600_000;

describe.each(databaseKinds)('staff coupon console on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock(new Date('2026-03-01T00:00:00.000Z'));
  let admin: TestUser;
  let sales: TestUser;

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 5 });
    admin = await createUser(server, { roles: ['admin'] });
    sales = await createUser(server, { roles: ['sales'] });
  });
  afterAll(() => server.close());

  const asAdmin = () => ({ ...admin.headers, lang: 'en-US' });
  const save = async (input: Record<string, unknown>) =>
    (await server.graphql(saveTemplateMutation, { input: { ...baseTemplate, ...input } }, asAdmin())).data
      .saveCouponTemplate;
  const audit = (templateId: string) => staffActionsOn(server.app.orm.em.fork(), 'coupon_template', templateId);

  it('checks the template form field by field, naming the field of each error', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '  ' }, 'COUPON_TITLE_INVALID', 'title'],
      [{ amountOffFen: 0 }, 'COUPON_AMOUNT_INVALID', 'amountOffFen'],
      [{ discountKind: 'PERCENT_OFF', percentOff: 100 }, 'COUPON_PERCENT_INVALID', 'percentOff'],
      [{ discountKind: 'PERCENT_OFF', percentOff: 10, maxDiscountFen: -1 }, 'COUPON_AMOUNT_INVALID', 'maxDiscountFen'],
      [{ thresholdFen: -5 }, 'COUPON_THRESHOLD_INVALID', 'thresholdFen'],
      [{ scopeKind: 'CATEGORY', scopeIds: [] }, 'COUPON_SCOPE_INVALID', 'scopeIds'],
      [{ scopeKind: 'MANUFACTURER', scopeIds: ['987654321'] }, 'COUPON_SCOPE_INVALID', 'scopeIds'],
      [{ validDays: 0 }, 'COUPON_VALIDITY_INVALID', 'validDays'],
      [{ validDays: null }, 'COUPON_VALIDITY_INVALID', 'validFrom'],
      [
        { validDays: null, validFrom: '2026-03-02T00:00:00Z', validUntil: '2026-03-01T00:00:00Z' },
        'COUPON_VALIDITY_INVALID',
        'validUntil',
      ],
      [
        { claimStartsAt: '2026-03-02T00:00:00Z', claimEndsAt: '2026-03-02T00:00:00Z' },
        'COUPON_CLAIM_WINDOW_INVALID',
        'claimEndsAt',
      ],
      [{ totalQuantity: 0 }, 'COUPON_QUANTITY_INVALID', 'totalQuantity'],
      [{ perUserLimit: 0 }, 'COUPON_QUANTITY_INVALID', 'perUserLimit'],
    ];
    for (const [input, code, field] of cases) {
      const payload = await save(input);
      expect({ input, errors: payload.userErrors }).toEqual({
        input,
        errors: [expect.objectContaining({ code, field: ['input', field] })],
      });
      expect(payload.template).toBeNull();
    }
    const rest: any = await (
      await server.request('POST', '/api/admin/coupon/template/save', {
        headers: { ...asAdmin(), 'content-type': 'application/json' },
        body: JSON.stringify({
          title: '',
          discount_kind: 'AMOUNT_OFF',
          amount_off_fen: 100,
          scope_kind: 'ALL',
          valid_days: 1,
        }),
      })
    ).json();
    expect(rest).toMatchObject({ code: -9324, msg: 'Enter a title of at most 64 characters' });
  });

  it('edits a template (held coupons keep their terms), never below what was claimed, and audits every change', async () => {
    const template = await saveTemplate(server, asAdmin(), { title: 'Editable', totalQuantity: 5 });
    const shopper = await createUser(server);
    await claim(server, shopper.headers, template.id);
    await claim(server, (await createUser(server)).headers, template.id);

    const tooFew = await save({ id: template.id, title: 'Editable', totalQuantity: 1 });
    expect(tooFew.userErrors).toEqual([
      expect.objectContaining({ code: 'COUPON_QUANTITY_INVALID', field: ['input', 'totalQuantity'] }),
    ]);
    expect(tooFew.userErrors[0].message).toContain('2 already claimed');
    const edited = await save({ id: template.id, title: 'Edited', amountOffFen: 800, totalQuantity: 2 });
    expect(edited).toMatchObject({
      template: { title: 'Edited', amountOffFen: 800, totalQuantity: 2, claimedCount: 2, remaining: 0 },
      userErrors: [],
    });
    const held = await server.graphql(myCouponsQuery, { status: 'UNUSED' }, shopper.headers);
    expect(held.data.myCoupons.edges[0].node).toMatchObject({ title: 'Editable', amountOffFen: 500 });

    const paused = await server.graphql(
      setStatusMutation,
      { input: { templateId: template.id, status: 'PAUSED' } },
      asAdmin(),
    );
    expect(paused.data.setCouponTemplateStatus.template.status).toBe('PAUSED');
    const actions = (await audit(template.id)).map((entry) => [entry.action, entry.actorId, entry.permission]);
    expect(actions).toEqual([
      ['coupon_template.pause', admin.id, 'coupon.manage'],
      ['coupon_template.update', admin.id, 'coupon.manage'],
      ['coupon_template.create', admin.id, 'coupon.manage'],
    ]);
  });

  it('issues to chosen users or a segment within the total, tells them, and shows the claims', async () => {
    const template = await saveTemplate(server, asAdmin(), { title: 'Issued', publicClaim: false, totalQuantity: 3 });
    const [a, b] = [await createUser(server), await createUser(server)];
    const issue = (input: Record<string, unknown>) =>
      server.graphql(issueMutation, { input: { templateId: template.id, ...input } }, asAdmin());

    const issued = await issue({ segment: 'USERS', userIds: [String(a.id), String(b.id)] });
    expect(issued.data.issueCoupons).toEqual({ issuedCount: 2, userErrors: [] });
    const tooMany = await issue({ segment: 'USERS', userIds: [String(a.id), String(b.id)] });
    expect(tooMany.data.issueCoupons.userErrors).toEqual([
      expect.objectContaining({ code: 'COUPON_NOT_ENOUGH_LEFT', message: 'Not enough coupons left: only 1 remain' }),
    ]);
    const nobody = await issue({ segment: 'USERS', userIds: ['987654321'] });
    expect(nobody.data.issueCoupons.userErrors[0]).toMatchObject({
      code: 'COUPON_ISSUE_NO_USERS',
      field: ['input', 'userIds'],
    });
    const message = await server.graphql(
      '{ myMessages(first: 1) { edges { node { title link } } } }',
      {},
      {
        ...a.headers,
        lang: 'en-US',
      },
    );
    expect(message.data.myMessages.edges[0].node).toEqual({ title: 'You received a coupon', link: '/user/coupon' });
    const mine = await server.graphql(myCouponsQuery, { status: 'UNUSED' }, a.headers);
    expect(mine.data.myCoupons.edges[0].node).toMatchObject({ source: 'ISSUED', title: 'Issued' });

    // Super members only: vip = 1.
    const members = await saveTemplate(server, asAdmin(), { title: 'Members', publicClaim: false });
    const vip = await createUser(server, { vip: 1 });
    const em = server.app.orm.em.fork();
    const vipCount = await em.count(User, { vip: 1 });
    const toMembers = await server.graphql(
      issueMutation,
      { input: { templateId: members.id, segment: 'SUPER_MEMBERS' } },
      asAdmin(),
    );
    expect(toMembers.data.issueCoupons).toEqual({ issuedCount: vipCount, userErrors: [] });
    const vipCoupons = await server.graphql(myCouponsQuery, { status: 'UNUSED' }, vip.headers);
    expect(vipCoupons.data.myCoupons.edges.map((edge: any) => edge.node.title)).toEqual(['Members']);

    const claims = await server.graphql(
      `{ staffCouponClaims(templateId: "${template.id}") { totalCount edges { node { userId userName status source } } } }`,
      {},
      sales.headers,
    );
    expect(claims.data.staffCouponClaims.totalCount).toBe(2);
    expect(claims.data.staffCouponClaims.edges.map((edge: any) => edge.node.userId).sort()).toEqual(
      [String(a.id), String(b.id)].sort(),
    );
    expect(claims.data.staffCouponClaims.edges[0].node).toMatchObject({ status: 'UNUSED', source: 'ISSUED' });
    expect((await audit(template.id))[0]).toMatchObject({
      action: 'coupon_template.issue',
      detail: { segment: 'USERS', issued: 2, userIds: [a.id, b.id].sort((x, y) => x - y) },
    });

    clock.advance(8 * DAY);
    const expired = await server.graphql(
      `{ staffCouponClaims(templateId: "${template.id}") { edges { node { status } } } }`,
      {},
      sales.headers,
    );
    expect(expired.data.staffCouponClaims.edges.map((edge: any) => edge.node.status)).toEqual(['EXPIRED', 'EXPIRED']);
  });

  it('creates discount codes (a taken code is refused) and lists them; sales read but cannot change', async () => {
    const template = await saveTemplate(server, asAdmin(), { title: 'With codes' });
    const create = (input: Record<string, unknown>, headers: Record<string, string> = asAdmin()) =>
      server.graphql(createCodesMutation, { input: { templateId: template.id, ...input } }, headers);
    expect(
      (await create({ sharedCode: 'STAFF-CODE', maxRedemptions: 10 })).data.createDiscountCodes.userErrors,
    ).toEqual([]);
    expect((await create({ sharedCode: 'staff-code' })).data.createDiscountCodes.userErrors[0]).toMatchObject({
      code: 'DISCOUNT_CODE_TAKEN',
      message: 'The code STAFF-CODE already exists',
      field: ['input', 'sharedCode'],
    });
    expect((await create({ sharedCode: 'x' })).data.createDiscountCodes.userErrors[0].code).toBe(
      'DISCOUNT_CODE_FORMAT',
    );
    expect((await create({ sharedCode: 'BOTH-CODE', count: 2 })).data.createDiscountCodes.userErrors[0].code).toBe(
      'DISCOUNT_CODE_REQUEST_INVALID',
    );
    expect((await create({ count: 1001 })).data.createDiscountCodes.userErrors[0].code).toBe(
      'DISCOUNT_CODE_REQUEST_INVALID',
    );
    const generated = await create({ count: 3 });
    const codes = generated.data.createDiscountCodes.codes.map((code: any) => code.code);
    expect(codes).toHaveLength(3);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{10}$/);

    const list = await server.graphql(
      `{ staffDiscountCodes(templateId: "${template.id}", first: 2) { totalCount pageInfo { hasNextPage } edges { node { code singleUse } } } }`,
      {},
      sales.headers,
    );
    expect(list.data.staffDiscountCodes).toMatchObject({ totalCount: 4, pageInfo: { hasNextPage: true } });
    const forbidden = await create({ count: 1 }, sales.headers);
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const restList: any = await (
      await server.request('GET', `/api/admin/coupon/codes?template_id=${template.id}&first=10`, {
        headers: sales.headers,
      })
    ).json();
    expect(restList.data.items.map((item: any) => item.code).sort()).toEqual([...codes, 'STAFF-CODE'].sort());
    expect((await audit(template.id))[0]).toMatchObject({ action: 'discount_code.create', detail: { singleUse: 3 } });

    const templates = await server.graphql(
      '{ staffCouponTemplates(search: "With codes") { totalCount edges { node { id title status } } } }',
      {},
      sales.headers,
    );
    expect(templates.data.staffCouponTemplates.edges).toEqual([
      { node: { id: template.id, title: 'With codes', status: 'ACTIVE' } },
    ]);
  });
});
