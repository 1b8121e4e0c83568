import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Address } from '../src/modules/addresses/addresses.entities.js';
import { Favourite } from '../src/modules/collection/collection.entities.js';
import { User } from '../src/modules/identity/identity.entities.js';
import { AccountCancellation, AccountSettings, CancellationStatus } from '../src/modules/identity/security.entities.js';
import { CancellationEvent } from '../src/modules/identity/account-cancellation.states.js';
import { PAYMENT_LOCK_MS, PAYMENT_PASSWORD_MAX_FAILURES } from '../src/modules/identity/payment-password.js';
import type { RequestContext } from '../src/platform/auth/index.js';
import { loadConfig } from '../src/config.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { walkFlow, type WalkOutcome } from './flow-walk.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, type TestUser } from './order-steps.js';

const errors = 'userErrors { code message field }';
const sendCodeMutation = `mutation Send($input: SendVerificationCodeInput!) { sendVerificationCode(input: $input) { ${errors} } }`;
const registerMutation = `mutation Register($input: RegisterInput!) { register(input: $input) { token ${errors} } }`;
const passwordLoginMutation = `mutation Login($input: LoginWithPasswordInput!) {
  loginWithPassword(input: $input) { token ${errors} }
}`;
const changePasswordMutation = `mutation Change($input: ChangePasswordInput!) { changePassword(input: $input) { done ${errors} } }`;
const setPaymentMutation = `mutation SetPay($input: SetPaymentPasswordInput!) {
  setPaymentPassword(input: $input) { done ${errors} }
}`;
const changePaymentMutation = `mutation ChangePay($input: ChangePaymentPasswordInput!) {
  changePaymentPassword(input: $input) { done ${errors} }
}`;
const resetPaymentMutation = `mutation ResetPay($input: ResetPaymentPasswordInput!) {
  resetPaymentPassword(input: $input) { done ${errors} }
}`;
const bindMutation = `mutation Bind($input: BindAccountAddressInput!) {
  bindAccountAddress(input: $input) { viewer { email phone } ${errors} }
}`;
const notificationFields =
  'notifySystemMessages notifyPlatformMessages notifyOrderUpdates notifyChatMessages notifyActivityReminders';
const preferencesFields = `locale ${notificationFields} notifyPromotions notifyMessages personalisedRecommendations`;
const updatePreferencesMutation = `mutation Prefs($input: UpdatePreferencesInput!) {
  updatePreferences(input: $input) { preferences { ${preferencesFields} } ${errors} }
}`;
const securityFields = 'hasPassword hasPaymentPassword paymentLockedUntil realName idNumber realNameVerifiedAt';
const verifyRealNameMutation = `mutation RealName($input: VerifyRealNameInput!) {
  verifyRealName(input: $input) { accountSecurity { ${securityFields} } ${errors} }
}`;
const cancellationFields = 'id status reason userId userDisplayName';
const requestCancellationMutation = `mutation Cancel($input: RequestAccountCancellationInput!) {
  requestAccountCancellation(input: $input) { request { ${cancellationFields} } ${errors} }
}`;
const withdrawCancellationMutation = `mutation Withdraw($id: ID!) {
  withdrawAccountCancellation(id: $id) { request { ${cancellationFields} } ${errors} }
}`;
const decideCancellationMutation = `mutation Decide($input: DecideAccountCancellationInput!) {
  decideAccountCancellation(input: $input) { request { ${cancellationFields} } ${errors} }
}`;
const cancellationListQuery = `query List($status: AccountCancellationStatus) {
  accountCancellationRequests(status: $status) { ${cancellationFields} }
}`;

const minute = 60_000;
const leaverAddress = {
  consignee: '张伟',
  areaCode: '86',
  phone: '13800138000',
  country: 'CN',
  province: '广东省',
  city: '深圳市',
  district: '南山区',
  detail: '科技园南区深南大道10000号3栋401室',
  label: 'Home',
};
/** A valid GB 11643 number (check character X) of someone born 1949-12-31. */
const ID_NUMBER = '11010519491231002X';

