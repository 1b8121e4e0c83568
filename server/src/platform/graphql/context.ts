import type { RequestContext } from '../auth/index.js';
import type { Clock } from '../jobs/clock.js';

/** What every resolver receives as its GraphQL context. */
export interface GraphQLContext {
  ctx: RequestContext;
  clock: Clock;
}
