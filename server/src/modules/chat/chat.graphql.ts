import {
  Arg,
  Ctx,
  ID,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
  Subscription,
  type SubscribeResolverData,
} from 'type-graphql';
import { can, requireUser, type RequestContext } from '../../platform/auth/index.js';
import { DomainError } from '../../platform/errors/index.js';
import { toGraphQLError } from '../../platform/graphql/error-middleware.js';
import { pageRequest, toConnection } from '../../platform/graphql/connection.js';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { parseId } from '../../platform/graphql/ids.js';
import type { PubSub } from '../../platform/pubsub/pubsub.js';
import { withUserErrors } from '../../platform/graphql/user-errors.js';
import {
  ChatEventKind,
  participantConversation,
  type ChatEvent,
  type ChatService,
  type ConversationView,
} from './chat.service.js';
import {
  ChatConversationNode,
  ChatMessageConnection,
  ChatEventNode,
  OpenChatInput,
  SendChatMessageInput,
  MarkChatMessagesInput,
  ChatConversationInput,
  TransferChatInput,
  ChatConversationPayload,
  SendChatMessagePayload,
  MarkChatMessagesPayload,
  toConversationNode,
  toChatMessageNode,
  sharedEventNode,
} from './chat-nodes.graphql.js';

/** The subscription's user, or the translated UNAUTHENTICATED error before any stream starts. */
function subscriberOf(ctx: RequestContext): string {
  try {
    return requireUser(ctx).id;
  } catch (error) {
    throw error instanceof DomainError ? toGraphQLError(error, ctx.locale) : error;
  }
}

/**
 * A participant's events of one conversation. Who may listen is checked before the stream starts; each
 * event then names its participants, so an agent who handed the conversation on stops hearing it, and
 * nobody hears their own typing.
 */
async function participantEvents(
  { ctx, pubSub }: GraphQLContext,
  conversationIdArgument: string,
): Promise<AsyncGenerator<ChatEvent>> {
  const userId = subscriberOf(ctx);
  try {
    const conversationId = parseId(conversationIdArgument, ['conversationId']);
    await participantConversation(ctx, conversationId);
    return filtered(pubSub, conversationId, userId);
  } catch (error) {
    throw error instanceof DomainError ? toGraphQLError(error, ctx.locale) : error;
  }
}

async function* filtered(pubSub: PubSub, conversationId: number, userId: string): AsyncGenerator<ChatEvent> {
  for await (const event of pubSub.subscribe('CHAT_EVENTS', String(conversationId))) {
    if (!event.participantIds.includes(userId)) continue;
    if (event.kind === ChatEventKind.TYPING && event.actorId === userId) continue;
    yield event;
  }
}

function staffQueue({ ctx, pubSub }: GraphQLContext): AsyncIterable<ConversationView> {
  subscriberOf(ctx);
  if (!can(ctx.user, 'chat.handle')) throw toGraphQLError(new DomainError('FORBIDDEN'), ctx.locale);
  return pubSub.subscribe('CHAT_QUEUE');
}

@Resolver()
export class ChatResolver {
  constructor(private readonly chat: ChatService) {}

  @Query(() => ChatConversationNode, {
    nullable: true,
    description: "The signed-in customer's latest conversation (possibly closed), to resume it; null if none.",
  })
  async myChatConversation(@Ctx() { ctx }: GraphQLContext): Promise<ChatConversationNode | null> {
    const view = await this.chat.current(ctx);
    return view && toConversationNode(view);
  }

  @Query(() => ChatConversationNode, { description: 'A conversation of which the user is customer or agent.' })
  async chatConversation(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('id', () => ID, { description: 'ID of the chat conversation.' }) id: string,
  ): Promise<ChatConversationNode> {
    return toConversationNode(await this.chat.conversation(ctx, parseId(id, ['id'])));
  }

  @Query(() => ChatMessageConnection, { description: "A conversation's messages, newest first; participants only." })
  async chatMessages(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('conversationId', () => ID, { description: 'ID of the conversation.' }) conversationId: string,
    @Arg('first', () => Int, { nullable: true, description: 'At most 100; 20 by default.' }) first: number | null,
    @Arg('after', () => String, {
      nullable: true,
      description: 'Cursor of the last item already read (`pageInfo.endCursor`); omit it for the first page.',
    })
    after: string | null,
  ): Promise<ChatMessageConnection> {
    const page = await this.chat.history(
      ctx,
      parseId(conversationId, ['conversationId']),
      pageRequest(first ?? undefined, after),
    );
    return toConnection(page, toChatMessageNode);
  }

  @Query(() => ChatMessageConnection, {
    description:
      "Support, sales and admin staff: a customer's messages across all their conversations, newest first; " +
      'beside their order or after-sales request.',
  })
  async customerChatHistory(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('customerId', () => ID, { description: 'ID of the customer.' }) customerId: string,
    @Arg('first', () => Int, { nullable: true, description: 'At most 100; 20 by default.' }) first: number | null,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page (older messages).' })
    after: string | null,
  ): Promise<ChatMessageConnection> {
    const page = await this.chat.customerHistory(
      ctx,
      parseId(customerId, ['customerId']),
      pageRequest(first ?? undefined, after),
    );
    return toConnection(page, toChatMessageNode);
  }

