import { setInterval as every } from 'node:timers/promises';
import { Ctx, Query, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import type { Clock } from '../../platform/jobs/clock.js';

/** The current time now and then once a second, for as long as the subscriber listens. */
async function* ticks(clock: Clock): AsyncGenerator<Date> {
  yield clock.now();
  for await (const _ of every(1000, undefined, { ref: false })) yield clock.now();
}

@Resolver()
export class SystemResolver {
  @Query(() => Date, {
    name: 'serverTime',
    description: "The server's clock now: countdowns keep their offset from it, never trusting the device's clock.",
  })
  serverNow(@Ctx() { clock }: GraphQLContext): Date {
    return clock.now();
  }

  @Subscription(() => Date, {
    subscribe: ({ context }: SubscribeResolverData<unknown, object, GraphQLContext>) => ticks(context.clock),
    description: "The server's clock, once a second: a probe that the subscription pipe works end to end.",
  })
  serverTime(@Root() time: Date): Date {
    return time;
  }
}
