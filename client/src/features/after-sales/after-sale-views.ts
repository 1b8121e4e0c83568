/**
 * The shapes the after-sales components read: the fields of the schema's types they show, so a page passes its
 * query's data straight through.
 */
export interface AfterSaleOptionsView {
  orderId: string;
  orderNumber: string;
  eligible: boolean;
  ineligibleCode?: string | null;
  noReasonReturnUntil?: unknown;
  types: readonly string[];
  reasons: readonly { type: string; code: string; noReason: boolean }[];
  lines: readonly AfterSaleOrderLineView[];
  maxProofImages: number;
}

export interface AfterSaleOrderLineView {
  orderLineId: string;
  mpn: string;
  brandName: string;
  package: string;
  boughtQuantity: number;
  availableQuantity: number;
  unitPriceMilli: number;
  paidShareFen: number;
}

export interface AfterSaleLineView {
  orderLineId: string;
  mpn: string;
  brandName: string;
  package: string;
  quantity: number;
  refundFen: number;
}

export interface AfterSaleEventView {
  at: unknown;
  action: string;
  fromStatus?: string | null;
  toStatus?: string | null;
  actorKind: string;
  note?: string | null;
}

/** What the form starts from when a request is modified and resubmitted. */
export interface ApplyFormStart {
  type: string;
  reasonCode: string;
  explanation?: string | null;
  contactPhone: string;
  lines: readonly { orderLineId: string; quantity: number }[];
}