  @Query(() => [ChatConversationNode], { description: 'Support and admin staff: waiting conversations, oldest first.' })
  async chatQueue(@Ctx() { ctx }: GraphQLContext): Promise<ChatConversationNode[]> {
    return (await this.chat.queue(ctx)).map(toConversationNode);
  }

  @Query(() => [ChatConversationNode], { description: 'Support and admin staff: the conversations I have claimed.' })
  async myChatAssignments(@Ctx() { ctx }: GraphQLContext): Promise<ChatConversationNode[]> {
    return (await this.chat.assigned(ctx)).map(toConversationNode);
  }

  @Mutation(() => ChatConversationPayload, {
    description: 'Resumes the customer’s open conversation (taking the new context) or opens a waiting one.',
  })
  openChatConversation(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => OpenChatInput, { nullable: true, description: "The operation's fields; see the input type." })
    input: OpenChatInput | null,
  ): Promise<ChatConversationPayload> {
    return withUserErrors(ctx.locale, async () => ({
      conversation: toConversationNode(
        await this.chat.open(ctx, {
          productId: input?.productId ? parseId(input.productId, ['input', 'productId']) : null,
          orderId: input?.orderId ? parseId(input.orderId, ['input', 'orderId']) : null,
        }),
      ),
    }));
  }

  @Mutation(() => SendChatMessagePayload, { description: 'Sends a text into a conversation.' })
  sendChatMessage(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => SendChatMessageInput, { description: "The operation's fields; see the input type." })
    input: SendChatMessageInput,
  ): Promise<SendChatMessagePayload> {
    return withUserErrors(ctx.locale, async () => ({
      message: toChatMessageNode(
        await this.chat.sendText(ctx, parseId(input.conversationId, ['input', 'conversationId']), input.text),
      ),
    }));
  }

  @Mutation(() => MarkChatMessagesPayload, { description: "Marks the other side's messages delivered or read." })
  markChatMessages(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => MarkChatMessagesInput, { description: "The operation's fields; see the input type." })
    input: MarkChatMessagesInput,
  ): Promise<MarkChatMessagesPayload> {
    return withUserErrors(ctx.locale, async () => {
      const receipt = await this.chat.mark(
        ctx,
        parseId(input.conversationId, ['input', 'conversationId']),
        parseId(input.upToMessageId, ['input', 'upToMessageId']),
        input.read,
      );
      return { receipt: { ...receipt, upToMessageId: String(receipt.upToMessageId) } };
    });
  }

  @Mutation(() => Boolean, { description: 'Shows the other side a typing indicator; nothing is stored.' })
  async setChatTyping(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => ChatConversationInput, { description: "The operation's fields; see the input type." })
    input: ChatConversationInput,
  ): Promise<boolean> {
    await this.chat.typing(ctx, parseId(input.conversationId, ['input', 'conversationId']));
    return true;
  }

  @Mutation(() => ChatConversationPayload, {
    description: 'Support and admin staff: takes a waiting conversation; only one agent ever wins it.',
  })
  claimChatConversation(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => ChatConversationInput, { description: "The operation's fields; see the input type." })
    input: ChatConversationInput,
  ): Promise<ChatConversationPayload> {
    return withUserErrors(ctx.locale, async () => ({
      conversation: toConversationNode(
        await this.chat.claim(ctx, parseId(input.conversationId, ['input', 'conversationId'])),
      ),
    }));
  }

  @Mutation(() => ChatConversationPayload, {
    description: 'The claiming agent hands the conversation back to the queue or to another agent.',
  })
  transferChatConversation(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => TransferChatInput, { description: "The operation's fields; see the input type." })
    input: TransferChatInput,
  ): Promise<ChatConversationPayload> {
    return withUserErrors(ctx.locale, async () => ({
      conversation: toConversationNode(
        await this.chat.transfer(
          ctx,
          parseId(input.conversationId, ['input', 'conversationId']),
          input.agentId ? parseId(input.agentId, ['input', 'agentId']) : null,
        ),
      ),
    }));
  }

  @Mutation(() => ChatConversationPayload, { description: 'The customer or the claiming agent ends the conversation.' })
  closeChatConversation(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => ChatConversationInput, { description: "The operation's fields; see the input type." })
    input: ChatConversationInput,
  ): Promise<ChatConversationPayload> {
    return withUserErrors(ctx.locale, async () => ({
      conversation: toConversationNode(
        await this.chat.close(ctx, parseId(input.conversationId, ['input', 'conversationId'])),
      ),
    }));
  }

  @Subscription(() => ChatEventNode, {
    subscribe: ({ args, context }: SubscribeResolverData<unknown, { conversationId: string }, GraphQLContext>) =>
      participantEvents(context, args.conversationId),
    description: "A conversation's messages, marks, typing and state; only its customer or claiming agent may listen.",
  })
  chatEvents(
    @Root() event: ChatEvent,
    @Arg('conversationId', () => ID, { description: 'ID of the conversation.' }) _conversationId: string,
  ): ChatEventNode {
    return sharedEventNode(event);
  }

  @Subscription(() => ChatConversationNode, {
    subscribe: ({ context }: SubscribeResolverData<unknown, object, GraphQLContext>) => staffQueue(context),
    description: 'Support and admin staff: a conversation entered or left the queue or changed hands.',
  })
  chatQueueChanged(@Root() conversation: ConversationView): ChatConversationNode {
    return toConversationNode(conversation);
  }
}
