import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { passwordProblem } from '@circuitmart/rules/account-rules';
import { DomainError } from '../../platform/errors/index.js';

/** scrypt cost parameters: N=2^15, r=8, p=1 needs 32 MiB per hash, so the memory cap is raised above it. */
const cost = { N: 2 ** 15, r: 8, p: 1 };
const keyLength = 32;
const saltLength = 16;
const maxmem = 64 * 1024 * 1024;

function deriveKey(password: string, salt: Buffer, options: ScryptOptions, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, length, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** Hash as `scrypt$N$r$p$salt$key` (base64url), so parameters can grow without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(saltLength);
  const key = await deriveKey(password, salt, cost, keyLength);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether `password` matches `stored`, compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await deriveKey(password, Buffer.from(salt, 'base64url'), { N: +n, r: +r, p: +p }, expected.length);
  return timingSafeEqual(actual, expected);
}

/** A hash of nothing anyone can type, made once, so a missing account costs the same scrypt as a wrong password. */
let standIn: Promise<string> | undefined;

/**
 * Whether `password` matches `stored`; without a stored hash it still derives a key against a stand-in, so the
 * answer's timing does not tell whether an account exists.
 */
export async function passwordMatches(password: string, stored: string | null | undefined): Promise<boolean> {
  if (stored) return verifyPassword(password, stored);
  standIn ??= hashPassword(randomBytes(18).toString('base64url'));
  await verifyPassword(password, await standIn);
  return false;
}

/** The password rules of the specification (@circuitmart/rules/account-rules), as a user error on `field`. */
export function checkPasswordRules(password: string, field: string[]): void {
  const problem = passwordProblem(password);
  if (problem) throw new DomainError(problem, { field });
}
