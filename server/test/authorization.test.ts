import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { asUser, restCall, signUp } from './account-steps.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

const addressFields = 'id consignee phone detail label isDefault';
const address = {
  consignee: 'Alice',
  phone: '13800138000',
  country: 'CN',
  province: '广东省',
  city: '深圳市',
  detail: '深南大道10000号',
  label: 'Home',
};
const addressBody = { ...address, area_code: '86' };
const pickupPerson = { name: 'Alice', phone: '13800138000' };

interface GraphQLOperation {
  mutation: string;
  inputType: string;
  input: object;
}
interface RestOperation {
  path: string;
  body: object;
}
type OwnedKind = 'address' | 'pickupPerson';

/** Every GraphQL operation on one of a user's own rows, given that row's id. */
const graphqlOperationsOn: Record<OwnedKind, (id: string) => GraphQLOperation[]> = {
  address: (id) => [
    { mutation: 'updateAddress', inputType: 'UpdateAddressInput', input: { ...address, id, label: 'Stolen' } },
    { mutation: 'deleteAddress', inputType: 'DeleteAddressInput', input: { id } },
    { mutation: 'setDefaultAddress', inputType: 'SetDefaultAddressInput', input: { id } },
  ],
  pickupPerson: (id) => [
    {
      mutation: 'updatePickupPerson',
      inputType: 'UpdatePickupPersonInput',
      input: { ...pickupPerson, id, name: 'Mallory' },
    },
    { mutation: 'deletePickupPerson', inputType: 'DeletePickupPersonInput', input: { id } },
  ],
};

/** Every façade call on one of a user's own rows, given that row's id. */
const restCallsOn: Record<OwnedKind, (id: string) => RestOperation[]> = {
  address: (id) => [
    { path: '/address/edit', body: { ...addressBody, id, label: 'Stolen' } },
    { path: '/address/delete', body: { id } },
    { path: '/address/setDefault', body: { id } },
  ],
  pickupPerson: (id) => [
    { path: '/pickup/person/edit', body: { ...pickupPerson, id, name: 'Mallory' } },
    { path: '/pickup/person/delete', body: { id } },
  ],
};

const ownReads = `{
  myAddresses { ${addressFields} }
  myPickupPersons { id name phone }
  mySessions { id }
}`;

