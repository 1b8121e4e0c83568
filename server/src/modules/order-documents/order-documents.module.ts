import type { Clock } from '../../platform/jobs/clock.js';
import { defineModule } from '../../platform/manifest/module-definition.js';
import type { NotificationService } from '../messages/notification.service.js';
import { orderDocumentEntities } from './order-documents.entities.js';
import { OrderDocumentsResolver, OrderInvoiceFieldsResolver } from './order-documents.graphql.js';
import { orderDocumentRoutes } from './order-documents.rest.js';
import { OrderDocumentsService } from './order-documents.service.js';

/** Proforma invoice and contract PDFs of an order; invoice requests and their issuing by staff. */
export const orderDocumentsModule = defineModule({
  name: 'order-documents',
  requires: ['messages'],
  entities: orderDocumentEntities,
  createServices: (deps: { clock: Clock; notifications: NotificationService }) => ({
    orderDocuments: new OrderDocumentsService(deps.clock, deps.notifications),
  }),
  resolvers: ({ orderDocuments }) => [
    new OrderDocumentsResolver(orderDocuments),
    new OrderInvoiceFieldsResolver(orderDocuments),
  ],
  routes: ({ orderDocuments }) => orderDocumentRoutes(orderDocuments),
});
