import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { connectionTypes } from '../../platform/graphql/connection.js';
import { UserErrorNode } from '../../platform/graphql/user-errors.js';
import { ChatRole, ChatSystemEvent, ConversationState } from './chat.entities.js';
import { ChatEventKind, type ChatEvent, type ChatMessageView, type ConversationView } from './chat.service.js';

registerEnumType(ConversationState, {
  name: 'ConversationState',
  description: 'WAITING in the queue, ACTIVE with the agent who claimed it, or CLOSED.',
  valuesConfig: {
    WAITING: { description: 'In the queue; no agent has claimed it yet.' },
    ACTIVE: { description: 'Claimed by an agent, who answers it.' },
    CLOSED: { description: 'Ended; opening a chat again starts a new conversation.' },
  },
});
registerEnumType(ChatRole, {
  name: 'ChatRole',
  description: 'Who wrote a chat message.',
  valuesConfig: {
    CUSTOMER: { description: 'The customer who opened the conversation.' },
    AGENT: { description: 'A support agent.' },
    SYSTEM: { description: 'The platform (claims, transfers, closing).' },
  },
});
registerEnumType(ChatSystemEvent, {
  name: 'ChatSystemEvent',
  description: 'What a SYSTEM line records; clients word it in the reader language with the sender name.',
  valuesConfig: {
    CLAIMED: { description: 'An agent claimed the conversation.' },
    TRANSFERRED: { description: 'The conversation was handed to another agent.' },
    CLOSED: { description: 'The conversation was closed.' },
  },
});
registerEnumType(ChatEventKind, {
  name: 'ChatEventKind',
  valuesConfig: {
    MESSAGE: { description: 'A new message; see `message`.' },
    TYPING: { description: 'Someone is typing; see `actorRole`.' },
    RECEIPT: { description: 'Messages were marked delivered or read; see `receipt`.' },
    STATE: { description: 'The conversation changed state or agent; see `conversation`.' },
  },
  description: 'What a chat event carries.',
});

@ObjectType('ChatConversation', { description: 'A conversation of a customer with support.', simpleResolvers: true })
export class ChatConversationNode {
  @Field(() => ID, { description: 'ID of the chat conversation.' }) id!: string;
  @Field(() => ConversationState, { description: 'Where it stands now; see `ConversationState`.' })
  state!: ConversationState;
  @Field(() => ID, { description: 'ID of the customer.' }) customerId!: string;
  @Field(() => String, { description: "The customer's display name." }) customerName!: string;
  @Field(() => Int, { description: '1 means super member.' }) customerVip!: number;
  @Field(() => Date, { description: 'When the customer signed up.' }) customerSince!: Date;
  @Field(() => ID, { nullable: true, description: 'ID of the agent. Null when there is none.' }) agentId!:
    string | null;
  @Field(() => String, { nullable: true, description: 'Display name of the agent who claimed it; null while WAITING.' })
  agentName!: string | null;
  @Field(() => ID, { nullable: true, description: 'The product the chat was opened from.' })
  contextProductId!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Manufacturer part number of the product the chat was opened from; null if none.',
  })
  contextProductMpn!: string | null;
  @Field(() => ID, { nullable: true, description: 'The order the chat was opened from.' })
  contextOrderId!: string | null;
  @Field(() => Date, { description: 'When it was created.' }) createdAt!: Date;
  @Field(() => Date, { description: 'When it last changed.' }) updatedAt!: Date;
}

@ObjectType('ChatMessage', {
  simpleResolvers: true,
  description: 'One line of a conversation: text, an image or a system event.',
})
export class ChatMessageNode {
  @Field(() => ID, { description: 'ID of the chat message.' }) id!: string;
  @Field(() => ID, { description: 'ID of the conversation.' }) conversationId!: string;
  @Field(() => ID, { description: 'ID of the sender.' }) senderId!: string;
  @Field(() => String, { description: 'Display name of the sender.' }) senderName!: string;
  @Field(() => ChatRole, { description: 'Whether a customer, an agent or the system wrote it.' }) role!: ChatRole;
  @Field(() => String, { nullable: true, description: 'Plain text; clients escape it.' }) text!: string | null;
  @Field(() => String, { nullable: true, description: 'Address of the image, below /media/uploads.' })
  imageUrl!: string | null;
  @Field(() => ChatSystemEvent, {
    nullable: true,
    description: 'What a SYSTEM line records; null for customer and agent lines.',
  })
  systemEvent!: ChatSystemEvent | null;
  @Field(() => Date, { description: 'When it was created.' }) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When it was delivered; null if it has not been.' })
  deliveredAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'When it was read; null if it has not been.' })
  readAt!: Date | null;
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
  @Field(() => ChatRole, { description: 'Which side set the marks.' }) readerRole!: ChatRole;
  @Field(() => ID, { description: 'ID of the up to message.' }) upToMessageId!: string;
  @Field(() => Date, { description: 'When it was delivered.' }) deliveredAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When it was read; null if it has not been.' })
  readAt!: Date | null;
}

