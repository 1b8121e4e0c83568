import type { EntityManager } from '@mikro-orm/sql';
import { actorOf, can, requirePermission, requireUser, type RequestContext } from '../../platform/auth/index.js';
import type { AfterCommit } from '../../platform/db/after-commit.js';
import { DomainError } from '../../platform/errors/index.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { PubSub } from '../../platform/pubsub/pubsub.js';
import type { ImageStore } from '../../platform/uploads/index.js';
import { Product } from '../catalog/catalog.entities.js';
import { User } from '../identity/identity.entities.js';
import type { NotificationService } from '../messages/notification.service.js';
import { ChatMessage, ChatRole, Conversation, ConversationState } from './chat.entities.js';
import { ChatMessages } from './chat-messages.js';
import {
  ChatEventKind,
  conversationView,
  messageView,
  participantConversation,
  publishChatEvent,
  reloadConversation,
  type ChatContext,
  type ConversationView,
} from './chat-views.js';
import {
  ConversationEvent,
  createConversationFlow,
  systemEventOf,
  type ConversationChange,
  type ConversationFlow,
} from './chat.states.js';

export * from './chat-views.js';

const QUEUE_LIMIT = 100;

/**
 * Live chat between a customer and support: opening conversations, the staff queue, and the conversation flow
 * (claim, transfer, close); what is said in them is `ChatMessages`'.
 */
export class ChatService {
  readonly flow: ConversationFlow;
  private readonly messages: ChatMessages;

  constructor(
    private readonly clock: Clock,
    private readonly pubSub: PubSub,
    images: ImageStore,
    private readonly afterCommit: AfterCommit,
    notifications: NotificationService,
  ) {
    this.messages = new ChatMessages(clock, pubSub, images, notifications);
    this.flow = createConversationFlow({
      systemLine: (change) => this.writeSystemLine(change),
      publish: (change) => this.publishChange(change),
    });
  }

  readonly history: ChatMessages['history'] = (...args) => this.messages.history(...args);
  readonly customerHistory: ChatMessages['customerHistory'] = (...args) => this.messages.customerHistory(...args);
  readonly sendText: ChatMessages['sendText'] = (...args) => this.messages.sendText(...args);
  readonly sendImage: ChatMessages['sendImage'] = (...args) => this.messages.sendImage(...args);
  readonly mark: ChatMessages['mark'] = (...args) => this.messages.mark(...args);
  readonly typing: ChatMessages['typing'] = (...args) => this.messages.typing(...args);

  /** The customer's latest conversation (closed ones included, to show their history), or null. */
  async current(ctx: RequestContext): Promise<ConversationView | null> {
    const userId = Number(requireUser(ctx).id);
    const conversation = await ctx.em.findOne(
      Conversation,
      { customer: userId },
      { orderBy: { id: 'desc' }, populate: ['customer', 'agent', 'contextProduct'] },
    );
    return conversation ? conversationView(conversation) : null;
  }

