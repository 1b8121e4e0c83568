import express from 'express';
import { Kind, parse, type FieldNode, type SelectionNode } from 'graphql';
import { DomainError, errorCatalogue, translateError } from '../errors/index.js';
import { clientHttpError } from './error-handler.js';
import { localeOf } from './request-context.js';

/** How many hot calls one server copy runs at once, and how many may wait for a turn (config CROWD_GATE_*). */
export interface CrowdGateSettings {
  /** Calls running at the same time; the rest wait in the queue. */
  maxInFlight: number;
  /** Calls waiting for a turn; one more is turned away at once with SERVER_BUSY. */
  maxQueued: number;
  /** A call that waited this long without a turn is turned away with SERVER_BUSY (its client may try again). */
  maxWaitMs: number;
}

/**
 * Fewer than the database pool's 10 connections run at once: buys of one sale wait on its one row anyway, and the
 * rest of the shop (sign-ins of the very crowd at the gate, other pages) keeps connections. A waiting call costs only
 * a promise, so many may wait, for about as long as a sale of a hundred units takes on a busy machine.
 */
export const defaultCrowdGateSettings: CrowdGateSettings = { maxInFlight: 8, maxQueued: 2000, maxWaitMs: 10_000 };

/** What a gate has done since it was made (the bench and the logs read it). */
export interface CrowdGateCounts {
  inFlight: number;
  queued: number;
  admitted: number;
  /** Turned away: the queue was full, or the wait ran out. */
  turnedAway: number;
}

interface Waiter {
  admit(): void;
  timer: NodeJS.Timeout;
}

/**
 * The "server too crowded" gate for hot calls (a flash sale's buy): at most `maxInFlight` run at once in this server
 * copy, at most `maxQueued` wait for a turn in arrival order, and whoever finds the queue full or waits longer than
 * `maxWaitMs` gets SERVER_BUSY (REST: HTTP 503 with Retry-After; GraphQL: a userError), never a 500 and never a
 * database pool starved into timeouts. Running calls are not cut short. Each copy has its own gate: copies behind a
 * load balancer share the crowd between them.
 */
export class CrowdGate {
  private inFlight = 0;
  private readonly waiting: Waiter[] = [];
  private admitted = 0;
  private turnedAway = 0;

  constructor(private readonly settings: CrowdGateSettings = defaultCrowdGateSettings) {
    if (settings.maxInFlight < 1) throw new RangeError('A crowd gate lets at least one call in');
  }

  /** Runs `work` when a turn is free; SERVER_BUSY (without running it) when the crowd is too large. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    const leave = await this.admit();
    try {
      return await work();
    } finally {
      leave();
    }
  }

  /** Waits for a turn (SERVER_BUSY when there is none to be had); answers how to give it back (once). */
  async admit(): Promise<() => void> {
    await this.enter();
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.leave();
    };
  }

  counts(): CrowdGateCounts {
    return {
      inFlight: this.inFlight,
      queued: this.waiting.length,
      admitted: this.admitted,
      turnedAway: this.turnedAway,
    };
  }

  private enter(): Promise<void> {
    if (this.inFlight < this.settings.maxInFlight) {
      this.inFlight += 1;
      this.admitted += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.settings.maxQueued) return Promise.reject(this.busy());
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        // The leaving call hands its turn over: inFlight stays as it was.
        admit: () => {
          clearTimeout(waiter.timer);
          this.admitted += 1;
          resolve();
        },
        timer: setTimeout(() => {
          const index = this.waiting.indexOf(waiter);
          if (index >= 0) this.waiting.splice(index, 1);
          reject(this.busy());
        }, this.settings.maxWaitMs),
      };
      this.waiting.push(waiter);
    });
  }

  private leave(): void {
    const next = this.waiting.shift();
    if (next) next.admit();
    else this.inFlight -= 1;
  }

  private busy(): DomainError {
    this.turnedAway += 1;
    return new DomainError('SERVER_BUSY', { retryAfterSeconds: 1 });
  }
}

