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
  Root,
  Subscription,
  registerEnumType,
  type SubscribeResolverData,
} from 'type-graphql';
import { requireUser, type RequestContext } from '../../platform/auth/index.js';
import { DomainError } from '../../platform/errors/index.js';
import { toGraphQLError } from '../../platform/graphql/error-middleware.js';
import { connectionTypes, pageRequest, toConnection } from '../../platform/graphql/connection.js';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { parseId } from '../../platform/graphql/ids.js';
import type { PubSub } from '../../platform/pubsub/pubsub.js';
import { UserErrorNode, withUserErrors } from '../../platform/graphql/user-errors.js';
import { MessageKind } from './messages.entities.js';
import {
  PLATFORM_MESSAGE_MAX_RECIPIENTS,
  messageText,
  type MessageService,
  type MessageView,
} from './messages.service.js';
import type { PushedMessage } from './notification.service.js';
import { unreadCountsOf, type UnreadCounts } from './unread-counts.js';

registerEnumType(MessageKind, {
  name: 'MessageKind',
  description: 'The tab of the message center a message is in.',
  valuesConfig: {
    SYSTEM: { description: "Notifications of the shop about the user's orders, coupons and account." },
    PLATFORM: { description: 'Broadcasts and announcements staff send.' },
    OTHER: { description: 'Everything else, such as chat replies.' },
  },
});

@ObjectType('Message', { description: "A message of the signed-in user's message center." })
export class MessageNode {
  @Field(() => ID, { description: 'ID of the message.' }) id!: string;
  @Field(() => MessageKind, { description: 'Which kind it is; see `MessageKind`.' }) kind!: MessageKind;
  @Field(() => String, { description: "In the reader's language when the shop wrote it; plain text, escape it." })
  title!: string;
  @Field(() => String, { description: 'Plain text; clients escape it.' }) body!: string;
  @Field(() => String, { nullable: true, description: 'A route of the shop the message is about.' })
  link!: string | null;
  @Field(() => Date, { description: 'When it was created.' }) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'Null while unread.' }) readAt!: Date | null;
}

export const { Connection: MessageConnection } = connectionTypes('Message', MessageNode);
export type MessageConnection = InstanceType<typeof MessageConnection>;

/** Sent to every recipient of a broadcast; plain fields, so they skip the resolver middleware (see ChatEvent). */
@ObjectType('UnreadMessageCounts', {
  description: 'Unread messages: all of them, and per kind.',
  simpleResolvers: true,
})
export class UnreadMessageCountsNode {
  @Field(() => Int, { description: 'Unread messages of every kind.' }) all!: number;
  @Field(() => Int, { description: 'Unread SYSTEM messages.' }) system!: number;
  @Field(() => Int, { description: 'Unread PLATFORM messages.' }) platform!: number;
  @Field(() => Int, { description: 'Unread OTHER messages.' }) other!: number;
}

@ObjectType('PushedMessage', {
  description: "A new message the recipient's notification settings let through, to show as a browser notification.",
})
export class PushedMessageNode {
  @Field(() => MessageKind, { description: 'The tab of the message center the message is in.' }) kind!: MessageKind;
  @Field(() => String, { description: "In the subscriber's language; plain text." }) title!: string;
  @Field(() => String, { description: 'Plain text.' }) body!: string;
  @Field(() => String, { nullable: true, description: 'A route of the shop the message is about.' })
  link!: string | null;
}

@InputType('MessageFilter', { description: 'Input of `myMessages`.' })
export class MessageFilterInput {
  @Field(() => MessageKind, { nullable: true, description: 'Which kind it is; see `MessageKind`.' })
  kind?: MessageKind | null;
  @Field(() => Boolean, { nullable: true, description: 'true: only read; false: only unread; absent: both.' })
  read?: boolean | null;
}

@InputType('MarkMessageReadInput', { description: 'Input of `markMessageRead`.' })
export class MarkMessageReadInput {
  @Field(() => ID, { description: 'ID of the message.' }) id!: string;
}