  /** Resumes the customer's open conversation (taking the new context, if any) or opens a waiting one. */
  async open(ctx: RequestContext, context: ChatContext): Promise<ConversationView> {
    const userId = Number(requireUser(ctx).id);
    if (context.productId != null && !(await ctx.em.count(Product, { id: context.productId }))) {
      throw new DomainError('NOT_FOUND', { field: ['input', 'productId'] });
    }
    const open = await ctx.em.findOne(
      Conversation,
      { customer: userId, status: { $ne: ConversationState.CLOSED } },
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
    const conversation = await this.messages.startConversation(ctx.em, userId, context);
    return this.reload(ctx.em, conversation.id);
  }

  /** A participant's view of one conversation; anyone else gets NOT_FOUND. */
  async conversation(ctx: RequestContext, id: number): Promise<ConversationView> {
    await participantConversation(ctx, id);
    return this.reload(ctx.em, id);
  }

  /** Staff: the waiting conversations, oldest first. */
  async queue(ctx: RequestContext): Promise<ConversationView[]> {
    requirePermission(ctx, 'chat.handle');
    const waiting = await ctx.em.find(
      Conversation,
      { status: ConversationState.WAITING },
      { orderBy: { id: 'asc' }, limit: QUEUE_LIMIT, populate: ['customer', 'agent', 'contextProduct'] },
    );
    return waiting.map(conversationView);
  }

  /** Staff: the conversations the agent has claimed and not closed. */
  async assigned(ctx: RequestContext): Promise<ConversationView[]> {
    const agentId = Number(requirePermission(ctx, 'chat.handle').id);
    const active = await ctx.em.find(
      Conversation,
      { agent: agentId, status: ConversationState.ACTIVE },
      { orderBy: { updatedAt: 'desc' }, populate: ['customer', 'agent', 'contextProduct'] },
    );
    return active.map(conversationView);
  }

  /** Staff: takes a waiting conversation; when another agent got there first, CHAT_ALREADY_CLAIMED. */
  async claim(ctx: RequestContext, id: number): Promise<ConversationView> {
    const actor = actorOf(ctx);
    this.flow.requireParty(ConversationEvent.CLAIM, actor);
    const conversation = await ctx.em.findOne(Conversation, { id });
    if (!conversation) throw new DomainError('NOT_FOUND');
    return this.fire(ctx, conversation, ConversationEvent.CLAIM, 'CHAT_ALREADY_CLAIMED', {
      changes: { agent: ctx.em.getReference(User, actor.userId, { wrapped: true }) },
    });
  }

  /** The claiming agent hands the conversation back to the queue, or to another support agent by id. */
  async transfer(ctx: RequestContext, id: number, toAgentId: number | null): Promise<ConversationView> {
    const actor = actorOf(ctx);
    const event = toAgentId === null ? ConversationEvent.TRANSFER : ConversationEvent.HAND_OVER;
    this.flow.requireParty(event, actor);
    const conversation = await this.ofParticipant(ctx, id);
    if (conversation.agent?.id !== actor.userId) throw new DomainError('NOT_FOUND');
    if (toAgentId !== null) {
      const target = await ctx.em.findOne(User, { id: toAgentId });
      if (!target || !can(target, 'chat.handle')) {
        throw new DomainError('CHAT_AGENT_INVALID', { field: ['input', 'agentId'] });
      }
    }
    return this.fire(ctx, conversation, event, 'CHAT_TRANSITION_NOT_ALLOWED', {
      changes: { agent: toAgentId === null ? null : ctx.em.getReference(User, toAgentId, { wrapped: true }) },
      guard: { agent: actor.userId },
    });
  }

  /** The customer or the claiming agent closes the conversation. */
  async close(ctx: RequestContext, id: number): Promise<ConversationView> {
    const actor = actorOf(ctx);
    const conversation = await this.ofParticipant(ctx, id);
    const isCustomer = conversation.customer.id === actor.userId;
    return this.fire(ctx, conversation, ConversationEvent.CLOSE, 'CHAT_CONVERSATION_CLOSED', {
      guard: isCustomer ? { customer: actor.userId } : { agent: actor.userId },
    });
  }

  /** The conversation if the user is its customer or claiming agent; NOT_FOUND for anyone else. */
  private async ofParticipant(ctx: RequestContext, id: number): Promise<Conversation> {
    await participantConversation(ctx, id);
    return ctx.em.findOneOrFail(Conversation, { id }, { refresh: true });
  }

  /**
   * Fires the event in a transaction: the state, the system line, and, once committed, the news. `lost` is the
   * answer when another request changed the conversation between reading and the UPDATE.
   */
  private async fire(
    ctx: RequestContext,
    conversation: Conversation,
    event: ConversationEvent,
    lost: 'CHAT_ALREADY_CLAIMED' | 'CHAT_TRANSITION_NOT_ALLOWED' | 'CHAT_CONVERSATION_CLOSED',
    options: { changes?: Partial<Conversation>; guard?: Record<string, unknown> },
  ): Promise<ConversationView> {
    const actor = actorOf(ctx);
    await ctx.em.transactional(async (em) => {
      const changed = await this.flow.fire(em, conversation, event, {
        actor,
        changes: { ...options.changes, updatedAt: this.clock.now() },
        ...(options.guard && { guard: options.guard }),
      });
      if (!changed) throw new DomainError(lost);
    });
    return this.reload(ctx.em, conversation.id);
  }

  private async writeSystemLine({ em, subject, event, actor }: ConversationChange): Promise<void> {
    if (actor.kind !== 'user') return;
    em.create(ChatMessage, {
      conversation: subject.id,
      sender: actor.userId,
      role: ChatRole.SYSTEM,
      text: null,
      imagePath: null,
      systemEvent: systemEventOf[event],
      createdAt: this.clock.now(),
      deliveredAt: null,
      readAt: null,
    });
    await em.flush();
  }

  /**
   * Once committed: the system line and the new state to the participants, the agent the conversation left
   * included, and the conversation to the staff queue.
   */
  private async publishChange({ em, subject, actor }: ConversationChange): Promise<void> {
    if (actor.kind !== 'user') return;
    const previousAgentId = subject.agent?.id ?? null;
    const conversation = await reloadConversation(em, subject.id);
    const line = await em.findOneOrFail(
      ChatMessage,
      { conversation: subject.id, role: ChatRole.SYSTEM },
      { orderBy: { id: 'desc' }, populate: ['sender'] },
    );
    const view = conversationView(conversation);
    const actorId = String(actor.userId);
    const actorRole = conversation.customer.id === actor.userId ? ChatRole.CUSTOMER : ChatRole.AGENT;
    const participants = {
      id: conversation.id,
      customerId: conversation.customer.id,
      agentId: conversation.agent?.id ?? null,
    };
    const alsoTo = previousAgentId ? [String(previousAgentId)] : [];
    const message = messageView(line);
    await this.afterCommit.run(em, () => {
      publishChatEvent(this.pubSub, participants, { kind: ChatEventKind.MESSAGE, actorId, actorRole, message }, alsoTo);
      publishChatEvent(
        this.pubSub,
        participants,
        { kind: ChatEventKind.STATE, actorId, actorRole, conversation: view },
        alsoTo,
      );
      this.pubSub.publish('CHAT_QUEUE', view);
    });
  }

  private async reload(em: EntityManager, id: number): Promise<ConversationView> {
    return conversationView(await reloadConversation(em, id));
  }
}