/** Which requests are hot: GraphQL operations naming one of these fields, REST routes at these paths (below /api). */
export interface HotCalls {
  graphqlFields: readonly string[];
  restPaths: readonly string[];
  /**
   * A check without I/O that answers a hot call at once, before it waits for a turn (a buy of an item known to be
   * sold out): given the value of `argument` as the call names it (a REST body's field, a GraphQL argument or
   * input field, from the variables or written in the query), the refusal, or null to go on to the gate.
   */
  refuseAtOnce?: {
    argument: string;
    refusal: (value: string) => DomainError | null;
    /** The hot mutation's payload type: over GraphQL the refusal is that payload's one userError. */
    graphqlPayloadType: string;
  };
}

const REST_BODY_LIMIT = '1mb';

/** The value of `name` in a JSON body or GraphQL variables: at the top or one object down (`input.itemId`). */
function valueIn(data: unknown, name: string): string | null {
  if (!data || typeof data !== 'object') return null;
  const record = data as Record<string, unknown>;
  const own = record[name];
  if (typeof own === 'string' || typeof own === 'number') return String(own);
  for (const value of Object.values(record)) {
    const inner = value && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined;
    if (typeof inner === 'string' || typeof inner === 'number') return String(inner);
  }
  return null;
}

/** A selection of plain fields (no fragments, no directives), by response key; null when it is not that simple. */
function plainFields(selections: readonly SelectionNode[] | undefined): Map<string, FieldNode> | null {
  const fieldsByKey = new Map<string, FieldNode>();
  for (const selection of selections ?? []) {
    if (selection.kind !== Kind.FIELD || (selection.directives?.length ?? 0) > 0) return null;
    fieldsByKey.set(selection.alias?.value ?? selection.name.value, selection);
  }
  return fieldsByKey;
}

/**
 * The answer a resolver's `withUserErrors` would give, shaped by the operation's selection: the hot mutation's
 * payload with `error` as its one userError and every other field null. Null when the operation asks for anything
 * else (another field, a fragment, a directive): that call goes on to the gate and the resolver answers it.
 */
function userErrorAnswer(
  query: string,
  hotFields: readonly string[],
  payloadType: string,
  userError: Record<string, unknown>,
): { data: Record<string, unknown> } | null {
  let document;
  try {
    document = parse(query);
  } catch {
    return null;
  }
  const [operation, ...others] = document.definitions;
  if (others.length > 0 || operation?.kind !== Kind.OPERATION_DEFINITION || operation.operation !== 'mutation') {
    return null;
  }
  const top = plainFields(operation.selectionSet.selections);
  if (!top) return null;
  const data: Record<string, unknown> = {};
  let hot = 0;
  for (const [key, field] of top) {
    if (field.name.value === '__typename') {
      data[key] = 'Mutation';
      continue;
    }
    if (!hotFields.includes(field.name.value)) return null;
    hot += 1;
    const payloadFields = plainFields(field.selectionSet?.selections);
    if (!payloadFields) return null;
    const payload: Record<string, unknown> = {};
    for (const [payloadKey, payloadField] of payloadFields) {
      const name = payloadField.name.value;
      if (name === '__typename') payload[payloadKey] = payloadType;
      else if (name !== 'userErrors') payload[payloadKey] = null;
      else {
        const errorFields = plainFields(payloadField.selectionSet?.selections);
        if (!errorFields) return null;
        const shaped: Record<string, unknown> = {};
        for (const [errorKey, errorField] of errorFields) {
          const errorName = errorField.name.value;
          if (errorName === '__typename') shaped[errorKey] = 'UserError';
          else if (errorName in userError) shaped[errorKey] = userError[errorName];
          else return null;
        }
        payload[payloadKey] = [shaped];
      }
    }
    data[key] = payload;
  }
  return hot === 1 ? { data } : null;
}

/**
 * The gate in front of the hot calls, before anything else of the request runs (the session's lookup included): a
 * crowd of thousands pressing "buy" at once would otherwise queue thousands of reads for the database pool ahead of
 * the sales themselves. A request holds its turn until its answer is sent. Turned away: HTTP 503 with Retry-After and
 * SERVER_BUSY, as a GraphQL error (`extensions.code` RATE_LIMITED, `reason` SERVER_BUSY) or the REST envelope.
 * A call `refuseAtOnce` refuses is answered at once, without a turn: the REST envelope, or over GraphQL the
 * mutation's payload with the refusal as its userError, as the resolver would have answered.
 * Mount the GraphQL one after the JSON body parser; the REST one parses a hot call's JSON body itself.
 */
