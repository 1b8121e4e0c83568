import { notificationToggles, type NotificationToggle } from '@circuitmart/rules/notification-toggles';
import type { EntityManager } from '@mikro-orm/sql';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../platform/i18n/index.js';
import { Session, User } from './identity.entities.js';
import { AccountSettings } from './security.entities.js';

/** Where and in which language a user reads e-mail. */
export interface EmailRecipient {
  userId: number;
  email: string;
  locale: Locale;
}

/** The saved message-notification toggles (security preferences), for the module that pushes and e-mails messages. */
export { notificationToggles, type NotificationToggle };

/** Ids per query, below SQLite's limit on bound values. */
const SLICE = 1000;

/**
 * Those of these users (matching `where`) who left `toggle` on, with the language they chose, else the shop's
 * default; a disabled account is never among them. A user who never saved settings has every toggle on.
 */
async function readersWithToggleOn(
  em: EntityManager,
  userIds: readonly number[],
  toggle: NotificationToggle,
  where: { email?: { $ne: null } },
): Promise<{ user: { id: number; email: string | null }; locale: Locale }[]> {
  const readers: { user: { id: number; email: string | null }; locale: Locale }[] = [];
  for (let start = 0; start < userIds.length; start += SLICE) {
    const users = await em.find(
      User,
      { id: { $in: userIds.slice(start, start + SLICE) }, disabledAt: null, ...where },
      { fields: ['id', 'email'] },
    );
    if (users.length === 0) continue;
    const settings = await em.find(
      AccountSettings,
      { user: { $in: users.map((user) => user.id) } },
      { fields: ['user', 'locale', toggle] },
    );
    const settingsOf = new Map(settings.map((row) => [row.user.id, row]));
    for (const user of users) {
      const saved = settingsOf.get(user.id);
      if (saved && !saved[toggle]) continue;
      const locale = saved?.locale && isLocale(saved.locale) ? saved.locale : DEFAULT_LOCALE;
      readers.push({ user: { id: user.id, email: user.email ?? null }, locale });
    }
  }
  return readers;
}

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

  /**
   * Those of these users who have an e-mail address and left `toggle` on, with the language they chose (else the
   * shop's default). A disabled account gets nothing.
   */
  async emailRecipients(
    em: EntityManager,
    userIds: readonly number[],
    toggle: NotificationToggle,
  ): Promise<EmailRecipient[]> {
    const readers = await readersWithToggleOn(em, userIds, toggle, { email: { $ne: null } });
    return readers.map(({ user, locale }) => ({ userId: user.id, email: user.email!, locale }));
  },

  /** Those of these users who left `toggle` on, with their language: who may get a web push of the kind. */
  async pushRecipients(
    em: EntityManager,
    userIds: readonly number[],
    toggle: NotificationToggle,
  ): Promise<Map<number, Locale>> {
    const readers = await readersWithToggleOn(em, userIds, toggle, {});
    return new Map(readers.map(({ user, locale }) => [user.id, locale]));
  },

  /** Whether any live session of the user made a request at or after `since` (sessions note it once a minute). */
  async seenSince(em: EntityManager, userId: number, since: Date): Promise<boolean> {
    return (await em.count(Session, { user: userId, revokedAt: null, lastSeenAt: { $gte: since } })) > 0;
  },
};

/**
 * The two toggles of the API before there were five, kept (deprecated) so older clients go on working: each stood
 * for two kinds. Read, it is on only when both kinds are; written, it sets both.
 */
export const legacyNotificationToggles = {
  notifyPromotions: ['notifyPlatformMessages', 'notifyActivityReminders'],
  notifyMessages: ['notifySystemMessages', 'notifyChatMessages'],
} as const satisfies Record<string, readonly NotificationToggle[]>;
export type LegacyNotificationToggle = keyof typeof legacyNotificationToggles;

/** The legacy toggles as read from the five. */
export function legacyTogglesOf(
  toggles: Record<NotificationToggle, boolean>,
): Record<LegacyNotificationToggle, boolean> {
  return {
    notifyPromotions: legacyNotificationToggles.notifyPromotions.every((toggle) => toggles[toggle]),
    notifyMessages: legacyNotificationToggles.notifyMessages.every((toggle) => toggles[toggle]),
  };
}

/** Changes given as legacy toggles, as changes of the kinds they cover; a kind given itself wins. */
export function expandLegacyToggles<T extends Partial<Record<NotificationToggle | LegacyNotificationToggle, boolean>>>(
  changes: T,
): Omit<T, LegacyNotificationToggle> {
  const { notifyPromotions, notifyMessages, ...rest } = changes;
  const expanded: Partial<Record<NotificationToggle, boolean>> = {};
  for (const [legacy, value] of [
    ['notifyPromotions', notifyPromotions],
    ['notifyMessages', notifyMessages],
  ] as const) {
    if (value === undefined) continue;
    for (const toggle of legacyNotificationToggles[legacy]) expanded[toggle] = value;
  }
  return { ...expanded, ...rest };
}
