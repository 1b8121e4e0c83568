import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../src/modules/identity/identity.entities.js';
import { hashPassword } from '../src/modules/identity/passwords.js';
import { passwordLoginMutation } from './staff-steps.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, type TestUser } from './order-steps.js';

const customersQuery = /* GraphQL */ `
  query ($query: String, $first: Int, $after: String) {
    staffCustomers(query: $query, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          email
          nickname
          orderCount
          disabledAt
        }
      }
    }
  }
`;
const customerQuery = /* GraphQL */ `
  query ($id: ID!) {
    staffCustomer(id: $id) {
      customer {
        id
        email
        vip
        orderCount
        disabledAt
        disabledReason
      }
      balanceFen
      sessions {
        id
      }
    }
  }
`;
const disableMutation = /* GraphQL */ `
  mutation ($input: CustomerAccountStateInput!) {
    disableCustomer(input: $input) {
      detail {
        customer {
          disabledAt
          disabledReason
        }
        sessions {
          id
        }
      }
      userErrors {
        code
        field
      }
    }
  }
`;
const enableMutation = /* GraphQL */ `
  mutation ($input: CustomerAccountStateInput!) {
    enableCustomer(input: $input) {
      detail {
        customer {
          disabledAt
        }
      }
      userErrors {
        code
      }
    }
  }
`;
const meQuery = /* GraphQL */ `
  query {
    me {
      id
    }
  }
`;

describe.each(databaseKinds)('back office customers on %s', (database) => {
  let server: TestServer;
  let admin: TestUser;
  let support: TestUser;
  let alice: TestUser;
  let bob: TestUser;
  const marker = `pp${Date.now() % 100000}`; // A nickname has at most 10 characters.

  beforeAll(async () => {
    server = await startTestServer({ database, parts: 5 });
    admin = await createUser(server, { roles: ['admin'] });
    support = await createUser(server, { roles: ['support'] });
    alice = await createUser(server, { balanceFen: 1234 });
    bob = await createUser(server);
    const em = server.app.orm.em.fork();
    await em.nativeUpdate(
      User,
      { id: alice.id },
      { nickname: `${marker}A`, passwordHash: await hashPassword('alice1234') },
    );
    await em.nativeUpdate(User, { id: bob.id }, { username: `${marker}_bob` });
  });
  afterAll(() => server.close());

  const as = (user: TestUser) => ({ ...user.headers, lang: 'en-US' });
  const emailOf = async (user: TestUser) => (await server.app.orm.em.fork().findOneOrFail(User, user.id)).email!;

  it('finds customers by nickname, username, e-mail and id, and pages through them', async () => {
    const byNickname = await server.graphql(customersQuery, { query: marker.toUpperCase() }, as(support));
    expect(byNickname.errors).toBeUndefined();
    const ids = byNickname.data.staffCustomers.edges.map((edge: any) => Number(edge.node.id));
    expect(ids).toEqual([bob.id, alice.id]);

    const byEmail = await server.graphql(customersQuery, { query: await emailOf(alice) }, as(support));
    expect(byEmail.data.staffCustomers.edges.map((edge: any) => Number(edge.node.id))).toEqual([alice.id]);
    const byId = await server.graphql(customersQuery, { query: String(bob.id) }, as(support));
    expect(byId.data.staffCustomers.edges.map((edge: any) => Number(edge.node.id))).toContain(bob.id);

    const first = await server.graphql(customersQuery, { query: marker, first: 1 }, as(support));
    expect(first.data.staffCustomers.totalCount).toBe(2);
    expect(first.data.staffCustomers.pageInfo.hasNextPage).toBe(true);
    const second = await server.graphql(
      customersQuery,
      { query: marker, first: 1, after: first.data.staffCustomers.pageInfo.endCursor },
      as(support),
    );
    expect(second.data.staffCustomers.edges.map((edge: any) => Number(edge.node.id))).toEqual([alice.id]);
  });

  it('lists customers only: staff accounts are not among them', async () => {
    const all = await server.graphql(customersQuery, { query: String(admin.id), first: 100 }, as(support));
    expect(all.data.staffCustomers.edges.map((edge: any) => Number(edge.node.id))).not.toContain(admin.id);
    const detail = await server.graphql(customerQuery, { id: String(admin.id) }, as(support));
    expect(detail.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it("shows a customer's balance, order count and live sessions", async () => {
    const answer = await server.graphql(customerQuery, { id: String(alice.id) }, as(support));
    expect(answer.errors).toBeUndefined();
    expect(answer.data.staffCustomer.balanceFen).toBe(1234);
    expect(answer.data.staffCustomer.customer.orderCount).toBe(0);
    expect(answer.data.staffCustomer.sessions).toHaveLength(1);
  });

  it('refuses shoppers and visitors', async () => {
    expect((await server.graphql(customersQuery, {}, as(bob))).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await server.graphql(customersQuery, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('disables an account with a reason: its sessions end and it cannot sign in until enabled again', async () => {
    const noReason = await server.graphql(
      disableMutation,
      { input: { customerId: String(alice.id), reason: ' ' } },
      as(admin),
    );
    expect(noReason.data.disableCustomer.userErrors[0]).toMatchObject({
      code: 'REASON_REQUIRED',
      field: ['input', 'reason'],
    });
    expect((await server.graphql(meQuery, {}, alice.headers)).data.me.id).toBe(String(alice.id));

    const disabled = await server.graphql(
      disableMutation,
      { input: { customerId: String(alice.id), reason: 'Chargeback fraud' } },
      as(admin),
    );
    expect(disabled.data.disableCustomer.userErrors).toEqual([]);
    expect(disabled.data.disableCustomer.detail.customer.disabledReason).toBe('Chargeback fraud');
    expect(disabled.data.disableCustomer.detail.sessions).toEqual([]);
    expect((await server.graphql(meQuery, {}, alice.headers)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const login = { account: await emailOf(alice), password: 'alice1234', agreementAccepted: true };
    const refused = await server.graphql(passwordLoginMutation, { input: login }, { lang: 'en-US' });
    expect(refused.data.loginWithPassword).toMatchObject({ token: null, userErrors: [{ code: 'ACCOUNT_DISABLED' }] });

    const enabled = await server.graphql(
      enableMutation,
      { input: { customerId: String(alice.id), reason: 'Bank confirmed the payment' } },
      as(admin),
    );
    expect(enabled.data.enableCustomer).toMatchObject({ detail: { customer: { disabledAt: null } }, userErrors: [] });
    const back = await server.graphql(passwordLoginMutation, { input: login }, { lang: 'en-US' });
    expect(back.data.loginWithPassword.token).toEqual(expect.any(String));
  });

  it('lets only admins disable accounts', async () => {
    const answer = await server.graphql(
      disableMutation,
      { input: { customerId: String(bob.id), reason: 'Spam' } },
      as(support),
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const detail = await server.graphql(customerQuery, { id: String(bob.id) }, as(support));
    expect(detail.data.staffCustomer.customer.disabledAt).toBeNull();
  });
});
