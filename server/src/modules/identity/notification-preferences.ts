import type { EntityManager } from '@mikro-orm/sql';
import { AccountSettings } from './security.entities.js';

/** The saved message-notification toggles (security preferences), for the module that pushes messages. */
export type NotificationToggle = 'notifyOrderUpdates' | 'notifyPromotions' | 'notifyMessages';

/** Ids per query, below SQLite's limit on bound values. */
const SLICE = 1000;

export const notificationPreferences = {
  /** Which of these users turned `toggle` off; a user who never saved settings has every toggle on. */
  async turnedOff(em: EntityManager, userIds: readonly number[], toggle: NotificationToggle): Promise<Set<number>> {
    const off = new Set<number>();
    for (let start = 0; start < userIds.length; start += SLICE) {
      const rows = await em
        .createQueryBuilder(AccountSettings)
        .select('user')
        .where({ user: { $in: userIds.slice(start, start + SLICE) }, [toggle]: false })
        .execute<{ user_id: number }[]>('all', false);
      for (const row of rows) off.add(Number(row.user_id));
    }
    return off;
  },
};
