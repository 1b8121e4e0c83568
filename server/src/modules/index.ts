// The manifests carry type-graphql's decorated classes, which need the metadata API wherever the list is loaded
// (the server, and scripts such as create-staff that only want the entities).
import 'reflect-metadata';
import type { ServicesOf, UnsatisfiedModules } from '../platform/manifest/module-definition.js';
// Type-graphql registers queries and mutations in the order their files load, so this import order is the field
// order of schema/schema.graphql: keep it, and import a new module last.
import { addressesModule } from './addresses/addresses.module.js';
import { bomModule } from './bom/bom.module.js';
import { inquiriesModule } from './inquiries/inquiries.module.js';
import { cartModule } from './cart/cart.module.js';
import { catalogModule } from './catalog/catalog.module.js';
import { collectionModule } from './collection/collection.module.js';
import { chatModule } from './chat/chat.module.js';
import { contentModule } from './content/content.module.js';
import { identityModule } from './identity/identity.module.js';
import { messagesModule } from './messages/messages.module.js';
import { orderDocumentsModule } from './order-documents/order-documents.module.js';
import { paymentsModule } from './payments/payments.module.js';
import { topicsModule } from './topics/topics.module.js';
import { ordersModule } from './orders/orders.module.js';
import { walletModule } from './wallet/wallet.module.js';
import { reviewsModule } from './reviews/reviews.module.js';
import { systemModule } from './system/system.module.js';
import { servicesModule } from './services/services.module.js';
import { seoModule } from './seo/seo.module.js';
import { afterSalesModule } from './after-sales/after-sales.module.js';
import { couponsModule } from './coupons/coupons.module.js';
import { pointsModule } from './points/points.module.js';
import { membershipModule } from './membership/membership.module.js';
import { invitationsModule } from './invitations/invitations.module.js';
import { peopleModule } from './people/people.module.js';
import { dashboardModule } from './dashboard/dashboard.module.js';
import { activitiesModule } from './activities/activities.module.js';
import { flashSalesModule } from './flash-sales/flash-sales.module.js';
import { groupBuysModule } from './group-buys/group-buys.module.js';
import { bargainsModule } from './bargains/bargains.module.js';
import { luckyDrawsModule } from './lucky-draws/lucky-draws.module.js';
import { distributorsModule } from './distributors/distributors.module.js';
import { webhooksModule } from './webhooks/webhooks.module.js';
import { topUpsModule } from './top-ups/top-ups.module.js';
import { apiKeysModule } from './api-keys/api-keys.module.js';
import type { ShopRuntimeDependencies } from './runtime-dependencies.js';
import { recommendationsModule } from './recommendations/recommendations.module.js';

/**
 * Every module of the shop. The ORM's entities, the services, the GraphQL schema, the REST façade and the ORM
 * subscribers are all derived from this list: adding a module is adding its manifest here. Services are built in
 * the order their `requires` ask for; resolvers and routes follow this order (the façade's route order).
 */
export const shopModules = [
  contentModule,
  identityModule,
  catalogModule,
  addressesModule,
  cartModule,
  collectionModule,
  bomModule,
  inquiriesModule,
  messagesModule,
  chatModule,
  ordersModule,
  walletModule,
  orderDocumentsModule,
  paymentsModule,
  servicesModule,
  reviewsModule,
  seoModule,
  topicsModule,
  systemModule,
  afterSalesModule,
  couponsModule,
  pointsModule,
  membershipModule,
  invitationsModule,
  peopleModule,
  dashboardModule,
  activitiesModule,
  flashSalesModule,
  groupBuysModule,
  bargainsModule,
  luckyDrawsModule,
  distributorsModule,
  webhooksModule,
  topUpsModule,
  apiKeysModule,
  recommendationsModule,
] as const;

/** One instance of each module's service, shared by the GraphQL resolvers and the REST routes. */
export type ModuleServices = ServicesOf<typeof shopModules>;

// Compile-time check: every module's `createServices` can be given what the runtime and the other modules provide.
// A module named here asks for something no module provides (or of another type).
const everyModuleSatisfied: [UnsatisfiedModules<typeof shopModules, ShopRuntimeDependencies & ModuleServices>] extends [
  never,
]
  ? true
  : UnsatisfiedModules<typeof shopModules, ShopRuntimeDependencies & ModuleServices> = true;
void everyModuleSatisfied;
