import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffAccountMutation, passwordLoginMutation, STAFF_MEMBER } from './staff-steps.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, type TestUser } from './order-steps.js';

const ERRORS = 'userErrors { code field }';
const setRoles = `mutation ($input: SetStaffRolesInput!) { setStaffRoles(input: $input) { staffMember { ${STAFF_MEMBER} } ${ERRORS} } }`;
const disableStaff = `mutation ($input: StaffAccountStateInput!) {
  disableStaffAccount(input: $input) { staffMember { ${STAFF_MEMBER} } ${ERRORS} }
}`;
const enableStaff = `mutation ($input: StaffAccountStateInput!) {
  enableStaffAccount(input: $input) { staffMember { ${STAFF_MEMBER} } ${ERRORS} }
}`;

describe.each(databaseKinds)('staff accounts on %s', (database) => {
  let server: TestServer;
  let admin: TestUser;

  beforeAll(async () => {
    server = await startTestServer({ database, parts: 5 });
    admin = await createUser(server, { roles: ['admin'] });
  });
  afterAll(() => server.close());

  const asAdmin = () => ({ ...admin.headers, lang: 'en-US' });
  const login = async (account: string, password: string) =>
    (
      await server.graphql(
        passwordLoginMutation,
        { input: { account, password, agreementAccepted: true } },
        { lang: 'en-US' },
      )
    ).data.loginWithPassword;

  it('creates a staff account whose shown password signs in with the roles given', async () => {
    const created = await server.graphql(
      createStaffAccountMutation,
      { input: { username: 'new.sales', email: 'New.Sales@Example.com', roles: ['SALES'] } },
      asAdmin(),
    );
    const { staffMember, password } = created.data.createStaffAccount;
    expect(staffMember).toMatchObject({ username: 'new.sales', roles: ['SALES'], disabledAt: null });
    const signedIn = await login('new.sales', password);
    expect(signedIn.viewer.roles).toEqual(['SALES']);
    expect(signedIn.viewer.permissions).toContain('CATALOG_EDIT');
    expect(signedIn.viewer.permissions).not.toContain('STAFF_MANAGE');

    const list = await server.graphql(`{ staffMembers { ${STAFF_MEMBER} } }`, {}, asAdmin());
    expect(list.data.staffMembers.map((member: { username: string }) => member.username)).toContain('new.sales');

    const duplicate = await server.graphql(
      createStaffAccountMutation,
      { input: { username: 'new.sales', roles: ['SUPPORT'] } },
      asAdmin(),
    );
    expect(duplicate.data.createStaffAccount.userErrors).toEqual([
      { code: 'STAFF_ACCOUNT_EXISTS', field: ['input', 'username'] },
    ]);
    const noRole = await server.graphql(
      createStaffAccountMutation,
      { input: { username: 'no.role', roles: [] } },
      asAdmin(),
    );
    expect(noRole.data.createStaffAccount.userErrors[0].code).toBe('STAFF_ROLES_REQUIRED');
    const buyer = await server.graphql(
      createStaffAccountMutation,
      { input: { username: 'a.buyer', roles: ['BUYER'] } },
      asAdmin(),
    );
    expect(buyer.data.createStaffAccount.userErrors[0].code).toBe('STAFF_ROLES_REQUIRED');
  });

  it('changes roles at once, and never leaves the shop without an admin', async () => {
    const created = await server.graphql(
      createStaffAccountMutation,
      { input: { username: 'role.change', roles: ['SUPPORT'] } },
      asAdmin(),
    );
    const { staffMember, password } = created.data.createStaffAccount;
    const token = (await login('role.change', password)).token;
    const promoted = await server.graphql(
      setRoles,
      { input: { userId: staffMember.id, roles: ['SUPPORT', 'ADMIN'] } },
      asAdmin(),
    );
    expect(promoted.data.setStaffRoles.staffMember.roles).toEqual(['SUPPORT', 'ADMIN']);
    const me = await server.graphql('{ me { permissions } }', {}, { 'user-token': token });
    expect(me.data.me.permissions).toContain('STAFF_MANAGE');

    const ownRole = await server.graphql(
      setRoles,
      { input: { userId: String(admin.id), roles: ['SALES'] } },
      asAdmin(),
    );
    expect(ownRole.data.setStaffRoles.userErrors[0].code).toBe('OWN_ADMIN_ROLE');

    // With the other admin disabled, taking this one's admin role would leave none.
    const asOther = { 'user-token': token, lang: 'en-US' };
    const disabled = await server.graphql(
      disableStaff,
      { input: { userId: staffMember.id, reason: 'Left the company' } },
      asAdmin(),
    );
    expect(disabled.data.disableStaffAccount.staffMember.disabledReason).toBe('Left the company');
    expect((await server.graphql('{ me { id } }', {}, asOther)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await login('role.change', password)).userErrors).toEqual([{ code: 'ACCOUNT_DISABLED' }]);
    const lastAdmin = await server.graphql(
      setRoles,
      { input: { userId: staffMember.id, roles: ['SUPPORT'] } },
      asAdmin(),
    );
    expect(lastAdmin.data.setStaffRoles.staffMember.roles).toEqual(['SUPPORT']);
    const selfDisable = await server.graphql(
      disableStaff,
      { input: { userId: String(admin.id), reason: 'Oops' } },
      asAdmin(),
    );
    expect(selfDisable.data.disableStaffAccount.userErrors[0].code).toBe('DISABLE_OWN_ACCOUNT');

    const enabled = await server.graphql(enableStaff, { input: { userId: staffMember.id, reason: 'Back' } }, asAdmin());
    expect(enabled.data.enableStaffAccount.staffMember.disabledAt).toBeNull();
    expect((await login('role.change', password)).token).toEqual(expect.any(String));
  });

  it('refuses to take the admin role from the last active admin', async () => {
    const other = await createUser(server, { roles: ['admin'] });
    const asOther = { ...other.headers, lang: 'en-US' };
    const demoteFirst = await server.graphql(
      setRoles,
      { input: { userId: String(admin.id), roles: ['SALES'] } },
      asOther,
    );
    expect(demoteFirst.data.setStaffRoles.userErrors).toEqual([]);
    const demoteLast = await server.graphql(
      setRoles,
      { input: { userId: String(other.id), roles: ['SALES'] } },
      asOther,
    );
    expect(demoteLast.data.setStaffRoles.userErrors[0].code).toBe('OWN_ADMIN_ROLE');
    const promoteBack = await server.graphql(
      setRoles,
      { input: { userId: String(admin.id), roles: ['ADMIN'] } },
      asOther,
    );
    expect(promoteBack.data.setStaffRoles.userErrors).toEqual([]);
    const demoteOther = await server.graphql(
      setRoles,
      { input: { userId: String(other.id), roles: ['SALES'] } },
      asAdmin(),
    );
    expect(demoteOther.data.setStaffRoles.userErrors).toEqual([]);
    // Now `admin` is the only admin: a second one could not demote it, and it cannot demote itself.
    const disableLast = await server.graphql(
      disableStaff,
      { input: { userId: String(admin.id), reason: 'Test' } },
      asAdmin(),
    );
    expect(disableLast.data.disableStaffAccount.userErrors[0].code).toBe('DISABLE_OWN_ACCOUNT');
  });
});
