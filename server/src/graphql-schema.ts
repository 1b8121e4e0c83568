import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { CatalogResolver, CategoryFieldsResolver } from './modules/catalog/catalog.graphql.js';
import { ContentResolver } from './modules/content/content.graphql.js';
import { IdentityResolver } from './modules/identity/identity.graphql.js';
import { SystemResolver } from './modules/system/system.graphql.js';
import type { Services } from './services.js';
import { errorTranslation } from './platform/graphql/error-middleware.js';
import type { Logger } from './platform/http/logger.js';
import type { PubSub } from './platform/pubsub/pubsub.js';

/** The GraphQL schema with every module's resolver, each built once over the shared services. */
export async function buildGraphQLSchema(services: Services, logger: Logger, pubSub: PubSub): Promise<GraphQLSchema> {
  const resolvers = new Map<Function, object>([
    [CatalogResolver, new CatalogResolver(services.catalog)],
    [CategoryFieldsResolver, new CategoryFieldsResolver(services.catalog)],
    [ContentResolver, new ContentResolver(services.content)],
    [IdentityResolver, new IdentityResolver(services.identity)],
    [SystemResolver, new SystemResolver()],
  ]);
  return buildSchema({
    resolvers: [CatalogResolver, CategoryFieldsResolver, ContentResolver, IdentityResolver, SystemResolver],
    container: { get: (resolverClass) => resolvers.get(resolverClass) },
    globalMiddlewares: [errorTranslation(logger)],
    pubSub,
    validate: false,
    emitSchemaFile: false,
  });
}
