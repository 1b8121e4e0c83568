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
  registerEnumType,
} from 'type-graphql';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { MAX_PAGE_SIZE, pageSize } from '../../platform/graphql/connection.js';
import { parseId } from '../../platform/graphql/ids.js';
import { UserErrorNode, withUserErrors } from '../../platform/graphql/user-errors.js';
import { DomainError } from '../../platform/errors/index.js';
import { uploadUrl } from '../../platform/uploads/index.js';
import {
  FaqCategory,
  FeedbackType,
  type Channel,
  type Feedback,
  type PartialLocalizedText,
} from './content.entities.js';
import { ContentKind, type ContentService, type ContentView, type StaffContentView } from './content.service.js';

registerEnumType(ContentKind, { name: 'ContentKind', description: 'The kinds of content staff edit.' });
registerEnumType(FaqCategory, { name: 'FaqCategory', description: 'The sections of the help centre.' });
registerEnumType(FeedbackType, { name: 'FeedbackType', description: 'What a piece of feedback is about.' });

@ObjectType('Channel', { description: "The site's contact info (the shop reads channel 2421)." })
export class ChannelNode {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'Landline telephone.' }) telephone!: string;
  @Field(() => String, { description: 'Mobile phone.' }) phone!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { description: 'Address in Chinese.' }) addressZh!: string;
  @Field(() => String, { description: 'Address in English.' }) addressEn!: string;
}

const inReadersLanguage = "In the request's language (else en-US, else zh-CN).";
const bodyHtmlDescription = 'Sanitized HTML (a safe subset: headings, paragraphs, lists, links, tables, own images).';

@ObjectType('Announcement', { description: 'A platform announcement.' })
export class AnnouncementNode {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: inReadersLanguage }) title!: string;
  @Field(() => String, { description: 'The body as plain text; escape it.' }) body!: string;
  @Field(() => String, { description: bodyHtmlDescription }) bodyHtml!: string;
  @Field(() => Date, { description: 'Every published item has one.' }) publishedAt!: Date;
}

@ObjectType('Article', { description: 'A news article.' })
export class ArticleNode extends AnnouncementNode {
  @Field(() => String, { description: 'Plain text teaser.' }) summary!: string;
}

@ObjectType('FaqEntry', { description: 'A question of the help centre with its answer.' })
export class FaqEntryNode extends AnnouncementNode {
  @Field(() => FaqCategory) category!: FaqCategory;
}

@ObjectType('SitePage', { description: 'A document of the site such as the registration agreement.' })
export class SitePageNode extends AnnouncementNode {}

@ObjectType('AnnouncementList')
export class AnnouncementList {
  @Field(() => [AnnouncementNode]) items!: AnnouncementNode[];
  @Field(() => Int) totalCount!: number;
}

@ObjectType('ArticleList')
export class ArticleList {
  @Field(() => [ArticleNode]) items!: ArticleNode[];
  @Field(() => Int) totalCount!: number;
}

@ObjectType('LocalizedText', { description: 'A text per language; a missing language is null.' })
export class LocalizedTextNode {
  @Field(() => String, { nullable: true }) zhCN!: string | null;
  @Field(() => String, { nullable: true }) enUS!: string | null;
  @Field(() => String, { nullable: true }) ru!: string | null;
  @Field(() => String, { nullable: true }) esES!: string | null;
}

@InputType('LocalizedTextInput', { description: 'A text per language; leave out languages not translated yet.' })
export class LocalizedTextInput {
  @Field(() => String, { nullable: true }) zhCN?: string | null;
  @Field(() => String, { nullable: true }) enUS?: string | null;
  @Field(() => String, { nullable: true }) ru?: string | null;
  @Field(() => String, { nullable: true }) esES?: string | null;
}

