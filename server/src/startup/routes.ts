import type { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import type { GraphQLSchema } from 'graphql';
import type { AppConfig } from '../config.js';
import { catalogAnswerCache } from '../modules/catalog/catalog-answer-cache.js';
import { packageFromImageSlug, packageImageSvg } from '../modules/catalog/package-images.js';
import { developersRouter } from '../modules/developers/developers.http.js';
import { oauthRouter } from '../modules/identity/oauth/oauth.routes.js';
import {
  NOTIFY_PATH,
  notificationRouter,
  paymentNotifyRouter,
  REFUND_NOTIFY_PATH,
  refundNotifyRouter,
  sandboxCashierRouter,
} from '../modules/payments/payments.routes.js';
import { SANDBOX_CASHIER_PATH } from '../modules/payments/sandbox-payment-provider.js';
import { TOPUP_NOTIFY_PATH } from '../modules/top-ups/top-ups.service.js';
import { seoRouter, type SeoHttpOptions } from '../modules/seo/seo.http.js';
import { MAX_URLS_PER_SITEMAP } from '../modules/seo/seo.service.js';
import type { Orm } from '../platform/db/orm.js';
import { replicaReadRouting } from '../platform/db/read-replicas.js';
import type { GraphQLContext } from '../platform/graphql/context.js';
import { graphqlHttpErrors, lastErrorHandler } from '../platform/http/error-handler.js';
import { accessLog } from '../platform/http/access-log.js';
import type { Logger } from '../platform/http/logger.js';
import { httpMetrics } from '../platform/metrics/http-metrics.js';
import { metricsRoute } from '../platform/metrics/metrics-endpoint.js';
import { apiKeyAuthentication, apiKeyUserOf } from '../platform/http/api-key-auth.js';
import { crowdGateMiddleware } from '../platform/http/crowd-gate.js';
import { createRateLimiter, type CostQuota, type RateLimitStore } from '../platform/http/rate-limit.js';
import type { RequestContextFactory } from '../platform/http/request-context.js';
import { securityHeaders } from '../platform/http/security-headers.js';
import type { Clock } from '../platform/jobs/clock.js';
import { devOutboxRouter } from '../platform/mail/dev-outbox.js';
import type { ShopEvents } from '../platform/events/shop-events.js';
import type { PubSub } from '../platform/pubsub/pubsub.js';
import { UPLOADS_URL_PREFIX } from '../platform/uploads/index.js';
import { createRestRouter } from '../rest/router.js';
import { restRoutes } from '../rest/routes.js';
import type { Services } from '../services.js';
import { serveClient } from './client-pages.js';
import type { Draining } from './draining.js';
import { readinessProbe } from './readiness.js';

/**
 * Express with what every answer gets: its time in /metrics, security headers, and a request id in the
 * `X-Request-Id` header and on every log line written while serving it (`logScope`).
 */
export function createExpressApp(config: AppConfig, logger: Logger, draining: Draining): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(draining.middleware());
  app.set('trust proxy', config.trustProxy);
  app.use(httpMetrics());
  app.use(securityHeaders({ publicUrl: config.publicUrl }));
  app.use(
    accessLog(logger, { quiet: (req) => req.url === '/healthz' || req.url === '/readyz' || req.url === '/metrics' }),
  );
  return app;
}

export interface RouteDependencies {
  config: AppConfig;
  orm: Orm;
  clock: Clock;
  logger: Logger;
  services: Services;
  pubSub: PubSub;
  shopEvents: ShopEvents;
  apollo: ApolloServer<GraphQLContext>;
  schema: GraphQLSchema;
  contextOf: RequestContextFactory;
  /** Where request counts are kept, shared with the WebSocket's quota. */
  rateLimitStore: RateLimitStore;
  costQuota: CostQuota;
  urlsPerSitemap: number | undefined;
  /** Set on SIGTERM: /readyz then answers 503. */
  draining: Draining;
}

export interface ShopRoutes {
  /** The sandbox payment provider notifies the shop over HTTP as a real one would, so it needs the shop's address. */
  setShopUrl(url: string): void;
  close(): void;
}

