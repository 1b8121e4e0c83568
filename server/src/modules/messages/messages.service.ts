import type { EntityManager } from '@mikro-orm/sql';
import { requirePermission, requireUser, type RequestContext } from '../../platform/auth/index.js';
import { DomainError } from '../../platform/errors/index.js';
import type { Page, PageRequest } from '../../platform/graphql/connection.js';
import type { Locale } from '../../platform/i18n/index.js';
import type { Clock } from '../../platform/jobs/clock.js';
import { userDirectory } from '../identity/user-directory.js';
import { isMessageTemplateKey, renderTemplate } from './message-templates.js';
import { Message, MessageKind } from './messages.entities.js';
import type { NotificationService } from './notification.service.js';
import { unreadCountsOf, type UnreadCounts } from './unread-counts.js';

export interface MessageFilter {
  kind?: MessageKind | null | undefined;
  /** true: only read ones; false: only unread ones; absent: both. */
  read?: boolean | null | undefined;
}

/** A message as its reader sees it, in the reader's language. */
export interface MessageView {
  id: number;
  kind: MessageKind;
  title: string;
  body: string;
  link: string | null;
  createdAt: Date;
  readAt: Date | null;
}

/** Recipients a platform message may name at most; for more, staff send it to every user. */
export const PLATFORM_MESSAGE_MAX_RECIPIENTS = 5000;

export interface StaffMessage {
  /** One recipient; absent (with no `userIds`) for every user. */
  userId?: number | null | undefined;
  /** Chosen recipients, 1 to PLATFORM_MESSAGE_MAX_RECIPIENTS of them, instead of `userId`. */
  userIds?: number[] | null | undefined;
  title: string;
  body: string;
  link?: string | null | undefined;
}

const TITLE_MAX = 200;
const BODY_MAX = 2000;
const field = (name: string) => ['input', name];

/** The signed-in user's message center: list, read, delete, counts; and staff's platform messages. */
export class MessageService {
  constructor(
    private readonly clock: Clock,
    private readonly notifications: NotificationService,
  ) {}

  /** Newest first; never another user's and never a deleted one. */
  async list(ctx: RequestContext, filter: MessageFilter, page: PageRequest): Promise<Page<MessageView>> {
    const userId = Number(requireUser(ctx).id);
    const where = {
      recipient: userId,
      deletedAt: null,
      ...(filter.kind && { kind: filter.kind }),
      ...(filter.read === true && { readAt: { $ne: null } }),
      ...(filter.read === false && { readAt: null }),
    };
    const [rows, totalCount] = await Promise.all([
      ctx.em.find(
        Message,
        { ...where, ...(page.afterId !== undefined && { id: { $lt: page.afterId } }) },
        { orderBy: { id: 'desc' }, limit: page.first + 1 },
      ),
      ctx.em.count(Message, where),
    ]);
    return {
      items: rows.slice(0, page.first).map((message) => this.view(ctx, message)),
      hasNextPage: rows.length > page.first,
      hasPreviousPage: page.afterId !== undefined,
      totalCount,
    };
  }

  async unreadCounts(ctx: RequestContext): Promise<UnreadCounts> {
    const userId = Number(requireUser(ctx).id);
    return (await unreadCountsOf(ctx.em, [userId])).get(userId)!;
  }

  /** Marks one of the user's messages read; another user's id is NOT_FOUND. */
  async markRead(ctx: RequestContext, id: number): Promise<MessageView> {
    const message = await this.ownMessage(ctx, id);
    if (!message.readAt) {
      message.readAt = this.clock.now();
      await ctx.em.flush();
      await this.notifications.publishCounts(ctx.em, [message.recipient.id]);
    }
    return this.view(ctx, message);
  }

  /** Marks every unread message read, or those of one kind; answers how many changed. */
  async markAllRead(ctx: RequestContext, kind: MessageKind | null | undefined): Promise<number> {
    const userId = Number(requireUser(ctx).id);
    const changed = await ctx.em.nativeUpdate(
      Message,
      { recipient: userId, readAt: null, deletedAt: null, ...(kind && { kind }) },
      { readAt: this.clock.now() },
    );
    if (changed > 0) await this.notifications.publishCounts(ctx.em, [userId]);
    return changed;
  }

