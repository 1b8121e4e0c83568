import type { Clock } from '../../platform/jobs/clock.js';
import { defineModule } from '../../platform/manifest/module-definition.js';
import type { BomService } from '../bom/bom.service.js';
import type { InquiryService } from '../inquiries/inquiries.service.js';
import { serviceEntities } from './services.entities.js';
import { InquiryServiceRequestResolver, ServicesResolver } from './services.graphql.js';
import { servicesRoutes } from './services.rest.js';
import { ServicesService } from './services.service.js';

/** PCB, assembly and custom-electronics requests and their indicative price formulas. */
export const servicesModule = defineModule({
  name: 'services',
  requires: ['inquiries', 'bom'],
  entities: serviceEntities,
  createServices: (deps: { clock: Clock; inquiries: InquiryService; bom: BomService }) => ({
    services: new ServicesService(deps.clock, deps.inquiries, deps.bom),
  }),
  resolvers: ({ services }) => [new ServicesResolver(services), new InquiryServiceRequestResolver(services)],
  routes: ({ services }) => servicesRoutes(services),
});
