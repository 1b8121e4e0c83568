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

registerEnumType(AfterSaleType, { name: 'AfterSaleType', description: 'What the buyer asks for (spec §1).' });
registerEnumType(AfterSaleStatus, {
  name: 'AfterSaleStatus',
  description: 'The states of an after-sales request (spec §4).',
});
/** The flow's events, and APPLY: the timeline's first line, when the request was made. */
export const AfterSaleActionEnum = { APPLY: APPLY_ACTION, ...AfterSaleAction } as const;
registerEnumType(AfterSaleActionEnum, {
  name: 'AfterSaleAction',
  description: 'What can be done to an after-sales request (APPLY only names the first line of its timeline).',
});
registerEnumType(AfterSaleActorKind, { name: 'AfterSaleActorKind' });

@ObjectType('AfterSaleLine', { description: 'An order line of a request: how many units, and what they refund.' })
export class AfterSaleLineNode {
  @Field(() => ID, { description: 'ID of the order line.' }) orderLineId!: string;
  @Field(() => String, { description: 'Manufacturer part number.' }) mpn!: string;
  @Field(() => String, { description: "Name of the part's maker." }) brandName!: string;
  @Field(() => String) package!: string;
  @Field(() => Int) quantity!: number;
  @Field(() => Money, { description: 'Refund in fen (0.01 yuan).' }) refundFen!: number;
}

@ObjectType('AfterSaleEvent', { description: 'One line of a request’s timeline.' })
export class AfterSaleEventNode {
  @Field(() => Date, { description: 'When it happened.' }) at!: Date;
  @Field(() => AfterSaleActionEnum) action!: string;
  @Field(() => AfterSaleStatus, { nullable: true }) fromStatus!: AfterSaleStatus | null;
  @Field(() => AfterSaleStatus, { nullable: true }) toStatus!: AfterSaleStatus | null;
  @Field(() => AfterSaleActorKind) actorKind!: AfterSaleActorKind;
  @Field(() => String, { nullable: true }) note!: string | null;
}

@ObjectType('AfterSaleBuyer', { description: 'Who asked (for staff).' })
export class AfterSaleBuyerNode {
  @Field(() => ID, { description: 'ID of the after sale buyer.' }) id!: string;
  @Field(() => String) nickname!: string;
  @Field(() => String, { nullable: true, description: 'Phone number.' }) phone!: string | null;
}

@ObjectType('AfterSaleRequest', { description: 'An after-sales request for some lines of one received order.' })
export class AfterSaleRequestNode {
  @Field(() => ID, { description: 'ID of the after sale request.' }) id!: string;
  @Field(() => String) serviceNumber!: string;
  @Field(() => AfterSaleType, { description: 'Which kind it is; see `AfterSaleType`.' }) type!: AfterSaleType;
  @Field(() => AfterSaleStatus, { description: 'Where it stands now; see `AfterSaleStatus`.' })
  status!: AfterSaleStatus;
  @Field(() => ID, { description: 'ID of the order.' }) orderId!: string;
  @Field(() => String) orderNumber!: string;
  @Field(() => [AfterSaleLineNode]) lines!: AfterSaleLineNode[];
  @Field(() => String, { description: 'A code of afterSaleOptions.reasons (the client translates it).' })
  reasonCode!: string;
  @Field(() => String, { nullable: true }) explanation!: string | null;
  @Field(() => [String]) proofImageUrls!: string[];
  @Field(() => String) contactPhone!: string;
  @Field(() => Money, { description: 'What the shop refunds (freightRefundFen included).' }) refundFen!: number;
  @Field(() => Money, { description: 'Freight refund in fen (0.01 yuan).' }) freightRefundFen!: number;
  @Field(() => String, { nullable: true, description: 'Where to send the goods, once a return is approved.' })
  returnAddress!: string | null;
  @Field(() => Date, { nullable: true, description: 'When it was return deadline; null if it has not been.' })
  returnDeadlineAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'A carrier code (carriers.<CODE>).' }) returnCarrier!:
    string | null;
  @Field(() => String, { nullable: true }) returnWaybillNumber!: string | null;
  @Field(() => Date, { nullable: true, description: 'When it was return shipped; null if it has not been.' })
  returnShippedAt!: Date | null;
  @Field(() => String, { nullable: true }) replacementCarrier!: string | null;
  @Field(() => String, { nullable: true }) replacementWaybillNumber!: string | null;
  @Field(() => String, { nullable: true }) rejectReason!: string | null;
  @Field(() => String, { nullable: true, description: 'What staff asked the buyer to add.' }) proofRequest!:
    string | null;
  @Field(() => Boolean, { nullable: true }) goodsFine!: boolean | null;
  @Field(() => RefundNode, {
    nullable: true,
    description: "The request's refund once issued (its bank-transfer proofs: orderRefunds).",
  })
  refund!: RefundNode | null;
  @Field(() => Date, { description: 'When it was created.' }) createdAt!: Date;
  @Field(() => Date, { description: 'When it last changed.' }) updatedAt!: Date;
  @Field(() => [AfterSaleEventNode]) timeline!: AfterSaleEventNode[];
  @Field(() => [AfterSaleActionEnum], { description: 'What the viewer may do now.' }) availableActions!: string[];
  @Field(() => AfterSaleBuyerNode, { nullable: true, description: 'Staff only.' }) buyer!: AfterSaleBuyerNode | null;
}

