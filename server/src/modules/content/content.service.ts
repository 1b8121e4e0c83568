import type { EntityName } from '@mikro-orm/core';
import { requirePermission, requireUser, type AuthUser, type RequestContext } from '../../platform/auth/index.js';
import { DomainError } from '../../platform/errors/index.js';
import { LOCALES, type Locale } from '../../platform/i18n/index.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { ImageStore, UploadedFile } from '../../platform/uploads/index.js';
import { MessageKind, type NotificationService } from '../messages/notification.service.js';
import {
  Announcement,
  Article,
  Channel,
  FaqEntry,
  Feedback,
  type FeedbackType,
  SitePage,
  type FaqCategory,
  type PartialLocalizedText,
} from './content.entities.js';
import { FEEDBACK_MAX_SCREENSHOTS, REPLY_MAX_CHARACTERS } from '@circuitmart/rules/feedback-rules';
import { ARTICLE_SUMMARY_MAX, CONTENT_TITLE_MAX } from '@circuitmart/rules/text-limits';
import { checkFeedback } from './feedback-rules.js';
import { plainTextOf, sanitizeRichText } from './rich-text.js';

/** The channel whose record holds the site's contact info. */
export const CONTACT_CHANNEL_ID = 2421;
/** The slug of the registration agreement among the site pages. */
export const AGREEMENT_SLUG = 'registration-agreement';

export const ContentKind = {
  ANNOUNCEMENT: 'announcement',
  ARTICLE: 'article',
  FAQ: 'faq',
  AGREEMENT: 'agreement',
} as const;
export type ContentKind = (typeof ContentKind)[keyof typeof ContentKind];

/** The columns every kind of content shares (articles add a summary, FAQ entries a category). */
interface ContentRow {
  id: number;
  title: PartialLocalizedText;
  body: PartialLocalizedText;
  summary?: PartialLocalizedText;
  category?: FaqCategory;
  slug?: string;
  published: boolean;
  publishedAt?: Date | null;
}

const entityOf: Record<ContentKind, EntityName<ContentRow>> = {
  announcement: Announcement as unknown as EntityName<ContentRow>,
  article: Article as unknown as EntityName<ContentRow>,
  faq: FaqEntry as unknown as EntityName<ContentRow>,
  agreement: SitePage as unknown as EntityName<ContentRow>,
};

/** A content item in one reader's language; `bodyHtml` is sanitized HTML, `body` its plain text. */
export interface ContentView {
  id: number;
  kind: ContentKind;
  title: string;
  summary: string;
  body: string;
  bodyHtml: string;
  category: FaqCategory | null;
  publishedAt: Date | null;
}

/** A content item with every language, for the staff editor. */
export interface StaffContentView {
  id: number;
  kind: ContentKind;
  title: PartialLocalizedText;
  summary: PartialLocalizedText;
  body: PartialLocalizedText;
  category: FaqCategory | null;
  published: boolean;
  publishedAt: Date | null;
}

export interface SaveContentInput {
  kind: ContentKind;
  /** Absent: a new item. */
  id?: number;
  title: PartialLocalizedText;
  summary?: PartialLocalizedText;
  body: PartialLocalizedText;
  category?: FaqCategory | null;
  published: boolean;
}

export interface FeedbackInput {
  type: FeedbackType;
  content: string;
  contact?: string | null;
}

export interface ListPage<T> {
  items: T[];
  totalCount: number;
}

/** The text in `locale`, else en-US, else zh-CN (the source language), else any language given. */
export function localized(text: PartialLocalizedText | undefined, locale: Locale): string {
  if (!text) return '';
  return text[locale] || text['en-US'] || text['zh-CN'] || LOCALES.map((other) => text[other]).find(Boolean) || '';
}

function toView(kind: ContentKind, row: ContentRow, locale: Locale): ContentView {
  const bodyHtml = localized(row.body, locale);
  return {
    id: row.id,
    kind,
    title: localized(row.title, locale),
    summary: localized(row.summary, locale),
    body: plainTextOf(bodyHtml),
    bodyHtml,
    category: row.category ?? null,
    publishedAt: row.publishedAt ?? null,
  };
}

function toStaffView(kind: ContentKind, row: ContentRow): StaffContentView {
  return {
    id: row.id,
    kind,
    title: row.title,
    summary: row.summary ?? {},
    body: row.body,
    category: row.category ?? null,
    published: row.published,
    publishedAt: row.publishedAt ?? null,
  };
}

/** The help centre (FAQ) has its own editors; every other kind is edited under `content.edit`. */
function requireEditor(ctx: RequestContext, kind: ContentKind): AuthUser {
  return requirePermission(ctx, kind === ContentKind.FAQ ? 'content.edit_faq' : 'content.edit');
}

