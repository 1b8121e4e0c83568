import type { Clock } from '../../platform/jobs/clock.js';
import { defineModule } from '../../platform/manifest/module-definition.js';
import { addressEntities } from './addresses.entities.js';
import { AddressesResolver } from './addresses.graphql.js';
import { addressesRoutes } from './addresses.rest.js';
import { AddressesService, eraseAddressesOf } from './addresses.service.js';

export const addressesModule = defineModule({
  name: 'addresses',
  entities: addressEntities,
  createServices: ({ clock }: { clock: Clock }) => ({ addresses: new AddressesService(clock) }),
  resolvers: ({ addresses }) => [new AddressesResolver(addresses)],
  routes: ({ addresses }) => addressesRoutes(addresses),
  erasePersonalData: eraseAddressesOf,
});