@ObjectType('StaffContentItem', { description: 'A content item with every language, drafts included (staff only).' })
export class StaffContentItemNode {
  @Field(() => ID) id!: string;
  @Field(() => ContentKind) kind!: ContentKind;
  @Field(() => LocalizedTextNode) title!: LocalizedTextNode;
  @Field(() => LocalizedTextNode, { description: 'Articles only.' }) summary!: LocalizedTextNode;
  @Field(() => LocalizedTextNode, { description: 'Sanitized HTML per language.' }) body!: LocalizedTextNode;
  @Field(() => FaqCategory, { nullable: true }) category!: FaqCategory | null;
  @Field(() => Boolean) published!: boolean;
  @Field(() => Date, { nullable: true }) publishedAt!: Date | null;
}

@InputType('SaveContentInput')
export class SaveContentInput {
  @Field(() => ContentKind) kind!: ContentKind;
  @Field(() => ID, { nullable: true, description: 'Absent: create a new item (not for the agreement).' })
  id?: string | null;
  @Field(() => LocalizedTextInput, { description: 'Plain text.' }) title!: LocalizedTextInput;
  @Field(() => LocalizedTextInput, { nullable: true, description: 'Articles: a plain-text teaser.' })
  summary?: LocalizedTextInput | null;
  @Field(() => LocalizedTextInput, { description: 'HTML; sanitized before it is stored.' }) body!: LocalizedTextInput;
  @Field(() => FaqCategory, { nullable: true, description: 'Required for FAQ entries.' })
  category?: FaqCategory | null;
  @Field(() => Boolean) published!: boolean;
}

@InputType('SetContentPublishedInput')
export class SetContentPublishedInput {
  @Field(() => ContentKind) kind!: ContentKind;
  @Field(() => ID) id!: string;
  @Field(() => Boolean) published!: boolean;
}

@ObjectType('SaveContentPayload')
export class SaveContentPayload {
  @Field(() => StaffContentItemNode, { nullable: true }) item?: StaffContentItemNode;
  @Field(() => [UserErrorNode]) userErrors!: UserErrorNode[];
}

@ObjectType('Feedback', { description: 'Feedback a user sent and the staff reply. Texts are plain; escape them.' })
export class FeedbackNode {
  @Field(() => ID) id!: string;
  @Field(() => FeedbackType) type!: FeedbackType;
  @Field(() => String) content!: string;
  @Field(() => [String], { description: 'URLs of the screenshots.' }) screenshotUrls!: string[];
  @Field(() => String, { nullable: true }) contact!: string | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => String, { nullable: true }) reply!: string | null;
  @Field(() => Date, { nullable: true }) repliedAt!: Date | null;
}

@InputType('SubmitFeedbackInput', {
  description: 'Screenshots are sent with the REST route POST /api/feedback/submit.',
})
export class SubmitFeedbackInput {
  @Field(() => FeedbackType) type!: FeedbackType;
  @Field(() => String, { description: 'Required, at most 300 characters, no emoji.' }) content!: string;
  @Field(() => String, { nullable: true, description: 'No Chinese characters.' }) contact?: string | null;
}

@InputType('ReplyToFeedbackInput')
export class ReplyToFeedbackInput {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'Plain text, at most 1000 characters.' }) reply!: string;
}

@ObjectType('FeedbackPayload')
export class FeedbackPayload {
  @Field(() => FeedbackNode, { nullable: true }) feedback?: FeedbackNode;
  @Field(() => [UserErrorNode]) userErrors!: UserErrorNode[];
}

export function toChannelNode(channel: Channel): ChannelNode {
  return {
    id: String(channel.id),
    telephone: channel.telephone,
    phone: channel.phone,
    email: channel.email,
    addressZh: channel.addressZh,
    addressEn: channel.addressEn,
  };
}

export function toContentNode(view: ContentView) {
  return {
    id: String(view.id),
    title: view.title,
    summary: view.summary,
    body: view.body,
    bodyHtml: view.bodyHtml,
    category: view.category!,
    // Only published items reach readers, and publishing stamps the time.
    publishedAt: view.publishedAt!,
  };
}

function toLocalizedTextNode(text: PartialLocalizedText): LocalizedTextNode {
  return { zhCN: text['zh-CN'] ?? null, enUS: text['en-US'] ?? null, ru: text.ru ?? null, esES: text['es-ES'] ?? null };
}

