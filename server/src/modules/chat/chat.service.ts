import { CHAT_TEXT_MAX } from '@circuitmart/rules/text-limits';
import type { EntityManager } from '@mikro-orm/sql';
import { can, requirePermission, requireUser, type RequestContext } from '../../platform/auth/index.js';
import { DomainError } from '../../platform/errors/index.js';
import type { Page, PageRequest } from '../../platform/graphql/connection.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { PubSub } from '../../platform/pubsub/pubsub.js';
import { uploadUrl, type ImageStore, type UploadedFile } from '../../platform/uploads/index.js';
import { Product } from '../catalog/catalog.entities.js';
import { User } from '../identity/identity.entities.js';
import { displayNameOf } from '../identity/session.service.js';
import {
  ChatMessage,
  ChatRole,
  ChatSystemEvent,
  Conversation,
  ConversationState,
  type ChatRole as ChatRoleValue,
} from './chat.entities.js';

/** A conversation as its participants and staff see it (JSON plus Dates: it crosses server copies). */
export interface ConversationView {
  id: number;
  state: ConversationState;
  customerId: string;
  customerName: string;
  customerVip: number;
  customerSince: Date;
  agentId: string | null;
  agentName: string | null;
  contextProductId: string | null;
  contextProductMpn: string | null;
  contextOrderId: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface ChatMessageView {
  id: number;
  conversationId: number;
  senderId: string;
  senderName: string;
  role: ChatRoleValue;
  text: string | null;
  imageUrl: string | null;
  systemEvent: ChatSystemEvent | null;
  createdAt: Date;
  deliveredAt: Date | null;
  readAt: Date | null;
}

export const ChatEventKind = { MESSAGE: 'message', TYPING: 'typing', RECEIPT: 'receipt', STATE: 'state' } as const;
export type ChatEventKind = (typeof ChatEventKind)[keyof typeof ChatEventKind];

/** Delivery or read marks the reader set on the other side's messages up to one message. */
export interface ChatReceipt {
  readerRole: ChatRoleValue;
  upToMessageId: number;
  deliveredAt: Date;
  readAt: Date | null;
}

/** One thing that happened in a conversation; `participantIds` are who may receive it (the subscription filter). */
export interface ChatEvent {
  kind: ChatEventKind;
  conversationId: number;
  participantIds: string[];
  /** Who caused it; a typing indicator is not echoed to its typist. */
  actorId: string;
  actorRole: ChatRoleValue;
  message?: ChatMessageView;
  receipt?: ChatReceipt;
  conversation?: ConversationView;
}

declare module '../../platform/pubsub/pubsub.js' {
  interface PubSubTopics {
    /** Everything that happens in one conversation, on the channel of its id. */
    CHAT_EVENTS: [conversationId: string, event: ChatEvent];
    /** A conversation entered or left the waiting queue, or changed hands; for the staff console. */
    CHAT_QUEUE: [conversation: ConversationView];
  }
}

export interface ChatContext {
  productId?: number | null | undefined;
  orderId?: number | null | undefined;
}

const QUEUE_LIMIT = 100;

type Action = 'claim' | 'transfer' | 'handOver' | 'close';

/**
 * The conversation state machine: which states each action leaves from and where it goes. Every change
 * is one conditional UPDATE on `state` (and the agent), so two agents racing for the same conversation
 * cannot both win.
 */
const transitions: Record<Action, { from: ConversationState[]; to: ConversationState }> = {
  claim: { from: [ConversationState.WAITING], to: ConversationState.ACTIVE },
  /** Back to the queue. */
  transfer: { from: [ConversationState.ACTIVE], to: ConversationState.WAITING },
  /** Straight to a named agent. */
  handOver: { from: [ConversationState.ACTIVE], to: ConversationState.ACTIVE },
  close: { from: [ConversationState.WAITING, ConversationState.ACTIVE], to: ConversationState.CLOSED },
};

/** What every message, mark and subscription needs to know of its conversation: its state and who takes part. */
export interface ConversationParticipants {
  id: number;
  state: ConversationState;
  customerId: number;
  agentId: number | null;
  contextProductId: number | null;
  contextOrderId: number | null;
}

/**
 * The conversation if the user is its customer or the agent who claimed it; NOT_FOUND for anyone else.
 * Also who may listen to its events. One primary-key read mapped by hand: it runs for every message, and
 * loading the conversation with its customer, agent and product through the ORM cost more than the rest of
 * sending a message.
 */
export async function participantConversation(ctx: RequestContext, id: number): Promise<ConversationParticipants> {
  const userId = Number(requireUser(ctx).id);
  const [row] = await ctx.em.getConnection().execute<Record<string, unknown>[]>(
    `SELECT id, state, customer_id, agent_id, context_product_id, context_order_id FROM chat_conversation
     WHERE id = ? AND (customer_id = ? OR agent_id = ?)`,
    [id, userId, userId],
    'all',
    ctx.em.getTransactionContext(),
  );
  if (!row) throw new DomainError('NOT_FOUND');
  const idOrNull = (value: unknown) => (value === null ? null : Number(value));
  return {
    id: Number(row.id),
    state: row.state as ConversationState,
    customerId: Number(row.customer_id),
    agentId: idOrNull(row.agent_id),
    contextProductId: idOrNull(row.context_product_id),
    contextOrderId: idOrNull(row.context_order_id),
  };
}

/** Live chat between a customer and support: conversations, messages, marks, typing, the staff queue. */
export class ChatService {
  constructor(
    private readonly clock: Clock,
    private readonly pubSub: PubSub,
    private readonly images: ImageStore,
  ) {}

