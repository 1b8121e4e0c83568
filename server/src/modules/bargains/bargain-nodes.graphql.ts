import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Money } from '../../platform/graphql/money-scalar.js';
import { UserErrorNode } from '../../platform/graphql/user-errors.js';
import { ActivityNode, toActivityNode } from '../activities/activities.graphql.js';
import { InvoiceInput, PickupInput } from '../orders/checkout.graphql.js';
// The GraphQL enum orders registered (PlaceOrderInput's): the same type, not a read or write of its tables.
// eslint-disable-next-line no-restricted-imports
import { DeliveryMethod } from '../orders/orders.entities.js';
import type { OfferProgress, OfferView } from './bargain-offers.js';
import type { BargainView } from './bargains.service.js';
import { BargainEndReason, BargainStatus } from './bargains.entities.js';
import { BargainEvent } from './bargains.states.js';

registerEnumType(BargainStatus, {
  name: 'BargainStatus',
  description: 'Spec §4: in progress, ended, cancelled.',
  valuesConfig: {
    IN_PROGRESS: { description: 'Friends may cut and the owner may buy until the deadline.' },
    ENDED: { description: 'Bought, or the deadline passed; see `endReason`.' },
    CANCELLED: { description: 'The owner gave up, or the activity ended first.' },
  },
});
registerEnumType(BargainEndReason, {
  name: 'BargainEndReason',
  description: 'Why an ENDED bargain ended.',
  valuesConfig: {
    BOUGHT: { description: 'The owner bought at the price reached.' },
    EXPIRED: { description: 'The deadline passed before the owner bought.' },
  },
});

/** What the owner may do with a bargain now. */
export const BargainAction = { BUY: BargainEvent.BUY, CANCEL: BargainEvent.CANCEL } as const;
export type BargainAction = (typeof BargainAction)[keyof typeof BargainAction];
registerEnumType(BargainAction, {
  name: 'BargainAction',
  description: "The bargain owner's buttons.",
  valuesConfig: {
    BUY: { description: 'Buy at the price reached (`buyBargain`).' },
    CANCEL: { description: 'Give up the bargain (`cancelBargain`).' },
  },
});

@ObjectType('BargainPart', { description: 'The part a bargain offer sells.' })
export class BargainPartNode {
  @Field(() => ID, { description: 'ID of the bargain part.' }) id!: string;
  @Field(() => String, { description: 'Manufacturer part number.' }) mpn!: string;
  @Field(() => String, { description: "Name of the part's maker." }) brandName!: string;
  @Field(() => String, { description: 'Package of the part (e.g. SOT-23, 0603).' }) package!: string;
  @Field(() => Money, { description: "The catalog's unit price for the first price break (0.0001 yuan)." })
  listPriceMilli!: number;
}

@ObjectType('BargainOffer', { description: 'A part offered at a price friends cut down, within a time limit.' })
export class BargainOfferNode {
  @Field(() => ID, { description: 'ID of the bargain offer.' }) id!: string;
  @Field(() => ActivityNode, { description: 'Title, window and state of the offer.' }) activity!: ActivityNode;
  @Field(() => BargainPartNode, { nullable: true, description: 'The part; null if it was removed from the catalogue.' })
  part!: BargainPartNode | null;
  @Field(() => Int, { description: 'Pieces one bargain buys.' }) quantity!: number;
  @Field(() => Money, { description: 'Unit price a bargain starts at (0.0001 yuan).' }) startPriceMilli!: number;
  @Field(() => Money, { description: 'Unit price the cuts reach at last, never lower (0.0001 yuan).' })
  floorPriceMilli!: number;
  @Field(() => Int, { description: "Friends' cuts that bring a bargain to the floor." }) expectedCuts!: number;
  @Field(() => Int, { description: 'How long a bargain runs once started.' }) timeLimitMinutes!: number;
  @Field(() => Int, { description: 'Bargains one shopper may start on this offer.' }) perUserLimit!: number;
}

