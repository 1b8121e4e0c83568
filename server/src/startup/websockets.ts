import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import type { GraphQLSchema } from 'graphql';
import { CloseCode } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { SessionSockets } from '../modules/identity/session-sockets.js';
import type { RequestContext } from '../platform/auth/index.js';
import type { Orm } from '../platform/db/orm.js';
import type { GraphQLContext } from '../platform/graphql/context.js';
import type { Logger } from '../platform/http/logger.js';
import type { RequestContextFactory } from '../platform/http/request-context.js';
import type { Clock } from '../platform/jobs/clock.js';
import type { PubSubBus } from '../platform/pubsub/pubsub.js';
import { resyncSocketsOnLinkChange } from '../platform/pubsub/socket-resync.js';

/** How long a WebSocket's operations trust the session looked up for it (revocations close it at once). */
const SOCKET_SESSION_RECHECK_MS = 60_000;

export interface SubscriptionSockets {
  /** Closes every socket (1001, so clients reconnect to another copy) and stops serving subscriptions. */
  dispose(): Promise<void>;
  /** Stops listening for session revocations. */
  stop(): Promise<void>;
}

/**
 * GraphQL subscriptions over WebSocket at /graphql (graphql-ws). A socket whose session token no longer resolves
 * (expired or revoked) closes with graphql-ws's Unauthorized code, at connection_init or at a later subscribe, so
 * the client ends the session instead of retrying. Logout, logging out other devices and a password change close
 * the revoked sessions' sockets at once, on every server copy (the revocation goes through the pub/sub); a pub/sub
 * link that drops or returns closes every socket with 4503 so clients refetch what they may have missed.
 */
export function serveSubscriptions(
  httpServer: http.Server,
  schema: GraphQLSchema,
  deps: { orm: Orm; clock: Clock; bus: PubSubBus; logger: Logger; contextOf: RequestContextFactory },
): SubscriptionSockets {
  const { orm, clock, bus, logger, contextOf } = deps;
  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql' });
  resyncSocketsOnLinkChange(bus.onLinkChange, wsServer, logger);
  const sessionEnded = (ctx: RequestContext) => Boolean(ctx.token) && !ctx.user;
  const sessionSockets = new SessionSockets(bus.pubSub, CloseCode.Unauthorized);
  sessionSockets.start();
  // The context each socket authenticated with; its operations reuse it (with their own unit of work) and look
  // the session up again only after SOCKET_SESSION_RECHECK_MS, since revocations close the socket anyway.
  const socketContexts = new WeakMap<object, { ctx: RequestContext; checkedAt: number }>();
  const socketContext = async (
    connectionParams: Record<string, unknown> | undefined,
    extra: { request: http.IncomingMessage; socket: object },
  ): Promise<RequestContext> => {
    const known = socketContexts.get(extra.socket);
    if (known && clock.now().getTime() - known.checkedAt < SOCKET_SESSION_RECHECK_MS) {
      return { ...known.ctx, requestId: randomUUID(), em: orm.em.fork() };
    }
    const { request } = extra;
    const ctx = await contextOf({
      headers: request.headers,
      ip: request.socket.remoteAddress,
      connectionParams: connectionParams ?? {},
    });
    socketContexts.set(extra.socket, { ctx, checkedAt: clock.now().getTime() });
    return ctx;
  };
  const server = useServer<Record<string, unknown>>(
    {
      schema,
      onConnect: async ({ connectionParams, extra }) => {
        const ctx = await socketContext(connectionParams, extra);
        if (ctx.user && ctx.token) sessionSockets.track(extra.socket, ctx.user.id, ctx.token);
        if (!sessionEnded(ctx)) return true;
        extra.socket.close(CloseCode.Unauthorized, 'Unauthorized');
        return false;
      },
      context: async ({ connectionParams, extra }): Promise<GraphQLContext> => {
        const ctx = await socketContext(connectionParams, extra);
        if (sessionEnded(ctx)) extra.socket.close(CloseCode.Unauthorized, 'Unauthorized');
        return { ctx, clock, pubSub: bus.pubSub };
      },
    },
    wsServer,
  );
  return { dispose: async () => server.dispose(), stop: () => sessionSockets.stop() };
}
