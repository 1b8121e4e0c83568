import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { ErrorCode } from '../../platform/errors/index.js';
import { fenToNumber } from '@circuitmart/rules/money';
import { translateError } from '../../platform/errors/index.js';
import { parseId } from '../../platform/graphql/ids.js';
import { Money } from '../../platform/graphql/money-scalar.js';
import { UserErrorNode } from '../../platform/graphql/user-errors.js';
import type { Locale } from '../../platform/i18n/index.js';
import type { CheckoutSource } from './checkout.js';
import { DeliveryMethod, InvoiceType } from './orders.entities.js';
import type { PromotionChoice, Quote } from './pricing.js';

@ObjectType('CheckoutLine', { description: 'One line of the confirm page, priced by the server.' })
export class CheckoutLineNode {
  @Field(() => ID, { description: 'ID of the product.' }) productId!: string;
  @Field(() => ID, { nullable: true, description: 'The cart line it comes from; null for buy-now.' })
  cartLineId!: string | null;
  @Field(() => String, { description: 'Manufacturer part number.' }) mpn!: string;
  @Field(() => String, { description: "Name of the part's maker." }) brandName!: string;
  @Field(() => String, { description: 'Package of the part (e.g. SOT-23, 0603).' }) package!: string;
  @Field(() => Int, { description: 'Pieces ordered.' }) quantity!: number;
  @Field(() => Money, { description: 'Unit price in 0.0001 yuan from the price break of the quantity.' })
  unitPriceMilli!: number;
  @Field(() => Money, { description: 'Integer fen.' }) lineTotalFen!: number;
  @Field(() => UserErrorNode, { nullable: true, description: 'Why the line cannot be ordered as it is.' })
  problem!: UserErrorNode | null;
}

@ObjectType('CheckoutCouponOption', { description: "One of the buyer's coupons weighed against this checkout." })
export class CheckoutCouponOptionNode {
  @Field(() => ID, { description: 'ID of the coupon.' }) couponId!: string;
  @Field(() => String, { description: "The coupon's title as the buyer sees it." }) title!: string;
  @Field(() => Boolean, {
    description: 'Whether the coupon can be used on this checkout; when false, `reason` says why.',
  })
  usable!: boolean;
  @Field(() => Money, { description: 'What it takes off this checkout, in fen; 0 when unusable.' })
  deductionFen!: number;
  @Field(() => UserErrorNode, {
    nullable: true,
    description: 'Why it cannot be used (COUPON_THRESHOLD_NOT_MET, COUPON_NOT_APPLICABLE, COUPON_NOT_STARTED).',
  })
  reason!: UserErrorNode | null;
  @Field(() => Date, { description: 'When the coupon expires.' }) validUntil!: Date;
}

@ObjectType('CheckoutPoints', { description: "The buyer's points on this checkout." })
export class CheckoutPointsNode {
  @Field(() => Int, { description: "The buyer's points balance now." }) balance!: number;
  @Field(() => Int, { description: 'The most points this checkout can take (balance and the cap on the goods).' })
  maxUsable!: number;
  @Field(() => Int, { description: 'Points the quote spends.' }) used!: number;
  @Field(() => Money, { description: 'What one point is worth, in fen.' }) fenPerPoint!: number;
}

@InputType('CheckoutPromotionsInput', {
  description: 'couponId absent and noCoupon not true: the best coupon; points absent: none.',
})
export class CheckoutPromotionsInput {
  @Field(() => ID, { nullable: true, description: 'ID of the coupon.' }) couponId?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Use no coupon.' }) noCoupon?: boolean | null;
  @Field(() => Int, { nullable: true, description: 'Points to spend (at most maxUsable are).' }) points?: number | null;
}