@ObjectType('BargainOfferProgress', { description: "Counts of an offer's bargains by how they stand." })
export class BargainOfferProgressNode {
  @Field(() => Int, { description: 'Bargains IN_PROGRESS.' }) running!: number;
  @Field(() => Int, { description: 'Bargains that ended BOUGHT.' }) bought!: number;
  @Field(() => Int, { description: 'Bargains that ended EXPIRED.' }) expired!: number;
  @Field(() => Int, { description: 'Bargains CANCELLED.' }) cancelled!: number;
  @Field(() => Int, { description: "Friends' cuts made on the offer's bargains." }) cuts!: number;
}

@ObjectType('StaffBargainOffer', { description: 'A bargain offer with its progress, for staff.' })
export class StaffBargainOfferNode {
  @Field(() => BargainOfferNode, { description: 'The offer.' }) offer!: BargainOfferNode;
  @Field(() => BargainOfferProgressNode, { description: 'How its bargains are going.' })
  progress!: BargainOfferProgressNode;
}

@ObjectType('BargainCut', { description: "One friend's cut of a bargain's price." })
export class BargainCutNode {
  @Field(() => ID, { description: 'ID of the bargain cut.' }) id!: string;
  @Field(() => Int, { description: '1 for the first cut.' }) sequence!: number;
  @Field(() => String, { description: "The friend's display name." }) nickname!: string;
  @Field(() => Money, { description: 'Taken off the unit price (0.0001 yuan).' }) amountMilli!: number;
  @Field(() => Money, { description: 'Price after in 0.0001 yuan.' }) priceAfterMilli!: number;
  @Field(() => Date, { description: 'When it was cut.' }) cutAt!: Date;
}

@ObjectType('Bargain', { description: "One user's bargain on an offer, and the friends' cuts." })
export class BargainNode {
  @Field(() => ID, { description: 'ID of the bargain.' }) id!: string;
  @Field(() => BargainOfferNode, { description: 'The offer it was started on.' }) offer!: BargainOfferNode;
  @Field(() => BargainStatus, { description: 'Where it stands now; see `BargainStatus`.' }) status!: BargainStatus;
  @Field(() => BargainEndReason, { nullable: true, description: 'Why it ended; null unless ENDED.' })
  endReason!: BargainEndReason | null;
  @Field(() => Int, { description: 'Pieces the bargain buys.' }) quantity!: number;
  @Field(() => Money, { description: 'Start price in 0.0001 yuan.' }) startPriceMilli!: number;
  @Field(() => Money, { description: 'Floor price in 0.0001 yuan.' }) floorPriceMilli!: number;
  @Field(() => Money, { description: 'The unit price reached so far.' }) currentPriceMilli!: number;
  @Field(() => Int, { description: 'Cuts friends have made so far.' }) cutsMade!: number;
  @Field(() => Int, { description: 'Cuts that bring the price to the floor.' }) expectedCuts!: number;
  @Field(() => Date, { description: 'When it was started.' }) startedAt!: Date;
  @Field(() => Date, { description: 'Friends may cut and the owner may buy until then.' }) deadlineAt!: Date;
  @Field(() => String, { description: 'Display name of the user who started it.' }) ownerNickname!: string;
  @Field(() => Boolean, { description: 'The viewer started it.' }) isMine!: boolean;
  @Field(() => Boolean, { description: 'The viewer has cut it.' }) hasCut!: boolean;
  @Field(() => Boolean, { description: 'The viewer may cut it now (a signed-in friend who has not cut yet).' })
  canCut!: boolean;
  @Field(() => [BargainAction], { description: 'What the viewer may do now; empty for anyone but its owner.' })
  availableActions!: BargainAction[];
  @Field(() => ID, { nullable: true, description: "The order that bought it (its owner's view only)." })
  orderId!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "Number of the order that bought it (its owner's view only); null otherwise.",
  })
  orderNumber!: string | null;
  @Field(() => [BargainCutNode], { description: "The friends' cuts, by sequence." }) cuts!: BargainCutNode[];
}

