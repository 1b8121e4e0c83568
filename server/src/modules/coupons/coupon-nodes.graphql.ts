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
  valuesConfig: {
    UNUSED: { description: 'Held and usable within its validity.' },
    USED: { description: 'Spent on an order.' },
    EXPIRED: { description: 'Not used before its end.' },
  },
});
registerEnumType(CouponDiscountKind, {
  name: 'CouponDiscountKind',
  valuesConfig: {
    AMOUNT_OFF: { description: 'A fixed amount (`amountOffFen`) off the eligible goods.' },
    PERCENT_OFF: { description: 'A percentage (`percentOff`) off the eligible goods, capped by `maxDiscountFen`.' },
  },
  description: 'How a coupon takes money off.',
});
registerEnumType(CouponScopeKind, {
  name: 'CouponScopeKind',
  description: 'What goods a coupon takes money off.',
  valuesConfig: {
    ALL: { description: 'All goods.' },
    CATEGORY: { description: 'Only parts whose category is one of those listed.' },
    MANUFACTURER: { description: 'Only parts of the listed makers.' },
    PRODUCTS: { description: 'Only the listed parts.' },
  },
});
registerEnumType(CouponSource, {
  name: 'CouponSource',
  description: 'How the holder came to hold a coupon.',
  valuesConfig: {
    CLAIM: { description: 'Claimed in the coupon centre.' },
    CODE: { description: 'Redeemed with a discount code.' },
    ISSUED: { description: 'Issued by staff.' },
    INVITATION: { description: 'A reward for inviting a new user.' },
  },
});
registerEnumType(CouponTemplateStatus, {
  name: 'CouponTemplateStatus',
  description: 'PAUSED: nothing more can be claimed, redeemed or issued (coupons held stay usable).',
  valuesConfig: {
    ACTIVE: { description: 'Coupons can be claimed, redeemed and issued.' },
    PAUSED: { description: 'Nothing more can be claimed, redeemed or issued; coupons held stay usable.' },
  },
});
registerEnumType(CouponSegment, {
  name: 'CouponSegment',
  description: 'Whom staff issue a coupon to.',
  valuesConfig: {
    USERS: { description: 'The users listed by id.' },
    ALL_SHOPPERS: { description: 'Every shopper account.' },
    SUPER_MEMBERS: { description: 'Every user with an active super membership.' },
  },
});
registerEnumType(DiscountCodeStatus, {
  name: 'DiscountCodeStatus',
  valuesConfig: {
    ACTIVE: { description: 'Can be redeemed.' },
    DISABLED: { description: 'Switched off: it can no longer be redeemed.' },
  },
  description: 'Whether a discount code can still be redeemed.',
});

@ObjectType('CouponScopeItem', {
  simpleResolvers: true,
  description: "A category, maker or part named in a coupon's scope.",
})
export class CouponScopeItemNode {
  @Field(() => ID, { description: 'ID of the coupon scope item.' }) id!: string;
  @Field(() => String, { description: 'A category name, a maker name or a part number, in the request language.' })
  name!: string;
}

@ObjectType('CouponScope', {
  simpleResolvers: true,
  description: 'Which goods a coupon takes money off; the lists matching `kind` are filled, the others are empty.',
})
export class CouponScopeNode {
  @Field(() => CouponScopeKind, { description: 'Which kind it is; see `CouponScopeKind`.' }) kind!: CouponScopeKind;
  @Field(() => [CouponScopeItemNode], {
    description: 'The categories it covers when `kind` is CATEGORY; empty otherwise.',
  })
  categories!: CouponScopeItemNode[];
  @Field(() => [CouponScopeItemNode], {
    description: 'The makers it covers when `kind` is MANUFACTURER; empty otherwise.',
  })
  manufacturers!: CouponScopeItemNode[];
  @Field(() => [CouponScopeItemNode], { description: 'The parts it covers when `kind` is PRODUCTS; empty otherwise.' })
  products!: CouponScopeItemNode[];
  @Field(() => String, { description: 'Translated: "All goods", "Category: Resistors, Capacitors" ...' })
  summary!: string;
}

