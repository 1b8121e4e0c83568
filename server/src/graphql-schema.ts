import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { shopModules } from './modules/index.js';
import { staffMutationAudit } from './platform/audit/graphql-staff-audit.js';
import { errorTranslation } from './platform/graphql/error-middleware.js';
import { keyOperations } from './platform/graphql/key-operations.js';
import type { Logger } from './platform/http/logger.js';
import { moduleResolvers } from './platform/manifest/module-definition.js';
import type { PubSub } from './platform/pubsub/pubsub.js';
import type { Services } from './services.js';

/**
 * The GraphQL schema with every module's resolvers, each built once over the shared services.
 *
 * `checked`: type-graphql proves the schema it built by running a whole introspection query over it (0.3-0.4 s of
 * CPU, a fifth of a production cold start). The same code is proved in development, the tests and `pnpm codegen`,
 * and graphql itself still validates the schema before the first operation, so production leaves the proof out.
 */
export async function buildGraphQLSchema(
  services: Services,
  logger: Logger,
  pubSub: PubSub,
  { checked = true }: { checked?: boolean } = {},
): Promise<GraphQLSchema> {
  const resolvers = moduleResolvers(shopModules, services);
  return buildSchema({
    resolvers: resolvers.map((resolver) => resolver.constructor) as [Function, ...Function[]],
    container: { get: (resolverClass) => resolvers.find((resolver) => resolver instanceof resolverClass) },
    globalMiddlewares: [errorTranslation(logger), keyOperations, staffMutationAudit],
    pubSub,
    validate: false,
    emitSchemaFile: false,
    skipCheck: !checked,
  });
}
