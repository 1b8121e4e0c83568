import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import { CloseCode } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { Redis } from 'ioredis';
import { pinoHttp } from 'pino-http';
import { WebSocketServer } from 'ws';
import type { AppConfig } from './config.js';
import { entities } from './entities.js';
import { buildGraphQLSchema } from './graphql-schema.js';
import { mysqlMigrations, sqliteMigrations } from './migrations/index.js';
import { findEncryptedPersonalData } from './modules/identity/encrypted-data-sample.js';
import { oauthRouter } from './modules/identity/oauth/oauth.routes.js';
import { NOTIFY_PATH, paymentNotifyRouter, sandboxCashierRouter } from './modules/payments/payments.routes.js';
import { SANDBOX_CASHIER_PATH } from './modules/payments/sandbox-payment-provider.js';
import { packageFromImageSlug, packageImageSvg } from './modules/catalog/package-images.js';
import { parsePageTemplate } from './modules/seo/page-template.js';
import { pageRenderer, seoRouter, type SeoHttpOptions } from './modules/seo/seo.http.js';
import { MAX_URLS_PER_SITEMAP } from './modules/seo/seo.service.js';
import { SessionSockets } from './modules/identity/session-sockets.js';
import type { RequestContext, SessionResolver } from './platform/auth/index.js';
import { isDatabaseReachable, migrate, openDatabase, type Orm } from './platform/db/orm.js';
import { verifyDataEncryptionKey } from './platform/crypto/data-key-check.js';
import type { GraphQLContext } from './platform/graphql/context.js';
import { graphqlHttpErrors, lastErrorHandler } from './platform/http/error-handler.js';
import { createLogger, type Logger } from './platform/http/logger.js';
import { maskUnexpectedErrors } from './platform/graphql/error-middleware.js';
import { queryLimitsPlugin } from './platform/graphql/query-limits.js';
import { createRateLimiter, rateLimitRedisClient } from './platform/http/rate-limit.js';
import { createRequestContextFactory } from './platform/http/request-context.js';
import { securityHeaders } from './platform/http/security-headers.js';
import { systemClock, type Clock } from './platform/jobs/clock.js';
import { createJobScheduler } from './platform/jobs/index.js';
import type { JobScheduler } from './platform/jobs/jobs.js';
import { devOutboxRouter } from './platform/mail/dev-outbox.js';
import { OutboxDelivery } from './platform/mail/outbox-delivery.js';
import { SmtpDelivery } from './platform/mail/smtp-delivery.js';
import { createPubSubBus } from './platform/pubsub/pubsub.js';
import { resyncSocketsOnLinkChange } from './platform/pubsub/socket-resync.js';
import { ImageStore, UPLOADS_URL_PREFIX } from './platform/uploads/index.js';
import { createRestRouter } from './rest/router.js';
import { restRoutes } from './rest/routes.js';
import { isDatabaseEmpty, seedDemoData } from './seed/seed-demo-data.js';
import { seedStaff } from './seed/seed-staff.js';
import { createServices, type Services } from './services.js';

export interface AppDependencies {
  clock?: Clock;
  logger?: Logger;
  /** Replaces the accounts module's session lookup. */
  sessions?: SessionResolver;
  /** Receives every SQL statement (query-count tests). */
  onQuery?: (sql: string) => void;
  /** URLs per sitemap file; below the 50,000 default only so tests can see a catalog split into files. */
  urlsPerSitemap?: number;
  /** Namespace of the rate-limit counters in Redis; tests give each server its own. */
  rateLimitKeyPrefix?: string;
}

export interface RunningApp {
  url: string;
  orm: Orm;
  services: Services;
  jobs: JobScheduler;
  logger: Logger;
  /** Drains HTTP and WebSocket connections, stops jobs and pub/sub, closes the database. */
  close(): Promise<void>;
}

/** How long a WebSocket's operations trust the session looked up for it (revocations close it at once). */
const SOCKET_SESSION_RECHECK_MS = 60_000;

/** Paths the single-page client must never swallow. */
/**
 * What Apollo's cache-control plugin answered with no cache hints anywhere: `Cache-Control: no-store`, unless a
 * resolver set a header it cannot parse.
 */
const noStoreAnswers: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        const existing = response.http.headers.get('cache-control');
        if (!existing || existing === 'no-store' || /^max-age=\d+, (public|private)$/.test(existing)) {
          response.http.headers.set('cache-control', 'no-store');
        }
      },
    };
  },
};

const serverPaths = /^\/(api|graphql|media|dev|healthz|readyz)(\/|$)/;

