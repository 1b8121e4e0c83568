import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import {
  execute,
  getOperationAST,
  GraphQLError,
  parse,
  subscribe,
  validate,
  type DocumentNode,
  type ExecutionArgs,
  type GraphQLSchema,
} from 'graphql';
import { CloseCode } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { SessionSockets } from '../modules/identity/session-sockets.js';
import { bearerFrom, type ApiKeyAuthenticator, type RequestContext } from '../platform/auth/index.js';
import type { Orm } from '../platform/db/orm.js';
import { DomainError } from '../platform/errors/index.js';
import type { GraphQLContext } from '../platform/graphql/context.js';
import { toGraphQLError } from '../platform/graphql/error-middleware.js';
import { operationCoster, type QueryLimits } from '../platform/graphql/query-limits.js';
import { logScope, type LogScope, type Logger } from '../platform/http/logger.js';
import { websocketConnections } from '../platform/metrics/shop-metrics.js';
import { quotaClientKey, type CostQuota } from '../platform/http/rate-limit.js';
import type { RequestContextFactory } from '../platform/http/request-context.js';
import type { Clock } from '../platform/jobs/clock.js';
import type { PubSubBus } from '../platform/pubsub/pubsub.js';
import { resyncSocketsOnLinkChange } from '../platform/pubsub/socket-resync.js';

/** The largest WebSocket message read, as express.json's 1 MB limit on /graphql over HTTP. */
const MAX_MESSAGE_BYTES = 2 ** 20;

/** How long a WebSocket's operations trust the session looked up for it (revocations close it at once). */
const SOCKET_SESSION_RECHECK_MS = 60_000;

export interface SubscriptionSockets {
  /** Closes every socket (1001, so clients reconnect to another copy) and stops serving subscriptions. */
  dispose(): Promise<void>;
  /** Stops listening for session revocations. */
  stop(): Promise<void>;
}

/**
 * The API key a socket presents: `Authorization: Bearer <key>` in its connection_init payload (what browsers and
 * graphql-ws clients can send), else in the upgrade request's headers.
 */
function apiKeyOf(connectionParams: Record<string, unknown>, request: http.IncomingMessage): string | undefined {
  const param = connectionParams['Authorization'] ?? connectionParams['authorization'];
  return typeof param === 'string' ? bearerFrom({ authorization: param }) : bearerFrom(request.headers);
}

/** The log scope of one WebSocket operation: the request id its context was given. */
const scopeOf = (args: ExecutionArgs): LogScope => ({ reqId: (args.contextValue as GraphQLContext).ctx.requestId });

/** An operation's event stream whose every step (the resolvers run per event) logs with the operation's scope. */
function scopedStream<T>(scope: LogScope, stream: AsyncIterable<T>): AsyncGenerator<T> {
  const iterator = stream[Symbol.asyncIterator]();
  const scoped: AsyncGenerator<T> = {
    next: (...args) => logScope.run(scope, () => iterator.next(...args)),
    return: (value) =>
      iterator.return ? logScope.run(scope, () => iterator.return!(value)) : Promise.resolve({ done: true, value }),
    throw: (error) => (iterator.throw ? iterator.throw(error) : Promise.reject(error)),
    [Symbol.asyncIterator]: () => scoped,
    [Symbol.asyncDispose]: async () => {
      await scoped.return(undefined);
    },
  };
  return scoped;
}

/** graphql's execute and subscribe, run in the operation's log scope so services' log lines carry its id. */
const scopedExecution = {
  execute: (args: ExecutionArgs) => logScope.run(scopeOf(args), () => execute(args)),
  subscribe: async (args: ExecutionArgs) => {
    const scope = scopeOf(args);
    const result = await logScope.run(scope, () => subscribe(args));
    return Symbol.asyncIterator in result ? scopedStream(scope, result) : result;
  },
};

/** What a socket authenticated as, kept for its operations. */
interface SocketState {
  ctx: RequestContext;
  /** Its session token no longer resolves, or its API key is unknown or revoked: the socket is closed. */
  refused: boolean;
  /** Whom its operations are charged to (`quotaClientKey`). */
  quotaClient: string;
  checkedAt: number;
}

/**
 * GraphQL subscriptions over WebSocket at /graphql (graphql-ws). A socket authenticates with a session token
 * (`user-token`) or an integrator's API key (`Authorization: Bearer <key>`) in its connection_init payload; a key
 * acts with its scopes, as over HTTP. A socket whose session token no longer resolves (expired or revoked), or whose
 * key is unknown or revoked, closes with graphql-ws's Unauthorized code, at connection_init or at a later subscribe,
 * so the client ends the session instead of retrying. Every operation meets the HTTP limits (depth, cost) and is
 * charged its cost against the client's quota once, when it starts. Logout, logging out other devices and a password
 * change close the revoked sessions' sockets at once, on every server copy (the revocation goes through the pub/sub);
 * a pub/sub link that drops or returns closes every socket with 4503 so clients refetch what they may have missed.
 */
