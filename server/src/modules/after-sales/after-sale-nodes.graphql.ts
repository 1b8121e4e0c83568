import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { connectionTypes } from '../../platform/graphql/connection.js';
import { Money } from '../../platform/graphql/money-scalar.js';
import { uploadUrl } from '../../platform/uploads/index.js';
import { RefundNode } from '../payments/refunds.graphql.js';
import type { AfterSaleOptionsView } from './after-sale-applications.js';
import type { AfterSaleView } from './after-sale-queries.js';
import type { RefundQuote } from './after-sale-rules.js';
import { AfterSaleActorKind, AfterSaleStatus, AfterSaleType } from './after-sales.entities.js';
import { AfterSaleAction, APPLY_ACTION } from './after-sales.states.js';

registerEnumType(AfterSaleType, {
  name: 'AfterSaleType',
  description: 'What the buyer asks for (spec §1).',
  valuesConfig: {
    REFUND_ONLY: { description: 'Money back without sending the goods back.' },
    RETURN_AND_REFUND: { description: 'The buyer sends the goods back, then gets the money back.' },
    EXCHANGE: { description: 'The buyer sends the goods back and gets the same parts again.' },
    REPLENISHMENT: { description: 'Missing or damaged goods are sent again, reviewed and shipped by the platform.' },
  },
});
registerEnumType(AfterSaleStatus, {
  name: 'AfterSaleStatus',
  description: 'The states of an after-sales request (spec §4).',
  valuesConfig: {
    UNDER_REVIEW: { description: 'Waits for staff to review it.' },
    APPROVED: { description: 'A refund-only request was approved; the refund is to be issued.' },
    REJECTED: { description: 'Staff rejected it; the buyer may change and resubmit it.' },
    TO_BE_RETURNED: { description: 'A return was approved; the buyer ships the goods back before the deadline.' },
    RETURN_SHIPPED: { description: 'The buyer shipped the goods back; staff wait for them.' },
    MERCHANT_RECEIVED: { description: 'Staff received the returned goods; a refund or replacement follows.' },
    REFUND_PENDING: { description: 'The refund was issued and waits for the payment channel to settle it.' },
    REFUND_SUCCEEDED: { description: 'The money is back with the payer.' },
    COMPLETED: { description: 'The buyer confirmed the replacement arrived.' },
    CANCELLED: { description: 'The buyer withdrew it; they may resubmit it.' },
    CLOSED: { description: 'The return deadline passed without a waybill.' },
    PLATFORM_REVIEW: { description: 'A replenishment request waits for staff review.' },
    PLATFORM_SHIPMENT: { description: 'An approved replenishment waits for staff to ship it.' },
    AWAITING_RECEIPT: { description: 'The replacement was shipped; the buyer confirms its arrival.' },
  },
});
/** The flow's events, and APPLY: the timeline's first line, when the request was made. */
export const AfterSaleActionEnum = { APPLY: APPLY_ACTION, ...AfterSaleAction } as const;
registerEnumType(AfterSaleActionEnum, {
  name: 'AfterSaleAction',
  description: 'What can be done to an after-sales request (APPLY only names the first line of its timeline).',
  valuesConfig: {
    APPLY: { description: 'The buyer applied; names the first line of the timeline.' },
    APPROVE: { description: 'Staff approve a refund-only request: the refund may be issued.' },
    APPROVE_RETURN: {
      description: 'Staff approve a return or exchange: the buyer ships the goods back before the deadline.',
    },
    APPROVE_REPLENISHMENT: { description: 'Staff approve a replenishment: the platform ships the goods again.' },
    REJECT: { description: 'Staff reject a request under review, with a reason.' },
    REQUEST_PROOF: { description: 'Staff ask for more proof; the state does not change.' },
    ADD_PROOF: { description: 'The buyer adds the proof asked for; the state does not change.' },
    CANCEL: { description: 'The buyer withdraws a request before the goods are shipped back.' },
    RESUBMIT: { description: 'The buyer changes a rejected or cancelled request and sends it to review again.' },
    RESUBMIT_REPLENISHMENT: {
      description: 'The same for a replenishment request, which goes to platform review again.',
    },
    SHIP_RETURN: { description: 'The buyer ships the goods back with a carrier and waybill number.' },
    CLOSE_UNSHIPPED: { description: 'The system closes a request whose return deadline passed without a waybill.' },
    RECEIVE_RETURN: { description: 'Staff receive the returned goods and say whether they can go back on the shelf.' },
    ISSUE_REFUND: { description: 'Staff issue the refund to the payer.' },
    SETTLE_REFUND: { description: 'The system records that the refund reached the payer.' },
    SHIP_REPLACEMENT: { description: 'Staff ship the replacement goods.' },
    CONFIRM_REPLACEMENT: { description: 'The buyer confirms the replacement arrived, completing the request.' },
  },
});
registerEnumType(AfterSaleActorKind, {
  name: 'AfterSaleActorKind',
  valuesConfig: {
    BUYER: { description: 'The buyer who applied.' },
    STAFF: { description: 'A staff member.' },
    SYSTEM: { description: 'The platform by itself (deadlines, refund settlement).' },
  },
  description: 'Who did something to an after-sales request.',
});

