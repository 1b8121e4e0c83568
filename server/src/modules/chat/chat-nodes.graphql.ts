import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { connectionTypes } from '../../platform/graphql/connection.js';
import { UserErrorNode } from '../../platform/graphql/user-errors.js';
import { ChatRole, ChatSystemEvent, ConversationState } from './chat.entities.js';
import { ChatEventKind, type ChatEvent, type ChatMessageView, type ConversationView } from './chat.service.js';

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

export function sharedEventNode(event: ChatEvent): ChatEventNode {
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