@InputType('MarkAllMessagesReadInput', { description: 'Input of `markAllMessagesRead`.' })
export class MarkAllMessagesReadInput {
  @Field(() => MessageKind, { nullable: true, description: 'Only this kind; absent: every kind.' })
  kind?: MessageKind | null;
}

@InputType('DeleteMessageInput', { description: 'Input of `deleteMessage`.' })
export class DeleteMessageInput {
  @Field(() => ID, { description: 'ID of the message.' }) id!: string;
}

@InputType('SendPlatformMessageInput', { description: 'Input of `sendPlatformMessage`.' })
export class SendPlatformMessageInput {
  @Field(() => ID, { nullable: true, description: 'The recipient; absent, with no userIds: every user (a broadcast).' })
  userId?: string | null;
  @Field(() => [ID], {
    nullable: true,
    description: `Chosen recipients, 1 to ${PLATFORM_MESSAGE_MAX_RECIPIENTS}, instead of userId.`,
  })
  userIds?: string[] | null;
  @Field(() => String, { description: 'Plain text, at most 200 characters.' }) title!: string;
  @Field(() => String, { description: 'Plain text, at most 2000 characters.' }) body!: string;
  @Field(() => String, { nullable: true, description: 'A route of the shop, starting with `/`.' }) link?: string | null;
}

@ObjectType('MarkMessageReadPayload', {
  description: 'What `markMessageRead` answers: the result, or `userErrors` saying why it did not go through.',
})
export class MarkMessageReadPayload {
  @Field(() => MessageNode, {
    nullable: true,
    description: 'The message, now read; null when `userErrors` is not empty.',
  })
  message?: MessageNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('MarkAllMessagesReadPayload', {
  description: 'What `markAllMessagesRead` answers: the result, or `userErrors` saying why it did not go through.',
})
export class MarkAllMessagesReadPayload {
  @Field(() => Int, { nullable: true, description: 'How many messages became read.' }) markedCount?: number;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('DeleteMessagePayload', {
  description: 'What `deleteMessage` answers: the result, or `userErrors` saying why it did not go through.',
})
export class DeleteMessagePayload {
  @Field(() => ID, { nullable: true, description: 'ID of the deleted message. Null when there is none.' })
  deletedMessageId?: string;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('SendPlatformMessagePayload', {
  description: 'What `sendPlatformMessage` answers: the result, or `userErrors` saying why it did not go through.',
})
export class SendPlatformMessagePayload {
  @Field(() => Int, { nullable: true, description: 'How many users received the message.' }) recipientCount?: number;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

export function toMessageNode(message: MessageView): MessageNode {
  return { ...message, id: String(message.id) };
}

/** The connection's own user's id, checked before a stream starts so an anonymous subscribe gets a translated error. */
function subscriberId(ctx: RequestContext): string {
  try {
    return requireUser(ctx).id;
  } catch (error) {
    throw error instanceof DomainError ? toGraphQLError(error, ctx.locale) : error;
  }
}

/**
 * The subscriber's current counts, then each change. The channel is the id of the connection's own
 * user, never an argument, so nobody can listen to another user's counts. The pub/sub is subscribed
 * before the current counts are read, so a change in between is not lost.
 */
function ownUnreadCounts({ ctx, pubSub }: GraphQLContext): AsyncGenerator<UnreadCounts> {
  return unreadCountsStream(ctx, pubSub, subscriberId(ctx));
}

async function* unreadCountsStream(ctx: RequestContext, pubSub: PubSub, userId: string): AsyncGenerator<UnreadCounts> {
  const changes = pubSub.subscribe('UNREAD_MESSAGE_COUNTS', userId)[Symbol.asyncIterator]();
  try {
    let nextChange = changes.next();
    yield (await unreadCountsOf(ctx.em, [Number(userId)])).get(Number(userId))!;
    for (;;) {
      const change = await nextChange;
      if (change.done) return;
      yield change.value;
      nextChange = changes.next();
    }
  } finally {
    await changes.return?.();
  }
}

@Resolver()
export class MessagesResolver {
  constructor(private readonly messages: MessageService) {}

