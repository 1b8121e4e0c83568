import { z } from 'zod';
import { encodeCursor, pageRequest, type Page } from '../../platform/graphql/connection.js';
import { parseId } from '../../platform/graphql/ids.js';
import { defineRoute } from '../../rest/route.js';
import type { PayoutAccounts, PayoutAccountView } from './payout-accounts.js';
import type { Reconciliation } from './reconciliation.js';
import { BalanceEntryKind, PayoutAccountType, WithdrawalStatus } from './wallet.entities.js';
import type { WalletService } from './wallet.service.js';
import type { WithdrawalsService, WithdrawalView } from './withdrawals.service.js';

const idText = z.union([z.string().max(20), z.number().int()]).transform(String);
const kinds = Object.values(BalanceEntryKind) as [BalanceEntryKind, ...BalanceEntryKind[]];
const statuses = Object.values(WithdrawalStatus) as [WithdrawalStatus, ...WithdrawalStatus[]];
const paging = { first: z.number().int().optional(), after: z.string().optional() };

const accountData = z.object({
  id: z.string(),
  type: z.enum(['ALIPAY', 'BANK_CARD']),
  institution: z.string(),
  number_masked: z.string(),
  holder_masked: z.string(),
  created_at: z.string(),
});
const toAccountData = (view: PayoutAccountView): z.infer<typeof accountData> => ({
  id: String(view.id),
  type: view.type,
  institution: view.institution,
  number_masked: view.numberMasked,
  holder_masked: view.holderMasked,
  created_at: view.createdAt.toISOString(),
});

const withdrawalData = z.object({
  id: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  amount_fen: z.number().int(),
  fee_fen: z.number().int(),
  status: z.enum(statuses),
  account: accountData,
  created_at: z.string(),
  decided_at: z.string().nullable(),
  reject_reason: z.string().nullable(),
  payout_reference: z.string().nullable(),
});
const toWithdrawalData = (view: WithdrawalView): z.infer<typeof withdrawalData> => ({
  id: String(view.id),
  user_id: String(view.userId),
  user_name: view.userName,
  amount_fen: view.amountFen,
  fee_fen: view.feeFen,
  status: view.status,
  account: toAccountData(view.account),
  created_at: view.createdAt.toISOString(),
  decided_at: view.decidedAt?.toISOString() ?? null,
  reject_reason: view.rejectReason,
  payout_reference: view.payoutReference,
});

const listData = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total_count: z.number().int(),
    end_cursor: z.string().nullable(),
    has_next_page: z.boolean(),
  });
function toList<T extends { id: number }, D>(page: Page<T>, map: (item: T) => D) {
  return {
    items: page.items.map(map),
    total_count: page.totalCount,
    end_cursor: page.hasNextPage ? encodeCursor(page.items.at(-1)!.id) : null,
    has_next_page: page.hasNextPage,
  };
}

const entryData = z.object({
  id: z.string(),
  amount_fen: z.number().int(),
  kind: z.enum(kinds),
  reference: z.string().nullable(),
  order_id: z.string().nullable(),
  reason: z.string(),
  at: z.string(),
});