export function toOfferNode({ offer, activity, part }: OfferView): BargainOfferNode {
  return {
    id: String(offer.id),
    activity: toActivityNode(activity),
    part: part && { ...part, id: String(part.id) },
    quantity: offer.quantity,
    startPriceMilli: offer.startPriceMilli,
    floorPriceMilli: offer.floorPriceMilli,
    expectedCuts: offer.expectedCuts,
    timeLimitMinutes: offer.timeLimitMinutes,
    perUserLimit: offer.perUserLimit,
  };
}

export function toStaffOfferNode(view: OfferView, progress: OfferProgress): StaffBargainOfferNode {
  return { offer: toOfferNode(view), progress };
}

export function toBargainNode(view: BargainView, offer: OfferView, canCut: boolean): BargainNode {
  const { bargain } = view;
  return {
    id: String(bargain.id),
    offer: toOfferNode(offer),
    status: bargain.status,
    endReason: bargain.endReason ?? null,
    quantity: offer.offer.quantity,
    startPriceMilli: bargain.startPriceMilli,
    floorPriceMilli: bargain.floorPriceMilli,
    currentPriceMilli: bargain.currentPriceMilli,
    cutsMade: bargain.cutsMade,
    expectedCuts: bargain.expectedCuts,
    startedAt: bargain.startedAt,
    deadlineAt: bargain.deadlineAt,
    ownerNickname: view.ownerNickname,
    isMine: view.viewerIsOwner,
    hasCut: view.viewerHasCut,
    canCut,
    availableActions: view.events.filter((event): event is BargainAction => event in BargainAction),
    orderId: view.viewerIsOwner && bargain.orderId ? String(bargain.orderId) : null,
    orderNumber: view.viewerIsOwner ? (bargain.orderNumber ?? null) : null,
    cuts: view.cuts.map((cut) => ({
      id: String(cut.id),
      sequence: cut.sequence,
      nickname: cut.nickname,
      amountMilli: cut.amountMilli,
      priceAfterMilli: cut.priceAfterMilli,
      cutAt: cut.cutAt,
    })),
  };
}

@InputType('StartBargainInput', { description: 'Input of `startBargain`.' })
export class StartBargainInput {
  @Field(() => ID, { description: 'ID of the offer.' }) offerId!: string;
}

@InputType('BargainIdInput', { description: 'Input of `cutBargain`, `cancelBargain`.' })
export class BargainIdInput {
  @Field(() => ID, { description: 'ID of the bargain.' }) bargainId!: string;
}

@InputType('BuyBargainInput', { description: 'Input of `buyBargain`.' })
export class BuyBargainInput {
  @Field(() => ID, { description: 'ID of the bargain.' }) bargainId!: string;
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
  @Field(() => String, { description: 'Chosen once per confirm step; a repeated submit answers the same order.' })
  idempotencyKey!: string;
}

/** Staff's offer form: the activity's title and window and the bargain terms. */
@InputType('CreateBargainOfferInput', { description: 'Input of `createBargainOffer`.' })
export class CreateBargainOfferInput {
  @Field(() => String, { description: 'Name of the activity buyers see.' }) title!: string;
  @Field(() => Date, { description: 'When it starts.' }) startsAt!: Date;
  @Field(() => Date, { description: 'When it ends.' }) endsAt!: Date;
  @Field(() => ID, { description: 'ID of the product.' }) productId!: string;
  @Field(() => Int, { description: 'Pieces one bargain buys.' }) quantity!: number;
  @Field(() => Money, { description: 'Start price in 0.0001 yuan.' }) startPriceMilli!: number;
  @Field(() => Money, { description: 'Floor price in 0.0001 yuan.' }) floorPriceMilli!: number;
  @Field(() => Int, { description: '1-100, at most the span in 0.0001 yuan.' }) expectedCuts!: number;
  @Field(() => Int, { description: '1 minute to 7 days.' }) timeLimitMinutes!: number;
  @Field(() => Int, { description: '1-100.' }) perUserLimit!: number;
}

