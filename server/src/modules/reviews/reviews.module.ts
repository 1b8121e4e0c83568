import type { Clock } from '../../platform/jobs/clock.js';
import { defineModule } from '../../platform/manifest/module-definition.js';
import type { ImageStore } from '../../platform/uploads/index.js';
import type { OrdersService } from '../orders/orders.service.js';
import { reviewEntities } from './reviews.entities.js';
import { OrderReviewFieldResolver, ReviewsResolver } from './reviews.graphql.js';
import { reviewRoutes } from './reviews.rest.js';
import { ReviewsService } from './reviews.service.js';

/** Order reviews and the reviews of a part. */
export const reviewsModule = defineModule({
  name: 'reviews',
  requires: ['orders'],
  entities: reviewEntities,
  createServices: (deps: { clock: Clock; orders: OrdersService; images: ImageStore }) => ({
    reviews: new ReviewsService(deps.clock, deps.orders, deps.images),
  }),
  resolvers: ({ reviews }) => [new ReviewsResolver(reviews), new OrderReviewFieldResolver(reviews)],
  routes: ({ reviews }) => reviewRoutes(reviews),
});
