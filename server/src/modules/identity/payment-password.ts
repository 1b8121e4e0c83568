/** How many wrong payment passwords in a row lock payment, and for how long. */
export const PAYMENT_PASSWORD_MAX_FAILURES = 5;
export const PAYMENT_LOCK_MS = 15 * 60_000;