function fromLocalizedTextInput(text: LocalizedTextInput | null | undefined): PartialLocalizedText {
  return {
    ...(text?.zhCN && { 'zh-CN': text.zhCN }),
    ...(text?.enUS && { 'en-US': text.enUS }),
    ...(text?.ru && { ru: text.ru }),
    ...(text?.esES && { 'es-ES': text.esES }),
  };
}

function toStaffNode(view: StaffContentView): StaffContentItemNode {
  return {
    id: String(view.id),
    kind: view.kind,
    title: toLocalizedTextNode(view.title),
    summary: toLocalizedTextNode(view.summary),
    body: toLocalizedTextNode(view.body),
    category: view.category,
    published: view.published,
    publishedAt: view.publishedAt,
  };
}

export function toFeedbackNode(feedback: Feedback): FeedbackNode {
  return {
    id: String(feedback.id),
    type: feedback.type,
    content: feedback.content,
    screenshotUrls: feedback.screenshots.map(uploadUrl),
    contact: feedback.contact ?? null,
    createdAt: feedback.createdAt,
    reply: feedback.reply ?? null,
    repliedAt: feedback.repliedAt ?? null,
  };
}

const clampPage = (first: number) => Math.min(Math.max(first, 1), MAX_PAGE_SIZE);

@Resolver()
export class ContentResolver {
  constructor(private readonly content: ContentService) {}

