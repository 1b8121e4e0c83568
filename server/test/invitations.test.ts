import { createRequire } from 'node:module';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Product } from '../src/modules/catalog/catalog.entities.js';
import { User } from '../src/modules/identity/identity.entities.js';
import { staffActionsOn } from '../src/platform/audit/staff-audit.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { asUser, restCall } from './account-steps.js';
import { paidOrder } from './after-sale-steps.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, setPart, type TestUser } from './order-steps.js';

const SHOP = 'https://shop.example';
const ERRORS = 'userErrors { code message field }';

const invitationQuery = `query Invitation($first: Int, $after: String) {
  myInvitation {
    code link posterUrl invitedCount rewardedCount
    invitees(first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { node { id maskedName joinedAt rewarded } }
    }
  }
}`;
const rewardsQuery = '{ invitationRewards { kind points couponTemplateId couponTitle } }';
const updateRewardsMutation = `mutation Update($input: UpdateInvitationRewardsInput!) {
  updateInvitationRewards(input: $input) { rewards { kind points couponTemplateId couponTitle } ${ERRORS} }
}`;

/** A PNG's bytes: its size, and the text of the QR code found in it (null when none is found). */
async function readPoster(bytes: Buffer): Promise<{ width: number; height: number; qr: string | null }> {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const found = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  return { width: info.width, height: info.height, qr: found?.data ?? null };
}