@ObjectType('AfterSaleLine', { description: 'An order line of a request: how many units, and what they refund.' })
export class AfterSaleLineNode {
  @Field(() => ID, { description: 'ID of the order line.' }) orderLineId!: string;
  @Field(() => String, { description: 'Manufacturer part number.' }) mpn!: string;
  @Field(() => String, { description: "Name of the part's maker." }) brandName!: string;
  @Field(() => String, { description: 'Package of the part (e.g. SOT-23, 0603).' }) package!: string;
  @Field(() => Int, { description: 'Pieces of the line the request covers.' }) quantity!: number;
  @Field(() => Money, { description: 'Refund in fen (0.01 yuan).' }) refundFen!: number;
}

@ObjectType('AfterSaleEvent', { description: 'One line of a request’s timeline.' })
export class AfterSaleEventNode {
  @Field(() => Date, { description: 'When it happened.' }) at!: Date;
  @Field(() => AfterSaleActionEnum, { description: 'What was done.' }) action!: string;
  @Field(() => AfterSaleStatus, {
    nullable: true,
    description: 'The state before; null when the action did not change it (or for APPLY).',
  })
  fromStatus!: AfterSaleStatus | null;
  @Field(() => AfterSaleStatus, {
    nullable: true,
    description: 'The state after; null when the action did not change it.',
  })
  toStatus!: AfterSaleStatus | null;
  @Field(() => AfterSaleActorKind, { description: 'Who did it: the buyer, staff or the system.' })
  actorKind!: AfterSaleActorKind;
  @Field(() => String, {
    nullable: true,
    description: 'The reason, proof request or waybill recorded with it; null if none.',
  })
  note!: string | null;
}

@ObjectType('AfterSaleBuyer', { description: 'Who asked (for staff).' })
export class AfterSaleBuyerNode {
  @Field(() => ID, { description: 'ID of the after sale buyer.' }) id!: string;
  @Field(() => String, { description: "The buyer's display name." }) nickname!: string;
  @Field(() => String, { nullable: true, description: 'Phone number.' }) phone!: string | null;
}

