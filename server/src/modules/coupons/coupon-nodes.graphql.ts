import { Field, ID, InputType, Int, InterfaceType, ObjectType, registerEnumType } from 'type-graphql';
import { connectionTypes } from '../../platform/graphql/connection.js';
import { Money } from '../../platform/graphql/money-scalar.js';
import { UserErrorNode } from '../../platform/graphql/user-errors.js';
import { CouponSegment } from './coupon-staff.js';
import {
  CouponStatus,
  type CouponOfferView,
  type CouponScopeView,
  type CouponTemplateView,
  type CouponTermsView,
  type DiscountCodeView,
  type StaffUserCouponView,
  type UserCouponView,
} from './coupon-views.js';
import {
  CouponDiscountKind,
  CouponScopeKind,
  CouponSource,
  CouponTemplateStatus,
  DiscountCodeStatus,
} from './coupons.entities.js';

registerEnumType(CouponStatus, {
  name: 'CouponStatus',
  description: 'A held coupon as its holder sees it (spec §4); EXPIRED: unused at or after its end.',
});
registerEnumType(CouponDiscountKind, { name: 'CouponDiscountKind' });
registerEnumType(CouponScopeKind, { name: 'CouponScopeKind', description: 'What goods a coupon takes money off.' });
registerEnumType(CouponSource, { name: 'CouponSource', description: 'How the holder came to hold a coupon.' });
registerEnumType(CouponTemplateStatus, {
  name: 'CouponTemplateStatus',
  description: 'PAUSED: nothing more can be claimed, redeemed or issued (coupons held stay usable).',
});
registerEnumType(CouponSegment, { name: 'CouponSegment', description: 'Whom staff issue a coupon to.' });
registerEnumType(DiscountCodeStatus, { name: 'DiscountCodeStatus' });

@ObjectType('CouponScopeItem', { simpleResolvers: true })
export class CouponScopeItemNode {
  @Field(() => ID, { description: 'ID of the coupon scope item.' }) id!: string;
  @Field(() => String, { description: 'A category name, a maker name or a part number, in the request language.' })
  name!: string;
}

@ObjectType('CouponScope', { simpleResolvers: true })
export class CouponScopeNode {
  @Field(() => CouponScopeKind, { description: 'Which kind it is; see `CouponScopeKind`.' }) kind!: CouponScopeKind;
  @Field(() => [CouponScopeItemNode]) categories!: CouponScopeItemNode[];
  @Field(() => [CouponScopeItemNode]) manufacturers!: CouponScopeItemNode[];
  @Field(() => [CouponScopeItemNode]) products!: CouponScopeItemNode[];
  @Field(() => String, { description: 'Translated: "All goods", "Category: Resistors, Capacitors" ...' })
  summary!: string;
}

@InterfaceType('CouponTerms', {
  description: 'The money terms and scope a coupon offer, a held coupon and a template share.',
})
export abstract class CouponTermsNode {
  @Field(() => String) title!: string;
  @Field(() => String) description!: string;
  @Field(() => CouponDiscountKind) discountKind!: CouponDiscountKind;
  @Field(() => Money, { nullable: true, description: 'AMOUNT_OFF: fen taken off.' }) amountOffFen!: number | null;
  @Field(() => Int, { nullable: true, description: 'PERCENT_OFF: 1..99 (15 = 15% off).' }) percentOff!: number | null;
  @Field(() => Money, { nullable: true, description: 'PERCENT_OFF: the most it takes off; null: no cap.' })
  maxDiscountFen!: number | null;
  @Field(() => Money, { description: 'The eligible goods must come to at least this (0: no threshold).' })
  thresholdFen!: number;
  @Field(() => CouponScopeNode) scope!: CouponScopeNode;
}

@ObjectType('CouponOffer', {
  implements: CouponTermsNode,
  simpleResolvers: true,
  description: 'A coupon the coupon centre offers to claim.',
})
export class CouponOfferNode extends CouponTermsNode {
  @Field(() => ID, { description: 'ID of the coupon offer.' }) id!: string;
  @Field(() => Date, { nullable: true, description: 'Fixed validity; null when valid for validDays after claiming.' })
  validFrom!: Date | null;
  @Field(() => Date, { nullable: true }) validUntil!: Date | null;
  @Field(() => Int, { nullable: true, description: 'Valid this many days from the claim.' }) validDays!: number | null;
  @Field(() => Date, { nullable: true, description: 'When the claim starts.' }) claimStartsAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'When the claim ends.' }) claimEndsAt!: Date | null;
  @Field(() => Int, { nullable: true, description: 'Left to claim; null: unlimited.' }) remaining!: number | null;
  @Field(() => Int, { description: 'How many the signed-in user has claimed (0 for visitors).' })
  claimedByMe!: number;
  @Field(() => Boolean, { description: 'Whether a claim now can succeed (started, some left, under the limit).' })
  canClaim!: boolean;
}

