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
import { can, requireUser, type RequestContext } from '../../platform/auth/index.js';
import { DomainError } from '../../platform/errors/index.js';
import { toGraphQLError } from '../../platform/graphql/error-middleware.js';
import { connectionTypes, pageRequest, toConnection } from '../../platform/graphql/connection.js';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { parseId } from '../../platform/graphql/ids.js';
import type { PubSub } from '../../platform/pubsub/pubsub.js';
import { UserErrorNode, withUserErrors } from '../../platform/graphql/user-errors.js';
import { ChatRole, ChatSystemEvent, ConversationState } from './chat.entities.js';
import {
  ChatEventKind,
  participantConversation,
  type ChatEvent,
  type ChatMessageView,
  type ChatService,
  type ConversationView,
} from './chat.service.js';

registerEnumType(ConversationState, {
  name: 'ConversationState',
  description: 'WAITING in the queue, ACTIVE with the agent who claimed it, or CLOSED.',
});
registerEnumType(ChatRole, { name: 'ChatRole', description: 'Who wrote a chat message.' });
registerEnumType(ChatSystemEvent, {
  name: 'ChatSystemEvent',
  description: 'What a SYSTEM line records; clients word it in the reader language with the sender name.',
});
registerEnumType(ChatEventKind, { name: 'ChatEventKind' });

@ObjectType('ChatConversation', { description: 'A conversation of a customer with support.', simpleResolvers: true })
export class ChatConversationNode {
  @Field(() => ID) id!: string;
  @Field(() => ConversationState) state!: ConversationState;
  @Field(() => ID) customerId!: string;
  @Field(() => String) customerName!: string;
  @Field(() => Int, { description: '1 means super member.' }) customerVip!: number;
  @Field(() => Date, { description: 'When the customer signed up.' }) customerSince!: Date;
  @Field(() => ID, { nullable: true }) agentId!: string | null;
  @Field(() => String, { nullable: true }) agentName!: string | null;
  @Field(() => ID, { nullable: true, description: 'The product the chat was opened from.' })
  contextProductId!: string | null;
  @Field(() => String, { nullable: true }) contextProductMpn!: string | null;
  @Field(() => ID, { nullable: true, description: 'The order the chat was opened from.' })
  contextOrderId!: string | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
}

@ObjectType('ChatMessage', { simpleResolvers: true })
export class ChatMessageNode {
  @Field(() => ID) id!: string;
  @Field(() => ID) conversationId!: string;
  @Field(() => ID) senderId!: string;
  @Field(() => String) senderName!: string;
  @Field(() => ChatRole) role!: ChatRole;
  @Field(() => String, { nullable: true, description: 'Plain text; clients escape it.' }) text!: string | null;
  @Field(() => String, { nullable: true, description: 'Address of the image, below /media/uploads.' })
  imageUrl!: string | null;
  @Field(() => ChatSystemEvent, { nullable: true }) systemEvent!: ChatSystemEvent | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { nullable: true }) deliveredAt!: Date | null;
  @Field(() => Date, { nullable: true }) readAt!: Date | null;
}

export const { Connection: ChatMessageConnection } = connectionTypes(
  'ChatMessage',
  ChatMessageNode,
  'Newest first; `after` pages to older messages.',
);
export type ChatMessageConnection = InstanceType<typeof ChatMessageConnection>;

@ObjectType('ChatReceipt', {
  description: "The reader's marks on the other side's messages up to one message.",
  simpleResolvers: true,
})
export class ChatReceiptNode {
  @Field(() => ChatRole) readerRole!: ChatRole;
  @Field(() => ID) upToMessageId!: string;
  @Field(() => Date) deliveredAt!: Date;
  @Field(() => Date, { nullable: true }) readAt!: Date | null;
}

/**
 * Every subscriber of a conversation resolves each event through these types, so their plain data fields skip
 * the resolver middleware (`simpleResolvers`): reading a property cannot fail, and the per-field async chain
 * was most of a delivery's cost.
 */
@ObjectType('ChatEvent', { description: 'One thing that happened in a conversation.', simpleResolvers: true })
export class ChatEventNode {
  @Field(() => ChatEventKind) kind!: ChatEventKind;
  @Field(() => ID) conversationId!: string;
  @Field(() => ChatRole, { description: 'Who caused it (for TYPING: who is typing).' }) actorRole!: ChatRole;
  @Field(() => ChatMessageNode, { nullable: true, description: 'MESSAGE: the new message.' })
  message!: ChatMessageNode | null;
  @Field(() => ChatReceiptNode, { nullable: true, description: 'RECEIPT: the new marks.' })
  receipt!: ChatReceiptNode | null;
  @Field(() => ChatConversationNode, { nullable: true, description: 'STATE: the conversation now.' })
  conversation!: ChatConversationNode | null;
}

