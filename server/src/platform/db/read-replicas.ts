import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager } from '@mikro-orm/sql';
import type { RequestHandler } from 'express';
import type { DatabaseSettings } from '../../config.js';

/** Set while a request whose reads may come from a replica is served. */
const replicaReadsAllowed = new AsyncLocalStorage<true>();

/**
 * Until when (epoch milliseconds) the sender's reads stay on the primary: set by every request that may have
 * written, so a shopper or a staff member who just changed something reads it back, whichever copy answers.
 */
export const READ_PRIMARY_COOKIE = 'cm_read_primary_until';

/**
 * The connection a catalog read runs on: a replica when the request allows it and no transaction is open (a
 * transaction reads its own writes, on the primary); the primary otherwise, and always without replicas.
 */
export function readConnection(em: EntityManager) {
  const replica = replicaReadsAllowed.getStore() === true && !em.getTransactionContext();
  return em.getConnection(replica ? 'read' : 'write');
}

function readPrimaryUntil(cookieHeader: string | undefined): number {
  const match = cookieHeader && new RegExp(`(?:^|;\\s*)${READ_PRIMARY_COOKIE}=(\\d{1,15})`).exec(cookieHeader);
  return match ? Number(match[1]) : 0;
}

/**
 * Which requests read from replicas: reads (GET, HEAD) of senders who wrote nothing in the last
 * `readYourWritesMs`. Any other request may write (a mutation, a REST POST), so it reads the primary and marks its
 * sender with a cookie for that long. Integrators without cookies send it back like any cookie, or read the primary
 * by using POST for a read that must follow their own write.
 */
export function replicaReadRouting(database: DatabaseSettings): RequestHandler {
  if (database.kind !== 'mysql' || database.replicaUrls.length === 0) return (_req, _res, next) => next();
  const { readYourWritesMs } = database;
  return (req, res, next) => {
    const now = Date.now();
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      if (readYourWritesMs > 0) {
        res.cookie(READ_PRIMARY_COOKIE, String(now + readYourWritesMs), {
          maxAge: readYourWritesMs,
          httpOnly: true,
          sameSite: 'lax',
          secure: req.secure,
          path: '/',
        });
      }
      next();
      return;
    }
    if (readPrimaryUntil(req.headers.cookie) > now) {
      next();
      return;
    }
    replicaReadsAllowed.run(true, next);
  };
}