@InterfaceType('CouponTerms', {
  description: 'The money terms and scope a coupon offer, a held coupon and a template share.',
})
export abstract class CouponTermsNode {
  @Field(() => String, { description: 'Short name of the coupon, e.g. "¥10 off ¥100".' }) title!: string;
  @Field(() => String, { description: 'Longer terms text staff wrote for it; may be empty.' }) description!: string;
  @Field(() => CouponDiscountKind, { description: 'Whether it takes a fixed amount or a percentage off.' })
  discountKind!: CouponDiscountKind;
  @Field(() => Money, { nullable: true, description: 'AMOUNT_OFF: fen taken off.' }) amountOffFen!: number | null;
  @Field(() => Int, { nullable: true, description: 'PERCENT_OFF: 1..99 (15 = 15% off).' }) percentOff!: number | null;
  @Field(() => Money, { nullable: true, description: 'PERCENT_OFF: the most it takes off; null: no cap.' })
  maxDiscountFen!: number | null;
  @Field(() => Money, { description: 'The eligible goods must come to at least this (0: no threshold).' })
  thresholdFen!: number;
  @Field(() => CouponScopeNode, { description: 'Which goods it takes money off.' }) scope!: CouponScopeNode;
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
  @Field(() => Date, {
    nullable: true,
    description: 'End of a fixed validity; null when the coupon is valid for some days after claiming.',
  })
  validUntil!: Date | null;
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
  @Field(() => CouponSource, { description: 'How the holder came to hold it.' }) source!: CouponSource;
  @Field(() => Date, { description: 'When it was claimed.' }) claimedAt!: Date;
  @Field(() => Date, { description: 'When it becomes usable.' }) validFrom!: Date;
  @Field(() => Date, { description: 'When it expires; unused at or after this time it is EXPIRED.' }) validUntil!: Date;
  @Field(() => Date, { nullable: true, description: 'When it was used; null if it has not been.' })
  usedAt!: Date | null;
  @Field(() => ID, { nullable: true, description: 'The order that used it.' }) orderId!: string | null;
  @Field(() => String, { nullable: true, description: 'Number of the order that used it; null while unused.' })
  orderNumber!: string | null;
  @Field(() => Boolean, { description: 'Unused and ending within a day (24 hours).' }) expiresSoon!: boolean;
}

@ObjectType('CouponTemplate', {
  implements: CouponTermsNode,
  simpleResolvers: true,
  description: 'A kind of coupon staff define (staff only).',
})
export class CouponTemplateNode extends CouponTermsNode {
  @Field(() => ID, { description: 'ID of the coupon template.' }) id!: string;
  @Field(() => Date, {
    nullable: true,
    description: 'Start of a fixed validity; null when valid for `validDays` after claiming.',
  })
  validFrom!: Date | null;
  @Field(() => Date, {
    nullable: true,
    description: 'End of a fixed validity; null when valid for `validDays` after claiming.',
  })
  validUntil!: Date | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Coupons are valid this many days from the claim; null for a fixed validity.',
  })
  validDays!: number | null;
  @Field(() => Date, { nullable: true, description: 'When the claim starts.' }) claimStartsAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'When the claim ends.' }) claimEndsAt!: Date | null;
  @Field(() => Int, { nullable: true, description: 'null: unlimited.' }) totalQuantity!: number | null;
  @Field(() => Int, { description: 'Coupons of it handed out so far (claimed, redeemed or issued).' })
  claimedCount!: number;
  @Field(() => Int, { description: 'Coupons of it spent on orders so far.' }) usedCount!: number;
  @Field(() => Int, { nullable: true, description: 'Coupons left to hand out; null: unlimited.' }) remaining!:
    number | null;
  @Field(() => Int, { description: 'The most coupons of it one user may claim.' }) perUserLimit!: number;
  @Field(() => Boolean, { description: 'Offered in the coupon centre.' }) publicClaim!: boolean;
  @Field(() => CouponTemplateStatus, { description: 'Where it stands now; see `CouponTemplateStatus`.' })
  status!: CouponTemplateStatus;
  @Field(() => Date, { description: 'When it was created.' }) createdAt!: Date;
  @Field(() => Date, { description: 'When it last changed.' }) updatedAt!: Date;
}

@ObjectType('CouponCounts', {
  simpleResolvers: true,
  description: "How many of the signed-in user's coupons each status tab holds.",
})
export class CouponCountsNode {
  @Field(() => Int, { description: 'Coupons that are UNUSED.' }) unused!: number;
  @Field(() => Int, { description: 'Coupons that are USED.' }) used!: number;
  @Field(() => Int, { description: 'Coupons that are EXPIRED.' }) expired!: number;
}

@ObjectType('DiscountCode', {
  simpleResolvers: true,
  description: 'A code users redeem for a coupon of a template (staff only).',
})
export class DiscountCodeNode {
  @Field(() => ID, { description: 'ID of the discount code.' }) id!: string;
  @Field(() => ID, { description: 'ID of the template.' }) templateId!: string;
  @Field(() => String, { description: 'The code users type; matched case-insensitively.' }) code!: string;
  @Field(() => Boolean, { description: 'One redemption in all; a shared code: each user once.' }) singleUse!: boolean;
  @Field(() => Int, { nullable: true, description: 'Shared: at most this many users; null: no limit.' })
  maxRedemptions!: number | null;
  @Field(() => Int, { description: 'How many times it has been redeemed.' }) redeemedCount!: number;
  @Field(() => DiscountCodeStatus, { description: 'Where it stands now; see `DiscountCodeStatus`.' })
  status!: DiscountCodeStatus;
  @Field(() => Date, { description: 'When it was created.' }) createdAt!: Date;
}