@InputType('UpdateBargainOfferInput', { description: 'Input of `updateBargainOffer`.' })
export class UpdateBargainOfferInput {
  @Field(() => ID, { description: 'ID of the bargain offer.' }) id!: string;
  @Field(() => String, { nullable: true, description: 'New name of the activity; null keeps it.' }) title?:
    string | null;
  @Field(() => Date, { nullable: true, description: 'Only before the offer starts.' }) startsAt?: Date | null;
  @Field(() => Date, { nullable: true, description: 'Only before the offer starts.' }) endsAt?: Date | null;
  @Field(() => ID, { description: 'Only before the offer starts.' }) productId!: string;
  @Field(() => Int, { description: 'Only before the offer starts.' }) quantity!: number;
  @Field(() => Money, { description: 'Start price in 0.0001 yuan.' }) startPriceMilli!: number;
  @Field(() => Money, { description: 'Floor price in 0.0001 yuan.' }) floorPriceMilli!: number;
  @Field(() => Int, { description: 'Cuts that bring the price to the floor (1-100); only before the offer starts.' })
  expectedCuts!: number;
  @Field(() => Int, { description: 'Minutes a bargain runs (1 minute to 7 days); only before the offer starts.' })
  timeLimitMinutes!: number;
  @Field(() => Int, { description: 'Bargains of this offer one user may start (1-100).' }) perUserLimit!: number;
}

@ObjectType('BargainPayload', {
  description:
    'What `startBargain`, `cancelBargain` answer: the result, or `userErrors` saying why it did not go through.',
})
export class BargainPayload {
  @Field(() => BargainNode, {
    nullable: true,
    description: 'The bargain after the operation; null when `userErrors` is not empty.',
  })
  bargain?: BargainNode | null;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('CutBargainPayload', {
  description: 'What `cutBargain` answers: the result, or `userErrors` saying why it did not go through.',
})
export class CutBargainPayload {
  @Field(() => BargainNode, {
    nullable: true,
    description: 'The bargain after the cut; null when `userErrors` is not empty.',
  })
  bargain?: BargainNode | null;
  @Field(() => Money, { nullable: true, description: "This friend's cut (0.0001 yuan)." })
  cutAmountMilli?: number | null;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('BargainOrder', { description: 'The order that buys a bargain: pay it on the cashier page.' })
export class BargainOrderNode {
  @Field(() => ID, { description: 'ID of the bargain order.' }) id!: string;
  @Field(() => String, { description: 'The order number shown to the buyer.' }) number!: string;
  @Field(() => Money, { description: 'Fen to pay.' }) payableFen!: number;
  @Field(() => String, { description: "The order's state, an `OrderStatus` value." }) status!: string;
}

@ObjectType('BuyBargainPayload', {
  description: 'What `buyBargain` answers: the result, or `userErrors` saying why it did not go through.',
})
export class BuyBargainPayload {
  @Field(() => BargainOrderNode, {
    nullable: true,
    description: 'The order to pay; null when `userErrors` is not empty.',
  })
  order?: BargainOrderNode | null;
  @Field(() => BargainNode, {
    nullable: true,
    description: 'The bargain, now ENDED; null when `userErrors` is not empty.',
  })
  bargain?: BargainNode | null;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('BargainOfferPayload', {
  description:
    'What `createBargainOffer`, `updateBargainOffer` answer: the result, or `userErrors` saying why it did not go through.',
})
export class BargainOfferPayload {
  @Field(() => StaffBargainOfferNode, {
    nullable: true,
    description: 'The offer as saved, with progress; null when `userErrors` is not empty.',
  })
  offer?: StaffBargainOfferNode | null;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}