  /** The customer's latest conversation (closed ones included, to show their history), or null. */
  async current(ctx: RequestContext): Promise<ConversationView | null> {
    const userId = Number(requireUser(ctx).id);
    const conversation = await ctx.em.findOne(
      Conversation,
      { customer: userId },
      { orderBy: { id: 'desc' }, populate: ['customer', 'agent', 'contextProduct'] },
    );
    return conversation ? this.view(conversation) : null;
  }

  /** Resumes the customer's open conversation (taking the new context, if any) or opens a waiting one. */
  async open(ctx: RequestContext, context: ChatContext): Promise<ConversationView> {
    const userId = Number(requireUser(ctx).id);
    if (context.productId != null && !(await ctx.em.count(Product, { id: context.productId }))) {
      throw new DomainError('NOT_FOUND', { field: ['input', 'productId'] });
    }
    const open = await ctx.em.findOne(
      Conversation,
      { customer: userId, state: { $ne: ConversationState.CLOSED } },
      { orderBy: { id: 'desc' } },
    );
    if (open) {
      if (context.productId != null || context.orderId != null) {
        open.contextProduct =
          context.productId != null ? ctx.em.getReference(Product, context.productId, { wrapped: true }) : null;
        open.contextOrderId = context.orderId ?? null;
        open.updatedAt = this.clock.now();
        await ctx.em.flush();
      }
      return this.reload(ctx.em, open.id);
    }
    const conversation = await this.create(ctx.em, userId, context);
    const view = await this.reload(ctx.em, conversation.id);
    this.pubSub.publish('CHAT_QUEUE', view);
    return view;
  }

  /** A participant's view of one conversation; anyone else gets NOT_FOUND. */
  async conversation(ctx: RequestContext, id: number): Promise<ConversationView> {
    await participantConversation(ctx, id);
    return this.reload(ctx.em, id);
  }

  /** Newest first, a page at a time. */
  async history(ctx: RequestContext, conversationId: number, page: PageRequest): Promise<Page<ChatMessageView>> {
    await participantConversation(ctx, conversationId);
    const where = { conversation: conversationId };
    const [rows, totalCount] = await Promise.all([
      ctx.em.find(
        ChatMessage,
        { ...where, ...(page.afterId !== undefined && { id: { $lt: page.afterId } }) },
        { orderBy: { id: 'desc' }, limit: page.first + 1, populate: ['sender'] },
      ),
      ctx.em.count(ChatMessage, where),
    ]);
    return {
      items: rows.slice(0, page.first).map((message) => this.messageView(message)),
      hasNextPage: rows.length > page.first,
      hasPreviousPage: page.afterId !== undefined,
      totalCount,
    };
  }

  /**
   * Sends a text. A customer writing into a closed conversation opens a new one (with the same
   * context); the answer names the conversation the message landed in.
   */
  async sendText(ctx: RequestContext, conversationId: number, text: string): Promise<ChatMessageView> {
    const trimmed = text.trim();
    if (!trimmed || [...trimmed].length > CHAT_TEXT_MAX) {
      throw new DomainError('CHAT_TEXT_INVALID', { params: { max: CHAT_TEXT_MAX }, field: ['input', 'text'] });
    }
    return this.send(ctx, conversationId, { text: trimmed });
  }

