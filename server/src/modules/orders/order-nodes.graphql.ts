import { OrderDisplayStatus } from './order-display-status.js';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { connectionTypes } from '../../platform/graphql/connection.js';
import { Money } from '../../platform/graphql/money-scalar.js';
import { OrderTab } from './order-display-filter.js';
import type { OrderDetail } from './order-queries.js';
import {
  DeliveryMethod,
  InvoiceType,
  OrderEventKind,
  OrderKind,
  OrderStatus,
  PaymentMethod,
} from './orders.entities.js';
import { OrderAction } from './orders.states.js';

registerEnumType(OrderStatus, {
  name: 'OrderStatus',
  description: 'The states of an order (spec §4).',
  valuesConfig: {
    PENDING_APPROVAL: { description: 'A large order waits for staff to approve or reject it.' },
    PENDING_PAYMENT: { description: 'To be paid before `expiresAt`, else it is cancelled.' },
    PENDING_PLATFORM_RECEIPT: {
      description: 'An offline bank remittance waits for staff to confirm the money arrived.',
    },
    PENDING_SHIPMENT: { description: 'Paid, to be shipped (or collected).' },
    SHIPPED: { description: 'Shipped, to be received; receipt is confirmed by itself after a while.' },
    PENDING_REVIEW: { description: 'Received, to be reviewed.' },
    COMPLETED: { description: 'Finished: reviewed, or a paid membership order.' },
    CANCELLED: { description: 'Ended unpaid: cancelled by the buyer or expired.' },
    CLOSED: { description: 'Ended by staff: approval refused, or closed and refunded in full.' },
  },
});
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
registerEnumType(OrderTab, {
  name: 'OrderTab',
  description: 'The tabs of the order list, each a group of `OrderDisplayStatus` labels.',
  valuesConfig: {
    ALL: { description: 'Every order.' },
    PENDING_PAYMENT: { description: 'To be submitted, pending approval, to be paid, pending platform receipt.' },
    PENDING_SHIPMENT: { description: 'Paid and to be shipped.' },
    PENDING_RECEIPT: { description: 'Shipped and to be received.' },
    PENDING_REVIEW: { description: 'To be reviewed.' },
    IN_PROGRESS: { description: 'In progress: an after-sales request is open.' },
    COMPLETED: { description: 'Reviewed and completed.' },
    CLOSED: { description: 'Cancelled and closed.' },
  },
});
registerEnumType(OrderAction, {
  name: 'OrderAction',
  description: 'What can be done to an order.',
  valuesConfig: {
    REFUND_MEMBERSHIP: {
      description: 'Staff refund a completed membership order in full, closing it; the membership it bought ends.',
    },
    APPROVE: { description: 'Staff approve an order that needs approval; it becomes payable.' },
    REJECT: { description: 'Staff refuse an order that needs approval; it closes and its stock is released.' },
    PAY: {
      description: 'Money arrived (balance, provider callback or confirmed remittance); the order is to be shipped.',
    },
    PAY_MEMBERSHIP: { description: 'Money arrived for a membership order, which completes at once.' },
    SUBMIT_REMITTANCE: { description: 'The buyer reports an offline bank remittance for staff to confirm or reject.' },
    REJECT_REMITTANCE: { description: 'Staff reject a reported remittance; the order is payable again.' },
    CANCEL: { description: 'The buyer cancels an unpaid order.' },
    EXPIRE: { description: 'The payment window closed unpaid; the order is cancelled by the system.' },
    REMIND_TO_SHIP: { description: 'The buyer reminds the shop to ship a paid order; the state does not change.' },
    SHIP: { description: 'Staff ship the order with a carrier and waybill number.' },
    ADD_LOGISTICS_EVENT: { description: 'Staff add a tracking update to a shipped order; the state does not change.' },
    CONFIRM_RECEIPT: { description: 'The buyer confirms the goods arrived.' },
    AUTO_CONFIRM: { description: 'The system confirms receipt when the buyer has not done so in time.' },
    REVIEW: { description: 'The buyer reviews a received order, completing it.' },
    DELETE: { description: 'The buyer removes a finished order from their list.' },
    BUY_AGAIN: { description: "The buyer puts the order's parts in the cart again." },
    CLOSE_UNFULFILLABLE: { description: 'Staff close a paid order that cannot be shipped, refunding it in full.' },
    PAY_BLIND_BOX_OPEN: {
      description: 'Money arrived for a paid blind-box open: the order completes and the box is opened.',
    },
    REFUND_BLIND_BOX_OPEN: {
      description: 'Staff refund a paid blind-box open that could not be drawn, closing it; the open is given back.',
    },
  },
});
registerEnumType(OrderEventKind, {
  name: 'OrderEventKind',
  valuesConfig: {
    STATUS: { description: "A change of the order's state." },
    LOGISTICS: { description: 'A tracking update from the carrier or staff.' },
    REMINDER: { description: 'The buyer reminded the shop to ship.' },
    AFTER_SALE: { description: "An action on one of the order's after-sales requests." },
  },
  description: 'What an order event records.',
});
registerEnumType(OrderKind, {
  name: 'OrderKind',
  description:
    'GOODS: parts; MEMBERSHIP: a super membership; BLIND_BOX_OPEN: one open of a paid blind box (the last two have ' +
    'no lines and no delivery).',
  valuesConfig: {
    GOODS: { description: 'An order of parts, delivered or collected.' },
    MEMBERSHIP: { description: 'A super membership purchase: no lines, no delivery.' },
    BLIND_BOX_OPEN: { description: 'One open of a paid blind box: paying it completes it and opens the box.' },
  },
});
registerEnumType(DeliveryMethod, {
  name: 'DeliveryMethod',
  valuesConfig: {
    EXPRESS: { description: 'Shipped by carrier to a delivery address; freight applies.' },
    PICKUP: { description: 'Collected by a named person at a pickup point on a chosen date and time slot.' },
    NONE: { description: 'Nothing is delivered: a membership order or a paid blind-box open.' },
  },
  description: 'How an order reaches the buyer.',
});
registerEnumType(InvoiceType, {
  name: 'InvoiceType',
  valuesConfig: {
    NONE: { description: 'No invoice.' },
    PERSONAL: { description: 'An invoice made out to a person.' },
    ENTERPRISE: { description: 'An invoice made out to a company, with its taxpayer ID.' },
  },
  description: 'Which invoice the buyer wants for an order.',
});
registerEnumType(PaymentMethod, {
  name: 'PaymentMethod',
  valuesConfig: {
    BALANCE: { description: "From the buyer's wallet balance, confirmed with the payment password." },
    WECHAT: { description: 'Online through WeChat Pay.' },
    ALIPAY: { description: 'Online through Alipay.' },
    BANK_TRANSFER: { description: 'Offline bank remittance, confirmed by staff.' },
    FRIEND: { description: 'Paid by someone else through a friend-pay link.' },
    PRIZE: {
      description: "Nothing to pay: an activity prize (a free order, a blind box's part), paid as it is placed.",
    },
  },
  description: 'How an order was paid.',
});

