import type { Clock } from '../../platform/jobs/clock.js';
import { defineModule } from '../../platform/manifest/module-definition.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { CouponsService } from '../coupons/coupons.service.js';
import type { ActivityOrders } from '../orders/activity-orders.js';
import type { OrderPromotionPorts } from '../orders/order-promotions.js';
import type { PointsService } from '../points/points.service.js';
import { LuckyDrawsResolver } from './lucky-draws.graphql.js';
import { luckyDrawEntities } from './lucky-draws.entities.js';
import { luckyDrawRoutes } from './lucky-draws.rest.js';
import { LuckyDrawsService } from './lucky-draws.service.js';

interface LuckyDrawsModuleDependencies {
  clock: Clock;
  /** The activity lifecycle: each campaign and box is one activity row. */
  activities: ActivitiesService;
  /** Orders' port for activity goods: free parts and part prizes become PRIZE orders through it. */
  activityOrders: ActivityOrders;
  /** The order milestones of a paid open: paid (the draw), ended unpaid (the open back), refunded (the open back). */
  orderPromotions: OrderPromotionPorts;
  catalog: CatalogService;
  /** Coupon prizes: `issueCoupon` (source ISSUED, idempotent per open). */
  coupons: CouponsService;
  /** Points prizes: the ledger's credit (idempotent per open). */
  points: PointsService;
}

/** Free orders and blind boxes: daily chances, prizes with stock, the published-odds draw, "my prizes". */
export const luckyDrawsModule = defineModule({
  name: 'lucky-draws',
  requires: ['activities', 'orders', 'catalog', 'coupons', 'points'],
  entities: luckyDrawEntities,
  createServices: (deps: LuckyDrawsModuleDependencies) => {
    const luckyDraws = new LuckyDrawsService({
      clock: deps.clock,
      activities: deps.activities,
      activityOrders: deps.activityOrders,
      catalog: { productsById: (ctx, ids) => deps.catalog.productsById(ctx, ids) },
      coupons: {
        issueCoupon: (em, issue) => deps.coupons.issueCoupon(em, issue),
        templateTitle: async (ctx, templateId) => (await deps.coupons.staffTemplate(ctx, templateId))?.title ?? null,
      },
      points: {
        credit: (em, credit) => deps.points.credit(em, { ...credit, kind: 'PRIZE' }),
      },
    });
    deps.orderPromotions.onMilestone('paid', (em, event) => luckyDraws.onOrderPaid(em, event));
    deps.orderPromotions.onMilestone('endedUnpaid', (em, event) => luckyDraws.onOrderEndedUnpaid(em, event));
    deps.orderPromotions.onMilestone('refundedPaid', (em, event) => luckyDraws.onOrderRefunded(em, event));
    return { luckyDraws };
  },
  resolvers: ({ luckyDraws }) => [new LuckyDrawsResolver(luckyDraws)],
  routes: ({ luckyDraws }) => luckyDrawRoutes(luckyDraws),
});
