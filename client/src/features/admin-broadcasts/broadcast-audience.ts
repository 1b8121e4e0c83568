import type { BroadcastAudience, BroadcastAudienceInput } from '../../gql/graphql';

export const BROADCAST_AUDIENCES: readonly BroadcastAudience[] = ['ALL', 'SUPER_MEMBERS', 'ORDERED_WITHIN', 'LISTED'];
export const ORDERED_WITHIN_MAX_DAYS = 365;

export interface AudienceForm {
  audience: BroadcastAudience;
  /** ORDERED_WITHIN: the days typed. */
  days: string;
  /** LISTED: the chosen accounts' ids. */
  userIds: readonly string[];
}

/** The audience as the server takes it, or null while the form does not name one yet (no days, no accounts). */
export function audienceInput(form: AudienceForm): BroadcastAudienceInput | null {
  switch (form.audience) {
    case 'ORDERED_WITHIN': {
      const days = /^\d{1,3}$/.test(form.days.trim()) ? Number(form.days.trim()) : 0;
      return days >= 1 && days <= ORDERED_WITHIN_MAX_DAYS
        ? { audience: 'ORDERED_WITHIN', orderedWithinDays: days }
        : null;
    }
    case 'LISTED':
      return form.userIds.length > 0 ? { audience: 'LISTED', userIds: [...form.userIds] } : null;
    default:
      return { audience: form.audience };
  }
}
