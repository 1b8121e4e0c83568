import {
  Arg,
  Ctx,
  Field,
  ID,
  Int,
  ObjectType,
  Mutation,
  Query,
  registerEnumType,
  Resolver,
  Root,
  Subscription,
  type SubscribeResolverData,
} from 'type-graphql';
import { actorOf, type RequestContext } from '../../platform/auth/index.js';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { connectionTypes, pageRequest, toConnection } from '../../platform/graphql/connection.js';
import { parseId } from '../../platform/graphql/ids.js';
import { UserErrorNode, withUserErrors } from '../../platform/graphql/user-errors.js';
import type { PubSub } from '../../platform/pubsub/pubsub.js';
import { Activity, ActivityKind, ActivityStatus } from './activities.entities.js';
import type { ActivitiesService } from './activities.service.js';
import { ActivityEvent, staffActivityEvents, type ActivityChange } from './activities.states.js';

registerEnumType(ActivityKind, {
  name: 'ActivityKind',
  description: 'The five kinds of live activity.',
  valuesConfig: {
    FLASH_SALE: { description: 'Parts at a lower price in timed sessions.' },
    GROUP_BUY: { description: 'A lower price when a group of buyers fills in time.' },
    BARGAIN: { description: 'Friends cut the price down within a time limit.' },
    FREE_ORDER: { description: 'Listed parts claimed free, a number of times a day.' },
    BLIND_BOX: { description: 'A box opened for a random prize.' },
  },
});
registerEnumType(ActivityStatus, {
  name: 'ActivityStatus',
  description: 'An activity: not started, in progress, paused, ended, abnormal (spec §4).',
  valuesConfig: {
    NOT_STARTED: { description: 'Its start time has not come.' },
    IN_PROGRESS: { description: 'Running: buyers can take part.' },
    PAUSED: { description: 'Stopped by staff for now; buyers cannot take part.' },
    ENDED: { description: 'Over: its end time came or staff ended it.' },
    ABNORMAL: { description: 'The shop found something wrong (e.g. stock ran out); staff must look and resume it.' },
  },
});

const ActivityAction = {
  START: ActivityEvent.START,
  PAUSE: ActivityEvent.PAUSE,
  RESUME: ActivityEvent.RESUME,
  END: ActivityEvent.END,
} as const;
type ActivityAction = (typeof staffActivityEvents)[number];
registerEnumType(ActivityAction, {
  name: 'ActivityAction',
  description: 'What staff may do to an activity now.',
  valuesConfig: {
    START: { description: 'Start it before its start time.' },
    PAUSE: { description: 'Pause it while in progress.' },
    RESUME: { description: 'Resume a paused or abnormal activity.' },
    END: { description: 'End it now.' },
  },
});

@ObjectType('Activity', { description: 'A live activity: its kind, title, state and time window.' })
export class ActivityNode {
  @Field(() => ID, { description: 'ID of the activity.' }) id!: string;
  @Field(() => ActivityKind, { description: 'Which kind it is; see `ActivityKind`.' }) kind!: ActivityKind;
  @Field(() => String, { description: 'Name of the activity buyers see.' }) title!: string;
  @Field(() => ActivityStatus, { description: 'Where it stands now; see `ActivityStatus`.' }) status!: ActivityStatus;
  @Field(() => Date, { description: 'When it starts.' }) startsAt!: Date;
  @Field(() => Date, { description: 'When it ends.' }) endsAt!: Date;
  @Field(() => String, { nullable: true, description: 'Why the shop marked it abnormal.' })
  abnormalReason!: string | null;
  @Field(() => [ActivityAction], { description: 'The staff buttons the viewer may press now (empty for shoppers).' })
  availableActions!: ActivityAction[];
}

/** An activity as its node, with the staff actions of the viewer (none for a visitor or shopper). */
export function toActivityNode(activity: Activity, availableActions: ActivityAction[] = []): ActivityNode {
  return {
    id: String(activity.id),
    kind: activity.kind,
    title: activity.title,
    status: activity.status,
    startsAt: activity.startsAt,
    endsAt: activity.endsAt,
    abnormalReason: activity.abnormalReason ?? null,
    availableActions,
  };
}

const { Connection: ActivityConnection } = connectionTypes('Activity', ActivityNode);

