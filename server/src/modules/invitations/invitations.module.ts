import type { Clock } from '../../platform/jobs/clock.js';
import { defineModule } from '../../platform/manifest/module-definition.js';
import type { NotificationService } from '../messages/notification.service.js';
import type { CouponsService } from '../coupons/coupons.service.js';
import type { OrderPromotionPorts } from '../orders/order-promotions.js';
import type { PointsService } from '../points/points.service.js';
import { invitationEntities } from './invitations.entities.js';
import { InvitationsResolver } from './invitations.graphql.js';
import { invitationRoutes } from './invitations.rest.js';
import { InvitationsService } from './invitations.service.js';

interface InvitationsModuleDependencies {
  clock: Clock;
  notifications: NotificationService;
  /** The shop's public address for the links in posters (config PUBLIC_URL); unset: a local address. */
  shopUrl?: string | undefined;
  /** The orders module's milestones: an invitee's completed order rewards the inviter. */
  orderPromotions: OrderPromotionPorts;
  /** The coupons module: an inviter's coupon reward. */
  coupons: CouponsService;
  /** The points module: an inviter's points reward. */
  points: PointsService;
}

/** Invitations: code, link and share poster, invitees, and the inviter's reward for an invitee's first order. */
export const invitationsModule = defineModule({
  name: 'invitations',
  requires: ['identity', 'messages', 'orders', 'coupons', 'points'],
  entities: invitationEntities,
  createServices: (deps: InvitationsModuleDependencies) => {
    const invitations = new InvitationsService({
      clock: deps.clock,
      notifications: deps.notifications,
      shopUrl: (deps.shopUrl ?? 'http://localhost:4000').replace(/\/+$/, ''),
      points: deps.points,
      coupons: {
        issueCoupon: (em, issue) => deps.coupons.issueCoupon(em, issue),
        couponTemplateTitle: async (ctx, templateId) =>
          (await deps.coupons.staffTemplate(ctx, templateId))?.title ?? null,
      },
    });
    deps.orderPromotions.onMilestone('completed', (em, event) => invitations.onOrderCompleted(em, event));
    return { invitations };
  },
  resolvers: ({ invitations }) => [new InvitationsResolver(invitations)],
  routes: ({ invitations }) => invitationRoutes(invitations),
});
