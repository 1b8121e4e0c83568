/** Badges cap at 99 and show "99+" beyond it (spec §9). */
export const BADGE_MAXIMUM = 99;

export function formatBadgeCount(count: number): string {
  return count > BADGE_MAXIMUM ? `${BADGE_MAXIMUM}+` : String(count);
}
