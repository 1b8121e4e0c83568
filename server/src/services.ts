import { CatalogService } from './modules/catalog/catalog.service.js';
import { ContentService } from './modules/content/content.service.js';

/** One instance of each module's service, shared by the GraphQL resolvers and the REST routes. */
export interface Services {
  catalog: CatalogService;
  content: ContentService;
}

export function createServices(): Services {
  return { catalog: new CatalogService(), content: new ContentService() };
}