// jsqr is CommonJS whose types describe an ES default export; require answers the function itself.
const jsQR = createRequire(import.meta.url)('jsqr') as typeof import('jsqr').default;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe.each(databaseKinds)('invitations on %s', (database) => {
  const clock = new ManualClock();
  let server: TestServer;
  let admin: TestUser;
  let sales: TestUser;
  let parts: number[];
  let signUps = 0;

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 6, settings: { PUBLIC_URL: `${SHOP}/` } });
    admin = await createUser(server, { roles: ['admin'] });
    sales = await createUser(server, { roles: ['sales'] });
    const products = await server.app.orm.em.fork().find(Product, {}, { orderBy: { id: 'asc' }, limit: 6 });
    parts = products.map((product) => product.id);
    await setPart(server, parts[0]!, { stock: 100_000, priceBreaks: [{ minQty: 1, unitPriceMilli: 100_000 }] });
  });
  afterAll(() => server.close());

  const gql = (user: TestUser | null, query: string, variables: Record<string, unknown> = {}, lang = 'en-US') =>
    server.graphql(query, variables, { ...(user?.headers ?? {}), lang });

  async function setNickname(user: TestUser, nickname: string): Promise<void> {
    const em = server.app.orm.em.fork();
    await em.nativeUpdate(User, { id: user.id }, { nickname });
  }

  /** A shopper whose invitation code can be typed (createUser's are lower-case; sign-up upper-cases what it gets). */
  async function inviterUser(): Promise<TestUser & { code: string }> {
    const user = await createUser(server);
    const code = `T${user.id}X${signUps}`.toUpperCase();
    await server.app.orm.em.fork().nativeUpdate(User, { id: user.id }, { inviteCode: code });
    return { ...user, code };
  }

  /** A new account signed up through the API by e-mail code with `inviteCode`. */
  async function signUpInvited(inviteCode: string, nickname?: string): Promise<TestUser & { email: string }> {
    signUps += 1;
    const email = `invitee-${signUps}-${process.pid}@example.com`;
    clock.advance(2 * 60_000);
    const sent = await server.graphql(
      `mutation Send($input: SendVerificationCodeInput!) { sendVerificationCode(input: $input) { ${ERRORS} } }`,
      { input: { address: email, purpose: 'LOGIN' } },
    );
    expect(sent.data.sendVerificationCode.userErrors).toEqual([]);
    const outbox = (await (await server.request('GET', '/dev/outbox.json')).json()) as {
      recipient: string;
      body: string;
    }[];
    const code = outbox
      .find((message) => message.recipient === email && /\b\d{6}\b/.test(message.body))
      ?.body.match(/\b\d{6}\b/)?.[0];
    const login = await server.graphql(
      `mutation Login($input: LoginWithCodeInput!) { loginWithCode(input: $input) { token viewer { id } ${ERRORS} } }`,
      { input: { address: email, code, inviteCode, agreementAccepted: true } },
    );
    expect(login.data.loginWithCode.userErrors).toEqual([]);
    const user = {
      id: Number(login.data.loginWithCode.viewer.id),
      headers: asUser(login.data.loginWithCode.token as string),
      email,
    };
    if (nickname) await setNickname(user, nickname);
    return user;
  }

  it("answers the user's code, a PUBLIC_URL sign-up link and the poster's path, over GraphQL and REST", async () => {
    const user = await createUser(server);
    const invitation = (await gql(user, invitationQuery)).data.myInvitation;
    const code = (await gql(user, '{ me { inviteCode } }')).data.me.inviteCode as string;
    expect(invitation).toMatchObject({
      code,
      link: `${SHOP}/login/login/register?invite=${code}`,
      invitedCount: 0,
      rewardedCount: 0,
      invitees: { totalCount: 0, edges: [], pageInfo: { hasNextPage: false, endCursor: null } },
    });
    expect(invitation.posterUrl).toMatch(/^\/api\/invitation\/poster\.png\?lang=en-US&v=[0-9a-f]{12}$/);
    const ru = (await gql(user, '{ myInvitation { posterUrl } }', {}, 'ru')).data.myInvitation;
    expect(ru.posterUrl).toMatch(/lang=ru&/);

    const rest = await restCall(server, '/invitation/info', {}, user.headers);
    expect(rest).toMatchObject({
      code: 1,
      data: {
        code,
        link: invitation.link,
        poster_url: invitation.posterUrl,
        invited_count: 0,
        rewarded_count: 0,
      },
    });
    // A visitor has no invitation.
    expect((await gql(null, '{ myInvitation { code } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await restCall(server, '/invitation/info')).code).toBe(-202);
  });

  it('draws the poster as a PNG whose QR code holds the sign-up link, in the asked language, and keeps it', async () => {
    const user = await createUser(server);
    await setNickname(user, 'Alice');
    const { posterUrl, link } = (await gql(user, invitationQuery)).data.myInvitation;
    const fetchPoster = (url: string, headers: Record<string, string> = user.headers) =>
      server.request('GET', url, { headers });

    const response = await fetchPoster(posterUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const english = Buffer.from(await response.arrayBuffer());
    expect(english.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(await readPoster(english)).toEqual({ width: 750, height: 1334, qr: link });

    // Other languages draw other words around the same QR code; the session cookie is enough (an <img> sends it).
    const token = user.headers['user-token']!;
    const chinese = Buffer.from(
      await (await fetchPoster('/api/invitation/poster.png?lang=zh-CN', { cookie: `token=${token}` })).arrayBuffer(),
    );
    expect(chinese.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(chinese.equals(english)).toBe(false);
    expect((await readPoster(chinese)).qr).toBe(link);
    const byCookieLanguage = Buffer.from(
      await (await fetchPoster('/api/invitation/poster.png', { cookie: `token=${token}; lang=zh-CN` })).arrayBuffer(),
    );
    expect(byCookieLanguage.equals(chinese)).toBe(true);

    // Kept: the second answer is the same bytes; a new nickname draws a new poster under a new version.
    const again = Buffer.from(await (await fetchPoster(posterUrl)).arrayBuffer());
    expect(again.equals(english)).toBe(true);
    await setNickname(user, 'Bob');
    const renamed = (await gql(user, invitationQuery)).data.myInvitation.posterUrl as string;
    expect(renamed).not.toBe(posterUrl);
    const redrawn = Buffer.from(await (await fetchPoster(renamed)).arrayBuffer());
    expect(redrawn.equals(english)).toBe(false);
    expect((await readPoster(redrawn)).qr).toBe(link);

    // Without a session: the envelope, not an image.
    const visitor = await server.request('GET', '/api/invitation/poster.png');
    expect(visitor.headers.get('content-type')).toMatch(/application\/json/);
    expect(((await visitor.json()) as { code: number }).code).toBe(-202);
  });

  it('lists whom the user invited, newest first, masked, a page at a time', async () => {
    const inviter = await inviterUser();
    const code = inviter.code;
    const first = await signUpInvited(code, 'Charlotte');
    const second = await signUpInvited(code.toLowerCase());
    // Someone else's invitee is not this user's.
    await signUpInvited((await inviterUser()).code);

    const page1 = (await gql(inviter, invitationQuery, { first: 1 })).data.myInvitation;
    expect(page1.invitedCount).toBe(2);
    expect(page1.invitees.totalCount).toBe(2);
    expect(page1.invitees.pageInfo.hasNextPage).toBe(true);
    const secondLocal = second.email.split('@')[0]!;
    expect(page1.invitees.edges.map((edge: { node: unknown }) => edge.node)).toEqual([
      {
        id: String(second.id),
        maskedName: `${secondLocal[0]}***${secondLocal.at(-1)}`,
        joinedAt: expect.any(String),
        rewarded: false,
      },
    ]);
    const page2 = (await gql(inviter, invitationQuery, { first: 1, after: page1.invitees.pageInfo.endCursor })).data
      .myInvitation.invitees;
    expect(page2.pageInfo.hasNextPage).toBe(false);
    expect(page2.edges.map((edge: { node: { id: string; maskedName: string } }) => edge.node)).toMatchObject([
      { id: String(first.id), maskedName: 'C***e' },
    ]);

    const rest = await restCall(server, '/invitation/invitees', { first: 5 }, inviter.headers);
    expect(rest.code).toBe(1);
    expect(rest.data).toMatchObject({ total_count: 2, has_next_page: false, end_cursor: null });
    expect(rest.data.invitees.map((invitee: { id: string }) => invitee.id)).toEqual([
      String(second.id),
      String(first.id),
    ]);
    expect((await restCall(server, '/invitation/info', {}, inviter.headers)).data.invited_count).toBe(2);
  });

  it('lets an admin set the reward (audited, checked field by field) and shows it to everyone', async () => {
    expect((await gql(null, rewardsQuery)).data.invitationRewards).toMatchObject({ kind: expect.any(String) });

    const points = await gql(admin, updateRewardsMutation, { input: { kind: 'POINTS', points: 50 } });
    expect(points.data.updateInvitationRewards).toEqual({
      rewards: { kind: 'POINTS', points: 50, couponTemplateId: null, couponTitle: null },
      userErrors: [],
    });
    expect((await gql(null, rewardsQuery)).data.invitationRewards).toEqual({
      kind: 'POINTS',
      points: 50,
      couponTemplateId: null,
      couponTitle: null,
    });
    const publicRest = await (await server.request('GET', '/api/invitation/rewards')).json();
    expect(publicRest).toMatchObject({
      code: 1,
      data: { kind: 'POINTS', points: 50, coupon_template_id: null, coupon_title: null },
    });
    const audit = await staffActionsOn(server.app.orm.em.fork(), 'invitation_rewards', 1);
    expect(audit[0]).toMatchObject({
      actorId: admin.id,
      permission: 'invitation.manage',
      action: 'invitation.rewards.update',
      detail: { after: { kind: 'POINTS', points: 50 } },
    });

    const invalid = async (input: Record<string, unknown>) =>
      (await gql(admin, updateRewardsMutation, { input })).data.updateInvitationRewards;
    expect(await invalid({ kind: 'POINTS', points: 0 })).toMatchObject({
      rewards: null,
      userErrors: [{ code: 'INVITATION_REWARD_POINTS_INVALID', field: ['input', 'points'] }],
    });
    expect(await invalid({ kind: 'POINTS' })).toMatchObject({
      userErrors: [{ code: 'INVITATION_REWARD_POINTS_INVALID' }],
    });
    expect(await invalid({ kind: 'COUPON' })).toMatchObject({
      userErrors: [{ code: 'INVITATION_REWARD_COUPON_REQUIRED', field: ['input', 'couponTemplateId'] }],
    });
    expect(await invalid({ kind: 'COUPON', couponTemplateId: '987654' })).toMatchObject({
      userErrors: [{ code: 'INVITATION_REWARD_COUPON_UNKNOWN', field: ['input', 'couponTemplateId'] }],
    });
    // Refused changes changed nothing and left no audit line.
    expect((await gql(null, rewardsQuery)).data.invitationRewards).toMatchObject({ kind: 'POINTS', points: 50 });
    expect(await staffActionsOn(server.app.orm.em.fork(), 'invitation_rewards', 1)).toHaveLength(audit.length);

    // Sales may read promotions but not change this; the REST twin answers the same.
    const refused = await gql(sales, updateRewardsMutation, { input: { kind: 'NONE' } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const viaRest = await restCall(server, '/admin/invitation/rewards', { kind: 'POINTS', points: 30 }, admin.headers);
    expect(viaRest).toMatchObject({ code: 1, data: { kind: 'POINTS', points: 30 } });
    const restInvalid = await restCall(
      server,
      '/admin/invitation/rewards',
      { kind: 'POINTS', points: -1 },
      admin.headers,
    );
    expect(restInvalid.code).toBe(-9400);
  });

  const setRewards = async (input: Record<string, unknown>) => {
    const answer = await gql(admin, updateRewardsMutation, { input });
    expect(answer.data.updateInvitationRewards.userErrors).toEqual([]);
  };

  /** Orders of the invitee paid from their balance and shipped; answers their ids (to confirm receipt of). */
  async function shippedOrders(buyer: TestUser, count: number): Promise<string[]> {
    const em = server.app.orm.em.fork();
    await server.app.services.wallet.credit(em, buyer.id, count * 100_000, { reason: 'test credit' });
    const ids: string[] = [];
    for (let index = 0; index < count; index++) {
      const order = await paidOrder(server, clock, buyer, [{ productId: parts[0]!, quantity: 1 }]);
      const shipped = await gql(
        sales,
        `mutation Ship($input: ShipOrderInput!) { shipOrder(input: $input) { ${ERRORS} } }`,
        { input: { id: order.id, carrier: 'SF Express', waybillNumber: `SF${order.id}00000001` } },
      );
      expect(shipped.data.shipOrder.userErrors).toEqual([]);
      ids.push(order.id);
    }
    return ids;
  }

  async function confirmReceipt(buyer: TestUser, orderId: string): Promise<void> {
    const received = await gql(
      buyer,
      `mutation Receive($input: OrderIdInput!) { confirmReceipt(input: $input) { order { status } ${ERRORS} } }`,
      { input: { id: orderId } },
    );
    expect(received.data.confirmReceipt.userErrors).toEqual([]);
  }

  const rewardMessages = async (user: TestUser) =>
    (
      (await gql(user, '{ myMessages(first: 50) { edges { node { title body link } } } }')).data.myMessages.edges as {
        node: { title: string; body: string; link: string | null };
      }[]
    )
      .map((edge) => edge.node)
      .filter((message) => message.title === 'Invitation reward received');

  it("rewards nothing under NONE, and an invitee's later order never counts as the first", async () => {
    await setRewards({ kind: 'NONE' });
    const inviter = await inviterUser();
    const invitee = await signUpInvited(inviter.code);
    const [first, second] = await shippedOrders(invitee, 2);
    await confirmReceipt(invitee, first!);

    await setRewards({ kind: 'POINTS', points: 40 });
    await confirmReceipt(invitee, second!);
    const invitation = (await gql(inviter, invitationQuery)).data.myInvitation;
    expect(invitation).toMatchObject({ invitedCount: 1, rewardedCount: 0 });
    expect(invitation.invitees.edges[0].node.rewarded).toBe(false);
    expect(await rewardMessages(inviter)).toEqual([]);
    // Someone who was not invited rewards no one.
    const uninvited = await createUser(server);
    await confirmReceipt(uninvited, (await shippedOrders(uninvited, 1))[0]!);
  });

  const pointsOf = async (user: TestUser) =>
    (await gql(user, '{ myPoints { balance } myPointsEntries(first: 20) { edges { node { points kind } } } }')).data;

  it("credits the inviter's points once for an invitee's first completed order, even when two complete at once", async () => {
    await setRewards({ kind: 'POINTS', points: 40 });
    const inviter = await inviterUser();
    const invitee = await signUpInvited(inviter.code, 'Dora');
    const [first, second, third] = await shippedOrders(invitee, 3);
    // Two orders received at the same moment: one of them is the first.
    await Promise.all([confirmReceipt(invitee, first!), confirmReceipt(invitee, second!)]);
    await confirmReceipt(invitee, third!);

    const points = await pointsOf(inviter);
    expect(points.myPoints.balance).toBe(40);
    expect(points.myPointsEntries.edges.map((edge: { node: unknown }) => edge.node)).toEqual([
      { points: 40, kind: 'INVITATION' },
    ]);
    const messages = await rewardMessages(inviter);
    expect(messages).toEqual([
      {
        title: 'Invitation reward received',
        body: 'Your invited friend D***a completed a first order: 40 points have been added to your account.',
        link: '/user/invite',
      },
    ]);
    const invitation = (await gql(inviter, invitationQuery)).data.myInvitation;
    expect(invitation).toMatchObject({ invitedCount: 1, rewardedCount: 1 });
    expect(invitation.invitees.edges[0].node).toMatchObject({ id: String(invitee.id), rewarded: true });
    expect((await restCall(server, '/invitation/info', {}, inviter.headers)).data.rewarded_count).toBe(1);
    const zh = (await gql(inviter, '{ myMessages(first: 1) { edges { node { title } } } }', {}, 'zh-CN')).data;
    expect(zh.myMessages.edges[0].node.title).toBe('邀请奖励已到账');
  });

  it("issues the inviter the configured coupon for an invitee's first completed order", async () => {
    const saved = await gql(
      admin,
      `mutation Save($input: SaveCouponTemplateInput!) { saveCouponTemplate(input: $input) { template { id title } ${ERRORS} } }`,
      {
        input: {
          title: 'Thanks for inviting: 8 off',
          discountKind: 'AMOUNT_OFF',
          amountOffFen: 800,
          scopeKind: 'ALL',
          validDays: 30,
          totalQuantity: 1,
          publicClaim: false,
        },
      },
    );
    expect(saved.data.saveCouponTemplate.userErrors).toEqual([]);
    const template = saved.data.saveCouponTemplate.template;
    await setRewards({ kind: 'COUPON', couponTemplateId: template.id });
    expect((await gql(null, rewardsQuery)).data.invitationRewards).toEqual({
      kind: 'COUPON',
      points: null,
      couponTemplateId: template.id,
      couponTitle: 'Thanks for inviting: 8 off',
    });

    const inviter = await inviterUser();
    const invitee = await signUpInvited(inviter.code);
    const [order] = await shippedOrders(invitee, 1);
    await confirmReceipt(invitee, order!);
    const coupons = await gql(
      inviter,
      '{ myCoupons(status: UNUSED, first: 10) { edges { node { title source status } } } }',
    );
    expect(coupons.data.myCoupons.edges.map((edge: { node: unknown }) => edge.node)).toEqual([
      { title: 'Thanks for inviting: 8 off', source: 'INVITATION', status: 'UNUSED' },
    ]);
    expect((await rewardMessages(inviter))[0]?.body).toContain('Thanks for inviting: 8 off');
    expect((await gql(inviter, invitationQuery)).data.myInvitation.rewardedCount).toBe(1);

    // The template had one coupon: the next inviter's invitee completes an order, the first order counts, gives nothing.
    const late = await inviterUser();
    const lateInvitee = await signUpInvited(late.code);
    await confirmReceipt(lateInvitee, (await shippedOrders(lateInvitee, 1))[0]!);
    expect((await gql(late, invitationQuery)).data.myInvitation).toMatchObject({ invitedCount: 1, rewardedCount: 0 });
    expect(await rewardMessages(late)).toEqual([]);
  });
});