/** `/readyz`: the database, and Redis when configured, answer. */
function readinessProbe(orm: Orm, redisUrl: string | undefined) {
  const redis = redisUrl
    ? new Redis(redisUrl, {
        lazyConnect: true,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        connectTimeout: 1000,
        commandTimeout: 1000,
      })
    : undefined;
  redis?.on('error', () => {}); // an unreachable Redis is this probe's answer, not an error
  return {
    check: async (): Promise<Record<string, boolean>> => ({
      database: await isDatabaseReachable(orm),
      ...(redis && {
        redis: await (redis.status === 'wait' ? redis.connect() : Promise.resolve())
          .then(() => redis.ping())
          .then((answer) => answer === 'PONG')
          .catch(() => false),
      }),
    }),
    close: () => redis?.disconnect(),
  };
}

/** The built client, each page route's index.html carrying that page's title, description and structured data. */
function serveClient(app: express.Express, clientDist: string, seo: SeoHttpOptions): void {
  const indexFile = path.join(clientDist, 'index.html');
  const built = fs.existsSync(indexFile);
  if (!built) seo.logger.warn({ clientDist }, 'client build not found; run `pnpm build` to serve the web client');
  const renderPage = built && pageRenderer({ ...seo, template: parsePageTemplate(fs.readFileSync(indexFile, 'utf8')) });
  app.use(express.static(clientDist, { index: false, maxAge: '1h' }));
  app.get(/.*/, (req, res, next) => {
    if (serverPaths.test(req.path)) return next();
    if (!renderPage) {
      res.status(503).type('text/plain').send('The web client is not built yet: run `pnpm build` and restart.');
      return;
    }
    return renderPage(req, res, next);
  });
}

/**
 * Starts the whole shop on one port: the built client, GraphQL over HTTP and WebSocket at /graphql,
 * the REST façade under /api, health probes and package drawings under /media.
 */
