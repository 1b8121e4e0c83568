import { createHash } from 'node:crypto';
import type express from 'express';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { bearerFrom, tokenFrom } from '../auth/index.js';
import { DomainError, errorCatalogue, translateError, type ErrorCode } from '../errors/index.js';
import { watchRedisLink } from '../redis/redis-link.js';
import { rateLimitRefusals } from '../metrics/shop-metrics.js';
import type { PlatformLogger } from './logger.js';
import { localeOf } from './request-context.js';

export interface RateLimits {
  /** Requests a minute per session token (per IP for visitors); 0 turns the limit off. */
  perClientPerMinute: number;
  /** Requests a minute per IP address whatever the tokens, so rotating tokens does not escape; 0: off. */
  perIpPerMinute: number;
  /**
   * Query cost an hour per API key (per session token, else per IP, for others): a GraphQL operation is charged its
   * computed cost, a REST call REST_CALL_COST; 0 turns the quota off.
   */
  quotaCostPerHour: number;
}

/** What one REST façade call is charged against the cost quota: about what its GraphQL twin's single object costs. */
export const REST_CALL_COST = 1;
const QUOTA_WINDOW_SECONDS = 3600;

export interface RateLimitStore {
  /** Shared by every server copy when Redis is configured; else counted in this process. */
  redis: Redis | undefined;
  /** Namespace of the counters in Redis. */
  keyPrefix: string;
}

function limiter(points: number, keyPrefix: string, redis: Redis | undefined, duration = 60): RateLimiterAbstract {
  const options = { points, duration, keyPrefix };
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

/** A credential is counted under its hash, so the raw token or key never reaches Redis. */
const hashKey = (credential: string) => createHash('sha256').update(credential).digest('base64url').slice(0, 22);

/** Whom a request or socket is counted for: its API key, else its session token, else its IP address. */
export function quotaClientKey(client: {
  apiKey: string | undefined;
  token: string | undefined;
  ip: string | undefined;
}) {
  if (client.apiKey) return `k:${hashKey(client.apiKey)}`;
  return client.token ? `t:${hashKey(client.token)}` : `ip:${client.ip ?? 'unknown'}`;
}

const clientKeys = new WeakMap<express.Request, string>();

/** The request's `quotaClientKey`, hashed once: the limiter, the quota and the operation's charge all ask it. */
function clientKeyOf(req: express.Request): string {
  let key = clientKeys.get(req);
  if (key === undefined) {
    key = quotaClientKey({ apiKey: bearerFrom(req.headers), token: tokenFrom(req.headers), ip: req.ip });
    clientKeys.set(req, key);
  }
  return key;
}

/** Answers a refusal with HTTP 429 and Retry-After, in the answer shape of the API asked. */
function refuse(
  res: express.Response,
  answer: 'graphql' | 'rest',
  message: string,
  code: ErrorCode,
  retryAfterSeconds: number,
): void {
  res.setHeader('Retry-After', String(retryAfterSeconds));
  res
    .status(429)
    .json(
      answer === 'graphql'
        ? { errors: [{ message, extensions: { code: errorCatalogue[code].graphqlCode, reason: code } }] }
        : { code: errorCatalogue[code].restCode, msg: message, data: null },
    );
}

const secondsUntil = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

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
      let counting: 'per-ip' | 'per-client' = 'per-ip';
      try {
        if (perIp) await perIp.consume(req.ip ?? 'unknown');
        counting = 'per-client';
        if (perClient) await perClient.consume(clientKeyOf(req));
        next();
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) {
          next(refusal);
          return;
        }
        rateLimitRefusals.inc({ limiter: counting });
        const message = translateError('RATE_LIMITED', localeOf(req.headers));
        refuse(res, answer, message, 'RATE_LIMITED', secondsUntil(refusal.msBeforeNext));
      }
    };
}

/** Where a client stands in its quota window after a request was charged. */
export interface QuotaState {
  limit: number;
  remaining: number;
  resetAt: Date;
  /** What this request was charged. */
  cost: number;
}

/** The quota of one request's client: charged once with the request's cost (GraphQL: when the cost is known). */
export interface RequestQuota {
  /** QUOTA_EXCEEDED (with its Retry-After seconds) when the window's budget cannot pay `cost`. */
  charge(cost: number): Promise<QuotaState>;
  /** After the charge: where the client stands. */
  readonly state: QuotaState | undefined;
}

