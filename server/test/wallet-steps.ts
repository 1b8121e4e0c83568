import { expect } from 'vitest';
import type { TestServer } from './harness.js';
import { createUser } from './order-steps.js';

/** Steps shared by the wallet tests: a shopper ready to withdraw (real name, payment password, a bank card). */
export const REAL_NAME = '张三丰';
export const ID_NUMBER = '11010519491231002X';
export const PAYMENT_PASSWORD = '135790';
/** Passes Luhn. */
export const CARD_NUMBER = '4111 1111 1111 1111';

export const ERRORS = 'userErrors { code message field }';
export const WITHDRAWAL_FIELDS =
  'id userId amountFen feeFen status rejectReason payoutReference actions account { id numberMasked holderMasked }';

export const bindMutation = `mutation Bind($input: BindPayoutAccountInput!) {
  bindPayoutAccount(input: $input) { account { id type institution numberMasked holderMasked } ${ERRORS} }
}`;
export const withdrawMutation = `mutation Withdraw($input: RequestWithdrawalInput!) {
  requestWithdrawal(input: $input) { withdrawal { ${WITHDRAWAL_FIELDS} } ${ERRORS} }
}`;
export const cancelMutation = `mutation Cancel($id: ID!) {
  cancelWithdrawal(id: $id) { withdrawal { ${WITHDRAWAL_FIELDS} } ${ERRORS} }
}`;
export const startReviewMutation = `mutation Start($id: ID!) {
  startWithdrawalReview(id: $id) { withdrawal { ${WITHDRAWAL_FIELDS} } ${ERRORS} }
}`;
export const approveMutation = `mutation Approve($id: ID!) {
  approveWithdrawal(id: $id) { withdrawal { ${WITHDRAWAL_FIELDS} } ${ERRORS} }
}`;
export const rejectMutation = `mutation Reject($input: RejectWithdrawalInput!) {
  rejectWithdrawal(input: $input) { withdrawal { ${WITHDRAWAL_FIELDS} } ${ERRORS} }
}`;
export const balanceQuery = '{ myBalanceFen }';
export const recordsQuery = `query Records($kind: BalanceEntryKind, $month: String) {
  myBalanceRecords(kind: $kind, month: $month, first: 100) {
    totalCount edges { node { id amountFen kind reference orderId reason at } }
  }
}`;

export interface WalletUser {
  id: number;
  headers: Record<string, string>;
  accountId: string;
}

export async function verifyRealName(server: TestServer, headers: Record<string, string>, realName = REAL_NAME) {
  const verified = await server.graphql(
    `mutation V($input: VerifyRealNameInput!) { verifyRealName(input: $input) { ${ERRORS} } }`,
    { input: { realName, idNumber: ID_NUMBER } },
    headers,
  );
  expect(verified.data.verifyRealName.userErrors).toEqual([]);
}

export async function setPaymentPassword(server: TestServer, headers: Record<string, string>) {
  const set = await server.graphql(
    `mutation S($input: SetPaymentPasswordInput!) { setPaymentPassword(input: $input) { ${ERRORS} } }`,
    { input: { password: PAYMENT_PASSWORD, confirmation: PAYMENT_PASSWORD } },
    headers,
  );
  expect(set.data.setPaymentPassword.userErrors).toEqual([]);
}

/** A shopper with `balanceFen`, a verified real name, a payment password and one bound bank card. */
export async function walletUser(server: TestServer, balanceFen: number): Promise<WalletUser> {
  const user = await createUser(server, { balanceFen });
  await verifyRealName(server, user.headers);
  await setPaymentPassword(server, user.headers);
  const bound = await server.graphql(
    bindMutation,
    { input: { type: 'BANK_CARD', institution: '招商银行', number: CARD_NUMBER, holderName: REAL_NAME } },
    user.headers,
  );
  expect(bound.data.bindPayoutAccount.userErrors).toEqual([]);
  return { ...user, accountId: bound.data.bindPayoutAccount.account.id };
}

export async function withdraw(server: TestServer, user: WalletUser, amountFen: number, password = PAYMENT_PASSWORD) {
  const answer = await server.graphql(
    withdrawMutation,
    { input: { accountId: user.accountId, amountFen, paymentPassword: password } },
    user.headers,
  );
  return answer.data.requestWithdrawal;
}

export async function balanceOf(server: TestServer, headers: Record<string, string>): Promise<number> {
  return (await server.graphql(balanceQuery, {}, headers)).data.myBalanceFen;
}