  /** Sends an image, checked by its content and re-encoded without metadata. */
  async sendImage(
    ctx: RequestContext,
    conversationId: number,
    file: UploadedFile | undefined,
  ): Promise<ChatMessageView> {
    if (!file) throw new DomainError('IMAGE_UPLOAD_FAILED', { field: ['file'] });
    // Checked before the image is stored, so a stranger cannot fill the disk.
    await this.writableConversation(ctx, conversationId);
    const stored = await this.images.save(file.bytes, { folder: 'chat' });
    return this.send(ctx, conversationId, { imagePath: stored.path });
  }

  /**
   * Marks the other side's messages up to `upToMessageId` delivered, and read too when `read`. Marks
   * only move forward: a message already read stays read at its first time. System lines carry none.
   */
  async mark(ctx: RequestContext, conversationId: number, upToMessageId: number, read: boolean): Promise<ChatReceipt> {
    const conversation = await participantConversation(ctx, conversationId);
    const role = this.roleIn(ctx, conversation);
    const now = this.clock.now();
    const theirs = {
      conversation: conversationId,
      id: { $lte: upToMessageId },
      role: role === ChatRole.CUSTOMER ? ChatRole.AGENT : ChatRole.CUSTOMER,
    };
    await ctx.em.nativeUpdate(ChatMessage, { ...theirs, deliveredAt: null }, { deliveredAt: now });
    if (read) await ctx.em.nativeUpdate(ChatMessage, { ...theirs, readAt: null }, { readAt: now });
    const receipt: ChatReceipt = { readerRole: role, upToMessageId, deliveredAt: now, readAt: read ? now : null };
    this.publishEvent(conversation, {
      kind: ChatEventKind.RECEIPT,
      actorId: requireUser(ctx).id,
      actorRole: role,
      receipt,
    });
    return receipt;
  }

  /** Tells the other side the user is typing; nothing is stored. */
  async typing(ctx: RequestContext, conversationId: number): Promise<void> {
    const conversation = await participantConversation(ctx, conversationId);
    if (conversation.state === ConversationState.CLOSED) return;
    this.publishEvent(conversation, {
      kind: ChatEventKind.TYPING,
      actorId: requireUser(ctx).id,
      actorRole: this.roleIn(ctx, conversation),
    });
  }

  /** Staff: the waiting conversations, oldest first. */
  async queue(ctx: RequestContext): Promise<ConversationView[]> {
    requirePermission(ctx, 'chat.handle');
    const waiting = await ctx.em.find(
      Conversation,
      { state: ConversationState.WAITING },
      { orderBy: { id: 'asc' }, limit: QUEUE_LIMIT, populate: ['customer', 'agent', 'contextProduct'] },
    );
    return waiting.map((conversation) => this.view(conversation));
  }

  /** Staff: the conversations the agent has claimed and not closed. */
  async assigned(ctx: RequestContext): Promise<ConversationView[]> {
    const agentId = Number(requirePermission(ctx, 'chat.handle').id);
    const active = await ctx.em.find(
      Conversation,
      { agent: agentId, state: ConversationState.ACTIVE },
      { orderBy: { updatedAt: 'desc' }, populate: ['customer', 'agent', 'contextProduct'] },
    );
    return active.map((conversation) => this.view(conversation));
  }

  /** Staff: takes a waiting conversation; when another agent got there first, CHAT_ALREADY_CLAIMED. */
  async claim(ctx: RequestContext, id: number): Promise<ConversationView> {
    const agent = requirePermission(ctx, 'chat.handle');
    await this.existing(ctx.em, id);
    const changed = await this.transition(ctx.em, id, 'claim', {}, { agent: Number(agent.id) });
    if (!changed) throw new DomainError('CHAT_ALREADY_CLAIMED');
    return this.afterTransition(ctx, id, ChatSystemEvent.CLAIMED);
  }

  /** The claiming agent hands the conversation back to the queue, or to another support agent by id. */
  async transfer(ctx: RequestContext, id: number, toAgentId: number | null): Promise<ConversationView> {
    const agent = requirePermission(ctx, 'chat.handle');
    await this.ownedByAgent(ctx, id);
    if (toAgentId !== null) {
      const target = await ctx.em.findOne(User, { id: toAgentId });
      if (!target || !can(target, 'chat.handle')) {
        throw new DomainError('CHAT_AGENT_INVALID', { field: ['input', 'agentId'] });
      }
    }
    const changed =
      toAgentId === null
        ? await this.transition(ctx.em, id, 'transfer', { agent: Number(agent.id) }, { agent: null })
        : await this.transition(ctx.em, id, 'handOver', { agent: Number(agent.id) }, { agent: toAgentId });
    if (!changed) throw new DomainError('CHAT_TRANSITION_NOT_ALLOWED');
    return this.afterTransition(ctx, id, ChatSystemEvent.TRANSFERRED, Number(agent.id));
  }