/** Trimmed texts without empty languages; plain for titles and summaries, sanitized HTML for bodies. */
function cleanTexts(text: PartialLocalizedText | undefined, clean: (value: string) => string): PartialLocalizedText {
  const result: PartialLocalizedText = {};
  for (const locale of LOCALES) {
    const value = clean(text?.[locale]?.trim() ?? '');
    if (value) result[locale] = value;
  }
  return result;
}

const plainLine = (value: string) => value.replace(/\s+/g, ' ').slice(0, CONTENT_TITLE_MAX);

/** Site contact info, announcements, articles, the help centre, the agreement and users' feedback. */
export class ContentService {
  constructor(
    private readonly clock: Clock,
    private readonly images: ImageStore,
    private readonly notifications: NotificationService,
  ) {}

  async getChannel(ctx: RequestContext, id: number): Promise<Channel> {
    const channel = await ctx.em.findOne(Channel, { id });
    if (!channel) throw new DomainError('NOT_FOUND');
    return channel;
  }

  /** The newest published announcements first (the home page's list, open to visitors). */
  async latestAnnouncements(ctx: RequestContext, count: number): Promise<ContentView[]> {
    return (await this.publishedPage(ctx, ContentKind.ANNOUNCEMENT, count, 0)).items;
  }

  /** The announcement list page: signed-in users only. */
  async announcements(ctx: RequestContext, first: number, offset: number): Promise<ListPage<ContentView>> {
    requireUser(ctx);
    return this.publishedPage(ctx, ContentKind.ANNOUNCEMENT, first, offset);
  }

  async articles(ctx: RequestContext, first: number, offset: number): Promise<ListPage<ContentView>> {
    return this.publishedPage(ctx, ContentKind.ARTICLE, first, offset);
  }

  /** One published item; an unpublished or unknown one is NOT_FOUND. */
  async publishedItem(ctx: RequestContext, kind: ContentKind, id: number): Promise<ContentView> {
    const row = await ctx.em.findOne(entityOf[kind], { id, published: true });
    if (!row) throw new DomainError('NOT_FOUND');
    return toView(kind, row, ctx.locale);
  }

  /** Published FAQ entries, optionally of one category and containing every word of `search` (reader's language). */
  async faqs(
    ctx: RequestContext,
    filter: { category?: FaqCategory | null; search?: string | null },
  ): Promise<ContentView[]> {
    const rows = await ctx.em.find(
      FaqEntry,
      { published: true, ...(filter.category && { category: filter.category }) },
      { orderBy: { category: 'asc', id: 'asc' } },
    );
    const views = rows.map((row) => toView(ContentKind.FAQ, row, ctx.locale));
    const words = (filter.search ?? '').toLocaleLowerCase().split(/\s+/).filter(Boolean);
    if (words.length === 0) return views;
    return views.filter((view) => {
      const haystack = `${view.title}\n${view.body}`.toLocaleLowerCase();
      return words.every((word) => haystack.includes(word));
    });
  }

  async agreement(ctx: RequestContext): Promise<ContentView> {
    const page = await ctx.em.findOne(SitePage, { slug: AGREEMENT_SLUG, published: true });
    if (!page) throw new DomainError('NOT_FOUND');
    return toView(ContentKind.AGREEMENT, page, ctx.locale);
  }

  /** Every item of a kind, drafts included, newest first: the staff editor's list. */
  async staffItems(ctx: RequestContext, kind: ContentKind): Promise<StaffContentView[]> {
    requireEditor(ctx, kind);
    const rows = await ctx.em.find(entityOf[kind], {}, { orderBy: { id: 'desc' } });
    return rows.map((row) => toStaffView(kind, row));
  }

  /** Creates or edits an item; bodies are sanitized before they are stored. */
  async save(ctx: RequestContext, input: SaveContentInput): Promise<StaffContentView> {
    requireEditor(ctx, input.kind);
    const title = cleanTexts(input.title, plainLine);
    const body = cleanTexts(input.body, sanitizeRichText);
    if (Object.keys(title).length === 0 || Object.keys(body).length === 0)
      throw new DomainError('CONTENT_TITLE_REQUIRED', { field: ['input', 'title'] });
    if (input.kind === ContentKind.FAQ && !input.category)
      throw new DomainError('INVALID_INPUT', { params: { field: 'category' }, field: ['input', 'category'] });
    const fields: Partial<ContentRow> = { title, body };
    if (input.kind === ContentKind.ARTICLE)
      fields.summary = cleanTexts(input.summary, (value) => value.slice(0, ARTICLE_SUMMARY_MAX));
    if (input.kind === ContentKind.FAQ) fields.category = input.category!;

    const entity = entityOf[input.kind];
    let row: ContentRow;
    if (input.id === undefined) {
      if (input.kind === ContentKind.AGREEMENT) throw new DomainError('NOT_FOUND');
      row = ctx.em.create(entity, {
        summary: input.kind === ContentKind.ARTICLE ? {} : undefined,
        ...fields,
        published: false,
        publishedAt: null,
      } as ContentRow);
    } else {
      const found = await ctx.em.findOne(entity, { id: input.id });
      if (!found) throw new DomainError('NOT_FOUND');
      row = ctx.em.assign(found, fields);
    }
    this.applyPublished(row, input.published);
    await ctx.em.flush();
    return toStaffView(input.kind, row);
  }

