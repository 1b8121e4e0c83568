import { requirePermission, type RequestContext } from '../../platform/auth/index.js';
import {
  searchStaffActions,
  type StaffActionFilter,
  type StaffActionRecord,
} from '../../platform/audit/staff-audit.js';
import type { Page, PageRequest } from '../../platform/graphql/connection.js';
import { userDirectory } from '../identity/user-directory.js';

export interface AuditLogEntry {
  id: number;
  entry: StaffActionRecord;
  /** The staff member's display name (null once their account is gone). */
  actorName: string | null;
}

/** The audit log of every staff action, for whoever holds `audit.view`. */
export class AuditLogService {
  async search(ctx: RequestContext, filter: StaffActionFilter, page: PageRequest): Promise<Page<AuditLogEntry>> {
    requirePermission(ctx, 'audit.view');
    const found = await searchStaffActions(ctx.em, filter, page);
    const names = await userDirectory.displayNames(ctx.em, [...new Set(found.items.map((entry) => entry.actorId))]);
    return {
      items: found.items.map((entry) => ({ id: entry.id, entry, actorName: names.get(entry.actorId) ?? null })),
      totalCount: found.totalCount,
      hasNextPage: found.hasNextPage,
      hasPreviousPage: page.afterId !== undefined,
    };
  }
}