@ObjectType('UserCoupon', { implements: CouponTermsNode, simpleResolvers: true, description: 'A coupon a user holds.' })
export class UserCouponNode extends CouponTermsNode {
  @Field(() => ID, { description: 'ID of the user coupon.' }) id!: string;
  @Field(() => CouponStatus, { description: 'Where it stands now; see `CouponStatus`.' }) status!: CouponStatus;
  @Field(() => CouponSource) source!: CouponSource;
  @Field(() => Date, { description: 'When it was claimed.' }) claimedAt!: Date;
  @Field(() => Date) validFrom!: Date;
  @Field(() => Date) validUntil!: Date;
  @Field(() => Date, { nullable: true, description: 'When it was used; null if it has not been.' })
  usedAt!: Date | null;
  @Field(() => ID, { nullable: true, description: 'The order that used it.' }) orderId!: string | null;
  @Field(() => String, { nullable: true }) orderNumber!: string | null;
  @Field(() => Boolean, { description: 'Unused and ending within a day (24 hours).' }) expiresSoon!: boolean;
}

@ObjectType('CouponTemplate', {
  implements: CouponTermsNode,
  simpleResolvers: true,
  description: 'A kind of coupon staff define (staff only).',
})
export class CouponTemplateNode extends CouponTermsNode {
  @Field(() => ID, { description: 'ID of the coupon template.' }) id!: string;
  @Field(() => Date, { nullable: true }) validFrom!: Date | null;
  @Field(() => Date, { nullable: true }) validUntil!: Date | null;
  @Field(() => Int, { nullable: true }) validDays!: number | null;
  @Field(() => Date, { nullable: true, description: 'When the claim starts.' }) claimStartsAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'When the claim ends.' }) claimEndsAt!: Date | null;
  @Field(() => Int, { nullable: true, description: 'null: unlimited.' }) totalQuantity!: number | null;
  @Field(() => Int) claimedCount!: number;
  @Field(() => Int) usedCount!: number;
  @Field(() => Int, { nullable: true }) remaining!: number | null;
  @Field(() => Int) perUserLimit!: number;
  @Field(() => Boolean, { description: 'Offered in the coupon centre.' }) publicClaim!: boolean;
  @Field(() => CouponTemplateStatus, { description: 'Where it stands now; see `CouponTemplateStatus`.' })
  status!: CouponTemplateStatus;
  @Field(() => Date, { description: 'When it was created.' }) createdAt!: Date;
  @Field(() => Date, { description: 'When it last changed.' }) updatedAt!: Date;
}

@ObjectType('CouponCounts', { simpleResolvers: true })
export class CouponCountsNode {
  @Field(() => Int) unused!: number;
  @Field(() => Int) used!: number;
  @Field(() => Int) expired!: number;
}

@ObjectType('DiscountCode', { simpleResolvers: true })
export class DiscountCodeNode {
  @Field(() => ID, { description: 'ID of the discount code.' }) id!: string;
  @Field(() => ID, { description: 'ID of the template.' }) templateId!: string;
  @Field(() => String) code!: string;
  @Field(() => Boolean, { description: 'One redemption in all; a shared code: each user once.' }) singleUse!: boolean;
  @Field(() => Int, { nullable: true, description: 'Shared: at most this many users; null: no limit.' })
  maxRedemptions!: number | null;
  @Field(() => Int) redeemedCount!: number;
  @Field(() => DiscountCodeStatus, { description: 'Where it stands now; see `DiscountCodeStatus`.' })
  status!: DiscountCodeStatus;
  @Field(() => Date, { description: 'When it was created.' }) createdAt!: Date;
}

