import { addressesRoutes } from '../modules/addresses/addresses.rest.js';
import { bomRoutes } from '../modules/bom/bom.rest.js';
import { inquiryRoutes } from '../modules/inquiries/inquiries.rest.js';
import { cartRoutes } from '../modules/cart/cart.rest.js';
import { collectionRoutes } from '../modules/collection/collection.rest.js';
import { catalogRoutes } from '../modules/catalog/catalog.rest.js';
import { chatRoutes } from '../modules/chat/chat.rest.js';
import { contentRoutes } from '../modules/content/content.rest.js';
import { identityRoutes } from '../modules/identity/identity.rest.js';
import { profileRoutes } from '../modules/identity/profile.rest.js';
import { securityRoutes } from '../modules/identity/security.rest.js';
import { messageRoutes } from '../modules/messages/messages.rest.js';
import { orderDocumentRoutes } from '../modules/order-documents/order-documents.rest.js';
import { orderRoutes } from '../modules/orders/orders.rest.js';
import { paymentRoutes } from '../modules/payments/payments.rest.js';
import { servicesRoutes } from '../modules/services/services.rest.js';
import { staffOrderRoutes } from '../modules/orders/staff-orders.rest.js';
import { reviewRoutes } from '../modules/reviews/reviews.rest.js';
import type { Services } from '../services.js';
import type { RestRoute } from './route.js';

/** Every route of the REST façade. */
export function restRoutes(services: Services): RestRoute[] {
  return [
    ...contentRoutes(services.content),
    ...identityRoutes(services.identity, services.accountSecurity),
    ...securityRoutes(services.accountSecurity, services.accountCancellation),
    ...profileRoutes(services.profile),
    ...catalogRoutes(services.catalog),
    ...addressesRoutes(services.addresses),
    ...cartRoutes(services.cart),
    ...collectionRoutes(services.collection),
    ...bomRoutes(services.bom),
    ...inquiryRoutes(services.inquiries),
    ...messageRoutes(services.messages),
    ...chatRoutes(services.chat),
    ...orderRoutes(services.orders),
    ...orderDocumentRoutes(services.orderDocuments),
    ...paymentRoutes(services.payments, services.remittances),
    ...servicesRoutes(services.services),
    ...staffOrderRoutes(services.staffOrders, services.orders),
    ...reviewRoutes(services.reviews),
  ];
}
