import type { CouponsService } from './coupons.service.js';
export function couponRoutes(_service: CouponsService) {
  return [];
}
