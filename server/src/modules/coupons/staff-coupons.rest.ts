import type { CouponsService } from './coupons.service.js';
export function staffCouponRoutes(_service: CouponsService) {
  return [];
}