@ObjectType('AfterSaleRequest', { description: 'An after-sales request for some lines of one received order.' })
export class AfterSaleRequestNode {
  @Field(() => ID, { description: 'ID of the after sale request.' }) id!: string;
  @Field(() => String, {
    description: 'The after-sales number shown to buyers and staff; unique, distinct from the ID.',
  })
  serviceNumber!: string;
  @Field(() => AfterSaleType, { description: 'Which kind it is; see `AfterSaleType`.' }) type!: AfterSaleType;
  @Field(() => AfterSaleStatus, { description: 'Where it stands now; see `AfterSaleStatus`.' })
  status!: AfterSaleStatus;
  @Field(() => ID, { description: 'ID of the order.' }) orderId!: string;
  @Field(() => String, { description: 'Number of the order it is about.' }) orderNumber!: string;
  @Field(() => [AfterSaleLineNode], { description: 'The order lines it covers, with quantities and refund amounts.' })
  lines!: AfterSaleLineNode[];
  @Field(() => String, { description: 'A code of afterSaleOptions.reasons (the client translates it).' })
  reasonCode!: string;
  @Field(() => String, { nullable: true, description: "The buyer's own words about the problem; null if none." })
  explanation!: string | null;
  @Field(() => [String], { description: 'URLs of the proof images the buyer uploaded; may be empty.' })
  proofImageUrls!: string[];
  @Field(() => String, { description: 'Phone number staff call about the request.' }) contactPhone!: string;
  @Field(() => Money, { description: 'What the shop refunds (freightRefundFen included).' }) refundFen!: number;
  @Field(() => Money, { description: 'Freight refund in fen (0.01 yuan).' }) freightRefundFen!: number;
  @Field(() => String, { nullable: true, description: 'Where to send the goods, once a return is approved.' })
  returnAddress!: string | null;
  @Field(() => Date, { nullable: true, description: 'When it was return deadline; null if it has not been.' })
  returnDeadlineAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'A carrier code (carriers.<CODE>).' }) returnCarrier!:
    string | null;
  @Field(() => String, {
    nullable: true,
    description: "Tracking number of the buyer's return parcel; null until shipped back.",
  })
  returnWaybillNumber!: string | null;
  @Field(() => Date, { nullable: true, description: 'When it was return shipped; null if it has not been.' })
  returnShippedAt!: Date | null;
  @Field(() => String, {
    nullable: true,
    description: 'Carrier code of the replacement parcel; null until staff ship it.',
  })
  replacementCarrier!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Tracking number of the replacement parcel; null until staff ship it.',
  })
  replacementWaybillNumber!: string | null;
  @Field(() => String, { nullable: true, description: 'Why staff rejected it; null unless rejected.' }) rejectReason!:
    string | null;
  @Field(() => String, { nullable: true, description: 'What staff asked the buyer to add.' }) proofRequest!:
    string | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'Set when the return is received: whether the goods can go back on the shelf; null before.',
  })
  goodsFine!: boolean | null;
  @Field(() => RefundNode, {
    nullable: true,
    description: "The request's refund once issued (its bank-transfer proofs: orderRefunds).",
  })
  refund!: RefundNode | null;
  @Field(() => Date, { description: 'When it was created.' }) createdAt!: Date;
  @Field(() => Date, { description: 'When it last changed.' }) updatedAt!: Date;
  @Field(() => [AfterSaleEventNode], { description: 'Every action on the request, oldest first.' })
  timeline!: AfterSaleEventNode[];
  @Field(() => [AfterSaleActionEnum], { description: 'What the viewer may do now.' }) availableActions!: string[];
  @Field(() => AfterSaleBuyerNode, { nullable: true, description: 'Staff only.' }) buyer!: AfterSaleBuyerNode | null;
}

export const { Connection: AfterSaleRequestConnection } = connectionTypes('AfterSaleRequest', AfterSaleRequestNode);
export type AfterSaleRequestConnection = InstanceType<typeof AfterSaleRequestConnection>;

@ObjectType('AfterSaleReason', { description: 'A reason the buyer may pick for a request type.' })
export class AfterSaleReasonNode {
  @Field(() => AfterSaleType, { description: 'Which kind it is; see `AfterSaleType`.' }) type!: AfterSaleType;
  @Field(() => String, { description: 'Stable reason code; the client translates it.' }) code!: string;
  @Field(() => Boolean, { description: 'The no-reason return (within its window after receipt).' }) noReason!: boolean;
}

