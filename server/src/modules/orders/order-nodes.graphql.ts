import { OrderDisplayStatus } from './order-display-status.js';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { connectionTypes } from '../../platform/graphql/connection.js';
import { Money } from '../../platform/graphql/money-scalar.js';
import { OrderTab, type OrderDetail } from './order-queries.js';
import {
  DeliveryMethod,
  InvoiceType,
  OrderEventKind,
  OrderKind,
  OrderStatus,
  PaymentMethod,
} from './orders.entities.js';
import { OrderAction } from './orders.states.js';

registerEnumType(OrderStatus, { name: 'OrderStatus', description: 'The states of an order (spec §4).' });
registerEnumType(OrderDisplayStatus, {
  name: 'OrderDisplayStatus',
  description:
    'The order labels of spec §4 as the buyer sees them: the state, or a view of it (docs/order-display-status.md).',
  valuesConfig: {
    TO_BE_SUBMITTED: {
      description: 'To be paid again after the platform rejected a bank remittance: the transfer proof is due again.',
    },
    PENDING_APPROVAL: { description: 'State PENDING_APPROVAL: a large order waits for staff approval.' },
    PENDING_PAYMENT: { description: 'State PENDING_PAYMENT: to be paid.' },
    PENDING_PLATFORM_RECEIPT: {
      description: 'State PENDING_PLATFORM_RECEIPT: a remittance was submitted and waits for the platform.',
    },
    PAID: { description: 'State PENDING_SHIPMENT with nothing to ship (store pickup, or nothing to deliver).' },
    PENDING_SHIPMENT: { description: 'State PENDING_SHIPMENT of an express order: to be shipped.' },
    SHIPPED: { description: "State SHIPPED before the carrier's first tracking event." },
    PENDING_RECEIPT: { description: 'State SHIPPED once a tracking event arrived: to be received.' },
    PENDING_REVIEW: { description: 'State PENDING_REVIEW: received, to be reviewed.' },
    REVIEWED: { description: "State COMPLETED reached by the buyer's review." },
    COMPLETED: { description: 'State COMPLETED otherwise (a membership order completes on payment).' },
    CANCELLED: { description: 'State CANCELLED.' },
    CLOSED: { description: 'State CLOSED.' },
    IN_PROGRESS: {
      description: 'Any state while an after-sales request of the order is open; wins over every other label.',
    },
  },
});
registerEnumType(OrderTab, { name: 'OrderTab', description: 'The tabs of the order list.' });
registerEnumType(OrderAction, {
  name: 'OrderAction',
  description: 'What can be done to an order.',
  valuesConfig: {
    REFUND_MEMBERSHIP: {
      description: 'Staff refund a completed membership order in full, closing it; the membership it bought ends.',
    },
    PAY_BLIND_BOX_OPEN: {
      description: 'Money arrived for a paid blind-box open: the order completes and the box is opened.',
    },
    REFUND_BLIND_BOX_OPEN: {
      description: 'Staff refund a paid blind-box open that could not be drawn, closing it; the open is given back.',
    },
  },
});
registerEnumType(OrderEventKind, { name: 'OrderEventKind' });
registerEnumType(OrderKind, {
  name: 'OrderKind',
  description:
    'GOODS: parts; MEMBERSHIP: a super membership; BLIND_BOX_OPEN: one open of a paid blind box (the last two have ' +
    'no lines and no delivery).',
  valuesConfig: {
    BLIND_BOX_OPEN: { description: 'One open of a paid blind box: paying it completes it and opens the box.' },
  },
});
registerEnumType(DeliveryMethod, { name: 'DeliveryMethod' });
registerEnumType(InvoiceType, { name: 'InvoiceType' });
registerEnumType(PaymentMethod, { name: 'PaymentMethod' });

@ObjectType('OrderAddress', { description: 'The delivery address as it was when the order was placed.' })
export class OrderAddressNode {
  @Field(() => String) consignee!: string;
  @Field(() => String) areaCode!: string;
  @Field(() => String, { description: 'Phone number.' }) phone!: string;
  @Field(() => String) country!: string;
  @Field(() => String) province!: string;
  @Field(() => String) city!: string;
  @Field(() => String, { nullable: true }) district!: string | null;
  @Field(() => String, { nullable: true }) postalCode!: string | null;
  @Field(() => String) detail!: string;
}

