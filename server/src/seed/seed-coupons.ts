import type { EntityManager } from '@mikro-orm/sql';
import { Brand, Category } from '../modules/catalog/catalog.entities.js';
import { CouponTemplate, DiscountCode } from '../modules/coupons/coupons.entities.js';
import type { Clock } from '../platform/jobs/clock.js';

const DAY = 24 * 3600_000;

/**
 * Demo coupons for a development shop: four public templates in the coupon centre (one nearly claimed out) and a
 * welcome coupon behind the shared code WELCOME10. Answers how many templates were created.
 */
export async function seedDemoCoupons(em: EntityManager, clock: Clock): Promise<number> {
  const now = clock.now();
  const resistors = await em.findOne(Category, { slug: 'chip-resistors' }, { fields: ['id'] });
  const ti = await em.findOne(Brand, { slug: 'texas-instruments' }, { fields: ['id'] });
  const base = {
    description: '',
    amountOffFen: null,
    percentOff: null,
    maxDiscountFen: null,
    thresholdFen: 0,
    scopeKind: 'ALL' as const,
    scopeIds: [] as number[],
    validFrom: null,
    validUntil: null,
    validDays: 30,
    claimStartsAt: null,
    claimEndsAt: null,
    totalQuantity: null,
    claimedCount: 0,
    usedCount: 0,
    perUserLimit: 1,
    publicClaim: true,
    status: 'ACTIVE' as const,
    createdAt: now,
    createdBy: null,
    updatedAt: now,
  };
  const templates = [
    {
      ...base,
      title: '¥5 off orders over ¥50',
      discountKind: 'AMOUNT_OFF' as const,
      amountOffFen: 500,
      thresholdFen: 5000,
    },
    ...(resistors
      ? [
          {
            ...base,
            title: '10% off chip resistors, up to ¥30',
            discountKind: 'PERCENT_OFF' as const,
            percentOff: 10,
            maxDiscountFen: 3000,
            scopeKind: 'CATEGORY' as const,
            scopeIds: [resistors.id],
            validDays: 14,
            totalQuantity: 1000,
          },
        ]
      : []),
    ...(ti
      ? [
          {
            ...base,
            title: '¥20 off ¥199 of Texas Instruments',
            discountKind: 'AMOUNT_OFF' as const,
            amountOffFen: 2000,
            thresholdFen: 19900,
            scopeKind: 'MANUFACTURER' as const,
            scopeIds: [ti.id],
            validDays: null,
            validFrom: now,
            validUntil: new Date(now.getTime() + 60 * DAY),
            totalQuantity: 500,
          },
        ]
      : []),
    {
      ...base,
      title: '¥10 off over ¥100: almost gone',
      discountKind: 'AMOUNT_OFF' as const,
      amountOffFen: 1000,
      thresholdFen: 10000,
      validDays: 7,
      totalQuantity: 100,
      claimedCount: 97,
    },
  ];
  await em.insertMany(CouponTemplate, templates);
  const welcome = em.create(CouponTemplate, {
    ...base,
    title: 'Welcome: ¥10 off over ¥60',
    description: 'For new customers, with the code WELCOME10.',
    discountKind: 'AMOUNT_OFF',
    amountOffFen: 1000,
    thresholdFen: 6000,
    publicClaim: false,
  });
  await em.flush();
  em.create(DiscountCode, {
    code: 'WELCOME10',
    template: welcome.id,
    singleUse: false,
    maxRedemptions: null,
    redeemedCount: 0,
    status: 'ACTIVE',
    createdAt: now,
    createdBy: null,
  });
  await em.flush();
  return templates.length + 1;
}
