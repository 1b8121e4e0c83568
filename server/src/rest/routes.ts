import { shopModules } from '../modules/index.js';
import { moduleRoutes } from '../platform/manifest/module-definition.js';
import type { Services } from '../services.js';
import type { RestRoute } from './route.js';

/** Every route of the REST façade: each module's, in the order of the module list. */
export function restRoutes(services: Services): RestRoute[] {
  return moduleRoutes(shopModules, services);
}
