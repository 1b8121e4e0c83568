import type { EntityManager } from '@mikro-orm/sql';
import { noteAuditedByService, type Permission } from '../auth/index.js';
import { StaffAuditEntry } from './staff-audit.entities.js';

/** One entry of the log as its readers get it. */
export type StaffActionRecord = StaffAuditEntry;

export interface StaffAction {
  actorId: number;
  permission: Permission;
  action: string;
  subjectType: string;
  subjectId?: string | number | null;
  detail?: Record<string, unknown> | null;
  at: Date;
}

/**
 * Adds the audit row of a staff change inside the caller's transaction, so the change and its record land together.
 * The operation then needs no entry from the platform (`auditStaffOperation`): this one, with the values it set, is
 * the richer record.
 */
export function recordStaffAction(em: EntityManager, entry: StaffAction): StaffAuditEntry {
  noteAuditedByService();
  return em.create(StaffAuditEntry, {
    actorId: entry.actorId,
    permission: entry.permission,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId === undefined || entry.subjectId === null ? null : String(entry.subjectId),
    detail: entry.detail ?? null,
    at: entry.at,
  });
}

/** The latest staff changes to one subject, newest first (for a console's "history" panel and for tests). */
export function staffActionsOn(em: EntityManager, subjectType: string, subjectId: string | number, limit = 50) {
  return em.find(
    StaffAuditEntry,
    { subjectType, subjectId: String(subjectId) },
    { orderBy: { at: 'desc', id: 'desc' }, limit },
  );
}

/** What the audit log page searches by; every part is optional. */
export interface StaffActionFilter {
  actorId?: number | undefined;
  /** A permission (`coupon.manage`) or part of an operation's name (`createStaffAccount`, `POST /api/`). */
  what?: string | undefined;
  /** From this moment on (inclusive). */
  from?: Date | undefined;
  /** Before this moment. */
  to?: Date | undefined;
  subjectId?: string | undefined;
}

/** A page of audit entries matching the filter, newest first, continuing below `afterId`. */
export async function searchStaffActions(
  em: EntityManager,
  filter: StaffActionFilter,
  page: { first: number; afterId: number | undefined },
): Promise<{ items: StaffAuditEntry[]; totalCount: number; hasNextPage: boolean }> {
  const what = filter.what?.trim();
  const at = { ...(filter.from && { $gte: filter.from }), ...(filter.to && { $lt: filter.to }) };
  const where = {
    ...(filter.actorId !== undefined && { actorId: filter.actorId }),
    ...(filter.subjectId?.trim() && { subjectId: filter.subjectId.trim() }),
    ...(Object.keys(at).length > 0 && { at }),
    // In the LIKE, `_` also matches any one character: a search may find a little more, never less.
    ...(what && { $or: [{ permission: what }, { action: { $like: `%${what.replaceAll('%', '')}%` } }] }),
  };
  const [rows, totalCount] = await Promise.all([
    em.find(
      StaffAuditEntry,
      { ...where, ...(page.afterId !== undefined && { id: { $lt: page.afterId } }) },
      { orderBy: { id: 'desc' }, limit: page.first + 1 },
    ),
    em.count(StaffAuditEntry, where),
  ]);
  return { items: rows.slice(0, page.first), totalCount, hasNextPage: rows.length > page.first };
}
