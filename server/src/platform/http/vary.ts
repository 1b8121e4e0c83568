import type { Response } from 'express';

/**
 * The request headers a read's answer depends on besides its URL: the language (`Accept-Language`, the client's `lang`
 * header, the `lang` cookie) and the session (`user-token` header or cookie), so a cache keeps one copy per
 * language and never hands one user's answer to another.
 */
export const ANSWER_VARIES_BY = ['Accept-Language', 'Lang', 'User-Token', 'Cookie'] as const;

/** Adds ANSWER_VARIES_BY to an answer's `Vary`, keeping what is there. */
export function varyByLanguageAndSession(res: Response): void {
  for (const header of ANSWER_VARIES_BY) res.vary(header);
}
