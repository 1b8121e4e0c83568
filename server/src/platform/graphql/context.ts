import type { RequestContext } from '../auth/index.js';
import type { RequestQuota } from '../http/rate-limit.js';
import type { Clock } from '../jobs/clock.js';
import type { PubSub } from '../pubsub/pubsub.js';

/** What every resolver receives as its GraphQL context. */
export interface GraphQLContext {
  ctx: RequestContext;
  clock: Clock;
  /** The bus that subscriptions listen on; every server copy's publishes arrive here when Redis is configured. */
  pubSub: PubSub;
  /** The client's cost quota, charged with the operation's cost before it runs; absent while the quota is off. */
  quota?: RequestQuota | undefined;
}