@ObjectType('OrderAddress', { description: 'The delivery address as it was when the order was placed.' })
export class OrderAddressNode {
  @Field(() => String, { description: 'Name of the person who receives the parcel.' }) consignee!: string;
  @Field(() => String, { description: 'Country calling code of the phone, digits only (e.g. 86).' }) areaCode!: string;
  @Field(() => String, { description: 'Phone number.' }) phone!: string;
  @Field(() => String, { description: 'Country or region.' }) country!: string;
  @Field(() => String, { description: 'Province or state.' }) province!: string;
  @Field(() => String, { description: 'City.' }) city!: string;
  @Field(() => String, { nullable: true, description: 'District or county; null if none was given.' }) district!:
    string | null;
  @Field(() => String, { nullable: true, description: 'Postal code; null if none was given.' }) postalCode!:
    string | null;
  @Field(() => String, { description: 'Street, building and room.' }) detail!: string;
}

@ObjectType('OrderPickup', { description: 'The store-pickup details as they were when the order was placed.' })
export class OrderPickupNode {
  @Field(() => ID, { description: 'ID of the point.' }) pointId!: string;
  @Field(() => String, { description: 'Name of the pickup point.' }) pointName!: string;
  @Field(() => String, { description: 'Address of the pickup point.' }) pointAddress!: string;
  @Field(() => String, { description: 'YYYY-MM-DD' }) date!: string;
  @Field(() => String, { description: 'The chosen time slot on `date`, e.g. "09:00-12:00".' }) timeSlot!: string;
  @Field(() => String, { description: 'Name of the person who collects the order.' }) personName!: string;
  @Field(() => String, { description: "Country calling code of the collector's phone, digits only (e.g. 86)." })
  personAreaCode!: string;
  @Field(() => String, { description: 'Phone number of the collector.' }) personPhone!: string;
}

