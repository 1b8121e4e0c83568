import type { EntityManager } from '@mikro-orm/sql';
import type { AuthUser } from '../../platform/auth/index.js';
import { User } from './identity.entities.js';
import { displayNameOf } from './session.service.js';

/** What other modules may read about a user: who they are called and how to reach them. */
export type UserContact = Readonly<Pick<User, 'id' | 'nickname' | 'username' | 'email' | 'phone'>>;

/**
 * Reads of the user table for other modules (message recipients, review authors), so that they never query the
 * identity module's entities themselves. Each is one query.
 */
export const userDirectory = {
  /** The user as a request acting for them sees them (an API key's owner); null when disabled or gone. */
  async activeUser(em: EntityManager, id: number): Promise<AuthUser | null> {
    const user = await em.findOne(User, { id, disabledAt: null });
    return user && { id: String(user.id), displayName: displayNameOf(user), roles: user.roles };
  },

  async userExists(em: EntityManager, id: number): Promise<boolean> {
    return (await em.count(User, { id })) > 0;
  },

  /** Every user id, in id order. */
  async allUserIds(em: EntityManager): Promise<number[]> {
    return (await em.find(User, {}, { fields: ['id'], orderBy: { id: 'asc' } })).map((user) => user.id);
  },

  /** Which of these ids are users (plain rows, nothing loaded into the identity map). */
  async existingUserIds(em: EntityManager, ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await em
      .createQueryBuilder(User)
      .select('id')
      .where({ id: { $in: [...ids] } })
      .execute<{ id: number }[]>('all', false);
    return new Set(rows.map((row) => Number(row.id)));
  },

  async contacts(em: EntityManager, ids: readonly number[]): Promise<UserContact[]> {
    if (ids.length === 0) return [];
    return em.find(User, { id: { $in: [...ids] } });
  },

  /** The display name (nickname, username or masked contact) of each of these users that exists. */
  async displayNames(em: EntityManager, ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const users = await em.find(User, { id: { $in: [...ids] } });
    return new Map(users.map((user) => [user.id, displayNameOf(user)]));
  },

  /** What another buyer may see of these users (a group buy's members): the display name and avatar path. */
  async publicProfiles(
    em: EntityManager,
    ids: readonly number[],
  ): Promise<Map<number, { displayName: string; avatarPath: string | null }>> {
    if (ids.length === 0) return new Map();
    const users = await em.find(User, { id: { $in: [...ids] } });
    return new Map(
      users.map((user) => [user.id, { displayName: displayNameOf(user), avatarPath: user.avatarPath ?? null }]),
    );
  },

  /** Ids of the buyers (optionally only super members, vip = 1), in id order: a promotion's target segment. */
  async buyerIds(em: EntityManager, options: { vipOnly: boolean }): Promise<number[]> {
    const rows = await em
      .createQueryBuilder(User)
      .select(['id', 'roles'])
      .where(options.vipOnly ? { vip: 1 } : {})
      .orderBy({ id: 'asc' })
      .execute<{ id: number; roles: string | string[] }[]>('all', false);
    return rows
      .filter((row) => (typeof row.roles === 'string' ? JSON.parse(row.roles) : row.roles).includes('buyer'))
      .map((row) => Number(row.id));
  },
};
