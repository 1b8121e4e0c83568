import type { EntityManager } from '@mikro-orm/sql';
import type { Page, PageRequest } from '../../platform/graphql/connection.js';
import { User } from './identity.entities.js';

/** What the invitations module may read about a user who signed up with someone's invitation code. */
export interface InviteeRecord {
  id: number;
  nickname: string | null;
  username: string | null;
  email: string | null;
  phone: string | null;
  createdAt: Date;
}

/** What the invitations module may read about the inviter: the code they share and the name on their poster. */
export interface InviterRecord {
  id: number;
  inviteCode: string;
  nickname: string | null;
  username: string | null;
}

function toInvitee(user: Pick<User, 'id' | 'nickname' | 'username' | 'email' | 'phone' | 'createdAt'>): InviteeRecord {
  return {
    id: user.id,
    nickname: user.nickname ?? null,
    username: user.username ?? null,
    email: user.email ?? null,
    phone: user.phone ?? null,
    createdAt: user.createdAt,
  };
}

/**
 * Reads of who invited whom (`User.invitedBy`, set at sign-up) for the invitations module, so it never queries the
 * identity module's table itself. Nothing here writes.
 */
export const invitationDirectory = {
  async inviterOf(em: EntityManager, userId: number): Promise<number | null> {
    const user = await em.findOne(User, { id: userId }, { fields: ['id', 'invitedBy'] });
    return user?.invitedBy?.id ?? null;
  },

  async inviter(em: EntityManager, userId: number): Promise<InviterRecord | null> {
    const user = await em.findOne(User, { id: userId }, { fields: ['id', 'inviteCode', 'nickname', 'username'] });
    return user
      ? { id: user.id, inviteCode: user.inviteCode, nickname: user.nickname ?? null, username: user.username ?? null }
      : null;
  },

  async invitee(em: EntityManager, userId: number): Promise<InviteeRecord | null> {
    const user = await em.findOne(
      User,
      { id: userId },
      { fields: ['id', 'nickname', 'username', 'email', 'phone', 'createdAt'] },
    );
    return user ? toInvitee(user) : null;
  },

  async inviteeCount(em: EntityManager, inviterId: number): Promise<number> {
    return em.count(User, { invitedBy: inviterId });
  },

  /** The users `inviterId` invited, newest first (by id), a page at a time. */
  async invitees(em: EntityManager, inviterId: number, page: PageRequest): Promise<Page<InviteeRecord>> {
    const where =
      page.afterId === undefined ? { invitedBy: inviterId } : { invitedBy: inviterId, id: { $lt: page.afterId } };
    const users = await em.find(User, where, {
      fields: ['id', 'nickname', 'username', 'email', 'phone', 'createdAt'],
      orderBy: { id: 'desc' },
      limit: page.first + 1,
    });
    const totalCount = await em.count(User, { invitedBy: inviterId });
    return {
      items: users.slice(0, page.first).map(toInvitee),
      hasNextPage: users.length > page.first,
      hasPreviousPage: page.afterId !== undefined,
      totalCount,
    };
  },
};
