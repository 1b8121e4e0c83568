import type { EntityManager } from '@mikro-orm/sql';
import type { Permission } from '../auth/index.js';
import { StaffAuditEntry } from './staff-audit.entities.js';

export interface StaffAction {
  actorId: number;
  permission: Permission;
  action: string;
  subjectType: string;
  subjectId?: string | number | null;
  detail?: Record<string, unknown> | null;
  at: Date;
}

/** Adds the audit row of a staff change inside the caller's transaction, so the change and its record land together. */
export function recordStaffAction(em: EntityManager, entry: StaffAction): StaffAuditEntry {
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
