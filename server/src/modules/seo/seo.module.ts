import { defineModule } from '../../platform/manifest/module-definition.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { ContentService } from '../content/content.service.js';
import { SeoService } from './seo.service.js';

/** Page titles and descriptions, sitemaps and robots.txt; served over plain HTTP by seo.http.ts. */
export const seoModule = defineModule({
  name: 'seo',
  requires: ['catalog', 'content'],
  entities: [],
  createServices: (deps: { catalog: CatalogService; content: ContentService }) => ({
    seo: new SeoService(deps.catalog, deps.content),
  }),
});