/** Probes, media, GraphQL, the REST façade, provider callbacks, sandboxes, SEO files and the client's pages. */
export function mountRoutes(app: express.Express, deps: RouteDependencies): ShopRoutes {
  const { config, orm, clock, logger, services, contextOf } = deps;
  const ready = readinessProbe(orm, config.redisUrl);
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    if (deps.draining.active) {
      res.status(503).json({ status: 'draining', checks: {} });
      return;
    }
    const checks = await ready.check();
    const ok = Object.values(checks).every(Boolean);
    res.status(ok ? 200 : 503).json({ status: ok ? 'ready' : 'unavailable', checks });
  });
  app.get('/metrics', metricsRoute(config.metrics.token));
  mountMedia(app, config.uploadsDir);
  app.use(replicaReadRouting(config.database));

  const { costQuota } = deps;
  const rateLimited = createRateLimiter(config.rateLimits, deps.rateLimitStore);
  const keyAuthenticated = apiKeyAuthentication(services.apiKeys, orm);
  const requestContextOf = (req: express.Request) =>
    contextOf({ headers: req.headers, requestId: String(req.id), ip: req.ip, apiKeyUser: apiKeyUserOf(req) });
  // The "server too crowded" gate of the flash sale's buy, before the session lookup of the crowd (flash-sales module);
  // a buy of an item this copy knows to be sold out is answered before it, at once.
  const crowdGated = crowdGateMiddleware(services.flashSales.crowdGate, {
    graphqlFields: ['buyFlashSale'],
    restPaths: ['/activity/flash-sale/buy'],
    refuseAtOnce: {
      argument: 'itemId',
      graphqlPayloadType: 'BuyFlashSalePayload',
      refusal: (itemId) => (/^\d{1,9}$/.test(itemId) ? services.flashSales.refusalAtGate(Number(itemId)) : null),
    },
  });
  const answerCache = catalogAnswerCache(config.catalogAnswerCache, {
    orm,
    shopEvents: deps.shopEvents,
    pubSub: deps.pubSub,
  });
  // Before /graphql, which would take the SDL's GET for an operation.
  app.use(developersRouter(deps.schema));
  app.use(
    '/graphql',
    rateLimited('graphql'),
    costQuota.middleware('graphql'),
    keyAuthenticated('graphql'),
    // Before the answer cache, which keys an anonymous POST by its body.
    express.json({ limit: '1mb' }),
    answerCache.middleware((req) => costQuota.forRequest(req)),
    crowdGated('graphql'),
    expressMiddleware(deps.apollo, {
      context: async ({ req }) => ({
        ctx: await requestContextOf(req),
        clock,
        pubSub: deps.pubSub,
        quota: answerCache.noteCharges(req, costQuota.forRequest(req)),
      }),
    }),
    graphqlHttpErrors(logger),
  );
  if (config.wechatLogin.provider === 'off') {
    // No WeChat login chosen: the login page's WeChat button comes back saying so (spec §8).
    app.get('/api/oauth/wechat/start', (_req, res) => {
      res.redirect(302, '/login/login?oauthError=FUNCTION_NOT_DEVELOPED');
    });
  } else {
    app.use('/api/oauth', oauthRouter(services.wechatLogin, requestContextOf, logger, config.publicUrl));
    if (config.wechatLogin.provider === 'sandbox') app.use('/dev/oauth/wechat', services.wechatSandbox.router());
  }
  // Each provider is answered in its own form (`answerNotification`: WeChat Pay v3 JSON, Alipay `success`).
  const providers = services.paymentProviders;
  app.use(NOTIFY_PATH, paymentNotifyRouter(services.payments, requestContextOf, logger, providers));
  app.use(REFUND_NOTIFY_PATH, refundNotifyRouter(services.refundNotifications, requestContextOf, logger, providers));
  app.use(
    TOPUP_NOTIFY_PATH,
    notificationRouter(
      'top-up',
      (ctx, provider, callback) => services.topUps.handleNotification(ctx.em, provider, callback),
      requestContextOf,
      logger,
      providers,
    ),
  );
  let shopUrl = '';
  if (config.paymentSandbox) {
    app.use(
      SANDBOX_CASHIER_PATH,
      sandboxCashierRouter(services.paymentSandboxes, () => shopUrl, clock),
    );
  }
  app.use(
    '/api',
    rateLimited('rest'),
    costQuota.middleware('rest'),
    keyAuthenticated('rest'),
    crowdGated('rest'),
    createRestRouter({ routes: restRoutes(services), contextOf: requestContextOf, logger, clock }),
  );
  // The outbox shows verification codes, so it must never be reachable in production.
  if (config.env !== 'production') app.use('/dev', devOutboxRouter(orm));
  const seo: SeoHttpOptions = {
    seo: services.seo,
    contextOf,
    publicUrl: config.publicUrl,
    urlsPerSitemap: deps.urlsPerSitemap ?? MAX_URLS_PER_SITEMAP,
    logger,
  };
  app.use(seoRouter(seo));
  serveClient(app, config.clientDist, seo);
  app.use(lastErrorHandler(logger));
  return {
    setShopUrl: (url) => {
      shopUrl = url;
    },
    close: () => {
      ready.close();
    },
  };
}

/** Package drawings, and uploads: stored names are random and files never change, so they may be cached for long. */
function mountMedia(app: express.Express, uploadsDir: string): void {
  app.get('/media/packages/:file', (req, res) => {
    const packageName = packageFromImageSlug(req.params.file);
    if (!packageName) {
      res.status(404).type('text/plain').send('No drawing for this package');
      return;
    }
    res.type('image/svg+xml').set('Cache-Control', 'public, max-age=86400').send(packageImageSvg(packageName));
  });
  app.use(
    UPLOADS_URL_PREFIX,
    express.static(uploadsDir, {
      index: false,
      maxAge: '30d',
      immutable: true,
      setHeaders: (res) => res.setHeader('X-Content-Type-Options', 'nosniff'),
    }),
    (_req: express.Request, res: express.Response) => {
      res.status(404).type('text/plain').send('No such file');
    },
  );
}
