import { Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import { can, requireUser } from '../../platform/auth/index.js';
import { DomainError } from '../../platform/errors/index.js';
import { toGraphQLError } from '../../platform/graphql/error-middleware.js';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import type { PubSub } from '../../platform/pubsub/pubsub.js';
import { AfterSaleStatusChangeNode } from './after-sale-nodes.graphql.js';
import type { AfterSaleStatusChange } from './after-sales.states.js';

/** Staff who see every request; checked once, before the stream starts (as the chat queue's subscription). */
function staffQueueChanges({ ctx, pubSub }: GraphQLContext): AsyncIterable<AfterSaleStatusChange> {
  try {
    if (!can(requireUser(ctx), 'after_sale.view_all')) throw new DomainError('FORBIDDEN');
  } catch (error) {
    throw error instanceof DomainError ? toGraphQLError(error, ctx.locale) : error;
  }
  return (pubSub as PubSub).subscribe('AFTER_SALE_QUEUE_CHANGED');
}

/** Staff's after-sales console hears every change of any request, so its queue and open detail refetch. */
@Resolver()
export class AfterSaleQueueResolver {
  @Subscription(() => AfterSaleStatusChangeNode, {
    subscribe: ({ context }: SubscribeResolverData<unknown, object, GraphQLContext>) => staffQueueChanges(context),
    description:
      'Staff with after_sale.view_all: any request was applied for, moved on (by its buyer, staff or the shop), ' +
      'or had proof asked for or added.',
  })
  afterSaleQueueChanged(@Root() change: AfterSaleStatusChange): AfterSaleStatusChangeNode {
    return { ...change, id: String(change.id) };
  }
}