export const { Connection: AfterSaleRequestConnection } = connectionTypes('AfterSaleRequest', AfterSaleRequestNode);
export type AfterSaleRequestConnection = InstanceType<typeof AfterSaleRequestConnection>;

@ObjectType('AfterSaleReason')
export class AfterSaleReasonNode {
  @Field(() => AfterSaleType, { description: 'Which kind it is; see `AfterSaleType`.' }) type!: AfterSaleType;
  @Field(() => String) code!: string;
  @Field(() => Boolean, { description: 'The no-reason return (within its window after receipt).' }) noReason!: boolean;
}

@ObjectType('AfterSaleOrderLine', { description: 'A line of the order, with the units still free for a request.' })
export class AfterSaleOrderLineNode {
  @Field(() => ID, { description: 'ID of the order line.' }) orderLineId!: string;
  @Field(() => ID, { description: 'ID of the product.' }) productId!: string;
  @Field(() => String, { description: 'Manufacturer part number.' }) mpn!: string;
  @Field(() => String, { description: "Name of the part's maker." }) brandName!: string;
  @Field(() => String) package!: string;
  @Field(() => Int) boughtQuantity!: number;
  @Field(() => Int) availableQuantity!: number;
  @Field(() => Money, { description: '0.0001 yuan' }) unitPriceMilli!: number;
  @Field(() => Money, { description: 'Paid share in fen (0.01 yuan).' }) paidShareFen!: number;
}

@ObjectType('AfterSaleOptions', { description: 'What the apply page of an order offers.' })
export class AfterSaleOptionsNode {
  @Field(() => ID, { description: 'ID of the order.' }) orderId!: string;
  @Field(() => String) orderNumber!: string;
  @Field(() => Boolean) eligible!: boolean;
  @Field(() => String, { nullable: true, description: 'The error code saying why not.' }) ineligibleCode!:
    string | null;
  @Field(() => Date, { nullable: true }) noReasonReturnUntil!: Date | null;
  @Field(() => [AfterSaleType]) types!: AfterSaleType[];
  @Field(() => [AfterSaleReasonNode]) reasons!: AfterSaleReasonNode[];
  @Field(() => [AfterSaleOrderLineNode]) lines!: AfterSaleOrderLineNode[];
  @Field(() => Int) maxProofImages!: number;
}

@ObjectType('AfterSaleQuote', { description: 'The refund the server grants for these lines now.' })
export class AfterSaleQuoteNode {
  @Field(() => Money, { description: 'Refund in fen (0.01 yuan).' }) refundFen!: number;
  @Field(() => Money, { description: 'Freight refund in fen (0.01 yuan).' }) freightRefundFen!: number;
}

@InputType('AfterSaleLineInput', { description: 'Input of `AfterSaleQuoteInput.lines`.' })
export class AfterSaleLineInput {
  @Field(() => ID, { description: 'ID of the order line.' }) orderLineId!: string;
  @Field(() => Int) quantity!: number;
}

@InputType('AfterSaleQuoteInput', { description: 'Input of `afterSaleQuote`.' })
export class AfterSaleQuoteInput {
  @Field(() => ID, { description: 'ID of the order.' }) orderId!: string;
  @Field(() => AfterSaleType, { description: 'Which kind it is; see `AfterSaleType`.' }) type!: AfterSaleType;
  @Field(() => [AfterSaleLineInput]) lines!: AfterSaleLineInput[];
}

@InputType('StaffAfterSaleFilter', { description: 'Input of `staffAfterSaleRequests`.' })
export class StaffAfterSaleFilterInput {
  @Field(() => [AfterSaleStatus], { nullable: true }) statuses?: AfterSaleStatus[] | null;
  @Field(() => [AfterSaleType], { nullable: true }) types?: AfterSaleType[] | null;
  @Field(() => Int, { nullable: true, description: 'Unchanged for longer than this.' }) olderThanHours?: number | null;
  @Field(() => String, { nullable: true, description: 'A service number or an order number (or its beginning).' })
  search?: string | null;
  @Field(() => ID, { nullable: true, description: "One customer's requests (beside their chat)." })
  customerId?: string | null;
}

@ObjectType('AfterSaleStatusChange', { description: 'One of the signed-in buyer’s requests changed state.' })
export class AfterSaleStatusChangeNode {
  @Field(() => ID, { description: 'ID of the after sale status change.' }) id!: string;
  @Field(() => String) serviceNumber!: string;
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