describe.each(databaseKinds)('account settings and security on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock();
  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 20 });
  });
  afterAll(() => server.close());

  const asUser = (token: string) => ({ 'user-token': token });

  async function codeFor(recipient: string): Promise<string> {
    const messages = (await (await server.request('GET', '/dev/outbox.json')).json()) as {
      recipient: string;
      body: string;
    }[];
    const code = messages
      .find((message) => message.recipient === recipient && /\b\d{6}\b/.test(message.body))
      ?.body.match(/\b\d{6}\b/)?.[0];
    if (!code) throw new Error(`no code in the outbox for ${recipient}`);
    return code;
  }

  async function sendCode(address: string, purpose: string, token?: string) {
    clock.advance(2 * minute);
    const result = await server.graphql(sendCodeMutation, { input: { address, purpose } }, token ? asUser(token) : {});
    return result.data.sendVerificationCode.userErrors as { code: string }[];
  }

  async function signUp(email: string, password = 'Secret123'): Promise<string> {
    expect(await sendCode(email, 'LOGIN')).toEqual([]);
    const input = { address: email, code: await codeFor(email), password, agreementAccepted: true };
    const payload = (await server.graphql(registerMutation, { input })).data.register;
    expect(payload.userErrors).toEqual([]);
    return payload.token as string;
  }

  async function passwordLogin(account: string, password: string, headers: Record<string, string> = {}) {
    const input = { account, password, agreementAccepted: true };
    return (await server.graphql(passwordLoginMutation, { input }, headers)).data.loginWithPassword;
  }

  async function rest(path: string, body: object, headers: Record<string, string> = {}) {
    const response = await server.request('POST', `/api${path}`, {
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...headers },
    });
    return (await response.json()) as { code: number; msg: string; data: any };
  }

  const codesOf = (payload: { userErrors: { code: string }[] }) => payload.userErrors.map((error) => error.code);

  it('changes the password only with the right current one, by the rules, and logs out the other devices', async () => {
    const token = await signUp('pw@example.com', 'Secret123');
    const otherDevice = (await passwordLogin('pw@example.com', 'Secret123')).token;
    const change = async (currentPassword: string, newPassword: string) =>
      (await server.graphql(changePasswordMutation, { input: { currentPassword, newPassword } }, asUser(token))).data
        .changePassword;

    expect(codesOf(await change('Wrong123', 'Better123'))).toEqual(['CURRENT_PASSWORD_WRONG']);
    expect(codesOf(await change('Secret123', 'Secret123'))).toEqual(['PASSWORD_SAME_AS_OLD']);
    expect(codesOf(await change('Secret123', 'short1'.slice(0, 5)))).toEqual(['PASSWORD_LENGTH']);
    expect(codesOf(await change('Secret123', 'onlyletters'))).toEqual(['PASSWORD_LETTERS_AND_DIGITS']);
    expect(codesOf(await change('Secret123', '密码abc123'))).toEqual(['PASSWORD_NO_CHINESE']);
    expect(await change('Secret123', 'Better123')).toEqual({ done: true, userErrors: [] });

    expect(codesOf(await passwordLogin('pw@example.com', 'Secret123'))).toEqual(['LOGIN_FAILED']);
    expect((await passwordLogin('pw@example.com', 'Better123')).token).toEqual(expect.any(String));
    expect((await server.graphql('{ me { id } }', {}, asUser(otherDevice))).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await server.graphql('{ me { id } }', {}, asUser(token))).data.me.id).toEqual(expect.any(String));

    // The façade twin, with the wording of the request's language.
    const viaRest = await rest(
      '/user/changePassword',
      { old_password: 'Nope1234', password: 'Other123' },
      {
        ...asUser(token),
        lang: 'zh-CN',
      },
    );
    expect(viaRest).toMatchObject({ code: -1018, msg: '当前密码错误' });
    expect(
      await rest('/user/changePassword', { old_password: 'Better123', password: 'Other123' }, asUser(token)),
    ).toMatchObject({ code: 1 });
    expect(await rest('/user/changePassword', { old_password: 'x', password: 'y' })).toMatchObject({ code: -202 });
  });

  it('sets a payment password twice-entered, changes it with the old one and resets it by code', async () => {
    const token = await signUp('pay@example.com');
    const set = async (password: string, confirmation: string) =>
      (await server.graphql(setPaymentMutation, { input: { password, confirmation } }, asUser(token))).data
        .setPaymentPassword;

    expect(codesOf(await set('12345', '12345'))).toEqual(['PAYMENT_PASSWORD_FORMAT']);
    expect(codesOf(await set('12345a', '12345a'))).toEqual(['PAYMENT_PASSWORD_FORMAT']);
    const mismatch = await set('123456', '123465');
    expect(mismatch.userErrors).toEqual([
      {
        code: 'PAYMENT_PASSWORDS_INCONSISTENT',
        message: 'The two payment passwords entered are inconsistent',
        field: ['input', 'confirmation'],
      },
    ]);
    const viaRest = await rest(
      '/user/setPayPassword',
      { password: '123456', confirm_password: '654321' },
      {
        ...asUser(token),
        lang: 'zh-CN',
      },
    );
    expect(viaRest).toMatchObject({ code: -1022, msg: '两次输入的支付密码不一致' });
    expect(await set('123456', '123456')).toEqual({ done: true, userErrors: [] });
    expect(codesOf(await set('654321', '654321'))).toEqual(['PAYMENT_PASSWORD_ALREADY_SET']);

    const changeInput = { oldPassword: '000000', password: '654321', confirmation: '654321' };
    const wrongOld = (await server.graphql(changePaymentMutation, { input: changeInput }, asUser(token))).data;
    expect(wrongOld.changePaymentPassword.userErrors[0]).toMatchObject({
      code: 'PAYMENT_PASSWORD_WRONG',
      message: `Payment password wrong, retry (${PAYMENT_PASSWORD_MAX_FAILURES - 1} tries left)`,
    });
    const changed = await rest(
      '/user/changePayPassword',
      { old_password: '123456', password: '654321', confirm_password: '654321' },
      asUser(token),
    );
    expect(changed).toMatchObject({ code: 1 });
    const stored = await server.app.orm.em
      .fork()
      .findOneOrFail(AccountSettings, { paymentPasswordHash: { $ne: null } });
    expect(stored.paymentPasswordHash).not.toContain('654321');
    expect(stored.paymentPasswordHash).toMatch(/^scrypt\$/);

    // The reset code goes only to an address of this account.
    expect(await sendCode('stranger@example.com', 'RESET_PAYMENT_PASSWORD', token)).toEqual([
      expect.objectContaining({ code: 'ADDRESS_NOT_BOUND' }),
    ]);
    expect(await sendCode('pay@example.com', 'RESET_PAYMENT_PASSWORD', token)).toEqual([]);
    const resetInput = {
      address: 'pay@example.com',
      code: await codeFor('pay@example.com'),
      password: '111111',
      confirmation: '111111',
    };
    const reset = (await server.graphql(resetPaymentMutation, { input: resetInput }, asUser(token))).data;
    expect(reset.resetPaymentPassword).toEqual({ done: true, userErrors: [] });
    const afterReset = { oldPassword: '111111', password: '222222', confirmation: '222222' };
    const changedAgain = (await server.graphql(changePaymentMutation, { input: afterReset }, asUser(token))).data;
    expect(changedAgain.changePaymentPassword.userErrors).toEqual([]);
  });

  it('locks payment for 15 minutes after 5 wrong payment passwords, then counts afresh', async () => {
    const token = await signUp('lock@example.com');
    await server.graphql(setPaymentMutation, { input: { password: '246810', confirmation: '246810' } }, asUser(token));
    const userId = Number((await server.graphql('{ me { id } }', {}, asUser(token))).data.me.id);
    const security = server.app.services.accountSecurity;
    const ctx: RequestContext = {
      requestId: 'checkout',
      locale: 'en-US',
      token: undefined,
      ip: undefined,
      userAgent: undefined,
      user: { id: String(userId), displayName: '', roles: ['buyer'] },
      em: server.app.orm.em.fork(),
    };
    const verify = () => security.verifyPaymentPassword(ctx, userId, '000000');

    for (let tries = 1; tries < PAYMENT_PASSWORD_MAX_FAILURES; tries++) {
      await expect(verify()).rejects.toMatchObject({
        code: 'PAYMENT_PASSWORD_WRONG',
        params: { triesLeft: PAYMENT_PASSWORD_MAX_FAILURES - tries },
      });
    }
    await expect(verify()).rejects.toMatchObject({ code: 'PAYMENT_LOCKED', params: { minutes: 15 } });
    // While locked even the right password is refused.
    await expect(security.verifyPaymentPassword(ctx, userId, '246810')).rejects.toMatchObject({
      code: 'PAYMENT_LOCKED',
    });
    const locked = (await server.graphql(`{ accountSecurity { ${securityFields} } }`, {}, asUser(token))).data;
    expect(locked.accountSecurity.paymentLockedUntil).toEqual(expect.any(String));

    clock.advance(PAYMENT_LOCK_MS - minute);
    await expect(security.verifyPaymentPassword(ctx, userId, '246810')).rejects.toMatchObject({
      code: 'PAYMENT_LOCKED',
      params: { minutes: 1 },
    });
    clock.advance(minute);
    await expect(security.verifyPaymentPassword(ctx, userId, '246810')).resolves.toBeUndefined();
    await expect(verify()).rejects.toMatchObject({
      code: 'PAYMENT_PASSWORD_WRONG',
      params: { triesLeft: PAYMENT_PASSWORD_MAX_FAILURES - 1 },
    });
  });

  it('rebinds the e-mail or phone after a code sent to the new address, never to one of another account', async () => {
    const token = await signUp('bind@example.com');
    await signUp('taken@example.com');

    expect(await sendCode('taken@example.com', 'BIND_ADDRESS', token)).toEqual([
      expect.objectContaining({ code: 'ADDRESS_IN_USE' }),
    ]);
    const anonymous = await server.graphql(sendCodeMutation, {
      input: { address: 'new-bind@example.com', purpose: 'BIND_ADDRESS' },
    });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await sendCode('new-bind@example.com', 'BIND_ADDRESS', token)).toEqual([]);
    const wrong = await server.graphql(
      bindMutation,
      { input: { address: 'new-bind@example.com', code: '000000' } },
      asUser(token),
    );
    expect(codesOf(wrong.data.bindAccountAddress)).toEqual(['VERIFICATION_CODE_WRONG']);
    const bound = await server.graphql(
      bindMutation,
      { input: { address: 'new-bind@example.com', code: await codeFor('new-bind@example.com') } },
      asUser(token),
    );
    expect(bound.data.bindAccountAddress).toEqual({
      viewer: { email: 'new-bind@example.com', phone: null },
      userErrors: [],
    });
    expect((await passwordLogin('new-bind@example.com', 'Secret123')).token).toEqual(expect.any(String));

    // The façade call of the spec (§7) binds a phone when the request carries a session: code 200 and the token.
    expect(await sendCode('+86 13900139000', 'BIND_ADDRESS', token)).toEqual([]);
    const viaFacade = await rest(
      '/v1/5b5bdc44796e8',
      { phone: '13900139000', area_code: '86', code: await codeFor('+86 13900139000') },
      asUser(token),
    );
    expect(viaFacade).toMatchObject({ code: 200, data: { token, userinfo: { phone: '+86 13900139000' } } });
  });

  it('keeps language, notification and recommendation preferences, by GraphQL and the façade', async () => {
    const token = await signUp('prefs@example.com');
    const initial = await server.graphql(`{ myPreferences { ${preferencesFields} } }`, {}, asUser(token));
    expect(initial.data.myPreferences).toEqual({
      locale: null,
      notifySystemMessages: true,
      notifyPlatformMessages: true,
      notifyOrderUpdates: true,
      notifyChatMessages: true,
      notifyActivityReminders: true,
      notifyPromotions: true,
      notifyMessages: true,
      personalisedRecommendations: true,
    });
    // The deprecated "promotions" toggle sets both kinds it stood for; a kind turned off alone turns its old toggle off.
    const updated = await server.graphql(
      updatePreferencesMutation,
      { input: { locale: 'ZH_CN', notifyPromotions: false, notifyChatMessages: false } },
      asUser(token),
    );
    expect(updated.data.updatePreferences.preferences).toEqual({
      locale: 'ZH_CN',
      notifySystemMessages: true,
      notifyPlatformMessages: false,
      notifyOrderUpdates: true,
      notifyChatMessages: false,
      notifyActivityReminders: false,
      notifyPromotions: false,
      notifyMessages: false,
      personalisedRecommendations: true,
    });
    const viaRest = await rest(
      '/user/updatePreferences',
      { personalised_recommendations: false, notify_chat_messages: true, notify_activity_reminders: true },
      asUser(token),
    );
    expect(viaRest.data).toEqual({
      locale: 'zh-CN',
      notify_system_messages: true,
      notify_platform_messages: false,
      notify_order_updates: true,
      notify_chat_messages: true,
      notify_activity_reminders: true,
      notify_promotions: false,
      notify_messages: true,
      personalised_recommendations: false,
    });
    expect((await rest('/user/updatePreferences', { locale: 'fr-FR' }, asUser(token))).code).toBe(-400);
  });

  it('checks the real name and ID number, stores them encrypted and shows them masked', async () => {
    const token = await signUp('realname@example.com');
    const verify = async (realName: string, idNumber: string) =>
      (await server.graphql(verifyRealNameMutation, { input: { realName, idNumber } }, asUser(token))).data
        .verifyRealName;

    expect(codesOf(await verify('张三丰', '110105194912310021'))).toEqual(['ID_NUMBER_INVALID']);
    expect(codesOf(await verify('张三丰', '11010519491331002X'))).toEqual(['ID_NUMBER_INVALID']);
    expect(codesOf(await verify('张三丰', '1101051949123100'))).toEqual(['ID_NUMBER_INVALID']);
    // A valid checksum but a birth date after "today" (the test clock is in 2026).
    expect(codesOf(await verify('张三丰', '110101203001011236'))).toEqual(['ID_NUMBER_INVALID']);
    expect(codesOf(await verify('张3', ID_NUMBER))).toEqual(['REAL_NAME_INVALID']);
    const verified = await verify('张三丰', ID_NUMBER.toLowerCase());
    expect(verified.accountSecurity).toMatchObject({ realName: '张**', idNumber: '1101**********002X' });
    expect(codesOf(await verify('张三丰', ID_NUMBER))).toEqual(['REAL_NAME_ALREADY_VERIFIED']);

    const rows = await server.app.orm.em.fork().find(AccountSettings, { realNameVerifiedAt: { $ne: null } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.idNumberEncrypted).not.toContain('1949');
    expect(JSON.stringify(rows)).not.toContain(ID_NUMBER);
    expect(JSON.stringify(rows)).not.toContain('张三丰');
  });

  it('serves real name, the security overview and the cancellation request through the façade', async () => {
    const token = await signUp('rest-security@example.com');
    expect((await rest('/user/security', {})).code).toBe(-202);
    const wrong = await rest('/user/realName', { real_name: '张三丰', id_number: '110105194912310021' }, asUser(token));
    expect(wrong.code).toBeLessThan(0);
    expect(wrong.data).toBeNull();
    const verified = await rest('/user/realName', { real_name: '张三丰', id_number: ID_NUMBER }, asUser(token));
    expect(verified).toMatchObject({ code: 1, data: { real_name: '张**', id_number: '1101**********002X' } });
    expect((await rest('/user/security', {}, asUser(token))).data).toMatchObject({
      has_payment_password: false,
      real_name: '张**',
      id_number: '1101**********002X',
    });

    expect((await rest('/user/cancellation', {}, asUser(token))).data).toBeNull();
    const submitted = await rest('/user/cancelAccount', { reason: 'moving away' }, asUser(token));
    expect(submitted).toMatchObject({ code: 1, data: { status: 'submitted', reason: 'moving away' } });
    expect((await rest('/user/cancelAccount', {}, asUser(token))).code).toBeLessThan(0);
    const withdrawn = await rest('/user/withdrawCancellation', { id: submitted.data.id }, asUser(token));
    expect(withdrawn.data).toMatchObject({ id: submitted.data.id, status: 'withdrawn' });
  });

  it('moves a cancellation request only along its transitions, decided by staff, and closes the account', async () => {
    const token = await signUp('leaver@example.com');
    const request = async (reason: string) =>
      (await server.graphql(requestCancellationMutation, { input: { reason } }, asUser(token))).data
        .requestAccountCancellation;
    const staffToken = (await passwordLogin('admin@circuitmart.test', 'Admin123')).token as string;
    const decide = async (id: string, decision: string, as = staffToken) =>
      server.graphql(decideCancellationMutation, { input: { id, decision } }, asUser(as));

    const first = (await request('moving abroad')).request;
    expect(first).toMatchObject({ status: 'SUBMITTED', reason: 'moving abroad' });
    expect(codesOf(await request('again'))).toEqual(['CANCELLATION_ALREADY_OPEN']);

    // Buyers cannot list or decide; another user cannot withdraw it.
    expect((await server.graphql(cancellationListQuery, {}, asUser(token))).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await decide(first.id, 'START_REVIEW', token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const stranger = await signUp('stranger@example.com');
    const foreign = await server.graphql(withdrawCancellationMutation, { id: first.id }, asUser(stranger));
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    // Withdrawn while submitted; then closing a withdrawn request is refused.
    const withdrawn = await server.graphql(withdrawCancellationMutation, { id: first.id }, asUser(token));
    expect(withdrawn.data.withdrawAccountCancellation.request.status).toBe('WITHDRAWN');
    expect(codesOf((await decide(first.id, 'START_REVIEW')).data.decideAccountCancellation)).toEqual([
      'CANCELLATION_TRANSITION_NOT_ALLOWED',
    ]);

    const second = (await request('really')).request;
    const listed = (await server.graphql(cancellationListQuery, {}, asUser(staffToken))).data;
    expect(listed.accountCancellationRequests).toEqual([
      expect.objectContaining({ id: second.id, status: 'SUBMITTED', userDisplayName: 'le***@example.com' }),
    ]);
    expect(codesOf((await decide(second.id, 'CLOSE')).data.decideAccountCancellation)).toEqual([
      'CANCELLATION_TRANSITION_NOT_ALLOWED',
    ]);
    expect((await decide(second.id, 'START_REVIEW')).data.decideAccountCancellation.request.status).toBe(
      'UNDER_REVIEW',
    );
    const noWithdraw = await server.graphql(withdrawCancellationMutation, { id: second.id }, asUser(token));
    expect(codesOf(noWithdraw.data.withdrawAccountCancellation)).toEqual(['CANCELLATION_TRANSITION_NOT_ALLOWED']);
    await server.graphql(updatePreferencesMutation, { input: { notifyPlatformMessages: false } }, asUser(token));
    const leaverId = Number(second.userId);
    const settingsOfLeaver = () => server.app.orm.em.fork().count(AccountSettings, { user: leaverId });
    expect(await settingsOfLeaver()).toBe(1);
    const profile = await server.graphql(
      `mutation { updateProfile(input: { nickname: "Leaver", companyName: "Leaving Ltd" }) { ${errors} } }`,
      {},
      asUser(token),
    );
    expect(profile.data.updateProfile.userErrors).toEqual([]);
    const address = await server.graphql(
      `mutation Add($input: AddAddressInput!) { addAddress(input: $input) { ${errors} } }`,
      { input: leaverAddress },
      asUser(token),
    );
    expect(address.data.addAddress.userErrors).toEqual([]);
    const partId = (await server.graphql('{ products(first: 1) { edges { node { id } } } }')).data.products.edges[0]
      .node.id;
    await server.graphql(
      'mutation Fav($id: ID!) { addFavourite(productId: $id) { userErrors { code } } }',
      { id: partId },
      asUser(token),
    );
    const personalRows = async () => {
      const em = server.app.orm.em.fork();
      const user = await em.findOneOrFail(User, leaverId);
      return {
        addresses: await em.count(Address, { user: leaverId }),
        favourites: await em.count(Favourite, { user: leaverId }),
        nickname: user.nickname,
        companyName: user.companyName,
        email: user.email,
      };
    };
    expect(await personalRows()).toEqual({
      addresses: 1,
      favourites: 1,
      nickname: 'Leaver',
      companyName: 'Leaving Ltd',
      email: 'leaver@example.com',
    });
    expect((await decide(second.id, 'CLOSE')).data.decideAccountCancellation.request.status).toBe('CLOSED');
    // What the page promises: security data, preferences, profile, addresses and favourites are deleted; the
    // e-mail stays so the closed account cannot be used or registered again.
    expect(await settingsOfLeaver()).toBe(0);
    expect(await personalRows()).toEqual({
      addresses: 0,
      favourites: 0,
      nickname: null,
      companyName: null,
      email: 'leaver@example.com',
    });
    expect(codesOf((await decide(second.id, 'REJECT')).data.decideAccountCancellation)).toEqual([
      'CANCELLATION_TRANSITION_NOT_ALLOWED',
    ]);

    expect((await server.graphql('{ me { id } }', {}, asUser(token))).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect(codesOf(await passwordLogin('leaver@example.com', 'Secret123'))).toEqual(['ACCOUNT_CLOSED']);
    await sendCode('leaver@example.com', 'LOGIN');
    const codeLogin = await server.graphql(
      `mutation { loginWithCode(input: { address: "leaver@example.com", code: "${await codeFor('leaver@example.com')}", agreementAccepted: true }) { token ${errors} } }`,
    );
    expect(codesOf(codeLogin.data.loginWithCode)).toEqual(['ACCOUNT_CLOSED']);
  });

  it('walks every (state, event) pair of the account cancellation flow, and every forbidden party', async () => {
    const flow = server.app.services.accountCancellation.flow;
    const support = await createUser(server, { roles: ['support'] });
    const sales = await createUser(server, { roles: ['sales'] });
    const owners = new Map<string, TestUser>();
    const outcomeOf = (answer: { errors?: { extensions?: { code?: string } }[]; data?: any }): WalkOutcome | string => {
      const code =
        answer.errors?.[0]?.extensions?.code ??
        (Object.values(answer.data ?? {})[0] as { userErrors: { code: string }[] }).userErrors[0]?.code;
      if (code === undefined) return 'done';
      if (code === 'CANCELLATION_TRANSITION_NOT_ALLOWED') return 'refused';
      // Someone else's request is answered as missing, so ids cannot be probed.
      return code === 'FORBIDDEN' || code === 'NOT_FOUND' ? 'forbidden' : code;
    };
    const decision = {
      START_REVIEW: 'START_REVIEW',
      CLOSE: 'CLOSE',
      REJECT: 'REJECT',
    } as const;
    const outcomes = await walkFlow(flow, Object.values(CancellationStatus), {
      arrange: async (status) => {
        const owner = await createUser(server);
        const em = server.app.orm.em.fork();
        const request = em.create(AccountCancellation, {
          user: owner.id,
          status,
          reason: null,
          createdAt: new Date(),
          updatedAt: new Date(),
          decidedBy: null,
        });
        await em.flush();
        owners.set(String(request.id), owner);
        return String(request.id);
      },
      fire: async (event, id, as) => {
        if (event === CancellationEvent.WITHDRAW) {
          const user = as === 'allowed' ? owners.get(id)! : sales;
          return outcomeOf(await server.graphql(withdrawCancellationMutation, { id }, user.headers));
        }
        // Sales staff hold no cancellation permission: support (and admin) decide.
        const user = as === 'allowed' ? support : sales;
        const input = { id, decision: decision[event] };
        return outcomeOf(await server.graphql(decideCancellationMutation, { input }, user.headers));
      },
      stateOf: async (id) => (await server.app.orm.em.fork().findOneOrFail(AccountCancellation, Number(id))).status,
    });
    expect(outcomes).toHaveLength(flow.definition.transitions.length * (Object.values(CancellationStatus).length + 1));
  });
});

describe('data encryption key setting', () => {
  it('is required in production and must be 32 bytes of hex', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/^Missing setting DATA_ENCRYPTION_KEY/);
    expect(() => loadConfig({ DATA_ENCRYPTION_KEY: 'short' })).toThrow(/^Invalid setting DATA_ENCRYPTION_KEY/);
    const key = 'ab'.repeat(32);
    expect(loadConfig({ NODE_ENV: 'production', DATA_ENCRYPTION_KEY: key }).dataEncryptionKey).toEqual(
      Buffer.from(key, 'hex'),
    );
    expect(loadConfig({}).dataEncryptionKey).toHaveLength(32);
  });
});
