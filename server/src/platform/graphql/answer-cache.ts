import type express from 'express';
import { Kind, parse, type DocumentNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import { bearerFrom, tokenFrom } from '../auth/token.js';
import { localeOf } from '../http/request-context.js';
import { setQuotaHeaders, type RequestQuota } from '../http/rate-limit.js';

export interface AnswerCacheSettings {
  /** How long a kept answer may be sent; 0 turns the cache off. Bounds what a lost `clear()` would leave stale. */
  ttlMs: number;
  maxEntries: number;
  maxBytes: number;
}

export interface AnswerCacheOptions extends AnswerCacheSettings {
  /** Root query fields whose anonymous answers may be kept. */
  fields: ReadonlySet<string>;
  /** The version of what the answers read; an answer kept at another version is not sent. */
  version: () => Promise<string>;
}

interface KeptAnswer {
  version: string;
  keptAt: number;
  body: string;
  headers: [name: string, value: string][];
  /** What the operation was charged against the cost quota; a kept answer is charged the same. */
  cost: number | undefined;
}

/** Apollo's answer headers worth keeping; the middlewares before it set the others again on every request. */
const KEPT_HEADERS = ['content-type', 'cache-control', 'vary'];

/** The content types a browser sends without a preflight, so Apollo's CSRF check asks for another header with them. */
const SIMPLE_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

const header = (req: express.Request, name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Whether Apollo's CSRF prevention lets this request through (its rule, read strictly: unparsed types go to Apollo).
 * A POST body is read only as JSON, which a browser sends cross-site only after a preflight.
 */
function passesCsrfCheck(req: express.Request): boolean {
  if (header(req, 'x-apollo-operation-name') || header(req, 'apollo-require-preflight')) return true;
  const contentType = header(req, 'content-type')?.split(';')[0]?.trim().toLowerCase();
  return !!contentType && /^[\w.+-]+\/[\w.+-]+$/.test(contentType) && !SIMPLE_CONTENT_TYPES.includes(contentType);
}

/**
 * Whether the query's root fields are all in `fields` (a query operation, nothing else). Parsed once per query text
 * (the LRU below), as Apollo's own document store does.
 */
function readsOnly(query: string | undefined, fields: ReadonlySet<string>, parsed: LRUCache<string, boolean>) {
  if (!query) return false;
  const known = parsed.get(query);
  if (known !== undefined) return known;
  let document: DocumentNode | undefined;
  try {
    document = parse(query);
  } catch {
    document = undefined;
  }
  const reads =
    !!document &&
    document.definitions.length === 1 &&
    document.definitions[0]!.kind === Kind.OPERATION_DEFINITION &&
    document.definitions[0]!.operation === 'query' &&
    document.definitions[0]!.selectionSet.selections.every(
      (selection) => selection.kind === Kind.FIELD && fields.has(selection.name.value),
    );
  parsed.set(query, reads);
  return reads;
}

/** The parts of a JSON POST body that decide its answer, when it is a plain operation (no persisted-query hash). */
function postedOperation(body: unknown): { query: string; variables: unknown; operationName: unknown } | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const { query, variables, operationName, extensions } = body as Record<string, unknown>;
  if (typeof query !== 'string' || extensions !== undefined) return undefined;
  return { query, variables: variables ?? null, operationName: operationName ?? null };
}

/**
 * Answers of anonymous catalog reads (product pages, lists, searches), kept in memory and sent again, ETag and all,
 * without running GraphQL: the session lookup, parsing, validation, execution and serialising cost far more than
 * the bytes. An answer is kept under its language and its full URL (GET) or its operation, variables and operation
 * name (a JSON POST, kept from its second ask), and sent again only while the catalog version it was read at is current (`version()`: every
 * change but stock bumps it, on any server copy) and for at most `ttlMs`; whoever owns the cache calls `clear()`
 * when stock changes, so `ttlMs` bounds only what a lost notice would leave stale. Only requests with no session
 * cookie, session header or API key are looked at. A GET answer is kept when Apollo marked it `public` (a successful
 * read of `fields` by a visitor); a POST answer, which Apollo marks `no-store` for every cache outside the server
 * (and keeps so when sent again), when it is the same: a 200 without errors of a read of `fields`. So a signed-in
 * user, an API key, an error or a mutation never meets this cache. Bounded in entries and bytes, least recently
 * used dropped first.
 */
export class AnswerCache {
  /** Read by the metrics of every cache (entries, bytes). */
  readonly answers: LRUCache<string, KeptAnswer>;
  private readonly queries: LRUCache<string, boolean>;
  /**
   * POSTs asked once (their keys): a POST is kept only from its second ask. Integrators and scripts post one-off
   * searches, whose answers would only push the repeated ones out, at the cost of a version read and a copy each.
   */
  private readonly postedOnce: LRUCache<string, true>;
  private readonly costs = new WeakMap<express.Request, number>();
  /** Bumped by `clear()`: an answer computed across a clear may be older than it, so it is not kept. */
  private generation = 0;

  constructor(private readonly options: AnswerCacheOptions) {
    this.answers = new LRUCache<string, KeptAnswer>({
      max: Math.max(1, options.maxEntries),
      maxSize: Math.max(1, options.maxBytes),
      sizeCalculation: (answer, key) => answer.body.length * 2 + key.length * 2 + 200,
    });
    this.queries = new LRUCache<string, boolean>({ max: 1000 });
    this.postedOnce = new LRUCache<string, true>({ max: Math.max(1, options.maxEntries) });
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0;
  }

  /** Drops every kept answer (stock changed). */
  clear(): void {
    this.generation += 1;
    this.answers.clear();
  }

  /** The request's quota, noting what the operation is charged so a kept answer of it is charged the same. */
  noteCharges(req: express.Request, quota: RequestQuota | undefined): RequestQuota | undefined {
    if (!quota || !this.enabled) return quota;
    const costs = this.costs;
    return {
      async charge(cost) {
        costs.set(req, cost);
        return quota.charge(cost);
      },
      get state() {
        return quota.state;
      },
    };
  }

  /**
   * Sends a kept answer, or lets the request through to GraphQL and keeps its answer if Apollo marked it public.
   * `quotaOf` is the request's cost quota (undefined while off).
   */
  middleware(quotaOf: (req: express.Request) => RequestQuota | undefined): express.RequestHandler {
    return async (req, res, next) => {
      try {
        const key = this.enabled ? this.keyOf(req) : undefined;
        if (!key) return next();
        if (req.method === 'POST' && !this.answers.has(key) && !this.postedOnce.get(key)) {
          this.postedOnce.set(key, true);
          return next();
        }
        const version = await this.options.version();
        const kept = this.answers.get(key);
        if (kept && kept.version === version && Date.now() - kept.keptAt < this.options.ttlMs) {
          const quota = quotaOf(req);
          if (quota) {
            try {
              setQuotaHeaders((name, value) => res.setHeader(name, value), await quota.charge(kept.cost ?? 1));
            } catch {
              // Over quota: GraphQL answers the refusal, in its own words.
              return next();
            }
          }
          for (const [name, value] of kept.headers) res.setHeader(name, value);
          res.status(200).send(kept.body);
          return;
        }
        this.keepAnswerOf(req, res, key, version);
        next();
      } catch (error) {
        next(error);
      }
    };
  }

  private keyOf(req: express.Request): string | undefined {
    if (tokenFrom(req.headers) || bearerFrom(req.headers) || !passesCsrfCheck(req)) return undefined;
    if (req.method === 'GET') {
      const query = typeof req.query['query'] === 'string' ? req.query['query'] : undefined;
      // A persisted query sent by its hash alone is not read here; its answer goes through GraphQL each time.
      if (!readsOnly(query, this.options.fields, this.queries)) return undefined;
      return `${localeOf(req.headers)} ${req.originalUrl}`;
    }
    if (req.method !== 'POST') return undefined;
    const operation = postedOperation(req.body);
    if (!operation || !readsOnly(operation.query, this.options.fields, this.queries)) return undefined;
    const { query, variables, operationName } = operation;
    return `${localeOf(req.headers)} POST ${JSON.stringify([query, variables, operationName])}`;
  }

  /** Whether Apollo's answer may be kept: public (GET), or a successful read (POST, which Apollo keeps `no-store`). */
  private keepable(req: express.Request, res: express.Response, body: string): boolean {
    if (req.method === 'POST') return !body.includes('"errors"');
    const cacheControl = res.getHeader('cache-control');
    return typeof cacheControl === 'string' && cacheControl.startsWith('public');
  }

  /** Keeps the answer `res` is about to send, if it may be kept and nothing was cleared meanwhile. */
  private keepAnswerOf(req: express.Request, res: express.Response, key: string, version: string): void {
    const generation = this.generation;
    const keptAt = Date.now();
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      res.send = send;
      if (
        res.statusCode === 200 &&
        typeof body === 'string' &&
        this.keepable(req, res, body) &&
        generation === this.generation
      ) {
        const headers = KEPT_HEADERS.flatMap((name): [string, string][] => {
          const value = res.getHeader(name);
          return value === undefined ? [] : [[name, String(value)]];
        });
        this.answers.set(key, { version, keptAt, body, headers, cost: this.costs.get(req) });
      }
      return send(body);
    };
  }
}
