import { catalogRoutes } from '../modules/catalog/catalog.rest.js';
import { contentRoutes } from '../modules/content/content.rest.js';
import { identityRoutes } from '../modules/identity/identity.rest.js';
import { messageRoutes } from '../modules/messages/messages.rest.js';
import type { Services } from '../services.js';
import type { RestRoute } from './route.js';

/** Every route of the REST façade. */
export function restRoutes(services: Services): RestRoute[] {
  return [
    ...contentRoutes(services.content),
    ...identityRoutes(services.identity),
    ...catalogRoutes(services.catalog),
    ...messageRoutes(services.messages),
  ];
}