  /** The customer or the claiming agent closes the conversation. */
  async close(ctx: RequestContext, id: number): Promise<ConversationView> {
    const conversation = await participantConversation(ctx, id);
    const user = requireUser(ctx);
    const isCustomer = conversation.customerId === Number(user.id);
    const changed = await this.transition(
      ctx.em,
      id,
      'close',
      isCustomer ? { customer: Number(user.id) } : { agent: Number(user.id) },
      {},
    );
    if (!changed) throw new DomainError('CHAT_CONVERSATION_CLOSED');
    return this.afterTransition(ctx, id, ChatSystemEvent.CLOSED, conversation.agentId);
  }

  /**
   * The message and the conversation's new time in one transaction, without loading either into the unit of
   * work; the event is built once here and every subscriber shares it.
   */
  private async send(
    ctx: RequestContext,
    conversationId: number,
    content: { text?: string; imagePath?: string },
  ): Promise<ChatMessageView> {
    let conversation = await this.writableConversation(ctx, conversationId);
    const user = requireUser(ctx);
    const role = this.roleIn(ctx, conversation);
    if (conversation.state === ConversationState.CLOSED) {
      const reopened = await this.create(ctx.em, conversation.customerId, {
        productId: conversation.contextProductId,
        orderId: conversation.contextOrderId,
      });
      this.pubSub.publish('CHAT_QUEUE', await this.reload(ctx.em, reopened.id));
      conversation = { ...conversation, id: reopened.id, state: reopened.state, agentId: null };
    }
    const createdAt = this.clock.now();
    const text = content.text ?? null;
    const imagePath = content.imagePath ?? null;
    const id = await ctx.em.transactional(async (em) => {
      const messageId = await em.insert(ChatMessage, {
        conversation: conversation.id,
        sender: Number(user.id),
        role,
        text,
        imagePath,
        systemEvent: null,
        createdAt,
        deliveredAt: null,
        readAt: null,
      });
      await em.nativeUpdate(Conversation, { id: conversation.id }, { updatedAt: createdAt });
      return Number(messageId);
    });
    const view: ChatMessageView = {
      id,
      conversationId: conversation.id,
      senderId: user.id,
      senderName: user.displayName,
      role,
      text,
      imageUrl: imagePath ? uploadUrl(imagePath) : null,
      systemEvent: null,
      createdAt,
      deliveredAt: null,
      readAt: null,
    };
    this.publishEvent(conversation, { kind: ChatEventKind.MESSAGE, actorId: user.id, actorRole: role, message: view });
    return view;
  }

  /** A conversation the user may write into: the customer's own (closed too), or the agent's active one. */
  private async writableConversation(ctx: RequestContext, id: number): Promise<ConversationParticipants> {
    const conversation = await participantConversation(ctx, id);
    if (this.roleIn(ctx, conversation) === ChatRole.AGENT && conversation.state !== ConversationState.ACTIVE) {
      throw new DomainError('CHAT_CONVERSATION_CLOSED');
    }
    return conversation;
  }

  private async create(em: EntityManager, customerId: number, context: ChatContext): Promise<Conversation> {
    const now = this.clock.now();
    const conversation = em.create(Conversation, {
      customer: customerId,
      state: ConversationState.WAITING,
      agent: null,
      contextProduct: context.productId ?? null,
      contextOrderId: context.orderId ?? null,
      createdAt: now,
      updatedAt: now,
    });
    await em.flush();
    return conversation;
  }

  /** One conditional UPDATE; answers whether this caller made the change. */
  private async transition(
    em: EntityManager,
    id: number,
    action: Action,
    guard: { agent?: number; customer?: number },
    change: { agent?: number | null },
  ): Promise<boolean> {
    const { from, to } = transitions[action];
    const changed = await em.nativeUpdate(
      Conversation,
      { id, state: { $in: from }, ...guard },
      { state: to, ...change, updatedAt: this.clock.now() },
    );
    return changed === 1;
  }

