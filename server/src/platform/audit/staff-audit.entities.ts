import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * One change a staff member made to how the shop runs (a coupon template, the point rules, a membership price):
 * who, under which permission, to what, and the values it set. Rows are only ever added.
 */
export const StaffAuditEntry = defineEntity({
  name: 'StaffAuditEntry',
  tableName: 'staff_audit_entry',
  indexes: [
    { properties: ['actorId', 'at'] },
    { properties: ['subjectType', 'subjectId'] },
    { properties: ['at'] },
    { properties: ['permission', 'at'] },
    { properties: ['subjectId', 'at'] },
  ],
  properties: {
    id: p.integer().primary(),
    /** The staff user; a plain number so the platform never reaches into the identity module's tables. */
    actorId: p.integer(),
    /** The permission the change was made under, e.g. `coupon.manage`. */
    permission: p.string().length(64),
    /**
     * What was done: a service's stable dotted form (`coupon_template.create`), or for an entry the platform wrote
     * after any staff operation, the GraphQL mutation (`createStaffAccount`) or REST route (`POST /api/...`).
     */
    action: p.string().length(128),
    subjectType: p.string().length(64),
    subjectId: p.string().length(64).nullable(),
    /** The values the change set (never secrets), for reading back who set what. */
    detail: p.json<Record<string, unknown>>().nullable(),
    at: p.datetime(),
  },
});
export type StaffAuditEntry = InferEntity<typeof StaffAuditEntry>;