@ObjectType('StaffUserCoupon', { simpleResolvers: true, description: 'A coupon of a template as staff see it.' })
export class StaffUserCouponNode {
  @Field(() => ID, { description: 'ID of the staff user coupon.' }) id!: string;
  @Field(() => ID, { description: 'ID of the user.' }) userId!: string;
  @Field(() => String) userName!: string;
  @Field(() => CouponStatus, { description: 'Where it stands now; see `CouponStatus`.' }) status!: CouponStatus;
  @Field(() => CouponSource) source!: CouponSource;
  @Field(() => Date, { description: 'When it was claimed.' }) claimedAt!: Date;
  @Field(() => Date) validUntil!: Date;
  @Field(() => Date, { nullable: true, description: 'When it was used; null if it has not been.' })
  usedAt!: Date | null;
  @Field(() => ID, { nullable: true, description: 'ID of the order. Null when there is none.' }) orderId!:
    string | null;
  @Field(() => String, { nullable: true }) orderNumber!: string | null;
}

export const { Connection: CouponOfferConnection } = connectionTypes('CouponOffer', CouponOfferNode);
export type CouponOfferConnection = InstanceType<typeof CouponOfferConnection>;
export const { Connection: UserCouponConnection } = connectionTypes('UserCoupon', UserCouponNode);
export type UserCouponConnection = InstanceType<typeof UserCouponConnection>;
export const { Connection: CouponTemplateConnection } = connectionTypes('CouponTemplate', CouponTemplateNode);
export type CouponTemplateConnection = InstanceType<typeof CouponTemplateConnection>;
export const { Connection: DiscountCodeConnection } = connectionTypes('DiscountCode', DiscountCodeNode);
export type DiscountCodeConnection = InstanceType<typeof DiscountCodeConnection>;
export const { Connection: StaffUserCouponConnection } = connectionTypes('StaffUserCoupon', StaffUserCouponNode);
export type StaffUserCouponConnection = InstanceType<typeof StaffUserCouponConnection>;

// Inputs and payloads

@InputType('ClaimCouponInput', { description: 'Input of `claimCoupon`.' })
export class ClaimCouponInput {
  @Field(() => ID, { description: 'A CouponOffer id.' }) offerId!: string;
}

@InputType('RedeemDiscountCodeInput', { description: 'Input of `redeemDiscountCode`.' })
export class RedeemDiscountCodeInput {
  @Field(() => String, { description: 'Case-insensitive.' }) code!: string;
}

