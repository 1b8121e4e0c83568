import type { StaffAuditFilter } from '../../gql/graphql';

/** The audit search form as typed: dates as `YYYY-MM-DD` (the browser's date field). */
export interface AuditSearchForm {
  actorId: string;
  what: string;
  from: string;
  to: string;
  subjectId: string;
}

const DAY_MS = 24 * 3600_000;

/** The query's filter: empty fields left out; a date range in the viewer's time zone, the `to` day included. */
export function auditFilterOf(form: AuditSearchForm): StaffAuditFilter {
  const startOf = (day: string) => new Date(`${day}T00:00:00`);
  return {
    ...(form.actorId.trim() && { actorId: form.actorId.trim() }),
    ...(form.what.trim() && { what: form.what.trim() }),
    ...(form.subjectId.trim() && { subjectId: form.subjectId.trim() }),
    ...(form.from && { from: startOf(form.from).toISOString() }),
    ...(form.to && { to: new Date(startOf(form.to).getTime() + DAY_MS).toISOString() }),
  };
}
