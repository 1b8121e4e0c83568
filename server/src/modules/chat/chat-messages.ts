import { CHAT_TEXT_MAX } from '@circuitmart/rules/text-limits';
import type { EntityManager } from '@mikro-orm/sql';
import { requirePermission, requireUser, type RequestContext } from '../../platform/auth/index.js';
import { DomainError } from '../../platform/errors/index.js';
import type { Page, PageRequest } from '../../platform/graphql/connection.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { PubSub } from '../../platform/pubsub/pubsub.js';
import { uploadUrl, type ImageStore, type UploadedFile } from '../../platform/uploads/index.js';
import { MessageKind, type NotificationService } from '../messages/notification.service.js';
import { ChatMessage, ChatRole, Conversation, ConversationState } from './chat.entities.js';
import {
  ChatEventKind,
  conversationView,
  messageView,
  participantConversation,
  publishChatEvent,
  reloadConversation,
  roleIn,
  type ChatContext,
  type ChatMessageView,
  type ChatReceipt,
  type ConversationParticipants,
} from './chat-views.js';

/** What is said in a conversation: messages, delivery and read marks, typing. */
export class ChatMessages {
  constructor(
    private readonly clock: Clock,
    private readonly pubSub: PubSub,
    private readonly images: ImageStore,
    private readonly notifications: NotificationService,
  ) {}

  /** A new waiting conversation of the customer, announced to the staff queue. */
  async startConversation(em: EntityManager, customerId: number, context: ChatContext): Promise<Conversation> {
    const now = this.clock.now();
    const conversation = em.create(Conversation, {
      customer: customerId,
      status: ConversationState.WAITING,
      agent: null,
      contextProduct: context.productId ?? null,
      contextOrderId: context.orderId ?? null,
      createdAt: now,
      updatedAt: now,
    });
    await em.flush();
    this.pubSub.publish('CHAT_QUEUE', conversationView(await reloadConversation(em, conversation.id)));
    return conversation;
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
      items: rows.slice(0, page.first).map((message) => messageView(message)),
      hasNextPage: rows.length > page.first,
      hasPreviousPage: page.afterId !== undefined,
      totalCount,
    };
  }

  /**
   * Staff beside an order or after-sales request: every message of the customer's conversations (closed ones too),
   * newest first across them. Anyone else's conversations never match; an unknown customer has none.
   */
  async customerHistory(ctx: RequestContext, customerId: number, page: PageRequest): Promise<Page<ChatMessageView>> {
    requirePermission(ctx, 'chat.view_history');
    const where = { conversation: { customer: customerId } };
    const [rows, totalCount] = await Promise.all([
      ctx.em.find(
        ChatMessage,
        { ...where, ...(page.afterId !== undefined && { id: { $lt: page.afterId } }) },
        { orderBy: { id: 'desc' }, limit: page.first + 1, populate: ['sender'] },
      ),
      ctx.em.count(ChatMessage, where),
    ]);
    return {
      items: rows.slice(0, page.first).map((message) => messageView(message)),
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
    const role = roleIn(ctx, conversation);
    const now = this.clock.now();
    const theirs = {
      conversation: conversationId,
      id: { $lte: upToMessageId },
      role: role === ChatRole.CUSTOMER ? ChatRole.AGENT : ChatRole.CUSTOMER,
    };
    await ctx.em.nativeUpdate(ChatMessage, { ...theirs, deliveredAt: null }, { deliveredAt: now });
    if (read) await ctx.em.nativeUpdate(ChatMessage, { ...theirs, readAt: null }, { readAt: now });
    const receipt: ChatReceipt = { readerRole: role, upToMessageId, deliveredAt: now, readAt: read ? now : null };
    publishChatEvent(this.pubSub, conversation, {
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
    if (conversation.status === ConversationState.CLOSED) return;
    publishChatEvent(this.pubSub, conversation, {
      kind: ChatEventKind.TYPING,
      actorId: requireUser(ctx).id,
      actorRole: roleIn(ctx, conversation),
    });
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
    const role = roleIn(ctx, conversation);
    if (conversation.status === ConversationState.CLOSED) {
      const reopened = await this.startConversation(ctx.em, conversation.customerId, {
        productId: conversation.contextProductId,
        orderId: conversation.contextOrderId,
      });
      conversation = { ...conversation, id: reopened.id, status: reopened.status, agentId: null };
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
      // An answer also lands in the customer's message center, so it counts as unread and may reach the browser.
      if (role === ChatRole.AGENT) {
        await this.notifications.notify(
          em,
          conversation.customerId,
          text === null
            ? {
                kind: MessageKind.OTHER,
                templateKey: 'chatRepliedImage',
                params: { agent: user.displayName },
                emailThread: `chat/${conversation.id}`,
              }
            : {
                kind: MessageKind.OTHER,
                templateKey: 'chatReplied',
                params: { agent: user.displayName, text: previewOf(text) },
                emailThread: `chat/${conversation.id}`,
              },
        );
      }
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
    publishChatEvent(this.pubSub, conversation, {
      kind: ChatEventKind.MESSAGE,
      actorId: user.id,
      actorRole: role,
      message: view,
    });
    return view;
  }

  /** A conversation the user may write into: the customer's own (closed too), or the agent's active one. */
  private async writableConversation(ctx: RequestContext, id: number): Promise<ConversationParticipants> {
    const conversation = await participantConversation(ctx, id);
    if (roleIn(ctx, conversation) === ChatRole.AGENT && conversation.status !== ConversationState.ACTIVE) {
      throw new DomainError('CHAT_CONVERSATION_CLOSED');
    }
    return conversation;
  }
}

/** Characters of an answer quoted in the customer's message center. */
const PREVIEW_LENGTH = 60;

/** The start of an answer's text. */
function previewOf(text: string): string {
  const characters = [...text];
  return characters.length > PREVIEW_LENGTH ? `${characters.slice(0, PREVIEW_LENGTH).join('')}…` : text;
}
