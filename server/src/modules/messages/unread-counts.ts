import { raw, type EntityManager } from '@mikro-orm/sql';
import { Message, MessageKind } from './messages.entities.js';

/** Unread, not deleted messages of one user: all of them and per kind. */
export interface UnreadCounts {
  all: number;
  system: number;
  platform: number;
  other: number;
}

export const noUnread: UnreadCounts = { all: 0, system: 0, platform: 0, other: 0 };

/** The unread counts of each given user, with one GROUP BY however many users there are. */
export async function unreadCountsOf(em: EntityManager, userIds: number[]): Promise<Map<number, UnreadCounts>> {
  const counts = new Map(userIds.map((id) => [id, { ...noUnread }]));
  if (userIds.length === 0) return counts;
  const rows = await em
    .createQueryBuilder(Message)
    .select(['recipient', 'kind', raw('count(*) as count')])
    .where({ recipient: { $in: userIds }, readAt: null, deletedAt: null })
    .groupBy(['recipient', 'kind'])
    .execute<{ recipient_id: number; kind: MessageKind; count: number | string }[]>('all', false);
  for (const row of rows) {
    const userCounts = counts.get(Number(row.recipient_id));
    if (!userCounts || !Object.values(MessageKind).includes(row.kind)) continue;
    userCounts[row.kind] += Number(row.count);
    userCounts.all += Number(row.count);
  }
  return counts;
}