export async function startApp(config: AppConfig, dependencies: AppDependencies = {}): Promise<RunningApp> {
  const logger = dependencies.logger ?? createLogger(config);
  const clock = dependencies.clock ?? systemClock;

  const orm = await openDatabase({
    database: config.database,
    entities,
    migrations: { sqlite: sqliteMigrations, mysql: mysqlMigrations },
    ...(dependencies.onQuery && { onQuery: dependencies.onQuery, debug: ['query'] }),
  });
  const applied = await migrate(orm);
  if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');
  await verifyDataEncryptionKey(orm.em.fork(), config.dataEncryptionKey, findEncryptedPersonalData).catch(
    async (error: unknown) => {
      await orm.close();
      throw error;
    },
  );
  if (config.seedDemoData && (await isDatabaseEmpty(orm.em.fork()))) {
    const counts = await seedDemoData(orm.em.fork(), { parts: config.demoParts });
    const staff = config.seedDemoStaff ? await seedStaff(orm.em.fork(), clock) : 0;
    logger.info({ ...counts, staff }, 'demo data seeded');
  }

  const bus = createPubSubBus({ redisUrl: config.redisUrl, logger });
  const jobs = createJobScheduler({ redisUrl: config.redisUrl, orm, clock, logger, prefix: config.jobsPrefix });
  // Without a mail server, e-mails go to the outbox table and the log; SMS always do for now.
  const outbox = new OutboxDelivery(logger, clock);
  const smtp = config.smtpUrl ? new SmtpDelivery(config.smtpUrl, config.mailFrom) : undefined;
  const services = createServices({
    clock,
    email: smtp ?? outbox,
    sms: outbox,
    images: new ImageStore(config.uploadsDir),
    dataEncryptionKey: config.dataEncryptionKey,
    pubSub: bus.pubSub,
    jobs,
    forkEm: () => orm.em.fork(),
    orderSettings: config.orders,
    ...(config.paymentSandbox && { paymentSandboxSecret: config.paymentSandboxSecret }),
  });
  // Publishes order status changes once the transaction that made them has committed.
  orm.em.getEventManager().registerSubscriber(services.orders);
  // Publishes unread counts once the transaction that created the messages has committed.
  orm.em.getEventManager().registerSubscriber(services.notifications);
  // Announces revoked sessions once their transaction has committed, so their sockets close.
  orm.em.getEventManager().registerSubscriber(services.sessions);
  const schema = await buildGraphQLSchema(services, logger, bus.pubSub);
  const contextOf = createRequestContextFactory(orm, dependencies.sessions ?? services.sessions);
  const ready = readinessProbe(orm, config.redisUrl);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(securityHeaders({ publicUrl: config.publicUrl }));
  const httpServer = http.createServer(app);

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = (typeof req.headers['x-request-id'] === 'string' && req.headers['x-request-id']) || randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    }),
  );

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const checks = await ready.check();
    const ok = Object.values(checks).every(Boolean);
    res.status(ok ? 200 : 503).json({ status: ok ? 'ready' : 'unavailable', checks });
  });
  app.get('/media/packages/:file', (req, res) => {
    const packageName = packageFromImageSlug(req.params.file);
    if (!packageName) {
      res.status(404).type('text/plain').send('No drawing for this package');
      return;
    }
    res.type('image/svg+xml').set('Cache-Control', 'public, max-age=86400').send(packageImageSvg(packageName));
  });

  // Stored names are random and files never change, so they may be cached for long.
  app.use(
    UPLOADS_URL_PREFIX,
    express.static(config.uploadsDir, {
      index: false,
      maxAge: '30d',
      immutable: true,
      setHeaders: (res) => res.setHeader('X-Content-Type-Options', 'nosniff'),
    }),
    (_req: express.Request, res: express.Response) => {
      res.status(404).type('text/plain').send('No such file');
    },
  );

  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql' });
  resyncSocketsOnLinkChange(bus.onLinkChange, wsServer, logger);
  const connectionContext = (connectionParams: Record<string, unknown> | undefined, request: http.IncomingMessage) =>
    contextOf({ headers: request.headers, ip: request.socket.remoteAddress, connectionParams: connectionParams ?? {} });
  // A socket whose session token no longer resolves (expired or revoked) closes with graphql-ws's Unauthorized
  // code, at connection_init or at a later subscribe, so the client ends the session instead of retrying.
  // Logout, logging out other devices and a password change close the revoked sessions' sockets at once,
  // on every server copy (the revocation goes through the pub/sub).
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
    const ctx = await connectionContext(connectionParams, extra.request);
    socketContexts.set(extra.socket, { ctx, checkedAt: clock.now().getTime() });
    return ctx;
  };
  const wsCleanup = useServer<Record<string, unknown>>(
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

  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    includeStacktraceInErrorResponses: false,
    formatError: maskUnexpectedErrors(logger),
    // main.ts owns SIGTERM/SIGINT and closes everything in order.
    stopOnTerminationSignals: false,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      queryLimitsPlugin(schema, config.queryLimits),
      // Apollo's cache-control plugin wraps every field of every answer to work out a cache policy; no field sets
      // one, so it always came to `no-store` (a product page spent more on it than on its query). Said once here.
      ApolloServerPluginCacheControlDisabled(),
      noStoreAnswers,
      { serverWillStart: async () => ({ drainServer: async () => wsCleanup.dispose() }) },
    ],
  });
  await apollo.start();

  const rateLimitRedis = config.redisUrl ? rateLimitRedisClient(config.redisUrl, logger) : undefined;
  const rateLimited = createRateLimiter(config.rateLimits, {
    redis: rateLimitRedis,
    keyPrefix: dependencies.rateLimitKeyPrefix ?? 'circuitmart:rate',
  });
  app.use(
    '/graphql',
    rateLimited('graphql'),
    express.json({ limit: '1mb' }),
    expressMiddleware(apollo, {
      context: async ({ req }) => ({
        ctx: await contextOf({ headers: req.headers, requestId: String(req.id), ip: req.ip }),
        clock,
        pubSub: bus.pubSub,
      }),
    }),
    graphqlHttpErrors(logger),
  );
  const restContextOf = (req: express.Request) =>
    contextOf({ headers: req.headers, requestId: String(req.id), ip: req.ip });
  if (config.oauthSandbox) {
    app.use('/api/oauth', oauthRouter(services.wechatLogin, restContextOf, logger));
    app.use('/dev/oauth/wechat', services.wechatSandbox.router());
  }
  app.use(NOTIFY_PATH, paymentNotifyRouter(services.payments, restContextOf, logger));
  // The sandbox notifies the shop over HTTP as a real provider would; it learns the shop's address once listening.
  let shopUrl = '';
  if (config.paymentSandbox)
    app.use(
      SANDBOX_CASHIER_PATH,
      sandboxCashierRouter(services.paymentSandboxes, () => shopUrl, clock),
    );
  app.use(
    '/api',
    rateLimited('rest'),
    createRestRouter({
      routes: restRoutes(services),
      contextOf: restContextOf,
      logger,
    }),
  );
  // The outbox shows verification codes, so it must never be reachable in production.
  if (config.env !== 'production') app.use('/dev', devOutboxRouter(orm));
  const seo: SeoHttpOptions = {
    seo: services.seo,
    contextOf,
    publicUrl: config.publicUrl,
    urlsPerSitemap: dependencies.urlsPerSitemap ?? MAX_URLS_PER_SITEMAP,
    logger,
  };
  app.use(seoRouter(seo));
  serveClient(app, config.clientDist, seo);
  app.use(lastErrorHandler(logger));

  // Re-creates jobs from the database first (see `resumeWith`), then runs them.
  await jobs.start();
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.port, config.host, () => resolve());
  });
  const { port } = httpServer.address() as AddressInfo;
  const url = `http://${config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host}:${port}`;
  shopUrl = url;
  logger.info({ url, database: config.database.kind, redis: Boolean(config.redisUrl) }, 'CircuitMart is listening');

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await apollo.stop();
      await sessionSockets.stop();
      await jobs.close();
      await bus.close();
      rateLimitRedis?.disconnect();
      ready.close();
      smtp?.close();
      await orm.close();
    })());

  return { url, orm, services, jobs, logger, close };
}