@ObjectType('OrderLine', { description: 'A line of an order: the part and its price at placement.' })
export class OrderLineNode {
  @Field(() => ID, { description: 'ID of the order line.' }) id!: string;
  @Field(() => ID, { description: 'ID of the product.' }) productId!: string;
  @Field(() => String, { description: 'Manufacturer part number.' }) mpn!: string;
  @Field(() => String, { description: "Name of the part's maker." }) brandName!: string;
  @Field(() => String, { description: 'Package of the part (e.g. SOT-23, 0603).' }) package!: string;
  @Field(() => Int, { description: 'Pieces ordered.' }) quantity!: number;
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
  @Field(() => String, {
    nullable: true,
    description:
      'The `OrderAction` that made a STATUS event, or the after-sales action of an AFTER_SALE one; null for other kinds.',
  })
  action!: string | null;
  @Field(() => OrderStatus, { nullable: true, description: 'The state before a STATUS event; null for other kinds.' })
  fromStatus!: OrderStatus | null;
  @Field(() => OrderStatus, { nullable: true, description: 'The state after a STATUS event; null for other kinds.' })
  toStatus!: OrderStatus | null;
  @Field(() => String, {
    nullable: true,
    description: 'Free text: the logistics update, the reason or note given; null if none.',
  })
  description!: string | null;
}

@ObjectType('Order', { description: 'An order (spec §3); amounts are integer fen.' })
export class OrderNode {
  @Field(() => ID, { description: 'ID of the order.' }) id!: string;
  @Field(() => String, { description: 'The order number shown to buyers and staff; unique, distinct from the ID.' })
  number!: string;
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
  @Field(() => [OrderLineNode], {
    description: 'The parts bought, with prices fixed at placement; empty for a membership order.',
  })
  lines!: OrderLineNode[];
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
  @Field(() => PaymentMethod, { nullable: true, description: 'How it was paid; null until paid.' })
  paymentMethod!: PaymentMethod | null;
  @Field(() => Date, { nullable: true, description: 'When it was paid; null if it has not been.' })
  paidAt!: Date | null;
  @Field(() => String, { nullable: true, description: "The buyer's note to the shop at placement; null if none." })
  remark!: string | null;
  @Field(() => InvoiceType, { description: 'Which invoice the buyer asked for at placement.' })
  invoiceType!: InvoiceType;
  @Field(() => String, {
    nullable: true,
    description: 'Invoice title (person or company name); null without an invoice.',
  })
  invoiceTitle!: string | null;
  @Field(() => String, { nullable: true, description: 'Taxpayer ID for an ENTERPRISE invoice; null otherwise.' })
  invoiceTaxNumber!: string | null;
  @Field(() => DeliveryMethod, { description: 'How the order reaches the buyer.' }) deliveryMethod!: DeliveryMethod;
  @Field(() => OrderAddressNode, {
    nullable: true,
    description: 'The delivery address as placed; null unless deliveryMethod is EXPRESS.',
  })
  address!: OrderAddressNode | null;
  @Field(() => OrderPickupNode, {
    nullable: true,
    description: 'The pickup details as placed; null unless deliveryMethod is PICKUP.',
  })
  pickup!: OrderPickupNode | null;
  @Field(() => String, { nullable: true, description: 'Why it was cancelled or rejected; null otherwise.' })
  cancelReason!: string | null;
  @Field(() => String, { nullable: true, description: 'The carrier that ships it; null until shipped.' }) carrier!:
    string | null;
  @Field(() => String, { nullable: true, description: "The carrier's tracking number; null until shipped." })
  waybillNumber!: string | null;
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
  @Field(() => Int, { description: 'Orders in the ALL tab.' }) all!: number;
  @Field(() => Int, { description: 'Orders in the PENDING_PAYMENT tab.' }) pendingPayment!: number;
  @Field(() => Int, { description: 'Orders in the PENDING_SHIPMENT tab.' }) pendingShipment!: number;
  @Field(() => Int, { description: 'Orders in the PENDING_RECEIPT tab.' }) pendingReceipt!: number;
  @Field(() => Int, { description: 'Orders in the PENDING_REVIEW tab.' }) pendingReview!: number;
  @Field(() => Int, { description: 'Orders with an after-sales request in progress.' }) inProgress!: number;
  @Field(() => Int, { description: 'Completed orders, reviewed or not.' }) completed!: number;
  @Field(() => Int, { description: 'Cancelled and closed orders.' }) closed!: number;
}

@ObjectType('OrderStatusChange', { description: "One of the subscriber's orders changed state." })
export class OrderStatusChangeNode {
  @Field(() => ID, { description: 'ID of the order.' }) orderId!: string;
  @Field(() => String, { description: 'The order number shown to the buyer.' }) number!: string;
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
