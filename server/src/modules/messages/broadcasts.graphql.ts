import {
  Arg,
  Ctx,
  Field,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  registerEnumType,
} from 'type-graphql';
import { connectionTypes, pageRequest, toConnection } from '../../platform/graphql/connection.js';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { parseId } from '../../platform/graphql/ids.js';
import { UserErrorNode, withUserErrors } from '../../platform/graphql/user-errors.js';
import type { AudienceChoice } from './broadcast-audiences.js';
import type { BroadcastService, BroadcastView } from './broadcasts.service.js';
import { BroadcastAudience } from './messages.entities.js';

registerEnumType(BroadcastAudience, {
  name: 'BroadcastAudience',
  description: 'Who a broadcast goes to: every user, super members, customers who ordered lately, listed accounts.',
  valuesConfig: {
    ALL: { description: 'Every account.' },
    SUPER_MEMBERS: { description: 'Accounts with an active super membership.' },
    ORDERED_WITHIN: { description: 'Customers who placed an order within the last `orderedWithinDays` days.' },
    LISTED: { description: 'The accounts listed by id.' },
  },
});

@InputType('BroadcastAudienceInput', { description: 'Input of `broadcastAudienceSize`.' })
export class BroadcastAudienceInput {
  @Field(() => BroadcastAudience, {
    description: 'Which accounts; ORDERED_WITHIN needs `orderedWithinDays`, LISTED needs `userIds`.',
  })
  audience!: BroadcastAudience;
  @Field(() => Int, { nullable: true, description: 'ORDERED_WITHIN: ordered in the last 1 to 365 days.' })
  orderedWithinDays?: number | null;
  @Field(() => [ID], { nullable: true, description: 'LISTED: the accounts, 1 to 5000.' }) userIds?: string[] | null;
}

@InputType('SendBroadcastInput', { description: 'Input of `sendBroadcast`.' })
export class SendBroadcastInput extends BroadcastAudienceInput {
  @Field(() => String, { description: '1-200 characters.' }) title!: string;
  @Field(() => String, { description: '1-2000 characters.' }) body!: string;
  @Field(() => String, { nullable: true, description: 'A route of the shop, e.g. /goods/12.' }) link?: string | null;
}

@ObjectType('Broadcast', { description: 'A platform message staff sent to an audience.' })
export class BroadcastNode {
  @Field(() => ID, { description: 'ID of the broadcast.' }) id!: string;
  @Field(() => BroadcastAudience, { description: 'Whom it went to.' }) audience!: BroadcastAudience;
  @Field(() => Int, {
    nullable: true,
    description: 'The days of an ORDERED_WITHIN audience; null for other audiences.',
  })
  orderedWithinDays!: number | null;
  @Field(() => String, { description: 'Title of the message.' }) title!: string;
  @Field(() => String, { description: 'Text of the message, plain; escape it.' }) body!: string;
  @Field(() => String, {
    nullable: true,
    description: 'A shop route the message opens, e.g. /goods/12; null for none.',
  })
  link!: string | null;
  @Field(() => Int, { description: 'How many got it (for every user: counted again once delivered).' })
  recipientCount!: number;
  @Field(() => String, { description: 'Display name of the staff member who sent it.' }) senderName!: string;
  @Field(() => Date, { description: 'When it was created.' }) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'Null while a broadcast to every user is being delivered.' })
  deliveredAt!: Date | null;
}

export const { Connection: BroadcastConnection } = connectionTypes('Broadcast', BroadcastNode);
export type BroadcastConnection = InstanceType<typeof BroadcastConnection>;

@ObjectType('SendBroadcastPayload', {
  description: 'What `sendBroadcast` answers: the result, or `userErrors` saying why it did not go through.',
})
export class SendBroadcastPayload {
  @Field(() => BroadcastNode, {
    nullable: true,
    description: 'The broadcast sent; null when `userErrors` is not empty.',
  })
  broadcast?: BroadcastNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

function toBroadcastNode({ broadcast, senderName }: BroadcastView): BroadcastNode {
  return {
    id: String(broadcast.id),
    audience: broadcast.audience,
    orderedWithinDays: broadcast.orderedWithinDays ?? null,
    title: broadcast.title,
    body: broadcast.body,
    link: broadcast.link ?? null,
    recipientCount: broadcast.recipientCount,
    senderName,
    createdAt: broadcast.createdAt,
    deliveredAt: broadcast.deliveredAt ?? null,
  };
}

function audienceOf(input: BroadcastAudienceInput, path: string): AudienceChoice {
  return {
    audience: input.audience,
    orderedWithinDays: input.orderedWithinDays ?? null,
    userIds: input.userIds?.map((id, index) => parseId(id, [path, 'userIds', String(index)])) ?? null,
  };
}

@Resolver()
export class BroadcastsResolver {
  constructor(private readonly service: BroadcastService) {}

  @Query(() => Int, { description: 'Support and admin staff: how many accounts an audience is now (to confirm).' })
  broadcastAudienceSize(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('audience', () => BroadcastAudienceInput, {
      description: 'The audience to count, as `sendBroadcast` would take it.',
    })
    audience: BroadcastAudienceInput,
  ): Promise<number> {
    return this.service.audienceSize(ctx, audienceOf(audience, 'audience'));
  }

  @Query(() => BroadcastConnection, { description: 'Support and admin staff: sent broadcasts, newest first.' })
  async broadcasts(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('first', () => Int, { nullable: true, description: 'At most 100; 20 by default.' }) first: number | null,
    @Arg('after', () => String, {
      nullable: true,
      description: 'Cursor of the last item already read (`pageInfo.endCursor`); omit it for the first page.',
    })
    after: string | null,
  ): Promise<BroadcastConnection> {
    const page = await this.service.list(ctx, pageRequest(first ?? undefined, after));
    return toConnection(page, toBroadcastNode);
  }

  @Mutation(() => SendBroadcastPayload, {
    description: 'Support and admin staff: a platform message to an audience; to every user it is delivered by a job.',
  })
  sendBroadcast(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => SendBroadcastInput, { description: "The operation's fields; see the input type." })
    input: SendBroadcastInput,
  ): Promise<SendBroadcastPayload> {
    return withUserErrors(ctx.locale, async () => {
      const sent = await this.service.send(ctx, {
        ...audienceOf(input, 'input'),
        title: input.title,
        body: input.body,
        link: input.link,
      });
      return { broadcast: toBroadcastNode(sent) };
    });
  }
}
