import type { Clock } from '../../platform/jobs/clock.js';
import { defineModule } from '../../platform/manifest/module-definition.js';
import type { BomService } from '../bom/bom.service.js';
import type { CartService } from '../cart/cart.service.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { NotificationService } from '../messages/notification.service.js';
import { InquiryFigures } from './inquiry-figures.js';
import { inquiryEntities } from './inquiries.entities.js';
import { InquiryResolver } from './inquiries.graphql.js';
import { inquiryRoutes } from './inquiries.rest.js';
import { InquiryService } from './inquiries.service.js';

export const inquiriesModule = defineModule({
  name: 'inquiries',
  requires: ['messages', 'catalog', 'cart', 'bom'],
  entities: inquiryEntities,
  createServices: (deps: {
    clock: Clock;
    notifications: NotificationService;
    catalog: CatalogService;
    cart: CartService;
    bom: BomService;
  }) => ({
    inquiries: new InquiryService(deps.clock, deps.notifications, {
      catalog: deps.catalog,
      cart: deps.cart,
      bom: deps.bom,
    }),
    inquiryFigures: new InquiryFigures(),
  }),
  resolvers: ({ inquiries }) => [new InquiryResolver(inquiries)],
  routes: ({ inquiries }) => inquiryRoutes(inquiries),
});
