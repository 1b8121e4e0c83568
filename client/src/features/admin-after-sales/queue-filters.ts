import type { AfterSaleStatus, AfterSaleType, StaffAfterSaleFilter } from '../../gql/graphql';

/** Every state of spec §4, in the order a request moves through them (the queue's state filter lists them so). */
export const AFTER_SALE_STATUSES: readonly AfterSaleStatus[] = [
  'UNDER_REVIEW',
  'PLATFORM_REVIEW',
  'APPROVED',
  'TO_BE_RETURNED',
  'RETURN_SHIPPED',
  'MERCHANT_RECEIVED',
  'PLATFORM_SHIPMENT',
  'AWAITING_RECEIPT',
  'REFUND_PENDING',
  'REFUND_SUCCEEDED',
  'COMPLETED',
  'REJECTED',
  'CANCELLED',
  'CLOSED',
];

export const AFTER_SALE_TYPES: readonly AfterSaleType[] = [
  'REFUND_ONLY',
  'RETURN_AND_REFUND',
  'EXCHANGE',
  'REPLENISHMENT',
];

/** The age filter's choices in hours: a day, two, three (the review promise of spec §9 is 1-2 working days), a week. */
export const AGE_CHOICES_HOURS: readonly number[] = [24, 48, 72, 168];

/** What the queue shows, as kept in the page's address (so a filtered queue can be shared and reloaded). */
export interface QueueFilter {
  status: AfterSaleStatus | null;
  type: AfterSaleType | null;
  olderThanHours: number | null;
  search: string;
}

function oneOf<Value extends string>(choices: readonly Value[], value: string | null): Value | null {
  return choices.find((choice) => choice === value) ?? null;
}

/** Reads the filter from the address; anything unknown there means "no filter" rather than an empty queue. */
export function queueFilterFrom(params: URLSearchParams): QueueFilter {
  const age = Number(params.get('age'));
  return {
    status: oneOf(AFTER_SALE_STATUSES, params.get('status')),
    type: oneOf(AFTER_SALE_TYPES, params.get('type')),
    olderThanHours: AGE_CHOICES_HOURS.includes(age) ? age : null,
    search: (params.get('q') ?? '').trim(),
  };
}

/** The `staffAfterSaleRequests` filter for a queue filter: only the parts that are set. */
export function staffFilterInput(filter: QueueFilter): StaffAfterSaleFilter {
  return {
    statuses: filter.status ? [filter.status] : null,
    types: filter.type ? [filter.type] : null,
    olderThanHours: filter.olderThanHours,
    search: filter.search || null,
  };
}

/** Whole hours since a moment, for the queue's "waiting for" column. */
export function hoursSince(isoDateTime: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(isoDateTime).getTime()) / 3_600_000));
}