@ObjectType('AfterSaleOrderLine', { description: 'A line of the order, with the units still free for a request.' })
export class AfterSaleOrderLineNode {
  @Field(() => ID, { description: 'ID of the order line.' }) orderLineId!: string;
  @Field(() => ID, { description: 'ID of the product.' }) productId!: string;
  @Field(() => String, { description: 'Manufacturer part number.' }) mpn!: string;
  @Field(() => String, { description: "Name of the part's maker." }) brandName!: string;
  @Field(() => String, { description: 'Package of the part (e.g. SOT-23, 0603).' }) package!: string;
  @Field(() => Int, { description: 'Pieces the order bought on this line.' }) boughtQuantity!: number;
  @Field(() => Int, { description: 'Pieces not yet covered by another open or finished request.' })
  availableQuantity!: number;
  @Field(() => Money, { description: '0.0001 yuan' }) unitPriceMilli!: number;
  @Field(() => Money, { description: 'Paid share in fen (0.01 yuan).' }) paidShareFen!: number;
}

@ObjectType('AfterSaleOptions', { description: 'What the apply page of an order offers.' })
export class AfterSaleOptionsNode {
  @Field(() => ID, { description: 'ID of the order.' }) orderId!: string;
  @Field(() => String, { description: 'The order number shown to the buyer.' }) orderNumber!: string;
  @Field(() => Boolean, {
    description: 'Whether a new request can be made: the order was received and some units are still free.',
  })
  eligible!: boolean;
  @Field(() => String, { nullable: true, description: 'The error code saying why not.' }) ineligibleCode!:
    string | null;
  @Field(() => Date, {
    nullable: true,
    description: 'End of the no-reason return window; null when the order has none.',
  })
  noReasonReturnUntil!: Date | null;
  @Field(() => [AfterSaleType], { description: 'The request types this order allows.' }) types!: AfterSaleType[];
  @Field(() => [AfterSaleReasonNode], { description: 'The reasons the buyer may pick, per type.' })
  reasons!: AfterSaleReasonNode[];
  @Field(() => [AfterSaleOrderLineNode], { description: "The order's lines with the units still free for a request." })
  lines!: AfterSaleOrderLineNode[];
  @Field(() => Int, { description: 'The most proof images a request may carry.' }) maxProofImages!: number;
}

@ObjectType('AfterSaleQuote', { description: 'The refund the server grants for these lines now.' })
export class AfterSaleQuoteNode {
  @Field(() => Money, { description: 'Refund in fen (0.01 yuan).' }) refundFen!: number;
  @Field(() => Money, { description: 'Freight refund in fen (0.01 yuan).' }) freightRefundFen!: number;
}

@InputType('AfterSaleLineInput', { description: 'Input of `AfterSaleQuoteInput.lines`.' })
export class AfterSaleLineInput {
  @Field(() => ID, { description: 'ID of the order line.' }) orderLineId!: string;
  @Field(() => Int, { description: 'Pieces of the line; at most its available quantity.' }) quantity!: number;
}

@InputType('AfterSaleQuoteInput', { description: 'Input of `afterSaleQuote`.' })
export class AfterSaleQuoteInput {
  @Field(() => ID, { description: 'ID of the order.' }) orderId!: string;
  @Field(() => AfterSaleType, { description: 'Which kind it is; see `AfterSaleType`.' }) type!: AfterSaleType;
  @Field(() => [AfterSaleLineInput], { description: 'The order lines and quantities the request would cover.' })
  lines!: AfterSaleLineInput[];
}