  @Query(() => ChannelNode, { nullable: true, description: 'Contact info of a channel; null when there is none.' })
  async channel(@Ctx() { ctx }: GraphQLContext, @Arg('id', () => ID) id: string): Promise<ChannelNode | null> {
    try {
      return toChannelNode(await this.content.getChannel(ctx, parseId(id, ['id'])));
    } catch (error) {
      if (error instanceof DomainError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }

  @Query(() => [AnnouncementNode], { description: 'The newest published announcements first (open to visitors).' })
  async announcements(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('first', () => Int, { defaultValue: 5 }) first: number,
  ): Promise<AnnouncementNode[]> {
    return (await this.content.latestAnnouncements(ctx, clampPage(first))).map(toContentNode);
  }

  @Query(() => AnnouncementList, { description: 'The announcement list page; UNAUTHENTICATED without a session.' })
  async announcementList(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('first', () => Int, { defaultValue: 20 }) first: number,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
  ): Promise<AnnouncementList> {
    const page = await this.content.announcements(ctx, pageSize(first), Math.max(offset, 0));
    return { items: page.items.map(toContentNode), totalCount: page.totalCount };
  }

  @Query(() => AnnouncementNode, { nullable: true, description: 'A published announcement; null when there is none.' })
  async announcement(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('id', () => ID) id: string,
  ): Promise<AnnouncementNode | null> {
    return this.orNull(async () =>
      toContentNode(await this.content.publishedItem(ctx, ContentKind.ANNOUNCEMENT, parseId(id, ['id']))),
    );
  }

  @Query(() => ArticleList, { description: 'Published news articles, newest first.' })
  async articles(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('first', () => Int, { defaultValue: 20 }) first: number,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
  ): Promise<ArticleList> {
    const page = await this.content.articles(ctx, pageSize(first), Math.max(offset, 0));
    return { items: page.items.map(toContentNode), totalCount: page.totalCount };
  }

  @Query(() => ArticleNode, { nullable: true, description: 'A published article; null when there is none.' })
  async article(@Ctx() { ctx }: GraphQLContext, @Arg('id', () => ID) id: string): Promise<ArticleNode | null> {
    return this.orNull(async () =>
      toContentNode(await this.content.publishedItem(ctx, ContentKind.ARTICLE, parseId(id, ['id']))),
    );
  }

  @Query(() => [FaqEntryNode], {
    description: 'Published help-centre questions, by category; `search` matches every word.',
  })
  async faqs(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('category', () => FaqCategory, { nullable: true }) category: FaqCategory | null,
    @Arg('search', () => String, { nullable: true }) search: string | null,
  ): Promise<FaqEntryNode[]> {
    return (await this.content.faqs(ctx, { category, search: search?.slice(0, 100) })).map(toContentNode);
  }

  @Query(() => FaqEntryNode, { nullable: true, description: 'A published help-centre question.' })
  async faq(@Ctx() { ctx }: GraphQLContext, @Arg('id', () => ID) id: string): Promise<FaqEntryNode | null> {
    return this.orNull(async () =>
      toContentNode(await this.content.publishedItem(ctx, ContentKind.FAQ, parseId(id, ['id']))),
    );
  }

  @Query(() => SitePageNode, { nullable: true, description: 'The registration agreement.' })
  async registrationAgreement(@Ctx() { ctx }: GraphQLContext): Promise<SitePageNode | null> {
    return this.orNull(async () => toContentNode(await this.content.agreement(ctx)));
  }

  @Query(() => [StaffContentItemNode], { description: 'Every item of a kind with drafts (admin; support for FAQ).' })
  async staffContent(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('kind', () => ContentKind) kind: ContentKind,
  ): Promise<StaffContentItemNode[]> {
    return (await this.content.staffItems(ctx, kind)).map(toStaffNode);
  }

  @Mutation(() => SaveContentPayload, { description: 'Creates or edits a content item (admin; support for FAQ).' })
  async saveContent(@Ctx() { ctx }: GraphQLContext, @Arg('input', () => SaveContentInput) input: SaveContentInput) {
    return withUserErrors(ctx.locale, async () => ({
      item: toStaffNode(
        await this.content.save(ctx, {
          kind: input.kind,
          id: input.id ? parseId(input.id, ['input', 'id']) : undefined,
          title: fromLocalizedTextInput(input.title),
          summary: fromLocalizedTextInput(input.summary),
          body: fromLocalizedTextInput(input.body),
          category: input.category ?? null,
          published: input.published,
        }),
      ),
    }));
  }

  @Mutation(() => SaveContentPayload, { description: 'Publishes or unpublishes a content item.' })
  async setContentPublished(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => SetContentPublishedInput) input: SetContentPublishedInput,
  ) {
    return withUserErrors(ctx.locale, async () => ({
      item: toStaffNode(
        await this.content.setPublished(ctx, input.kind, parseId(input.id, ['input', 'id']), input.published),
      ),
    }));
  }

  @Query(() => [FeedbackNode], { description: "The signed-in user's own feedback, newest first, with replies." })
  async myFeedback(@Ctx() { ctx }: GraphQLContext): Promise<FeedbackNode[]> {
    return (await this.content.myFeedback(ctx)).map(toFeedbackNode);
  }

  @Query(() => [FeedbackNode], { description: "Every user's feedback, unanswered first (admin and support)." })
  async staffFeedback(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('first', () => Int, { defaultValue: 50 }) first: number,
  ): Promise<FeedbackNode[]> {
    return (await this.content.allFeedback(ctx, clampPage(first))).map(toFeedbackNode);
  }

  @Mutation(() => FeedbackPayload, { description: 'Sends feedback without screenshots (those go through REST).' })
  async submitFeedback(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => SubmitFeedbackInput) input: SubmitFeedbackInput,
  ) {
    return withUserErrors(ctx.locale, async () => ({
      feedback: toFeedbackNode(await this.content.submitFeedback(ctx, input)),
    }));
  }

  @Mutation(() => FeedbackPayload, {
    description: 'Staff reply to feedback; the user is notified (admin and support).',
  })
  async replyToFeedback(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => ReplyToFeedbackInput) input: ReplyToFeedbackInput,
  ) {
    return withUserErrors(ctx.locale, async () => ({
      feedback: toFeedbackNode(await this.content.reply(ctx, parseId(input.id, ['input', 'id']), input.reply)),
    }));
  }

  private async orNull<T>(work: () => Promise<T>): Promise<T | null> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof DomainError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }
}