export function crowdGateMiddleware(gate: CrowdGate, hot: HotCalls) {
  const fields = hot.graphqlFields.length > 0 ? new RegExp(`\\b(?:${hot.graphqlFields.join('|')})\\b`) : null;
  const operationsOf = (body: unknown): { query?: unknown; variables?: unknown }[] =>
    (Array.isArray(body) ? body : [body]).filter((operation) => operation && typeof operation === 'object');
  const isHotOperation = (body: unknown) =>
    fields !== null &&
    operationsOf(body).some((operation) => typeof operation.query === 'string' && fields.test(operation.query));
  const written = hot.refuseAtOnce ? new RegExp(`\\b${hot.refuseAtOnce.argument}\\s*:\\s*"?([\\w-]+)"?`) : null;
  const restJson = express.json({ limit: REST_BODY_LIMIT });

  /** The argument's value in a hot call, or null when it names none (or several GraphQL operations run). */
  function argumentOf(req: express.Request, answer: 'graphql' | 'rest'): string | null {
    if (!hot.refuseAtOnce) return null;
    if (answer === 'rest') return valueIn(req.body, hot.refuseAtOnce.argument);
    const operations = operationsOf(req.body);
    if (operations.length !== 1) return null;
    const [operation] = operations;
    const query = typeof operation!.query === 'string' ? operation!.query : '';
    return valueIn(operation!.variables, hot.refuseAtOnce.argument) ?? written?.exec(query)?.[1] ?? null;
  }

  function refuse(req: express.Request, res: express.Response, answer: 'graphql' | 'rest', error: DomainError) {
    const spec = errorCatalogue[error.code];
    const message = translateError(error.code, localeOf(req.headers), error.params);
    if (error.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(error.retryAfterSeconds));
    res
      .status(spec.httpStatus)
      .json(
        answer === 'graphql'
          ? { errors: [{ message, extensions: { code: spec.graphqlCode, reason: error.code } }] }
          : { code: spec.restCode, msg: message, data: null },
      );
  }

  /** The early answer of a call `refuseAtOnce` refuses, or false when it goes on to the gate. */
  function refusedAtOnce(req: express.Request, res: express.Response, answer: 'graphql' | 'rest'): boolean {
    const value = argumentOf(req, answer);
    const refusal = value === null ? null : hot.refuseAtOnce!.refusal(value);
    if (!refusal) return false;
    const locale = localeOf(req.headers);
    if (answer === 'rest') {
      refuse(req, res, answer, refusal);
      return true;
    }
    const query = String(operationsOf(req.body)[0]!.query);
    const early = userErrorAnswer(query, hot.graphqlFields, hot.refuseAtOnce!.graphqlPayloadType, {
      code: refusal.code,
      message: translateError(refusal.code, locale, refusal.params),
      field: refusal.field ?? null,
      lineIds: refusal.lineIds ?? null,
      retryAfterSeconds: refusal.retryAfterSeconds ?? null,
    });
    if (!early) return false;
    res.status(200).json(early);
    return true;
  }

  function gated(req: express.Request, res: express.Response, next: express.NextFunction, answer: 'graphql' | 'rest') {
    if (refusedAtOnce(req, res, answer)) return;
    gate.admit().then(
      (leave) => {
        res.once('finish', leave);
        res.once('close', leave);
        next();
      },
      (error: unknown) => {
        if (error instanceof DomainError) refuse(req, res, answer, error);
        else next(error);
      },
    );
  }

  return (answer: 'graphql' | 'rest'): express.RequestHandler =>
    (req, res, next) => {
      const isHot = answer === 'graphql' ? isHotOperation(req.body) : hot.restPaths.includes(req.path);
      if (!isHot) {
        next();
        return;
      }
      if (answer === 'graphql' || !hot.refuseAtOnce) {
        gated(req, res, next, answer);
        return;
      }
      // The REST router's own parser finds the body parsed and leaves it; a malformed one is answered here as it would.
      restJson(req, res, (error?: unknown) => {
        const malformed = error === undefined ? undefined : clientHttpError(error);
        if (malformed) refuse(req, res, answer, malformed);
        else if (error !== undefined) next(error);
        else gated(req, res, next, answer);
      });
    };
}
