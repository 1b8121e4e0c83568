import type { EntityManager } from '@mikro-orm/sql';
import { PermissionUses, trackPermissionUses, type AuthUser } from '../auth/index.js';
import type { Clock } from '../jobs/clock.js';
import { describeStaffInput, subjectsOf } from './input-summary.js';
import { StaffAuditEntry } from './staff-audit.entities.js';

/** One staff-facing operation as a transport names it. */
export interface StaffOperation {
  /** The GraphQL mutation's name (`createStaffAccount`), or the REST route (`POST /api/...`). */
  action: string;
  /** Its arguments or body, as the caller sent them (they are redacted before they are kept). */
  input: unknown;
}

interface Caller {
  em: EntityManager;
  user: AuthUser | null;
}

/**
 * Runs one write operation of any module and, when it ends well after passing a staff permission check, adds its
 * entry to the audit log: who, under which permission(s), which operation, on which subject(s), with a redacted
 * summary of the input. Every module's staff mutations are covered without doing anything: their services already
 * call `requirePermission` (or fire a flow transition that names a permission), which is what marks the operation
 * as a staff action. Operations that fail, are refused, or answer user errors (`failed`) are not recorded; neither
 * is one whose service wrote its own, richer entry with `recordStaffAction`.
 */
export async function auditStaffOperation<T>(
  caller: Caller,
  clock: Clock,
  operation: StaffOperation,
  work: () => Promise<T>,
  failed: (result: T) => boolean = () => false,
): Promise<T> {
  const uses = new PermissionUses();
  const result = await trackPermissionUses(uses, work);
  const [permission, ...others] = uses.permissions;
  if (!caller.user || permission === undefined || uses.auditedByService || failed(result)) return result;
  const subjects = subjectsOf(operation.input, result);
  await caller.em.insert(StaffAuditEntry, {
    actorId: Number(caller.user.id),
    permission,
    action: operation.action.slice(0, 128),
    subjectType: subjects[0]?.field ?? '',
    subjectId: subjects[0]?.id ?? null,
    detail: {
      input: describeStaffInput(operation.input),
      ...(others.length > 0 && { permissions: [permission, ...others] }),
      ...(subjects.length > 1 && { subjects: subjects.map(({ field, id }) => `${field}:${id}`) }),
    },
    at: clock.now(),
  });
  return result;
}
