import { addressEntities } from './modules/addresses/addresses.entities.js';
import { bomEntities } from './modules/bom/bom.entities.js';
import { cartEntities } from './modules/cart/cart.entities.js';
import { catalogEntities } from './modules/catalog/catalog.entities.js';
import { collectionEntities } from './modules/collection/collection.entities.js';
import { chatEntities } from './modules/chat/chat.entities.js';
import { contentEntities } from './modules/content/content.entities.js';
import { inquiryEntities } from './modules/inquiries/inquiries.entities.js';
import { identityEntities } from './modules/identity/identity.entities.js';
import { securityEntities } from './modules/identity/security.entities.js';
import { messageEntities } from './modules/messages/messages.entities.js';
import { orderDocumentEntities } from './modules/order-documents/order-documents.entities.js';
import { orderEntities } from './modules/orders/orders.entities.js';
import { paymentEntities } from './modules/payments/payments.entities.js';
import { serviceEntities } from './modules/services/services.entities.js';
import { walletEntities } from './modules/wallet/wallet.entities.js';
import { reviewEntities } from './modules/reviews/reviews.entities.js';
import { ScheduledJob } from './platform/jobs/jobs.entities.js';
import { OutboxMessage } from './platform/mail/outbox.entities.js';
import { SystemSetting } from './platform/settings/settings.entities.js';

/** Every table of the shop, for the ORM and the migration generator. */
export const entities = [
  ...catalogEntities,
  ...contentEntities,
  ...identityEntities,
  ...addressEntities,
  ...securityEntities,
  ...cartEntities,
  ...messageEntities,
  ...collectionEntities,
  ...chatEntities,
  ...orderEntities,
  ...walletEntities,
  ...bomEntities,
  ...inquiryEntities,
  ...paymentEntities,
  ...serviceEntities,
  ...reviewEntities,
  ...orderDocumentEntities,
  ScheduledJob,
  OutboxMessage,
  SystemSetting,
];