/** The wallet's façade routes: the REST twins of the wallet's GraphQL operations (§8 messages in the envelope). */
export function walletRoutes(
  wallet: WalletService,
  accounts: PayoutAccounts,
  withdrawals: WithdrawalsService,
  reconciliation: Reconciliation,
) {
  return [
    defineRoute({
      method: 'POST',
      path: '/wallet/records',
      reads: true,
      tag: 'wallet',
      summary: 'Balance and income/expense records, newest first: the last 30 days or a month (myBalanceRecords)',
      body: z.object({ kind: z.enum(kinds).optional(), month: z.string().max(7).optional(), ...paging }),
      data: z.object({ balance_fen: z.number().int(), records: listData(entryData) }),
      handle: async (ctx, { body }) => {
        const page = await wallet.records(ctx, body, pageRequest(body.first, body.after));
        return {
          balance_fen: await wallet.balanceOf(ctx),
          records: toList(page, (entry) => ({
            id: String(entry.id),
            amount_fen: entry.amountFen,
            kind: entry.kind,
            reference: entry.reference ?? null,
            order_id: entry.orderId == null ? null : String(entry.orderId),
            reason: entry.reason,
            at: entry.at.toISOString(),
          })),
        };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/wallet/accounts',
      reads: true,
      tag: 'wallet',
      summary: 'Bound Alipay accounts and bank cards, masked (myPayoutAccounts)',
      data: z.object({ accounts: z.array(accountData) }),
      handle: async (ctx) => ({ accounts: (await accounts.mine(ctx)).map(toAccountData) }),
    }),
    defineRoute({
      method: 'POST',
      path: '/wallet/account/bind',
      tag: 'wallet',
      summary: 'Binds an Alipay account or a bank card; the holder must be the verified real name (bindPayoutAccount)',
      body: z.object({
        type: z.enum([PayoutAccountType.ALIPAY, PayoutAccountType.BANK_CARD]),
        institution: z.string().max(40).optional(),
        number: z.string().max(120),
        holder_name: z.string().max(60),
      }),
      data: accountData,
      handle: async (ctx, { body }) =>
        toAccountData(
          await accounts.bind(ctx, {
            type: body.type,
            institution: body.institution,
            number: body.number,
            holderName: body.holder_name,
          }),
        ),
    }),
    defineRoute({
      method: 'POST',
      path: '/wallet/account/unbind',
      tag: 'wallet',
      summary: 'Unbinds one of the bound accounts (unbindPayoutAccount)',
      body: z.object({ id: idText }),
      data: z.object({ removed_id: z.string() }),
      handle: async (ctx, { body }) => {
        await accounts.unbind(ctx, parseId(body.id, ['id']));
        return { removed_id: body.id };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/wallet/withdrawals',
      reads: true,
      tag: 'wallet',
      summary: "The signed-in user's withdrawals, newest first (myWithdrawals)",
      body: z.object(paging),
      data: listData(withdrawalData),
      handle: async (ctx, { body }) =>
        toList(await withdrawals.mine(ctx, pageRequest(body.first, body.after)), toWithdrawalData),
    }),
    defineRoute({
      method: 'POST',
      path: '/wallet/withdraw',
      tag: 'wallet',
      summary:
        'Withdraws to a bound account with the payment password; amount + fee are held at once (requestWithdrawal); ' +
        '-3005 insufficient balance',
      body: z.object({ account_id: idText, amount_fen: z.number().int(), payment_password: z.string().max(64) }),
      data: withdrawalData,
      handle: async (ctx, { body }) =>
        toWithdrawalData(
          await withdrawals.submit(ctx, {
            accountId: parseId(body.account_id, ['account_id']),
            amountFen: body.amount_fen,
            paymentPassword: body.payment_password,
          }),
        ),
    }),
    defineRoute({
      method: 'POST',
      path: '/wallet/withdrawal/cancel',
      tag: 'wallet',
      summary: 'Cancels a withdrawal not yet in review; the hold returns (cancelWithdrawal)',
      body: z.object({ id: idText }),
      data: withdrawalData,
      handle: async (ctx, { body }) => toWithdrawalData(await withdrawals.cancel(ctx, parseId(body.id, ['id']))),
    }),
    defineRoute({
      method: 'POST',
      path: '/admin/withdrawal/list',
      reads: true,
      tag: 'admin-wallet',
      summary: 'Staff (withdrawal.view): withdrawals of a status, waiting ones by default (withdrawalQueue)',
      body: z.object({ status: z.enum(statuses).optional(), ...paging }),
      data: listData(withdrawalData),
      handle: async (ctx, { body }) =>
        toList(
          await withdrawals.queue(ctx, body.status ?? null, pageRequest(body.first, body.after)),
          toWithdrawalData,
        ),
    }),
    defineRoute({
      method: 'POST',
      path: '/admin/withdrawal/review',
      tag: 'admin-wallet',
      summary: 'Staff (withdrawal.review): takes a withdrawal into review (startWithdrawalReview)',
      body: z.object({ id: idText }),
      data: withdrawalData,
      handle: async (ctx, { body }) => toWithdrawalData(await withdrawals.startReview(ctx, parseId(body.id, ['id']))),
    }),
    defineRoute({
      method: 'POST',
      path: '/admin/withdrawal/approve',
      tag: 'admin-wallet',
      summary: 'Staff (withdrawal.review): pays a withdrawal out; answers its payout reference (approveWithdrawal)',
      body: z.object({ id: idText }),
      data: withdrawalData,
      handle: async (ctx, { body }) => toWithdrawalData(await withdrawals.approve(ctx, parseId(body.id, ['id']))),
    }),
    defineRoute({
      method: 'POST',
      path: '/admin/withdrawal/reject',
      tag: 'admin-wallet',
      summary: 'Staff (withdrawal.review): rejects a withdrawal with a reason; the hold returns (rejectWithdrawal)',
      body: z.object({ id: idText, reason: z.string().max(200) }),
      data: withdrawalData,
      handle: async (ctx, { body }) =>
        toWithdrawalData(await withdrawals.reject(ctx, parseId(body.id, ['id']), body.reason)),
    }),
    defineRoute({
      method: 'POST',
      path: '/admin/ledger/reconciliation',
      reads: true,
      tag: 'admin-wallet',
      summary: 'Staff (ledger.reconcile): the daily reconciliation of all balances (ledgerReconciliation)',
      body: z.object({ days: z.number().int().optional() }),
      data: z.object({
        days: z.array(
          z.object({
            day: z.string(),
            opening_fen: z.number().int(),
            credits_fen: z.number().int(),
            debits_fen: z.number().int(),
            closing_fen: z.number().int(),
            entries: z.number().int(),
            balanced: z.boolean(),
          }),
        ),
        wallets_total_fen: z.number().int(),
        ledger_total_fen: z.number().int(),
        mismatched_users: z.number().int(),
        balanced: z.boolean(),
      }),
      handle: async (ctx, { body }) => {
        const report = await reconciliation.report(ctx, body.days ?? 30);
        return {
          days: report.days.map((day) => ({
            day: day.day.toISOString().slice(0, 10),
            opening_fen: day.openingFen,
            credits_fen: day.creditsFen,
            debits_fen: day.debitsFen,
            closing_fen: day.closingFen,
            entries: day.entries,
            balanced: day.balanced,
          })),
          wallets_total_fen: report.walletsTotalFen,
          ledger_total_fen: report.ledgerTotalFen,
          mismatched_users: report.mismatchedUsers,
          balanced: report.balanced,
        };
      },
    }),
  ];
}