@ObjectType('CheckoutQuote', {
  description: 'The totals of the pricing pipeline: payable = items - member discount - coupon - points + freight.',
})
export class CheckoutQuoteNode {
  @Field(() => [CheckoutLineNode], { description: 'The lines being bought, each priced by the server.' })
  lines!: CheckoutLineNode[];
  @Field(() => Money, { description: 'Integer fen.' }) itemsFen!: number;
  @Field(() => Money, { description: 'Integer fen; super members only.' }) memberDiscountFen!: number;
  @Field(() => Money, { description: 'Integer fen.' }) couponDeductionFen!: number;
  @Field(() => Money, { description: 'Integer fen.' }) pointsDeductionFen!: number;
  @Field(() => Money, { description: 'Integer fen.' }) freightFen!: number;
  @Field(() => Money, { description: 'Integer fen.' }) payableFen!: number;
  @Field(() => [CheckoutCouponOptionNode], {
    description: "The buyer's unused coupons: usable ones first (largest deduction first), then the others.",
  })
  coupons!: CheckoutCouponOptionNode[];
  @Field(() => ID, { nullable: true, description: 'The coupon the quote applies; null: none.' })
  selectedCouponId!: string | null;
  @Field(() => CheckoutPointsNode, { nullable: true, description: 'Null when the shop has no points.' })
  points!: CheckoutPointsNode | null;
}

@ObjectType('CheckoutOptions', { description: 'The choices offered on the confirm page for store pickup.' })
export class CheckoutOptionsNode {
  @Field(() => [String], { description: 'YYYY-MM-DD: today and the next 7 days.' }) pickupDates!: string[];
  @Field(() => [String], { description: 'The pickup time slots a buyer may choose, as labels like "09:00-12:00".' })
  timeSlots!: string[];
}

@InputType('CheckoutSourceInput', {
  description: "Buy now: productId and quantity; absent: the cart's selected lines.",
})
export class CheckoutSourceInput {
  @Field(() => ID, { nullable: true, description: 'ID of the product.' }) productId?: string | null;
  @Field(() => Int, {
    nullable: true,
    description: "Pieces to buy now; with productId. At least the product's minimum order quantity.",
  })
  quantity?: number | null;
}

@InputType('PickupInput', {
  description:
    'Input of `PlaceOrderInput.pickup`, `BuyFlashSaleInput.pickup`, `StartGroupBuyInput.pickup`, `JoinGroupBuyInput.pickup`, `BuyBargainInput.pickup`.',
})
export class PickupInput {
  @Field(() => ID, { description: 'ID of the point.' }) pointId!: string;
  @Field(() => String, { description: 'YYYY-MM-DD, today up to 7 days ahead.' }) date!: string;
  @Field(() => String, { description: 'One of `CheckoutOptions.timeSlots`.' }) timeSlot!: string;
  @Field(() => ID, { description: 'ID of the person.' }) personId!: string;
}

@InputType('InvoiceInput', {
  description:
    'Input of `PlaceOrderInput.invoice`, `BuyFlashSaleInput.invoice`, `StartGroupBuyInput.invoice`, `JoinGroupBuyInput.invoice`, `BuyBargainInput.invoice`.',
})
export class InvoiceInput {
  @Field(() => InvoiceType, { description: 'Which kind it is; see `InvoiceType`.' }) type!: InvoiceType;
  @Field(() => String, {
    nullable: true,
    description: 'Invoice title (person or company name); required unless the type is NONE.',
  })
  title?: string | null;
  @Field(() => String, { nullable: true, description: 'Taxpayer ID; required for an ENTERPRISE invoice.' }) taxNumber?:
    string | null;
}