@ObjectType('StaffUserCoupon', { simpleResolvers: true, description: 'A coupon of a template as staff see it.' })
export class StaffUserCouponNode {
  @Field(() => ID, { description: 'ID of the staff user coupon.' }) id!: string;
  @Field(() => ID, { description: 'ID of the user.' }) userId!: string;
  @Field(() => String, { description: "The holder's display name." }) userName!: string;
  @Field(() => CouponStatus, { description: 'Where it stands now; see `CouponStatus`.' }) status!: CouponStatus;
  @Field(() => CouponSource, { description: 'How the holder came to hold it.' }) source!: CouponSource;
  @Field(() => Date, { description: 'When it was claimed.' }) claimedAt!: Date;
  @Field(() => Date, { description: 'When it expires.' }) validUntil!: Date;
  @Field(() => Date, { nullable: true, description: 'When it was used; null if it has not been.' })
  usedAt!: Date | null;
  @Field(() => ID, { nullable: true, description: 'ID of the order. Null when there is none.' }) orderId!:
    string | null;
  @Field(() => String, { nullable: true, description: 'Number of the order that used it; null while unused.' })
  orderNumber!: string | null;
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
  @Field(() => UserCouponNode, {
    nullable: true,
    description: 'The coupon now held; null when `userErrors` is not empty.',
  })
  coupon?: UserCouponNode;
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
  @Field(() => UserCouponNode, {
    nullable: true,
    description: 'The coupon now held; null when `userErrors` is not empty.',
  })
  coupon?: UserCouponNode;
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
  @Field(() => String, { description: 'Short name buyers see, e.g. "¥10 off ¥100"; at most 64 characters.' })
  title!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Longer terms text, at most 500 characters; null or empty for none.',
  })
  description?: string | null;
  @Field(() => CouponDiscountKind, { description: 'Whether it takes a fixed amount or a percentage off.' })
  discountKind!: CouponDiscountKind;
  @Field(() => Money, { nullable: true, description: 'Amount off in fen (0.01 yuan).' }) amountOffFen?: number | null;
  @Field(() => Int, { nullable: true, description: 'PERCENT_OFF: 1..99 (15 = 15% off); ignored for AMOUNT_OFF.' })
  percentOff?: number | null;
  @Field(() => Money, { nullable: true, description: 'Max discount in fen (0.01 yuan).' }) maxDiscountFen?:
    number | null;
  @Field(() => Money, { nullable: true, description: 'Default 0: no threshold.' }) thresholdFen?: number | null;
  @Field(() => CouponScopeKind, {
    description: 'Which goods it covers; CATEGORY, MANUFACTURER and PRODUCTS need their id lists.',
  })
  scopeKind!: CouponScopeKind;
  @Field(() => [ID], { nullable: true, description: 'Category, maker or part ids by scopeKind.' })
  scopeIds?: string[] | null;
  @Field(() => Date, { nullable: true, description: 'Start of a fixed validity; with validUntil.' })
  validFrom?: Date | null;
  @Field(() => Date, { nullable: true, description: 'End of a fixed validity; after validFrom.' })
  validUntil?: Date | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Valid this many days (1..3650) from the claim instead of fixed dates.',
  })
  validDays?: number | null;
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
  @Field(() => CouponTemplateNode, {
    nullable: true,
    description: 'The saved template; null when `userErrors` is not empty.',
  })
  template?: CouponTemplateNode;
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
  @Field(() => CouponTemplateNode, {
    nullable: true,
    description: 'The template in its new status; null when `userErrors` is not empty.',
  })
  template?: CouponTemplateNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@InputType('IssueCouponsInput', { description: 'Input of `issueCoupons`.' })
export class IssueCouponsInput {
  @Field(() => ID, { description: 'ID of the template.' }) templateId!: string;
  @Field(() => CouponSegment, { description: 'Whom to issue to; USERS needs the user ids (at most 1000).' })
  segment!: CouponSegment;
  @Field(() => [ID], { nullable: true, description: 'For segment USERS: at most 1000.' }) userIds?: string[] | null;
}

@ObjectType('IssueCouponsPayload', {
  description: 'What `issueCoupons` answers: the result, or `userErrors` saying why it did not go through.',
})
export class IssueCouponsPayload {
  @Field(() => Int, {
    nullable: true,
    description: 'How many coupons were handed out; null when `userErrors` is not empty.',
  })
  issuedCount?: number;
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
  @Field(() => String, { nullable: true, description: 'One code every user may redeem once; give this or count.' })
  sharedCode?: string | null;
  @Field(() => Int, {
    nullable: true,
    description: 'How many single-use codes to generate (at most 1000); give this or sharedCode.',
  })
  count?: number | null;
  @Field(() => Int, {
    nullable: true,
    description: 'With sharedCode: at most this many users may redeem it; null: no limit.',
  })
  maxRedemptions?: number | null;
}

@ObjectType('CreateDiscountCodesPayload', {
  description: 'What `createDiscountCodes` answers: the result, or `userErrors` saying why it did not go through.',
})
export class CreateDiscountCodesPayload {
  @Field(() => [DiscountCodeNode], { description: 'The codes created; empty when `userErrors` is not empty.' })
  codes!: DiscountCodeNode[];
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