@InputType('StaffAfterSaleFilter', { description: 'Input of `staffAfterSaleRequests`.' })
export class StaffAfterSaleFilterInput {
  @Field(() => [AfterSaleStatus], {
    nullable: true,
    description: 'Only requests in these states; null or empty for all.',
  })
  statuses?: AfterSaleStatus[] | null;
  @Field(() => [AfterSaleType], { nullable: true, description: 'Only requests of these types; null or empty for all.' })
  types?: AfterSaleType[] | null;
  @Field(() => Int, { nullable: true, description: 'Unchanged for longer than this.' }) olderThanHours?: number | null;
  @Field(() => String, { nullable: true, description: 'A service number or an order number (or its beginning).' })
  search?: string | null;
  @Field(() => ID, { nullable: true, description: "One customer's requests (beside their chat)." })
  customerId?: string | null;
}

@ObjectType('AfterSaleStatusChange', { description: 'One of the signed-in buyer’s requests changed state.' })
export class AfterSaleStatusChangeNode {
  @Field(() => ID, { description: 'ID of the after sale status change.' }) id!: string;
  @Field(() => String, { description: 'The after-sales number shown to the buyer.' }) serviceNumber!: string;
  @Field(() => AfterSaleStatus, { description: 'Where it stands now; see `AfterSaleStatus`.' })
  status!: AfterSaleStatus;
}

export function toAfterSaleNode(view: AfterSaleView): AfterSaleRequestNode {
  const { request } = view;
  return {
    id: String(request.id),
    serviceNumber: request.serviceNumber,
    type: request.type,
    status: request.status,
    orderId: String(request.orderId),
    orderNumber: request.orderNumber,
    lines: view.lines.map((line) => ({
      orderLineId: String(line.orderLineId),
      mpn: line.mpn,
      brandName: line.brandName,
      package: line.package,
      quantity: line.quantity,
      refundFen: line.refundFen,
    })),
    reasonCode: request.reasonCode,
    explanation: request.explanation ?? null,
    proofImageUrls: request.proofPaths.map(uploadUrl),
    contactPhone: request.contactPhone,
    refundFen: request.refundFen,
    freightRefundFen: request.freightRefundFen,
    returnAddress: view.returnAddress,
    returnDeadlineAt: request.returnDeadlineAt ?? null,
    returnCarrier: request.returnCarrier ?? null,
    returnWaybillNumber: request.returnWaybillNumber ?? null,
    returnShippedAt: request.returnShippedAt ?? null,
    replacementCarrier: request.replacementCarrier ?? null,
    replacementWaybillNumber: request.replacementWaybillNumber ?? null,
    rejectReason: request.rejectReason ?? null,
    proofRequest: request.proofRequest ?? null,
    goodsFine: request.goodsFine ?? null,
    refund: view.refund,
    createdAt: request.createdAt,
    updatedAt: request.updatedAt,
    timeline: view.events.map((event) => ({
      at: event.at,
      action: event.action,
      fromStatus: event.fromStatus ?? null,
      toStatus: event.toStatus ?? null,
      actorKind: event.actorKind,
      note: event.note ?? null,
    })),
    availableActions: view.availableActions,
    buyer: view.buyer && { ...view.buyer, id: String(view.buyer.id) },
  };
}

export function toOptionsNode(options: AfterSaleOptionsView): AfterSaleOptionsNode {
  return {
    orderId: String(options.order.id),
    orderNumber: options.order.number,
    eligible: options.eligible,
    ineligibleCode: options.ineligibleCode,
    noReasonReturnUntil: options.noReasonReturnUntil,
    types: options.types,
    reasons: options.reasons,
    lines: options.lines.map((line) => ({
      orderLineId: String(line.id),
      productId: String(line.productId),
      mpn: line.mpn,
      brandName: line.brandName,
      package: line.package,
      boughtQuantity: line.quantity,
      availableQuantity: line.availableQuantity,
      unitPriceMilli: line.unitPriceMilli,
      paidShareFen: line.paidShareFen,
    })),
    maxProofImages: options.maxProofImages,
  };
}

export const toQuoteNode = (quote: RefundQuote): AfterSaleQuoteNode => ({
  refundFen: quote.refundFen,
  freightRefundFen: quote.freightRefundFen,
});
