import { Arg, Ctx, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { MAX_PAGE_SIZE } from '../../platform/graphql/connection.js';
import { parseId } from '../../platform/graphql/ids.js';
import type { Locale } from '../../platform/i18n/index.js';
import { DomainError } from '../../platform/errors/index.js';
import type { Announcement, Channel } from './content.entities.js';
import type { ContentService } from './content.service.js';

@ObjectType('Channel', { description: "The site's contact info (the shop reads channel 2421)." })
export class ChannelNode {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'Landline telephone.' }) telephone!: string;
  @Field(() => String, { description: 'Mobile phone.' }) phone!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { description: 'Address in Chinese.' }) addressZh!: string;
  @Field(() => String, { description: 'Address in English.' }) addressEn!: string;
}

@ObjectType('Announcement', { description: 'A platform announcement.' })
export class AnnouncementNode {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: "In the request's language." }) title!: string;
  @Field(() => String, { description: "In the request's language." }) body!: string;
  @Field(() => Date) publishedAt!: Date;
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

function toAnnouncementNode(announcement: Announcement, locale: Locale): AnnouncementNode {
  return {
    id: String(announcement.id),
    title: announcement.title[locale],
    body: announcement.body[locale],
    publishedAt: announcement.publishedAt,
  };
}

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

  @Query(() => [AnnouncementNode], { description: 'The newest announcements first.' })
  async announcements(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('first', () => Int, { defaultValue: 5 }) first: number,
  ): Promise<AnnouncementNode[]> {
    const count = Math.min(Math.max(first, 1), MAX_PAGE_SIZE);
    return (await this.content.latestAnnouncements(ctx, count)).map((item) => toAnnouncementNode(item, ctx.locale));
  }
}
