import type { Permission } from '../../gql/graphql';

/** The console's tabs: every staff member with promotion.view reads all four; each has its own permission to change. */
export type PromotionArea = 'coupons' | 'points' | 'membership' | 'invitations';

export const PROMOTION_AREAS: readonly PromotionArea[] = ['coupons', 'points', 'membership', 'invitations'];

const managePermission: Record<PromotionArea, Permission> = {
  coupons: 'COUPON_MANAGE',
  points: 'POINTS_MANAGE',
  membership: 'MEMBERSHIP_MANAGE',
  invitations: 'INVITATION_MANAGE',
};

/** Whether the viewer may change the area (the server checks the same permission on every change). */
export function canManage(permissions: readonly Permission[], area: PromotionArea): boolean {
  return permissions.includes(managePermission[area]);
}

export function areaFrom(value: string | null): PromotionArea {
  return PROMOTION_AREAS.find((area) => area === value) ?? 'coupons';
}
