import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AddressesResolver } from './modules/addresses/addresses.graphql.js';
import { BomResolver } from './modules/bom/bom.graphql.js';
import { InquiryResolver } from './modules/inquiries/inquiries.graphql.js';
import { CartResolver } from './modules/cart/cart.graphql.js';
import {
  BrandFieldsResolver,
  CatalogResolver,
  CategoryFieldsResolver,
  ProductConnectionFieldsResolver,
  ProductFieldsResolver,
} from './modules/catalog/catalog.graphql.js';
import { CollectionResolver, ProductFavouriteResolver } from './modules/collection/collection.graphql.js';
import { ChatResolver } from './modules/chat/chat.graphql.js';
import { ContentResolver } from './modules/content/content.graphql.js';
import { IdentityResolver } from './modules/identity/identity.graphql.js';
import { ProfileResolver } from './modules/identity/profile.graphql.js';
import { AccountSecurityResolver } from './modules/identity/security.graphql.js';
import { MessagesResolver } from './modules/messages/messages.graphql.js';
import {
  OrderDocumentsResolver,
  OrderInvoiceFieldsResolver,
} from './modules/order-documents/order-documents.graphql.js';
import { OrdersResolver } from './modules/orders/orders.graphql.js';
import { WalletResolver } from './modules/wallet/wallet.graphql.js';
import { PaymentsResolver } from './modules/payments/payments.graphql.js';
import { TopicsResolver } from './modules/topics/topics.graphql.js';
import { StaffOrdersResolver } from './modules/orders/staff-orders.graphql.js';
import { ReviewsResolver } from './modules/reviews/reviews.graphql.js';
import { SystemResolver } from './modules/system/system.graphql.js';
import { InquiryServiceRequestResolver, ServicesResolver } from './modules/services/services.graphql.js';
import type { Services } from './services.js';
import { errorTranslation } from './platform/graphql/error-middleware.js';
import type { Logger } from './platform/http/logger.js';
import type { PubSub } from './platform/pubsub/pubsub.js';

/** The GraphQL schema with every module's resolver, each built once over the shared services. */
export async function buildGraphQLSchema(services: Services, logger: Logger, pubSub: PubSub): Promise<GraphQLSchema> {
  const resolvers: object[] = [
    new CatalogResolver(services.catalog),
    new CartResolver(services.cart),
    new BomResolver(services.bom),
    new InquiryResolver(services.inquiries),
    new CategoryFieldsResolver(services.catalog),
    new BrandFieldsResolver(services.catalog),
    new ProductConnectionFieldsResolver(services.catalog),
    new ProductFieldsResolver(services.catalog),
    new CollectionResolver(services.collection),
    new ProductFavouriteResolver(services.collection),
    new ContentResolver(services.content),
    new IdentityResolver(services.identity),
    new ProfileResolver(services.profile),
    new AddressesResolver(services.addresses),
    new AccountSecurityResolver(services.accountSecurity, services.accountCancellation),
    new MessagesResolver(services.messages),
    new ChatResolver(services.chat),
    new OrdersResolver(services.orders),
    new WalletResolver(services.wallet),
    new OrderDocumentsResolver(services.orderDocuments),
    new OrderInvoiceFieldsResolver(services.orderDocuments),
    new PaymentsResolver(services.payments, services.remittances),
    new TopicsResolver(services.topics),
    new StaffOrdersResolver(services.staffOrders, services.orders),
    new ReviewsResolver(services.reviews),
    new SystemResolver(),
    new ServicesResolver(services.services),
    new InquiryServiceRequestResolver(services.services),
  ];
  return buildSchema({
    resolvers: resolvers.map((resolver) => resolver.constructor) as [Function, ...Function[]],
    container: { get: (resolverClass) => resolvers.find((resolver) => resolver instanceof resolverClass) },
    globalMiddlewares: [errorTranslation(logger)],
    pubSub,
    validate: false,
    emitSchemaFile: false,
  });
}