  async setPublished(
    ctx: RequestContext,
    kind: ContentKind,
    id: number,
    published: boolean,
  ): Promise<StaffContentView> {
    requireEditor(ctx, kind);
    const row = await ctx.em.findOne(entityOf[kind], { id });
    if (!row) throw new DomainError('NOT_FOUND');
    this.applyPublished(row, published);
    await ctx.em.flush();
    return toStaffView(kind, row);
  }

  /** Publishing stamps the time the first time; unpublishing keeps it so a re-published item keeps its place. */
  private applyPublished(row: ContentRow, published: boolean): void {
    row.published = published;
    if (published && !row.publishedAt) row.publishedAt = this.clock.now();
  }

  private async publishedPage(
    ctx: RequestContext,
    kind: ContentKind,
    first: number,
    offset: number,
  ): Promise<ListPage<ContentView>> {
    const [rows, totalCount] = await ctx.em.findAndCount(
      entityOf[kind],
      { published: true },
      { orderBy: { publishedAt: 'desc', id: 'desc' }, limit: first, offset },
    );
    return { items: rows.map((row) => toView(kind, row, ctx.locale)), totalCount };
  }

  /** Stores the signed-in user's feedback; the text is checked before any screenshot is kept. */
  async submitFeedback(ctx: RequestContext, input: FeedbackInput, screenshots: UploadedFile[] = []): Promise<Feedback> {
    const user = requireUser(ctx);
    const checked = checkFeedback(input);
    if (screenshots.length > FEEDBACK_MAX_SCREENSHOTS)
      throw new DomainError('FEEDBACK_TOO_MANY_SCREENSHOTS', {
        params: { max: FEEDBACK_MAX_SCREENSHOTS },
        field: ['screenshots'],
      });
    const stored: string[] = [];
    try {
      for (const file of screenshots) stored.push((await this.images.save(file.bytes, { folder: 'feedback' })).path);
    } catch (error) {
      await Promise.all(stored.map((path) => this.images.remove(path)));
      throw error;
    }
    const feedback = ctx.em.create(Feedback, {
      author: Number(user.id),
      type: input.type,
      content: checked.content,
      contact: checked.contact,
      screenshots: stored,
      createdAt: this.clock.now(),
      reply: null,
      repliedAt: null,
      repliedBy: null,
    });
    await ctx.em.flush();
    return feedback;
  }

  /** The signed-in user's own feedback, newest first. */
  async myFeedback(ctx: RequestContext): Promise<Feedback[]> {
    const user = requireUser(ctx);
    return ctx.em.find(Feedback, { author: Number(user.id) }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /** Every user's feedback for support staff, unanswered first. */
  async allFeedback(ctx: RequestContext, first: number): Promise<Feedback[]> {
    requirePermission(ctx, 'feedback.view_all');
    return ctx.em.find(Feedback, {}, { orderBy: { repliedAt: 'asc', id: 'desc' }, limit: first });
  }

  /** Staff answer a user's feedback; the user finds a message about it in the message center. */
  async reply(ctx: RequestContext, id: number, text: string): Promise<Feedback> {
    const staff = requirePermission(ctx, 'feedback.reply');
    const reply = text.trim();
    if (!reply || [...reply].length > REPLY_MAX_CHARACTERS)
      throw new DomainError('FEEDBACK_REPLY_REQUIRED', {
        params: { max: REPLY_MAX_CHARACTERS },
        field: ['input', 'reply'],
      });
    return ctx.em.transactional(async (em) => {
      const feedback = await em.findOne(Feedback, { id });
      if (!feedback) throw new DomainError('NOT_FOUND');
      em.assign(feedback, { reply, repliedAt: this.clock.now(), repliedBy: Number(staff.id) });
      await em.flush();
      await this.notifications.notify(em, feedback.author.id, {
        kind: MessageKind.SYSTEM,
        templateKey: 'feedbackReplied',
        params: { date: feedback.createdAt.toISOString().slice(0, 10) },
        link: '/home/fkjl',
      });
      return feedback;
    });
  }
}