@ObjectType('OrderPickup', { description: 'The store-pickup details as they were when the order was placed.' })
export class OrderPickupNode {
  @Field(() => ID, { description: 'ID of the point.' }) pointId!: string;
  @Field(() => String) pointName!: string;
  @Field(() => String) pointAddress!: string;
  @Field(() => String, { description: 'YYYY-MM-DD' }) date!: string;
  @Field(() => String) timeSlot!: string;
  @Field(() => String) personName!: string;
  @Field(() => String) personAreaCode!: string;
  @Field(() => String) personPhone!: string;
}

@ObjectType('OrderLine', { description: 'A line of an order: the part and its price at placement.' })
export class OrderLineNode {
  @Field(() => ID, { description: 'ID of the order line.' }) id!: string;
  @Field(() => ID, { description: 'ID of the product.' }) productId!: string;
  @Field(() => String, { description: 'Manufacturer part number.' }) mpn!: string;
  @Field(() => String, { description: "Name of the part's maker." }) brandName!: string;
  @Field(() => String) package!: string;
  @Field(() => Int) quantity!: number;
  @Field(() => Money, { description: '0.0001 yuan' }) unitPriceMilli!: number;
  @Field(() => Money, { description: 'fen' }) lineTotalFen!: number;
  @Field(() => String, { nullable: true, description: "The buyer's own reference (a BOM line's designators)." })
  customerReference!: string | null;
}

@ObjectType('OrderEvent', { description: 'A state change or logistics event of an order.' })
export class OrderEventNode {
  @Field(() => ID, { description: 'ID of the order event.' }) id!: string;
  @Field(() => OrderEventKind, { description: 'Which kind it is; see `OrderEventKind`.' }) kind!: OrderEventKind;
  @Field(() => Date, { description: 'When it happened.' }) at!: Date;
  @Field(() => String, { nullable: true }) action!: string | null;
  @Field(() => OrderStatus, { nullable: true }) fromStatus!: OrderStatus | null;
  @Field(() => OrderStatus, { nullable: true }) toStatus!: OrderStatus | null;
  @Field(() => String, { nullable: true }) description!: string | null;
}

@ObjectType('Order', { description: 'An order (spec §3); amounts are integer fen.' })
export class OrderNode {
  @Field(() => ID, { description: 'ID of the order.' }) id!: string;
  @Field(() => String) number!: string;
  @Field(() => OrderStatus, { description: 'Where it stands now; see `OrderStatus`.' }) status!: OrderStatus;
  @Field(() => OrderDisplayStatus, {
    description: 'The label the buyer sees: the status, after-sales and review combined.',
  })
  displayStatus!: OrderDisplayStatus;
  @Field(() => OrderKind, { description: 'Which kind it is; see `OrderKind`.' }) kind!: OrderKind;
  @Field(() => String, { nullable: true, description: 'What a membership order sells (it has no lines).' })
  title!: string | null;
  @Field(() => Date, { description: 'When it was created.' }) createdAt!: Date;
  @Field(() => Date, { description: 'End of the payment window.' }) expiresAt!: Date;
  @Field(() => [OrderLineNode]) lines!: OrderLineNode[];
  @Field(() => Money, { description: 'Items in fen (0.01 yuan).' }) itemsFen!: number;
  @Field(() => Money, { description: 'Member discount in fen (0.01 yuan).' }) memberDiscountFen!: number;
  @Field(() => Money, { description: 'Coupon deduction in fen (0.01 yuan).' }) couponDeductionFen!: number;
  @Field(() => Money, { description: 'Points deduction in fen (0.01 yuan).' }) pointsDeductionFen!: number;
  @Field(() => String, { nullable: true, description: "The coupon's title as it was when the order used it." })
  couponTitle!: string | null;
  @Field(() => Int, { description: 'Points spent on the order.' }) pointsSpent!: number;
  @Field(() => Money, { description: 'Freight in fen (0.01 yuan).' }) freightFen!: number;
  @Field(() => Money, { description: 'The total to pay.' }) payableFen!: number;
  @Field(() => Money, { nullable: true, description: 'The actual payment, once paid.' }) paidFen!: number | null;
  @Field(() => PaymentMethod, { nullable: true }) paymentMethod!: PaymentMethod | null;
  @Field(() => Date, { nullable: true, description: 'When it was paid; null if it has not been.' })
  paidAt!: Date | null;
  @Field(() => String, { nullable: true }) remark!: string | null;
  @Field(() => InvoiceType) invoiceType!: InvoiceType;
  @Field(() => String, { nullable: true }) invoiceTitle!: string | null;
  @Field(() => String, { nullable: true }) invoiceTaxNumber!: string | null;
  @Field(() => DeliveryMethod) deliveryMethod!: DeliveryMethod;
  @Field(() => OrderAddressNode, { nullable: true }) address!: OrderAddressNode | null;
  @Field(() => OrderPickupNode, { nullable: true }) pickup!: OrderPickupNode | null;
  @Field(() => String, { nullable: true }) cancelReason!: string | null;
  @Field(() => String, { nullable: true }) carrier!: string | null;
  @Field(() => String, { nullable: true }) waybillNumber!: string | null;
  @Field(() => Date, { nullable: true, description: 'When it was shipped; null if it has not been.' })
  shippedAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'When a shipped order confirms itself.' })
  autoConfirmAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'When it was received; null if it has not been.' })
  receivedAt!: Date | null;
  @Field(() => [OrderEventNode], { description: 'Oldest first: state changes and the logistics timeline.' })
  events!: OrderEventNode[];
  @Field(() => [OrderAction], { description: "The buyer's actions the order's state allows." })
  availableActions!: OrderAction[];
}

