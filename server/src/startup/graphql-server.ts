import type http from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import type { GraphQLSchema } from 'graphql';
import type { AppConfig } from '../config.js';
import type { GraphQLContext } from '../platform/graphql/context.js';
import { CACHEABLE_CATALOG_READS, CATALOG_READ_MAX_AGE_SECONDS } from '@circuitmart/rules/cacheable-reads';
import { cacheableReadsPlugin } from '../platform/graphql/cacheable-reads.js';
import { maskUnexpectedErrors } from '../platform/graphql/error-middleware.js';
import { graphqlMetricsPlugin } from '../platform/metrics/graphql-metrics.js';
import { boundedKeyValueCache } from '../platform/metrics/key-value-cache.js';
import { introspectionAccessPlugin } from '../platform/graphql/introspection-access.js';
import { queryLimitsPlugin } from '../platform/graphql/query-limits.js';
import type { Logger } from '../platform/http/logger.js';
import type { Draining } from './draining.js';
import type { SubscriptionSockets } from './websockets.js';

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

/**
 * GraphQL over HTTP, started. Stopping it stops listening and answers the requests under way (for up to
 * SHUTDOWN_TIMEOUT_MS, `Draining.stopListening`) while it closes the subscription sockets.
 */
export async function startGraphQLServer(
  schema: GraphQLSchema,
  deps: {
    httpServer: http.Server;
    sockets: SubscriptionSockets;
    draining: Draining;
    config: AppConfig;
    logger: Logger;
  },
): Promise<ApolloServer<GraphQLContext>> {
  const { httpServer, sockets, draining, config, logger } = deps;
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    includeStacktraceInErrorResponses: false,
    // Parsed and validated documents by query text: the web client's few dozen and integrators' own.
    documentStore: boundedKeyValueCache({ name: 'graphql-documents', maxEntries: 2000, maxBytes: 16 * 2 ** 20 }),
    // Automatic persisted queries (an integrator's choice; the web client sends its queries whole).
    cache: boundedKeyValueCache({ name: 'graphql-persisted-queries', maxEntries: 2000, maxBytes: 8 * 2 ** 20 }),
    formatError: maskUnexpectedErrors(logger),
    // main.ts owns SIGTERM/SIGINT and closes everything in order.
    stopOnTerminationSignals: false,
    // Integrators discover the schema in production too; introspectionAccessPlugin decides who may.
    introspection: true,
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      graphqlMetricsPlugin(),
      queryLimitsPlugin(schema, config.queryLimits),
      introspectionAccessPlugin(config.env === 'production'),
      // Apollo's cache-control plugin wraps every field of every answer to work out a cache policy; no field sets
      // one, so it always came to `no-store` (a product page spent more on it than on its query). Said once here.
      ApolloServerPluginCacheControlDisabled(),
      noStoreAnswers,
      cacheableReadsPlugin({ fields: CACHEABLE_CATALOG_READS, maxAgeSeconds: CATALOG_READ_MAX_AGE_SECONDS }),
      // Not Apollo's drain plugin: its fixed grace (10 s) cut requests a loaded copy had accepted, and it closes the
      // connections without a request at once, losing requests nginx had just written into them (502s).
      {
        serverWillStart: async () => ({
          drainServer: async () => {
            await Promise.all([draining.stopListening(httpServer, config.shutdownTimeoutMs), sockets.dispose()]);
          },
        }),
      },
    ],
  });
  await apollo.start();
  return apollo;
}