/**
 * Every subscriber of a conversation resolves each event through these types, so their plain data fields skip
 * the resolver middleware (`simpleResolvers`): reading a property cannot fail, and the per-field async chain
 * was most of a delivery's cost.
 */
@ObjectType('ChatEvent', { description: 'One thing that happened in a conversation.', simpleResolvers: true })
export class ChatEventNode {
  @Field(() => ChatEventKind, { description: 'Which kind it is; see `ChatEventKind`.' }) kind!: ChatEventKind;
  @Field(() => ID, { description: 'ID of the conversation.' }) conversationId!: string;
  @Field(() => ChatRole, { description: 'Who caused it (for TYPING: who is typing).' }) actorRole!: ChatRole;
  @Field(() => ChatMessageNode, { nullable: true, description: 'MESSAGE: the new message.' })
  message!: ChatMessageNode | null;
  @Field(() => ChatReceiptNode, { nullable: true, description: 'RECEIPT: the new marks.' })
  receipt!: ChatReceiptNode | null;
  @Field(() => ChatConversationNode, { nullable: true, description: 'STATE: the conversation now.' })
  conversation!: ChatConversationNode | null;
}

@InputType('OpenChatInput', { description: 'Input of `openChatConversation`.' })
export class OpenChatInput {
  @Field(() => ID, { nullable: true, description: 'The product page the chat is opened from.' })
  productId?: string | null;
  @Field(() => ID, { nullable: true, description: 'The order page the chat is opened from.' })
  orderId?: string | null;
}

@InputType('SendChatMessageInput', { description: 'Input of `sendChatMessage`.' })
export class SendChatMessageInput {
  @Field(() => ID, { description: 'ID of the conversation.' }) conversationId!: string;
  @Field(() => String, { description: 'Plain text, 1 to 2000 characters.' }) text!: string;
}

@InputType('MarkChatMessagesInput', { description: 'Input of `markChatMessages`.' })
export class MarkChatMessagesInput {
  @Field(() => ID, { description: 'ID of the conversation.' }) conversationId!: string;
  @Field(() => ID, { description: "The other side's messages up to this one." }) upToMessageId!: string;
  @Field(() => Boolean, { description: 'true: read (and delivered); false: delivered only.' }) read!: boolean;
}

@InputType('ChatConversationInput', {
  description: 'Input of `setChatTyping`, `claimChatConversation`, `closeChatConversation`.',
})
export class ChatConversationInput {
  @Field(() => ID, { description: 'ID of the conversation.' }) conversationId!: string;
}

@InputType('TransferChatInput', { description: 'Input of `transferChatConversation`.' })
export class TransferChatInput {
  @Field(() => ID, { description: 'ID of the conversation.' }) conversationId!: string;
  @Field(() => ID, { nullable: true, description: 'Another support agent; absent: back to the waiting queue.' })
  agentId?: string | null;
}

@ObjectType('ChatConversationPayload', {
  description:
    'What `openChatConversation`, `claimChatConversation`, `transferChatConversation`, `closeChatConversation` answer: the result, or `userErrors` saying why it did not go through.',
})
export class ChatConversationPayload {
  @Field(() => ChatConversationNode, {
    nullable: true,
    description: 'The conversation after the operation; null when `userErrors` is not empty.',
  })
  conversation?: ChatConversationNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('SendChatMessagePayload', {
  description: 'What `sendChatMessage` answers: the result, or `userErrors` saying why it did not go through.',
})
export class SendChatMessagePayload {
  @Field(() => ChatMessageNode, {
    nullable: true,
    description: 'Its conversationId is a new conversation when the customer wrote into a closed one.',
  })
  message?: ChatMessageNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('MarkChatMessagesPayload', {
  description: 'What `markChatMessages` answers: the result, or `userErrors` saying why it did not go through.',
})
export class MarkChatMessagesPayload {
  @Field(() => ChatReceiptNode, {
    nullable: true,
    description: 'The marks now set; null when `userErrors` is not empty.',
  })
  receipt?: ChatReceiptNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
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
