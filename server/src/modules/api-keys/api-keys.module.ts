import type { Clock } from '../../platform/jobs/clock.js';
import { defineModule } from '../../platform/manifest/module-definition.js';
import { apiKeyEntities } from './api-keys.entities.js';
import { ApiKeysResolver } from './api-keys.graphql.js';
import { ApiKeysService, eraseApiKeysOf } from './api-keys.service.js';

/** Integrators' API keys: made, listed and revoked by their users; they authenticate `Authorization: Bearer` calls. */
export const apiKeysModule = defineModule({
  name: 'api-keys',
  requires: ['identity'],
  entities: apiKeyEntities,
  createServices: ({ clock }: { clock: Clock }) => ({ apiKeys: new ApiKeysService(clock) }),
  resolvers: ({ apiKeys }) => [new ApiKeysResolver(apiKeys)],
  erasePersonalData: eraseApiKeysOf,
});
