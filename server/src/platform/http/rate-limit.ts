import { createHash } from 'node:crypto';
import type express from 'express';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { tokenFrom } from '../auth/index.js';
import { errorCatalogue, translateError } from '../errors/index.js';
import { watchRedisLink } from '../redis/redis-link.js';
import type { PlatformLogger } from './logger.js';
import { localeOf } from './request-context.js';

export interface RateLimits {
  /** Requests a minute per session token (per IP for visitors); 0 turns the limit off. */
  perClientPerMinute: number;
  /** Requests a minute per IP address whatever the tokens, so rotating tokens does not escape; 0: off. */
  perIpPerMinute: number;
}

export interface RateLimitStore {
  /** Shared by every server copy when Redis is configured; else counted in this process. */
  redis: Redis | undefined;
  /** Namespace of the counters in Redis. */
  keyPrefix: string;
}

function limiter(points: number, keyPrefix: string, redis: Redis | undefined): RateLimiterAbstract {
  const options = { points, duration: 60, keyPrefix };
  // While Redis is unreachable the copy counts on its own rather than refusing or letting everything through.
  return redis
    ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) })
    : new RateLimiterMemory(options);
}

/**
 * The limiter's Redis connection. A count never waits for Redis: while it is unreachable commands fail at once
 * (no offline queue) or after a short timeout, and the limiter counts in this copy's memory instead; one log
 * line says so when the link drops and one when it returns.
 */
export function rateLimitRedisClient(redisUrl: string, logger: PlatformLogger): Redis {
  const redis = new Redis(redisUrl, { enableOfflineQueue: false, commandTimeout: 500, connectTimeout: 1000 });
  redis.on('error', () => {}); // reconnects by itself; the link log below and /readyz report the outage
  watchRedisLink([redis]).onChange((state) =>
    state === 'down'
      ? logger.warn({ state }, 'rate limiter lost Redis; counting per server copy until it returns')
      : logger.info({ state }, 'rate limiter has Redis again; counting shared'),
  );
  return redis;
}

/** A token is counted under its hash, so the raw token never reaches Redis. */
const tokenKey = (token: string) => `t:${createHash('sha256').update(token).digest('base64url').slice(0, 22)}`;

/**
 * Counts requests per client and per IP across /graphql and /api together, and refuses those over the limits
 * with HTTP 429, a Retry-After header and the translated RATE_LIMITED message, in the answer shape of the API
 * asked: a GraphQL error (`extensions.code`) or the REST envelope.
 */
export function createRateLimiter(limits: RateLimits, store: RateLimitStore) {
  const perClient =
    limits.perClientPerMinute > 0 && limiter(limits.perClientPerMinute, `${store.keyPrefix}:client`, store.redis);
  const perIp = limits.perIpPerMinute > 0 && limiter(limits.perIpPerMinute, `${store.keyPrefix}:ip`, store.redis);
  return (answer: 'graphql' | 'rest'): express.RequestHandler =>
    async (req, res, next) => {
      const ip = req.ip ?? 'unknown';
      const token = tokenFrom(req.headers);
      try {
        if (perIp) await perIp.consume(ip);
        if (perClient) await perClient.consume(token ? tokenKey(token) : `ip:${ip}`);
        next();
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) {
          next(refusal);
          return;
        }
        const message = translateError('RATE_LIMITED', localeOf(req.headers));
        res.setHeader('Retry-After', String(Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))));
        res
          .status(429)
          .json(
            answer === 'graphql'
              ? { errors: [{ message, extensions: { code: errorCatalogue.RATE_LIMITED.graphqlCode } }] }
              : { code: errorCatalogue.RATE_LIMITED.restCode, msg: message, data: null },
          );
      }
    };
}