  @Query(() => MessageConnection, { description: "The signed-in user's messages, newest first." })
  async myMessages(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('filter', () => MessageFilterInput, {
      nullable: true,
      description: 'Narrows the list; the whole list when absent.',
    })
    filter: MessageFilterInput | null,
    @Arg('first', () => Int, { nullable: true, description: 'At most 100; 20 by default.' }) first: number | null,
    @Arg('after', () => String, {
      nullable: true,
      description: 'Cursor of the last item already read (`pageInfo.endCursor`); omit it for the first page.',
    })
    after: string | null,
  ): Promise<MessageConnection> {
    const page = await this.messages.list(ctx, filter ?? {}, pageRequest(first ?? undefined, after));
    return toConnection(page, toMessageNode);
  }

  @Query(() => UnreadMessageCountsNode, { description: "The signed-in user's unread messages: all and per kind." })
  unreadMessageCounts(@Ctx() { ctx }: GraphQLContext): Promise<UnreadMessageCountsNode> {
    return this.messages.unreadCounts(ctx);
  }

  @Mutation(() => MarkMessageReadPayload, { description: "Marks one of the user's messages read." })
  markMessageRead(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => MarkMessageReadInput, { description: "The operation's fields; see the input type." })
    input: MarkMessageReadInput,
  ): Promise<MarkMessageReadPayload> {
    return withUserErrors(ctx.locale, async () => ({
      message: toMessageNode(await this.messages.markRead(ctx, parseId(input.id, ['input', 'id']))),
    }));
  }

  @Mutation(() => MarkAllMessagesReadPayload, { description: 'Marks every unread message read, or those of one kind.' })
  markAllMessagesRead(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => MarkAllMessagesReadInput, {
      nullable: true,
      description: "The operation's fields; see the input type.",
    })
    input: MarkAllMessagesReadInput | null,
  ): Promise<MarkAllMessagesReadPayload> {
    return withUserErrors(ctx.locale, async () => ({
      markedCount: await this.messages.markAllRead(ctx, input?.kind),
    }));
  }

  @Mutation(() => DeleteMessagePayload, { description: "Deletes one of the user's messages." })
  deleteMessage(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => DeleteMessageInput, { description: "The operation's fields; see the input type." })
    input: DeleteMessageInput,
  ): Promise<DeleteMessagePayload> {
    return withUserErrors(ctx.locale, async () => {
      const id = parseId(input.id, ['input', 'id']);
      await this.messages.delete(ctx, id);
      return { deletedMessageId: String(id) };
    });
  }

  @Mutation(() => SendPlatformMessagePayload, {
    description: 'Support and admin staff: a platform message to one user, to chosen users, or to every user.',
  })
  sendPlatformMessage(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => SendPlatformMessageInput, { description: "The operation's fields; see the input type." })
    input: SendPlatformMessageInput,
  ): Promise<SendPlatformMessagePayload> {
    return withUserErrors(ctx.locale, async () => ({
      recipientCount: await this.messages.sendPlatformMessage(ctx, {
        userId: input.userId ? parseId(input.userId, ['input', 'userId']) : null,
        userIds: input.userIds?.map((id, index) => parseId(id, ['input', 'userIds', String(index)])) ?? null,
        title: input.title,
        body: input.body,
        link: input.link,
      }),
    }));
  }

  @Subscription(() => UnreadMessageCountsNode, {
    subscribe: ({ context }: SubscribeResolverData<unknown, object, GraphQLContext>) => ownUnreadCounts(context),
    description: "The subscriber's own unread counts now and after every change; needs a signed-in connection.",
  })
  unreadMessageCountsChanged(@Root() counts: UnreadCounts): UnreadMessageCountsNode {
    return counts;
  }

  @Subscription(() => PushedMessageNode, {
    subscribe: ({ context: { ctx, pubSub } }: SubscribeResolverData<unknown, object, GraphQLContext>) =>
      pubSub.subscribe('MESSAGE_PUSHED', subscriberId(ctx)),
    description:
      "The subscriber's new messages of the kinds their notification settings leave on; needs a signed-in connection.",
  })
  messagePushed(@Root() message: PushedMessage, @Ctx() { ctx }: GraphQLContext): PushedMessageNode {
    return { kind: message.kind, ...messageText(message, ctx.locale), link: message.link };
  }
}