export function serveSubscriptions(
  httpServer: http.Server,
  schema: GraphQLSchema,
  deps: {
    orm: Orm;
    clock: Clock;
    bus: PubSubBus;
    logger: Logger;
    contextOf: RequestContextFactory;
    apiKeys: ApiKeyAuthenticator;
    queryLimits: QueryLimits;
    costQuota: CostQuota;
  },
): SubscriptionSockets {
  const { orm, clock, bus, logger, contextOf, apiKeys, costQuota } = deps;
  // A graphql-ws message is an operation and its variables: the HTTP body limit serves (ws would take 100 MiB).
  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql', maxPayload: MAX_MESSAGE_BYTES });
  wsServer.on('connection', (socket) => {
    websocketConnections.inc();
    socket.once('close', () => websocketConnections.dec());
  });
  resyncSocketsOnLinkChange(bus.onLinkChange, wsServer, logger);
  const sessionSockets = new SessionSockets(bus.pubSub, CloseCode.Unauthorized);
  sessionSockets.start();
  const costOf = operationCoster(schema, deps.queryLimits);
  // What each socket authenticated as; its operations reuse it (with their own unit of work) and look the session or
  // key up again only after SOCKET_SESSION_RECHECK_MS, since session revocations close the socket anyway.
  const socketStates = new WeakMap<object, SocketState>();
  const socketState = async (
    connectionParams: Record<string, unknown> | undefined,
    extra: { request: http.IncomingMessage; socket: object },
  ): Promise<SocketState> => {
    const known = socketStates.get(extra.socket);
    if (known && clock.now().getTime() - known.checkedAt < SOCKET_SESSION_RECHECK_MS) {
      return { ...known, ctx: { ...known.ctx, requestId: randomUUID(), em: orm.em.fork() } };
    }
    const { request } = extra;
    const params = connectionParams ?? {};
    const apiKey = apiKeyOf(params, request);
    const apiKeyUser = apiKey ? await apiKeys.authenticate(apiKey, orm.em.fork()) : null;
    const ip = request.socket.remoteAddress;
    const ctx = await contextOf({
      headers: request.headers,
      ip,
      connectionParams: params,
      apiKeyUser: apiKeyUser ?? undefined,
    });
    const state = {
      ctx,
      refused: apiKey ? !apiKeyUser : Boolean(ctx.token) && !ctx.user,
      quotaClient: quotaClientKey({ apiKey, token: ctx.token, ip }),
      checkedAt: clock.now().getTime(),
    };
    socketStates.set(extra.socket, state);
    return state;
  };
  /** The operation's cost charged to the socket's client, or the translated errors that refuse it. */
  const admit = async (
    state: SocketState,
    document: DocumentNode,
    payload: { operationName?: string | null; variables?: Record<string, unknown> | null },
  ) => {
    const operation = getOperationAST(document, payload.operationName);
    if (!operation) return [new GraphQLError('Unable to identify operation')];
    try {
      await costQuota.forClient(state.quotaClient)?.charge(costOf(document, operation, payload));
      return [];
    } catch (error) {
      if (error instanceof DomainError) return [toGraphQLError(error, state.ctx.locale)];
      throw error;
    }
  };
  const server = useServer<Record<string, unknown>>(
    {
      schema,
      ...scopedExecution,
      onConnect: async ({ connectionParams, extra }) => {
        const { ctx, refused } = await socketState(connectionParams, extra);
        if (ctx.user && ctx.token) sessionSockets.track(extra.socket, ctx.user.id, ctx.token);
        if (!refused) return true;
        extra.socket.close(CloseCode.Unauthorized, 'Unauthorized');
        return false;
      },
      onSubscribe: async ({ connectionParams, extra }, _id, payload) => {
        let document: DocumentNode;
        try {
          document = parse(payload.query);
        } catch (error) {
          if (error instanceof GraphQLError) return [error];
          throw error;
        }
        const invalid = validate(schema, document);
        if (invalid.length > 0) return invalid;
        const state = await socketState(connectionParams, extra);
        if (state.refused) {
          extra.socket.close(CloseCode.Unauthorized, 'Unauthorized');
          return [new GraphQLError('Unauthorized')];
        }
        const refusals = await admit(state, document, payload);
        if (refusals.length > 0) return refusals;
        return { schema, document, operationName: payload.operationName, variableValues: payload.variables };
      },
      context: async ({ connectionParams, extra }): Promise<GraphQLContext> => {
        const { ctx } = await socketState(connectionParams, extra);
        return { ctx, clock, pubSub: bus.pubSub };
      },
    },
    wsServer,
  );
  return { dispose: async () => server.dispose(), stop: () => sessionSockets.stop() };
}