@ObjectType('ClaimCouponPayload', {
  description: 'What `claimCoupon` answers: the result, or `userErrors` saying why it did not go through.',
})
export class ClaimCouponPayload {
  @Field(() => UserCouponNode, { nullable: true }) coupon?: UserCouponNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('RedeemDiscountCodePayload', {
  description: 'What `redeemDiscountCode` answers: the result, or `userErrors` saying why it did not go through.',
})
export class RedeemDiscountCodePayload {
  @Field(() => UserCouponNode, { nullable: true }) coupon?: UserCouponNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@InputType('SaveCouponTemplateInput', {
  description:
    'A new template (no id) or an edit. Validity: validFrom and validUntil, or validDays (then the dates are ignored).',
})
export class SaveCouponTemplateInput {
  @Field(() => ID, { nullable: true, description: 'ID of the coupon template.' }) id?: string | null;
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => CouponDiscountKind) discountKind!: CouponDiscountKind;
  @Field(() => Money, { nullable: true, description: 'Amount off in fen (0.01 yuan).' }) amountOffFen?: number | null;
  @Field(() => Int, { nullable: true }) percentOff?: number | null;
  @Field(() => Money, { nullable: true, description: 'Max discount in fen (0.01 yuan).' }) maxDiscountFen?:
    number | null;
  @Field(() => Money, { nullable: true, description: 'Default 0: no threshold.' }) thresholdFen?: number | null;
  @Field(() => CouponScopeKind) scopeKind!: CouponScopeKind;
  @Field(() => [ID], { nullable: true, description: 'Category, maker or part ids by scopeKind.' })
  scopeIds?: string[] | null;
  @Field(() => Date, { nullable: true }) validFrom?: Date | null;
  @Field(() => Date, { nullable: true }) validUntil?: Date | null;
  @Field(() => Int, { nullable: true }) validDays?: number | null;
  @Field(() => Date, { nullable: true, description: 'When the claim starts.' }) claimStartsAt?: Date | null;
  @Field(() => Date, { nullable: true, description: 'When the claim ends.' }) claimEndsAt?: Date | null;
  @Field(() => Int, { nullable: true, description: 'null: unlimited.' }) totalQuantity?: number | null;
  @Field(() => Int, { nullable: true, description: 'Default 1.' }) perUserLimit?: number | null;
  @Field(() => Boolean, { nullable: true, description: 'Default true: offered in the coupon centre.' })
  publicClaim?: boolean | null;
}

@ObjectType('SaveCouponTemplatePayload', {
  description: 'What `saveCouponTemplate` answers: the result, or `userErrors` saying why it did not go through.',
})
export class SaveCouponTemplatePayload {
  @Field(() => CouponTemplateNode, { nullable: true }) template?: CouponTemplateNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@InputType('SetCouponTemplateStatusInput', { description: 'Input of `setCouponTemplateStatus`.' })
export class SetCouponTemplateStatusInput {
  @Field(() => ID, { description: 'ID of the template.' }) templateId!: string;
  @Field(() => CouponTemplateStatus, { description: 'Where it stands now; see `CouponTemplateStatus`.' })
  status!: CouponTemplateStatus;
}

@ObjectType('SetCouponTemplateStatusPayload', {
  description: 'What `setCouponTemplateStatus` answers: the result, or `userErrors` saying why it did not go through.',
})
export class SetCouponTemplateStatusPayload {
  @Field(() => CouponTemplateNode, { nullable: true }) template?: CouponTemplateNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@InputType('IssueCouponsInput', { description: 'Input of `issueCoupons`.' })
export class IssueCouponsInput {
  @Field(() => ID, { description: 'ID of the template.' }) templateId!: string;
  @Field(() => CouponSegment) segment!: CouponSegment;
  @Field(() => [ID], { nullable: true, description: 'For segment USERS: at most 1000.' }) userIds?: string[] | null;
}

@ObjectType('IssueCouponsPayload', {
  description: 'What `issueCoupons` answers: the result, or `userErrors` saying why it did not go through.',
})
export class IssueCouponsPayload {
  @Field(() => Int, { nullable: true }) issuedCount?: number;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@InputType('CreateDiscountCodesInput', {
  description:
    'Either sharedCode (one code each user may redeem once, up to maxRedemptions users) or count single-use codes.',
})
export class CreateDiscountCodesInput {
  @Field(() => ID, { description: 'ID of the template.' }) templateId!: string;
  @Field(() => String, { nullable: true }) sharedCode?: string | null;
  @Field(() => Int, { nullable: true }) count?: number | null;
  @Field(() => Int, { nullable: true }) maxRedemptions?: number | null;
}

@ObjectType('CreateDiscountCodesPayload', {
  description: 'What `createDiscountCodes` answers: the result, or `userErrors` saying why it did not go through.',
})
export class CreateDiscountCodesPayload {
  @Field(() => [DiscountCodeNode]) codes!: DiscountCodeNode[];
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

// Views to nodes

const scopeNode = (scope: CouponScopeView): CouponScopeNode => {
  const items = (list: { id: number; name: string }[]) =>
    list.map((item) => ({ id: String(item.id), name: item.name }));
  return {
    kind: scope.kind,
    categories: items(scope.categories),
    manufacturers: items(scope.manufacturers),
    products: items(scope.products),
    summary: scope.summary,
  };
};

const termsNode = <T extends CouponTermsView>(view: T) => ({ ...view, scope: scopeNode(view.scope) });

export const toOfferNode = (view: CouponOfferView): CouponOfferNode => ({ ...termsNode(view), id: String(view.id) });

export const toUserCouponNode = (view: UserCouponView): UserCouponNode => ({
  ...termsNode(view),
  id: String(view.id),
  orderId: view.orderId === null ? null : String(view.orderId),
});

export const toTemplateNode = (view: CouponTemplateView): CouponTemplateNode => ({
  ...termsNode(view),
  id: String(view.id),
});

export const toDiscountCodeNode = (view: DiscountCodeView): DiscountCodeNode => ({
  ...view,
  id: String(view.id),
  templateId: String(view.templateId),
});

export const toStaffUserCouponNode = (view: StaffUserCouponView): StaffUserCouponNode => ({
  ...view,
  id: String(view.id),
  userId: String(view.userId),
  orderId: view.orderId === null ? null : String(view.orderId),
});
