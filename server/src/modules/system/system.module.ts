import { defineModule } from '../../platform/manifest/module-definition.js';
import { SystemResolver } from './system.graphql.js';

/** The server's clock as a subscription: a probe of the live pipe; no tables, no service. */
export const systemModule = defineModule({
  name: 'system',
  entities: [],
  createServices: () => ({}),
  resolvers: () => [new SystemResolver()],
});