describe.each(databaseKinds)('authorization of account data on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock();
  let alice: string;
  let bob: string;
  let aliceAddressId: string;
  let alicePickupPersonId: string;
  let aliceData: unknown;

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 20 });
    alice = await signUp(server, clock, 'alice@example.com');
    bob = await signUp(server, clock, 'bob@example.com');
    aliceAddressId = (
      await server.graphql(
        'mutation Add($input: AddAddressInput!) { addAddress(input: $input) { address { id } } }',
        { input: address },
        asUser(alice),
      )
    ).data.addAddress.address.id;
    alicePickupPersonId = (
      await server.graphql(
        'mutation Add($input: AddPickupPersonInput!) { addPickupPerson(input: $input) { pickupPerson { id } } }',
        { input: pickupPerson },
        asUser(alice),
      )
    ).data.addPickupPerson.pickupPerson.id;
    aliceData = (await server.graphql(ownReads, {}, asUser(alice))).data;
  });
  afterAll(() => server.close());

  async function mutate(token: string | null, mutation: string, inputType: string, input: object) {
    return server.graphql(
      `mutation M($input: ${inputType}!) { ${mutation}(input: $input) { userErrors { code } } }`,
      { input },
      token ? asUser(token) : {},
    );
  }

  it("shows nobody else Alice's addresses, pickup persons or sessions", async () => {
    const bobsView = (await server.graphql(ownReads, {}, asUser(bob))).data;
    expect(bobsView.myAddresses).toEqual([]);
    expect(bobsView.myPickupPersons).toEqual([]);
    expect(bobsView.mySessions).toHaveLength(1);
    expect(bobsView.mySessions[0].id).not.toBe((aliceData as { mySessions: { id: string }[] }).mySessions[0]!.id);
    expect((await restCall(server, '/address/list', {}, asUser(bob))).data).toEqual([]);
    expect((await restCall(server, '/pickup/persons', {}, asUser(bob))).data).toEqual([]);
  });

  it.each<OwnedKind>(['address', 'pickupPerson'])(
    "answers NOT_FOUND when Bob changes Alice's %s by GraphQL, and changes nothing",
    async (kind) => {
      const id = kind === 'address' ? aliceAddressId : alicePickupPersonId;
      for (const { mutation, inputType, input } of graphqlOperationsOn[kind](id)) {
        const result = await mutate(bob, mutation, inputType, input);
        expect(result.data, mutation).toBeNull();
        expect(result.errors?.[0]?.extensions?.code, mutation).toBe('NOT_FOUND');
        expect(result.errors?.[0]?.message).toBe('The resource does not exist');
      }
      expect((await server.graphql(ownReads, {}, asUser(alice))).data).toEqual(aliceData);
    },
  );

  it.each<OwnedKind>(['address', 'pickupPerson'])(
    "answers the not-found envelope when Bob changes Alice's %s through the façade",
    async (kind) => {
      const id = kind === 'address' ? aliceAddressId : alicePickupPersonId;
      for (const { path, body } of restCallsOn[kind](id)) {
        expect(await restCall(server, path, body, asUser(bob)), path).toEqual({
          code: -404,
          msg: 'The resource does not exist',
          data: null,
        });
      }
      expect((await server.graphql(ownReads, {}, asUser(alice))).data).toEqual(aliceData);
    },
  );

  it("cannot end Alice's session from Bob's account", async () => {
    const revoked = await server.graphql('mutation { revokeOtherSessions { revokedCount } }', {}, asUser(bob));
    expect(revoked.data.revokeOtherSessions.revokedCount).toBe(0);
    expect((await server.graphql('{ me { id } }', {}, asUser(alice))).data.me.id).toBeDefined();
    expect((await server.graphql(ownReads, {}, asUser(alice))).data).toEqual(aliceData);
  });

  it('sends a visitor and a revoked token to the login page', async () => {
    const visitorRead = await server.graphql(ownReads);
    expect(visitorRead.data).toBeNull();
    expect(visitorRead.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const addByVisitor = await mutate(null, 'addAddress', 'AddAddressInput', address);
    expect(addByVisitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    for (const kind of ['address', 'pickupPerson'] satisfies OwnedKind[]) {
      const id = kind === 'address' ? aliceAddressId : alicePickupPersonId;
      for (const { mutation, inputType, input } of graphqlOperationsOn[kind](id)) {
        expect((await mutate(null, mutation, inputType, input)).errors?.[0]?.extensions?.code, mutation).toBe(
          'UNAUTHENTICATED',
        );
      }
      for (const { path, body } of restCallsOn[kind](id)) {
        expect((await restCall(server, path, body)).code, path).toBe(-202);
      }
    }
    for (const path of ['/address/list', '/pickup/persons']) expect((await restCall(server, path)).code).toBe(-202);
    expect((await restCall(server, '/address/add', addressBody)).code).toBe(-202);
    expect((await restCall(server, '/pickup/person/add', pickupPerson)).code).toBe(-202);

    // A second device of Alice logs out; its token then counts as a visitor's.
    const secondDevice = await server.graphql(
      'mutation Login($input: LoginWithPasswordInput!) { loginWithPassword(input: $input) { token } }',
      { input: { account: 'alice@example.com', password: 'Secret123', agreementAccepted: true } },
    );
    const token = secondDevice.data.loginWithPassword.token as string;
    expect((await restCall(server, '/address/list', {}, asUser(token))).code).toBe(1);
    await server.graphql('mutation { logout { loggedOut } }', {}, asUser(token));
    expect(await restCall(server, '/address/list', {}, asUser(token))).toMatchObject({ code: -202, data: null });
    const revokedRead = await server.graphql('{ myAddresses { id } }', {}, asUser(token));
    expect(revokedRead.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await server.graphql(ownReads, {}, asUser(alice))).data).toEqual(aliceData);
  });
});