/** Sets `X-RateLimit-Limit`, `-Remaining` and `-Reset` (Unix seconds) from the client's quota state. */
export function setQuotaHeaders(set: (name: string, value: string) => void, state: QuotaState): void {
  set('X-RateLimit-Limit', String(state.limit));
  set('X-RateLimit-Remaining', String(state.remaining));
  set('X-RateLimit-Reset', String(Math.ceil(state.resetAt.getTime() / 1000)));
}

/** A request's charge against the quota: taken, or refused until the window resets. */
type Charge = { taken: true; state: QuotaState } | { taken: false; state: QuotaState; retryAfterSeconds: number };

/**
 * The cost quota on /graphql and /api, counted like the request limits above (in Redis when configured, so shared
 * by every server copy). A REST call is charged here; a GraphQL operation gets a `RequestQuota` in its context
 * that the query-limits plugin charges with the operation's cost, while this middleware already puts the client's
 * standing in the headers of answers that never get that far (a query that does not parse).
 */
export function createCostQuota(limits: RateLimits, store: RateLimitStore) {
  const budget = limits.quotaCostPerHour;
  const counter = budget > 0 && limiter(budget, `${store.keyPrefix}:cost`, store.redis, QUOTA_WINDOW_SECONDS);
  const stateOf = (counted: RateLimiterRes | null, cost: number, now: number): QuotaState => ({
    limit: budget,
    remaining: Math.max(0, budget - (counted?.consumedPoints ?? 0)),
    resetAt: new Date(now + (counted ? Math.max(0, counted.msBeforeNext) : QUOTA_WINDOW_SECONDS * 1000)),
    cost,
  });
  const charge = async (counter: RateLimiterAbstract, key: string, cost: number): Promise<Charge> => {
    const now = Date.now();
    try {
      return { taken: true, state: stateOf(await counter.consume(key, Math.max(1, cost)), cost, now) };
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      return {
        taken: false,
        state: stateOf(refusal, cost, now),
        retryAfterSeconds: secondsUntil(refusal.msBeforeNext),
      };
    }
  };
  const exceeded = (retryAfterSeconds: number) => {
    rateLimitRefusals.inc({ limiter: 'cost-quota' });
    return new DomainError('QUOTA_EXCEEDED', {
      params: { limit: budget, seconds: retryAfterSeconds },
      retryAfterSeconds,
    });
  };
  /** The quota of one operation of the client `quotaClientKey` names (a WebSocket's); undefined while it is off. */
  const forClient = (key: string): RequestQuota | undefined => {
    if (!counter) return undefined;
    let state: QuotaState | undefined;
    return {
      async charge(cost) {
        const charged = await charge(counter, key, cost);
        state = charged.state;
        if (!charged.taken) throw exceeded(charged.retryAfterSeconds);
        return charged.state;
      },
      get state() {
        return state;
      },
    };
  };
  return {
    forClient,
    /** The quota a GraphQL request's context carries; undefined while the quota is off. */
    forRequest(req: express.Request): RequestQuota | undefined {
      return counter ? forClient(clientKeyOf(req)) : undefined;
    },
    middleware:
      (answer: 'graphql' | 'rest'): express.RequestHandler =>
      async (req, res, next) => {
        if (!counter) {
          next();
          return;
        }
        const key = clientKeyOf(req);
        const set = (name: string, value: string) => res.setHeader(name, value);
        try {
          if (answer === 'graphql') {
            setQuotaHeaders(set, stateOf(await counter.get(key), 0, Date.now()));
            next();
            return;
          }
          const charged = await charge(counter, key, REST_CALL_COST);
          setQuotaHeaders(set, charged.state);
          if (charged.taken) {
            next();
            return;
          }
          const error = exceeded(charged.retryAfterSeconds);
          const message = translateError(error.code, localeOf(req.headers), error.params);
          refuse(res, answer, message, error.code, charged.retryAfterSeconds);
        } catch (error) {
          next(error);
        }
      },
  };
}

export type CostQuota = ReturnType<typeof createCostQuota>;
