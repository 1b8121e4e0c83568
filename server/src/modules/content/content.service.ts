import type { RequestContext } from '../../platform/auth/index.js';
import { DomainError } from '../../platform/errors/index.js';
import { Announcement, Channel } from './content.entities.js';

/** The channel whose record holds the site's contact info. */
export const CONTACT_CHANNEL_ID = 2421;

/** Site contact info, announcements and articles. */
export class ContentService {
  async getChannel(ctx: RequestContext, id: number): Promise<Channel> {
    const channel = await ctx.em.findOne(Channel, { id });
    if (!channel) throw new DomainError('NOT_FOUND');
    return channel;
  }

  /** The newest announcements first. */
  async latestAnnouncements(ctx: RequestContext, count: number): Promise<Announcement[]> {
    return ctx.em.find(Announcement, {}, { orderBy: { publishedAt: 'desc', id: 'desc' }, limit: count });
  }
}