export const { Connection: OrderConnection } = connectionTypes('Order', OrderNode);
export type OrderConnection = InstanceType<typeof OrderConnection>;

@ObjectType('OrderTabCounts', { description: "How many of the buyer's orders each tab of the order list holds." })
export class OrderTabCountsNode {
  @Field(() => Int) all!: number;
  @Field(() => Int) pendingPayment!: number;
  @Field(() => Int) pendingShipment!: number;
  @Field(() => Int) pendingReceipt!: number;
  @Field(() => Int) pendingReview!: number;
}

@ObjectType('OrderStatusChange', { description: "One of the subscriber's orders changed state." })
export class OrderStatusChangeNode {
  @Field(() => ID, { description: 'ID of the order.' }) orderId!: string;
  @Field(() => String) number!: string;
  @Field(() => OrderStatus, { description: 'Where it stands now; see `OrderStatus`.' }) status!: OrderStatus;
}

export function toOrderNode({ order, lines, events, buyerActions, displayStatus }: OrderDetail): OrderNode {
  return {
    id: String(order.id),
    number: order.number,
    status: order.status,
    displayStatus,
    kind: order.kind,
    title: order.title ?? null,
    createdAt: order.createdAt,
    expiresAt: order.expiresAt,
    lines: lines.map((line) => ({
      id: String(line.id),
      productId: String(line.product.id),
      mpn: line.mpn,
      brandName: line.brandName,
      package: line.package,
      quantity: line.quantity,
      unitPriceMilli: line.unitPriceMilli,
      lineTotalFen: line.lineTotalFen,
      customerReference: line.customerReference ?? null,
    })),
    itemsFen: order.itemsFen,
    memberDiscountFen: order.memberDiscountFen,
    couponDeductionFen: order.couponDeductionFen,
    pointsDeductionFen: order.pointsDeductionFen,
    couponTitle: order.couponTitle ?? null,
    pointsSpent: order.pointsSpent,
    freightFen: order.freightFen,
    payableFen: order.payableFen,
    paidFen: order.paidFen ?? null,
    paymentMethod: order.paymentMethod ?? null,
    paidAt: order.paidAt ?? null,
    remark: order.remark ?? null,
    invoiceType: order.invoiceType,
    invoiceTitle: order.invoiceTitle ?? null,
    invoiceTaxNumber: order.invoiceTaxNumber ?? null,
    deliveryMethod: order.deliveryMethod,
    address: order.address ?? null,
    pickup: order.pickup ? { ...order.pickup, pointId: String(order.pickup.pointId) } : null,
    cancelReason: order.cancelReason ?? null,
    carrier: order.carrier ?? null,
    waybillNumber: order.waybillNumber ?? null,
    shippedAt: order.shippedAt ?? null,
    autoConfirmAt: order.autoConfirmAt ?? null,
    receivedAt: order.receivedAt ?? null,
    events: events.map((event) => ({
      id: String(event.id),
      kind: event.kind,
      at: event.at,
      action: event.action ?? null,
      fromStatus: event.fromStatus ?? null,
      toStatus: event.toStatus ?? null,
      description: event.description ?? null,
    })),
    availableActions: buyerActions,
  };
}