@InputType('OpenChatInput')
export class OpenChatInput {
  @Field(() => ID, { nullable: true, description: 'The product page the chat is opened from.' })
  productId?: string | null;
  @Field(() => ID, { nullable: true, description: 'The order page the chat is opened from.' })
  orderId?: string | null;
}

@InputType('SendChatMessageInput')
export class SendChatMessageInput {
  @Field(() => ID) conversationId!: string;
  @Field(() => String, { description: 'Plain text, 1 to 2000 characters.' }) text!: string;
}

@InputType('MarkChatMessagesInput')
export class MarkChatMessagesInput {
  @Field(() => ID) conversationId!: string;
  @Field(() => ID, { description: "The other side's messages up to this one." }) upToMessageId!: string;
  @Field(() => Boolean, { description: 'true: read (and delivered); false: delivered only.' }) read!: boolean;
}

@InputType('ChatConversationInput')
export class ChatConversationInput {
  @Field(() => ID) conversationId!: string;
}

@InputType('TransferChatInput')
export class TransferChatInput {
  @Field(() => ID) conversationId!: string;
  @Field(() => ID, { nullable: true, description: 'Another support agent; absent: back to the waiting queue.' })
  agentId?: string | null;
}

@ObjectType('ChatConversationPayload')
export class ChatConversationPayload {
  @Field(() => ChatConversationNode, { nullable: true }) conversation?: ChatConversationNode;
  @Field(() => [UserErrorNode]) userErrors!: UserErrorNode[];
}

@ObjectType('SendChatMessagePayload')
export class SendChatMessagePayload {
  @Field(() => ChatMessageNode, {
    nullable: true,
    description: 'Its conversationId is a new conversation when the customer wrote into a closed one.',
  })
  message?: ChatMessageNode;
  @Field(() => [UserErrorNode]) userErrors!: UserErrorNode[];
}

@ObjectType('MarkChatMessagesPayload')
export class MarkChatMessagesPayload {
  @Field(() => ChatReceiptNode, { nullable: true }) receipt?: ChatReceiptNode;
  @Field(() => [UserErrorNode]) userErrors!: UserErrorNode[];
}

export function toConversationNode(view: ConversationView): ChatConversationNode {
  return {
    ...view,
    id: String(view.id),
    contextOrderId: view.contextOrderId === null ? null : String(view.contextOrderId),
  };
}

export function toChatMessageNode(view: ChatMessageView): ChatMessageNode {
  return { ...view, id: String(view.id), conversationId: String(view.conversationId) };
}

/** Each event's node, built for its first subscriber and shared by the others (the bus hands them one object). */
const eventNodes = new WeakMap<ChatEvent, ChatEventNode>();

function sharedEventNode(event: ChatEvent): ChatEventNode {
  let node = eventNodes.get(event);
  if (!node) {
    node = toEventNode(event);
    eventNodes.set(event, node);
  }
  return node;
}

function toEventNode(event: ChatEvent): ChatEventNode {
  return {
    kind: event.kind,
    conversationId: String(event.conversationId),
    actorRole: event.actorRole,
    message: event.message ? toChatMessageNode(event.message) : null,
    receipt: event.receipt ? { ...event.receipt, upToMessageId: String(event.receipt.upToMessageId) } : null,
    conversation: event.conversation ? toConversationNode(event.conversation) : null,
  };
}

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
    @Arg('id', () => ID) id: string,
  ): Promise<ChatConversationNode> {
    return toConversationNode(await this.chat.conversation(ctx, parseId(id, ['id'])));
  }

  @Query(() => ChatMessageConnection, { description: "A conversation's messages, newest first; participants only." })
  async chatMessages(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('conversationId', () => ID) conversationId: string,
    @Arg('first', () => Int, { nullable: true, description: 'At most 100; 20 by default.' }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
  ): Promise<ChatMessageConnection> {
    const page = await this.chat.history(
      ctx,
      parseId(conversationId, ['conversationId']),
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
    @Arg('input', () => OpenChatInput, { nullable: true }) input: OpenChatInput | null,
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
    @Arg('input', () => SendChatMessageInput) input: SendChatMessageInput,
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
    @Arg('input', () => MarkChatMessagesInput) input: MarkChatMessagesInput,
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
    @Arg('input', () => ChatConversationInput) input: ChatConversationInput,
  ): Promise<boolean> {
    await this.chat.typing(ctx, parseId(input.conversationId, ['input', 'conversationId']));
    return true;
  }

  @Mutation(() => ChatConversationPayload, {
    description: 'Support and admin staff: takes a waiting conversation; only one agent ever wins it.',
  })
  claimChatConversation(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => ChatConversationInput) input: ChatConversationInput,
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
    @Arg('input', () => TransferChatInput) input: TransferChatInput,
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
    @Arg('input', () => ChatConversationInput) input: ChatConversationInput,
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
  chatEvents(@Root() event: ChatEvent, @Arg('conversationId', () => ID) _conversationId: string): ChatEventNode {
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
