import { AsyncLocalStorage } from 'node:async_hooks';
import type { Permission } from './permissions.js';

/**
 * What one operation (a GraphQL mutation, a REST write) did under staff permissions: the permissions its checks
 * let through, and whether a service already wrote its own, richer audit entry for it.
 */
export class PermissionUses {
  readonly permissions = new Set<Permission>();
  auditedByService = false;
}

const current = new AsyncLocalStorage<PermissionUses>();

/** Runs `work` with a fresh record of the permissions it uses; `uses` is filled as its checks pass. */
export function trackPermissionUses<T>(uses: PermissionUses, work: () => T): T {
  return current.run(uses, work);
}

/** Called by every check that let the caller through (`requirePermission`, a flow transition's party). */
export function notePermissionUse(permission: Permission): void {
  current.getStore()?.permissions.add(permission);
}

/** Called when a service records the operation in the audit log itself, so the platform does not write it twice. */
export function noteAuditedByService(): void {
  const uses = current.getStore();
  if (uses) uses.auditedByService = true;
}