@InputType('PlaceOrderInput', { description: 'Input of `placeOrder`.' })
export class PlaceOrderInput {
  @Field(() => CheckoutSourceInput, {
    nullable: true,
    description: "What is bought: a product and quantity for buy-now; null for the cart's selected lines.",
  })
  source?: CheckoutSourceInput | null;
  @Field(() => String, { description: 'Chosen once per confirm page; a repeated submit answers the same order.' })
  idempotencyKey!: string;
  @Field(() => DeliveryMethod, {
    description: 'How the goods reach the buyer: EXPRESS needs `addressId`, PICKUP needs `pickup`.',
  })
  deliveryMethod!: DeliveryMethod;
  @Field(() => ID, { nullable: true, description: "Express: one of the buyer's addresses." }) addressId?: string | null;
  @Field(() => PickupInput, {
    nullable: true,
    description: 'Pickup point, date, time slot and collector; required for PICKUP, ignored otherwise.',
  })
  pickup?: PickupInput | null;
  @Field(() => InvoiceInput, { nullable: true, description: 'The invoice wanted; null for none.' })
  invoice?: InvoiceInput | null;
  @Field(() => String, { nullable: true, description: 'At most 200 characters.' }) remark?: string | null;
  @Field(() => CheckoutPromotionsInput, { nullable: true, description: 'Coupon and points, as on the quote.' })
  promotions?: CheckoutPromotionsInput | null;
}

export function toQuoteNode(quote: Quote, locale: Locale): CheckoutQuoteNode {
  return {
    lines: quote.lines.map((line) => ({
      productId: String(line.product.id),
      cartLineId: line.cartLineId === undefined ? null : String(line.cartLineId),
      mpn: line.product.mpn,
      brandName: line.product.manufacturer.getEntity().name,
      package: line.product.package,
      quantity: line.quantity,
      unitPriceMilli: line.unitPriceMilli,
      lineTotalFen: fenToNumber(line.lineTotalFen),
      problem: line.problem && {
        code: line.problem.code,
        message: translateError(line.problem.code, locale, line.problem.params),
        field: null,
        lineIds: line.cartLineId === undefined ? null : [String(line.cartLineId)],
      },
    })),
    itemsFen: fenToNumber(quote.itemsFen),
    memberDiscountFen: fenToNumber(quote.memberDiscountFen),
    couponDeductionFen: fenToNumber(quote.couponDeductionFen),
    pointsDeductionFen: fenToNumber(quote.pointsDeductionFen),
    freightFen: fenToNumber(quote.freightFen),
    payableFen: fenToNumber(quote.payableFen),
    coupons: quote.couponOptions.map((option) => ({
      couponId: String(option.coupon.couponId),
      title: option.coupon.title,
      usable: option.usable,
      deductionFen: fenToNumber(option.deductionFen),
      reason: option.reason && userError(option.reason.code, option.reason.params, locale),
      validUntil: option.coupon.validUntil,
    })),
    selectedCouponId: quote.coupon ? String(quote.coupon.couponId) : null,
    points: quote.points,
  };
}

function userError(code: ErrorCode, params: Record<string, string | number>, locale: Locale): UserErrorNode {
  return { code, message: translateError(code, locale, params), field: null, lineIds: null };
}

export function promotionChoiceOf(input: CheckoutPromotionsInput | null | undefined): PromotionChoice {
  return {
    couponId: input?.couponId ? parseId(input.couponId, ['input', 'promotions', 'couponId']) : null,
    noCoupon: input?.noCoupon ?? false,
    points: input?.points ?? null,
  };
}

export function checkoutSourceOf(source: CheckoutSourceInput | null | undefined): CheckoutSource {
  if (!source?.productId) return { kind: 'cart' };
  return {
    kind: 'buyNow',
    productId: parseId(source.productId, ['input', 'source', 'productId']),
    quantity: source.quantity ?? 1,
  };
}

export function placeOrderInputOf(input: PlaceOrderInput) {
  return {
    source: checkoutSourceOf(input.source),
    idempotencyKey: input.idempotencyKey,
    deliveryMethod: input.deliveryMethod,
    addressId: input.addressId ? parseId(input.addressId, ['input', 'addressId']) : null,
    pickup: input.pickup && {
      pointId: parseId(input.pickup.pointId, ['input', 'pickup', 'pointId']),
      personId: parseId(input.pickup.personId, ['input', 'pickup', 'personId']),
      date: input.pickup.date,
      timeSlot: input.pickup.timeSlot,
    },
    invoice: input.invoice ?? null,
    remark: input.remark ?? null,
    promotions: promotionChoiceOf(input.promotions),
  };
}