  /** Records the change as a system line and tells the conversation's participants and the staff queue. */
  private async afterTransition(
    ctx: RequestContext,
    id: number,
    event: ChatSystemEvent,
    previousAgentId?: number | null,
  ): Promise<ConversationView> {
    const user = requireUser(ctx);
    const line = ctx.em.create(ChatMessage, {
      conversation: id,
      sender: Number(user.id),
      role: ChatRole.SYSTEM,
      text: null,
      imagePath: null,
      systemEvent: event,
      createdAt: this.clock.now(),
      deliveredAt: null,
      readAt: null,
    });
    await ctx.em.flush();
    const conversation = await this.reloadEntity(ctx.em, id);
    const view = this.view(conversation);
    const sender = await ctx.em.findOneOrFail(User, { id: Number(user.id) });
    const extra = previousAgentId ? [String(previousAgentId)] : [];
    const actorRole = conversation.customer.id === Number(user.id) ? ChatRole.CUSTOMER : ChatRole.AGENT;
    const participants = {
      id: conversation.id,
      customerId: conversation.customer.id,
      agentId: conversation.agent?.id ?? null,
    };
    this.publishEvent(
      participants,
      { kind: ChatEventKind.MESSAGE, actorId: user.id, actorRole, message: this.messageView(line, sender) },
      extra,
    );
    this.publishEvent(
      participants,
      { kind: ChatEventKind.STATE, actorId: user.id, actorRole, conversation: view },
      extra,
    );
    this.pubSub.publish('CHAT_QUEUE', view);
    return view;
  }

  private publishEvent(
    conversation: Pick<ConversationParticipants, 'id' | 'customerId' | 'agentId'>,
    event: Omit<ChatEvent, 'conversationId' | 'participantIds'>,
    alsoTo: string[] = [],
  ): void {
    const participantIds = [String(conversation.customerId), ...alsoTo];
    if (conversation.agentId !== null) participantIds.push(String(conversation.agentId));
    this.pubSub.publish('CHAT_EVENTS', String(conversation.id), {
      ...event,
      conversationId: conversation.id,
      participantIds: [...new Set(participantIds)],
    });
  }

  private async existing(em: EntityManager, id: number): Promise<Conversation> {
    const conversation = await em.findOne(Conversation, { id });
    if (!conversation) throw new DomainError('NOT_FOUND');
    return conversation;
  }

  private async ownedByAgent(ctx: RequestContext, id: number): Promise<ConversationParticipants> {
    const conversation = await participantConversation(ctx, id);
    if (conversation.agentId !== Number(requireUser(ctx).id)) throw new DomainError('NOT_FOUND');
    return conversation;
  }

  private roleIn(ctx: RequestContext, conversation: ConversationParticipants): ChatRoleValue {
    return conversation.customerId === Number(requireUser(ctx).id) ? ChatRole.CUSTOMER : ChatRole.AGENT;
  }

  private async reloadEntity(em: EntityManager, id: number): Promise<Conversation> {
    return em.findOneOrFail(Conversation, { id }, { populate: ['customer', 'agent', 'contextProduct'], refresh: true });
  }

  private async reload(em: EntityManager, id: number): Promise<ConversationView> {
    return this.view(await this.reloadEntity(em, id));
  }

  private view(conversation: Conversation): ConversationView {
    const customer = conversation.customer.getEntity();
    const agent = conversation.agent?.getEntity() ?? null;
    const product = conversation.contextProduct?.getEntity() ?? null;
    return {
      id: conversation.id,
      state: conversation.state,
      customerId: String(customer.id),
      customerName: displayNameOf(customer),
      customerVip: customer.vip,
      customerSince: customer.createdAt,
      agentId: agent ? String(agent.id) : null,
      agentName: agent ? displayNameOf(agent) : null,
      contextProductId: product ? String(product.id) : null,
      contextProductMpn: product?.mpn ?? null,
      contextOrderId: conversation.contextOrderId ?? null,
      createdAt: conversation.createdAt,
      updatedAt: conversation.updatedAt,
    };
  }

  private messageView(message: ChatMessage, sender?: User): ChatMessageView {
    const from = sender ?? message.sender.getEntity();
    return {
      id: message.id,
      conversationId: message.conversation.id,
      senderId: String(from.id),
      senderName: displayNameOf(from),
      role: message.role,
      text: message.text ?? null,
      imageUrl: message.imagePath ? uploadUrl(message.imagePath) : null,
      systemEvent: message.systemEvent ?? null,
      createdAt: message.createdAt,
      deliveredAt: message.deliveredAt ?? null,
      readAt: message.readAt ?? null,
    };
  }
}
