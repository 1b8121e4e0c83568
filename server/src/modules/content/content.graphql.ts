import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { MAX_PAGE_SIZE, pageSize } from '../../platform/graphql/connection.js';
import { parseId } from '../../platform/graphql/ids.js';
import { withUserErrors } from '../../platform/graphql/user-errors.js';
import { DomainError } from '../../platform/errors/index.js';
import { FaqCategory } from './content.entities.js';
import { ContentKind, type ContentService } from './content.service.js';
import {
  ChannelNode,
  AnnouncementNode,
  ArticleNode,
  FaqEntryNode,
  SitePageNode,
  AnnouncementList,
  ArticleList,
  StaffContentItemNode,
  SaveContentInput,
  SetContentPublishedInput,
  SaveContentPayload,
  FeedbackNode,
  SubmitFeedbackInput,
  ReplyToFeedbackInput,
  FeedbackPayload,
  toChannelNode,
  toContentNode,
  toFeedbackNode,
  fromLocalizedTextInput,
  toStaffNode,
} from './content-nodes.graphql.js';

const clampPage = (first: number) => Math.min(Math.max(first, 1), MAX_PAGE_SIZE);

@Resolver()
export class ContentResolver {
  constructor(private readonly content: ContentService) {}

  @Query(() => ChannelNode, { nullable: true, description: 'Contact info of a channel; null when there is none.' })
  async channel(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('id', () => ID, { description: 'ID of the channel.' }) id: string,
  ): Promise<ChannelNode | null> {
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
    @Arg('first', () => Int, { defaultValue: 5, description: 'How many items to return.' }) first: number,
  ): Promise<AnnouncementNode[]> {
    return (await this.content.latestAnnouncements(ctx, clampPage(first))).map(toContentNode);
  }

  @Query(() => AnnouncementList, { description: 'The announcement list page; UNAUTHENTICATED without a session.' })
  async announcementList(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('first', () => Int, { defaultValue: 20, description: 'How many items to return.' }) first: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'How many items to skip.' }) offset: number,
  ): Promise<AnnouncementList> {
    const page = await this.content.announcements(ctx, pageSize(first), Math.max(offset, 0));
    return { items: page.items.map(toContentNode), totalCount: page.totalCount };
  }

  @Query(() => AnnouncementNode, { nullable: true, description: 'A published announcement; null when there is none.' })
  async announcement(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('id', () => ID, { description: 'ID of the announcement.' }) id: string,
  ): Promise<AnnouncementNode | null> {
    return this.orNull(async () =>
      toContentNode(await this.content.publishedItem(ctx, ContentKind.ANNOUNCEMENT, parseId(id, ['id']))),
    );
  }

  @Query(() => ArticleList, { description: 'Published news articles, newest first.' })
  async articles(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('first', () => Int, { defaultValue: 20, description: 'How many items to return.' }) first: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'How many items to skip.' }) offset: number,
  ): Promise<ArticleList> {
    const page = await this.content.articles(ctx, pageSize(first), Math.max(offset, 0));
    return { items: page.items.map(toContentNode), totalCount: page.totalCount };
  }

  @Query(() => ArticleNode, { nullable: true, description: 'A published article; null when there is none.' })
  async article(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('id', () => ID, { description: 'ID of the article.' }) id: string,
  ): Promise<ArticleNode | null> {
    return this.orNull(async () =>
      toContentNode(await this.content.publishedItem(ctx, ContentKind.ARTICLE, parseId(id, ['id']))),
    );
  }

  @Query(() => [FaqEntryNode], {
    description: 'Published help-centre questions, by category; `search` matches every word.',
  })
  async faqs(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('category', () => FaqCategory, {
      nullable: true,
      description: 'Only questions of this section; null for every section.',
    })
    category: FaqCategory | null,
    @Arg('search', () => String, { nullable: true, description: 'Text to search for; everything when absent.' })
    search: string | null,
  ): Promise<FaqEntryNode[]> {
    return (await this.content.faqs(ctx, { category, search: search?.slice(0, 100) })).map(toContentNode);
  }

  @Query(() => FaqEntryNode, { nullable: true, description: 'A published help-centre question.' })
  async faq(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('id', () => ID, { description: 'ID of the faq entry.' }) id: string,
  ): Promise<FaqEntryNode | null> {
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
    @Arg('kind', () => ContentKind, { description: 'Which kind of content to list.' }) kind: ContentKind,
  ): Promise<StaffContentItemNode[]> {
    return (await this.content.staffItems(ctx, kind)).map(toStaffNode);
  }

  @Mutation(() => SaveContentPayload, { description: 'Creates or edits a content item (admin; support for FAQ).' })
  async saveContent(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => SaveContentInput, { description: "The operation's fields; see the input type." })
    input: SaveContentInput,
  ) {
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
    @Arg('input', () => SetContentPublishedInput, { description: "The operation's fields; see the input type." })
    input: SetContentPublishedInput,
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
    @Arg('first', () => Int, { defaultValue: 50, description: 'How many items to return.' }) first: number,
  ): Promise<FeedbackNode[]> {
    return (await this.content.allFeedback(ctx, clampPage(first))).map(toFeedbackNode);
  }

  @Mutation(() => FeedbackPayload, { description: 'Sends feedback without screenshots (those go through REST).' })
  async submitFeedback(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => SubmitFeedbackInput, { description: "The operation's fields; see the input type." })
    input: SubmitFeedbackInput,
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
    @Arg('input', () => ReplyToFeedbackInput, { description: "The operation's fields; see the input type." })
    input: ReplyToFeedbackInput,
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