@ObjectType('ActivityPayload', {
  description:
    'What `startActivity`, `pauseActivity`, `resumeActivity`, `endActivity` answer: the result, or `userErrors` saying why it did not go through.',
})
export class ActivityPayload {
  @Field(() => ActivityNode, {
    nullable: true,
    description: 'The activity after the change; null when `userErrors` is not empty.',
  })
  activity?: ActivityNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('ActivityChange', { description: 'An activity moved to another state.' })
export class ActivityChangeNode {
  @Field(() => ID, { description: 'ID of the activity.' }) activityId!: string;
  @Field(() => ActivityKind, { description: 'Which kind it is; see `ActivityKind`.' }) kind!: ActivityKind;
  @Field(() => ActivityStatus, { description: 'Where it stands now; see `ActivityStatus`.' }) status!: ActivityStatus;
}

/** Every change of the kind asked for (all kinds without one), narrowed to one activity when an id is given. */
async function* activityChanges(
  pubSub: PubSub,
  kind: ActivityKind | null,
  id: string | null,
): AsyncGenerator<ActivityChange> {
  const kinds = kind ? [kind] : Object.values(ActivityKind);
  const streams = kinds.map((each) => pubSub.subscribe('ACTIVITY_CHANGED', each)[Symbol.asyncIterator]());
  const pending = new Map(streams.map((stream, index) => [index, stream.next().then((result) => ({ index, result }))]));
  try {
    while (pending.size > 0) {
      const { index, result } = await Promise.race(pending.values());
      if (result.done) {
        pending.delete(index);
        continue;
      }
      pending.set(
        index,
        streams[index]!.next().then((next) => ({ index, result: next })),
      );
      if (id === null || String(result.value.activityId) === id) yield result.value;
    }
  } finally {
    await Promise.all(streams.map((stream) => stream.return?.()));
  }
}

@Resolver()
export class ActivitiesResolver {
  constructor(private readonly activities: ActivitiesService) {}

  @Query(() => ActivityConnection, { description: 'Sales and admin: the live activities, newest first.' })
  async staffActivities(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('kind', () => ActivityKind, { nullable: true, description: 'Only activities of this kind; null for all.' })
    kind: ActivityKind | null,
    @Arg('status', () => ActivityStatus, {
      nullable: true,
      description: 'Only items in this status; every status when absent.',
    })
    status: ActivityStatus | null,
    @Arg('first', () => Int, { nullable: true, description: 'At most 100; 20 by default.' }) first: number | null,
    @Arg('after', () => String, {
      nullable: true,
      description: 'Cursor of the last item already read (`pageInfo.endCursor`); omit it for the first page.',
    })
    after: string | null,
  ) {
    const page = await this.activities.staffActivities(
      ctx,
      { kind: kind ?? undefined, status: status ?? undefined },
      pageRequest(first ?? undefined, after),
    );
    const actor = actorOf(ctx);
    return toConnection(page, (activity) => this.node(activity, actor));
  }

  @Mutation(() => ActivityPayload, { description: 'Admin: starts a not-started activity now.' })
  startActivity(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('id', () => ID, { description: 'ID of the activity.' }) id: string,
  ): Promise<ActivityPayload> {
    return this.fire(ctx, id, ActivityEvent.START);
  }

  @Mutation(() => ActivityPayload, { description: 'Admin: pauses an activity in progress.' })
  pauseActivity(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('id', () => ID, { description: 'ID of the activity.' }) id: string,
  ): Promise<ActivityPayload> {
    return this.fire(ctx, id, ActivityEvent.PAUSE);
  }

  @Mutation(() => ActivityPayload, { description: 'Admin: resumes a paused or abnormal activity.' })
  resumeActivity(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('id', () => ID, { description: 'ID of the activity.' }) id: string,
  ): Promise<ActivityPayload> {
    return this.fire(ctx, id, ActivityEvent.RESUME);
  }

  @Mutation(() => ActivityPayload, { description: 'Admin: ends an activity now.' })
  endActivity(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('id', () => ID, { description: 'ID of the activity.' }) id: string,
  ): Promise<ActivityPayload> {
    return this.fire(ctx, id, ActivityEvent.END);
  }

  @Subscription(() => ActivityChangeNode, {
    subscribe: ({
      args,
      context,
    }: SubscribeResolverData<unknown, { kind?: ActivityKind; id?: string }, GraphQLContext>) =>
      activityChanges(context.pubSub as PubSub, args.kind ?? null, args.id ?? null),
    description: 'Each state change of live activities (of one kind, or one activity), on every server copy.',
  })
  activityChanged(
    @Root() change: ActivityChange,
    @Arg('kind', () => ActivityKind, {
      nullable: true,
      description: 'Only changes of activities of this kind; null for any.',
    })
    _kind: ActivityKind | null,
    @Arg('id', () => ID, { nullable: true, description: 'Only changes of this activity; null for any.' })
    _id: string | null,
  ): ActivityChangeNode {
    return { activityId: String(change.activityId), kind: change.kind, status: change.status };
  }

  private fire(ctx: RequestContext, id: string, event: ActivityAction): Promise<ActivityPayload> {
    return withUserErrors(ctx.locale, async () => {
      const activity = await this.activities.fireStaffEvent(ctx, parseId(id, ['id']), event);
      return { activity: this.node(activity, actorOf(ctx)) };
    });
  }

  private node(activity: Activity, actor: ReturnType<typeof actorOf>): ActivityNode {
    return toActivityNode(activity, this.activities.staffActionsFor(activity, actor) as ActivityAction[]);
  }
}
