import type { EntityManager } from '@mikro-orm/sql';
import { User } from './identity.entities.js';

/**
 * The user's tier (spec: vip = 1 is a super member, otherwise a normal user), written only here. The membership
 * module decides when someone is a super member and sets it through this, never through the user table.
 */
export const memberTier = {
  /** Sets vip to 1 or 0 with one conditional update; false when it already was (or there is no such user). */
  async setVip(em: EntityManager, userId: number, vip: 0 | 1): Promise<boolean> {
    return (await em.nativeUpdate(User, { id: userId, vip: { $ne: vip } }, { vip })) === 1;
  },

  async vipOf(em: EntityManager, userId: number): Promise<0 | 1> {
    const user = await em.findOne(User, { id: userId }, { fields: ['vip'], refresh: true });
    return user?.vip === 1 ? 1 : 0;
  },
};