  /** Deletes one of the user's messages (kept, hidden); another user's id is NOT_FOUND. */
  async delete(ctx: RequestContext, id: number): Promise<void> {
    const message = await this.ownMessage(ctx, id);
    message.deletedAt = this.clock.now();
    await ctx.em.flush();
    if (!message.readAt) await this.notifications.publishCounts(ctx.em, [message.recipient.id]);
  }

  /**
   * Support and admin staff send a platform message to one user, to a list of chosen users or to everybody;
   * answers how many got it.
   */
  async sendPlatformMessage(ctx: RequestContext, input: StaffMessage): Promise<number> {
    requirePermission(ctx, 'message.broadcast');
    const { title, body, link } = checkedPlatformMessage(input);
    const recipients = await this.recipientsOf(ctx.em, input);
    await ctx.em.transactional(async (em) => {
      await this.notifications.notifyMany(em, recipients, { kind: MessageKind.PLATFORM, title, body, link });
    });
    return recipients.length;
  }

  /** The ids a platform message goes to: the one user, the chosen ones (each once) or every user. */
  private async recipientsOf(em: EntityManager, input: StaffMessage): Promise<number[]> {
    const { userId, userIds } = input;
    if (userId != null && userIds != null) {
      throw recipientsInvalid();
    }
    if (userId != null) {
      if (!(await userDirectory.userExists(em, userId))) throw new DomainError('NOT_FOUND', { field: field('userId') });
      return [userId];
    }
    if (userIds == null) {
      return userDirectory.allUserIds(em);
    }
    return checkedListedRecipients(em, userIds);
  }

  private async ownMessage(ctx: RequestContext, id: number): Promise<Message> {
    const userId = Number(requireUser(ctx).id);
    const message = await ctx.em.findOne(Message, { id, recipient: userId, deletedAt: null });
    if (!message) throw new DomainError('NOT_FOUND');
    return message;
  }

  private view(ctx: RequestContext, message: Message): MessageView {
    return {
      id: message.id,
      kind: message.kind,
      ...messageText(message, ctx.locale),
      link: message.link ?? null,
      createdAt: message.createdAt,
      readAt: message.readAt ?? null,
    };
  }
}

/** A message's title and body in `locale`: its template rendered, or the plain text staff wrote. */
export function messageText(
  message: Pick<Message, 'templateKey' | 'params' | 'title' | 'body'>,
  locale: Locale,
): { title: string; body: string } {
  return message.templateKey && isMessageTemplateKey(message.templateKey)
    ? renderTemplate(message.templateKey, message.params ?? {}, locale)
    : { title: message.title ?? '', body: message.body ?? '' };
}

/** A platform message's text trimmed and checked: a title, a body, and an optional link to a route of the shop. */
export function checkedPlatformMessage(input: Pick<StaffMessage, 'title' | 'body' | 'link'>) {
  const title = input.title.trim();
  const body = input.body.trim();
  if (!title || title.length > TITLE_MAX) throw invalid('title');
  if (!body || body.length > BODY_MAX) throw invalid('body');
  const link = input.link?.trim() || null;
  if (link && !/^\/[^\s]{0,254}$/.test(link)) throw invalid('link');
  return { title, body, link };
}

/** Chosen recipients, each once: 1 to PLATFORM_MESSAGE_MAX_RECIPIENTS existing accounts. */
export async function checkedListedRecipients(em: EntityManager, userIds: readonly number[]): Promise<number[]> {
  const chosen = [...new Set(userIds)];
  if (chosen.length === 0 || chosen.length > PLATFORM_MESSAGE_MAX_RECIPIENTS) {
    throw recipientsInvalid();
  }
  const existing = await userDirectory.existingUserIds(em, chosen);
  const unknown = userIds.findIndex((id) => !existing.has(id));
  if (unknown !== -1) {
    throw new DomainError('MESSAGE_RECIPIENT_UNKNOWN', {
      params: { id: userIds[unknown]! },
      field: [...field('userIds'), String(unknown)],
    });
  }
  return chosen;
}

function recipientsInvalid(): DomainError {
  return new DomainError('MESSAGE_RECIPIENTS_INVALID', {
    params: { max: PLATFORM_MESSAGE_MAX_RECIPIENTS },
    field: field('userIds'),
  });
}

function invalid(name: string): DomainError {
  return new DomainError('INVALID_INPUT', { params: { field: name }, field: field(name) });
}
