import type { EntityManager } from '@mikro-orm/sql';
import { defineModule } from '../../platform/manifest/module-definition.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { CollectionService } from '../collection/collection.service.js';
import type { AccountSecurityService } from '../identity/account-security.service.js';
import { RecommendationsResolver } from './recommendations.graphql.js';
import { RecommendationsService } from './recommendations.service.js';

/** "Recommended for you" on the home and part pages. */
export const recommendationsModule = defineModule({
  name: 'recommendations',
  requires: ['catalog', 'collection', 'identity', 'orders'],
  entities: [],
  createServices: (deps: {
    catalog: CatalogService;
    collection: CollectionService;
    accountSecurity: AccountSecurityService;
    boughtParts: (em: EntityManager, userId: number) => Promise<number[]>;
  }) => ({
    recommendations: new RecommendationsService({ ...deps, boughtPartIds: deps.boughtParts }),
  }),
  resolvers: ({ recommendations }) => [new RecommendationsResolver(recommendations)],
});
