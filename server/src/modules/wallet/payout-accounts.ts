import type { EntityManager } from '@mikro-orm/sql';
import { requireUser, type RequestContext } from '../../platform/auth/index.js';
import type { DataEncryption } from '../../platform/crypto/data-encryption.js';
import { DomainError } from '../../platform/errors/index.js';
import type { Clock } from '../../platform/jobs/clock.js';
import { PayoutAccount, PayoutAccountType } from './wallet.entities.js';

/** At most this many bound accounts at a time. */
export const MAX_PAYOUT_ACCOUNTS = 5;

/** What the wallet needs of identity: the verified real name, in clear, or null. */
export interface RealNames {
  verifiedRealName(em: EntityManager, userId: number): Promise<string | null>;
}

export interface NewPayoutAccount {
  type: PayoutAccountType;
  /** The card's bank, e.g. 招商银行; ignored for Alipay. */
  institution?: string | null | undefined;
  number: string;
  holderName: string;
}

/** A bound account as its owner and staff see it: never the number in clear. */
export interface PayoutAccountView {
  id: number;
  type: PayoutAccountType;
  institution: string;
  numberMasked: string;
  holderMasked: string;
  createdAt: Date;
}

/** The Luhn check digit test every bank card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const field = (name: string) => ['input', name];
const mobile = /^1[3-9]\d{9}$/;
const email = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]+$/;

/** A card number (spaces allowed) of 12-19 digits passing Luhn, or an Alipay phone or e-mail; throws otherwise. */
export function normalisedAccountNumber(type: PayoutAccountType, raw: string): string {
  if (type === PayoutAccountType.BANK_CARD) {
    const digits = raw.replace(/[\s-]/g, '');
    if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
      throw new DomainError('BANK_CARD_INVALID', { field: field('number') });
    }
    return digits;
  }
  const value = raw.trim().toLowerCase();
  if (!mobile.test(value) && !(value.length <= 100 && email.test(value))) {
    throw new DomainError('ALIPAY_ACCOUNT_INVALID', { field: field('number') });
  }
  return value;
}

/** `**** **** **** 1234`; `138****5678`; `ab***@example.com`. */
export function maskAccountNumber(type: PayoutAccountType, number: string): string {
  if (type === PayoutAccountType.BANK_CARD) return `**** **** **** ${number.slice(-4)}`;
  if (mobile.test(number)) return `${number.slice(0, 3)}****${number.slice(-4)}`;
  const [local = '', domain = ''] = number.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}

function maskName(name: string): string {
  const characters = [...name];
  return characters[0] + '*'.repeat(characters.length - 1);
}

/**
 * The Alipay accounts and bank cards a user withdraws to. The holder must be the user's verified real name; the
 * number is stored encrypted (AES-GCM, the identity module's key) and shown masked everywhere.
 */
export class PayoutAccounts {
  constructor(
    private readonly clock: Clock,
    private readonly encryption: DataEncryption,
    private readonly realNames: RealNames,
  ) {}

  async mine(ctx: RequestContext): Promise<PayoutAccountView[]> {
    const userId = Number(requireUser(ctx).id);
    const rows = await ctx.em.find(PayoutAccount, { user: userId, removedAt: null }, { orderBy: { id: 'asc' } });
    return rows.map((row) => this.view(row));
  }

  async bind(ctx: RequestContext, input: NewPayoutAccount): Promise<PayoutAccountView> {
    const userId = Number(requireUser(ctx).id);
    const realName = await this.realNames.verifiedRealName(ctx.em, userId);
    if (!realName) throw new DomainError('REAL_NAME_REQUIRED');
    if (input.holderName.trim().replace(/\s+/g, ' ') !== realName) {
      throw new DomainError('PAYOUT_HOLDER_MISMATCH', { field: field('holderName') });
    }
    const number = normalisedAccountNumber(input.type, input.number);
    const institution =
      input.type === PayoutAccountType.ALIPAY ? 'Alipay' : (input.institution ?? '').trim().slice(0, 40) || 'Bank';
    const bound = await ctx.em.count(PayoutAccount, { user: userId, removedAt: null });
    if (bound >= MAX_PAYOUT_ACCOUNTS) {
      throw new DomainError('PAYOUT_ACCOUNT_LIMIT', { params: { max: String(MAX_PAYOUT_ACCOUNTS) } });
    }
    const account = ctx.em.create(PayoutAccount, {
      user: userId,
      type: input.type,
      institution,
      numberEncrypted: this.encryption.encrypt(number),
      numberMasked: maskAccountNumber(input.type, number),
      holderEncrypted: this.encryption.encrypt(realName),
      createdAt: this.clock.now(),
      removedAt: null,
    });
    await ctx.em.flush();
    return this.view(account);
  }

  /** Unbinds one of the user's accounts (NOT_FOUND for anyone else's); past withdrawals keep naming it. */
  async unbind(ctx: RequestContext, id: number): Promise<void> {
    const userId = Number(requireUser(ctx).id);
    const removed = await ctx.em.nativeUpdate(
      PayoutAccount,
      { id, user: userId, removedAt: null },
      { removedAt: this.clock.now() },
    );
    if (removed !== 1) throw new DomainError('NOT_FOUND');
  }

  /** One of the user's bound accounts, for a withdrawal; NOT_FOUND otherwise. */
  async ownBound(em: EntityManager, userId: number, id: number): Promise<PayoutAccount> {
    const account = await em.findOne(PayoutAccount, { id, user: userId, removedAt: null });
    if (!account) throw new DomainError('NOT_FOUND', { field: ['input', 'accountId'] });
    return account;
  }

  /** The number and holder in clear, for the payout provider only. */
  clear(account: PayoutAccount): { number: string; holder: string } {
    return {
      number: this.encryption.decrypt(account.numberEncrypted),
      holder: this.encryption.decrypt(account.holderEncrypted),
    };
  }

  view(account: PayoutAccount): PayoutAccountView {
    return {
      id: account.id,
      type: account.type,
      institution: account.institution,
      numberMasked: account.numberMasked,
      holderMasked: maskName(this.encryption.decrypt(account.holderEncrypted)),
      createdAt: account.createdAt,
    };
  }
}
