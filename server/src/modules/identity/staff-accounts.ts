import { randomInt } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import type { Role } from '../../platform/auth/index.js';
import type { Clock } from '../../platform/jobs/clock.js';
import { parseAccountAddress } from './account-address.js';
import { User } from './identity.entities.js';
import { generateInviteCode } from './invite-codes.js';
import { PASSWORD_MAX_LENGTH } from '@circuitmart/rules/account-rules';
import { checkPasswordRules, hashPassword } from './passwords.js';

export const staffRoles = ['support', 'sales', 'admin'] as const satisfies readonly Role[];
export type StaffRole = (typeof staffRoles)[number];

export interface NewStaffAccount {
  username: string;
  roles: readonly StaffRole[];
  /** Lets the staff member sign in by e-mailed code and reset the password. */
  email?: string | undefined;
}

/** Why a staff account could not be created, in words for the operator who ran the command. */
export class StaffAccountError extends Error {
  override name = 'StaffAccountError';
}

const usernamePattern = /^[A-Za-z][A-Za-z0-9_.-]{2,31}$/;

/** 3 to 32 letters, digits, dots, dashes or underscores, starting with a letter. */
export function isValidStaffUsername(username: string): boolean {
  return usernamePattern.test(username);
}
const passwordAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/**
 * Creates a staff account with a random password, answered once for the operator to hand over: how a
 * production shop, which seeds no demo staff, gets its first admin (the create-staff command), and how an admin
 * adds colleagues in the back office.
 */
export async function createStaffAccount(
  em: EntityManager,
  clock: Clock,
  account: NewStaffAccount,
): Promise<{ user: User; password: string }> {
  if (!isValidStaffUsername(account.username)) {
    throw new StaffAccountError('The username must be 3 to 32 letters, digits, dots, dashes or underscores');
  }
  const chosen = new Set<Role>(account.roles);
  const roles = staffRoles.filter((role) => chosen.has(role));
  if (roles.length === 0 || roles.length !== chosen.size)
    throw new StaffAccountError(`The roles must be some of ${staffRoles.join(', ')}`);
  const email = account.email ? parseEmail(account.email) : null;
  const password = randomPassword();
  const user = em.create(User, {
    email,
    phone: null,
    username: account.username,
    passwordHash: await hashPassword(password),
    nickname: account.username.slice(0, 10),
    inviteCode: generateInviteCode(),
    invitedBy: null,
    vip: 0,
    roles,
    createdAt: clock.now(),
  });
  try {
    await em.flush();
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    throw new StaffAccountError(
      `An account with username ${account.username}${email ? ` or e-mail ${email}` : ''} already exists`,
    );
  }
  return { user, password };
}

function parseEmail(text: string): string {
  try {
    const address = parseAccountAddress(text, ['email']);
    if (address.kind === 'email') return address.value;
  } catch {
    // Reported below in the operator's words.
  }
  throw new StaffAccountError(`Not an e-mail address: ${text}`);
}

/** Twelve characters (the most the password rules allow) of letters and digits, easy to read aloud. */
function randomPassword(): string {
  for (;;) {
    const password = Array.from(
      { length: PASSWORD_MAX_LENGTH },
      () => passwordAlphabet[randomInt(passwordAlphabet.length)],
    ).join('');
    try {
      checkPasswordRules(password, []);
      return password;
    } catch {
      // No digit (or no letter) drawn: draw again.
    }
  }
}
