import { INVOICE_TITLE_MAX, ORDER_REMARK_MAX } from '@circuitmart/rules/text-limits';
import type { RequestContext } from '../../platform/auth/index.js';
import { DomainError } from '../../platform/errors/index.js';
import type { AddressesService } from '../addresses/addresses.service.js';
import {
  DeliveryMethod,
  InvoiceType,
  type AddressSnapshot,
  type InvoiceType as InvoiceTypeValue,
  type PickupSnapshot,
} from './orders.entities.js';

/** What the shopper chose on the confirm page besides the lines. */
export interface CheckoutDetails {
  deliveryMethod: DeliveryMethod;
  addressId?: number | null | undefined;
  pickup?: { pointId: number; date: string; timeSlot: string; personId: number } | null | undefined;
  invoice?: { type: InvoiceTypeValue; title?: string | null | undefined; taxNumber?: string | null | undefined } | null;
  remark?: string | null | undefined;
}

/** The validated details as the order stores them. */
export interface CheckedDetails {
  address: AddressSnapshot | null;
  pickup: PickupSnapshot | null;
  invoiceType: InvoiceTypeValue;
  invoiceTitle: string | null;
  invoiceTaxNumber: string | null;
  remark: string | null;
}

export interface CheckoutOptions {
  /** `YYYY-MM-DD`, today and the next days a pickup may be booked for. */
  pickupDates: string[];
  timeSlots: string[];
}

export const PICKUP_DAYS_AHEAD = 7;
export const PICKUP_TIME_SLOTS = ['09:00-12:00', '12:00-15:00', '15:00-18:00'];
/** Chinese taxpayer numbers: 15, 18 (unified social credit code) or 20 letters and digits. */
const TAX_NUMBER_PATTERN = /^(?:[0-9A-Z]{15}|[0-9A-Z]{18}|[0-9A-Z]{20})$/;
/** Pickup days follow the shop's calendar (China Standard Time, UTC+8, no daylight saving). */
const SHOP_UTC_OFFSET_MS = 8 * 3600_000;

const field = (...path: string[]) => ['input', ...path];

function shopDate(at: Date, plusDays = 0): string {
  return new Date(at.getTime() + SHOP_UTC_OFFSET_MS + plusDays * 24 * 3600_000).toISOString().slice(0, 10);
}

function options(now: Date): CheckoutOptions {
  return {
    pickupDates: Array.from({ length: PICKUP_DAYS_AHEAD + 1 }, (_, day) => shopDate(now, day)),
    timeSlots: PICKUP_TIME_SLOTS,
  };
}

export function checkInvoice(
  invoice: CheckoutDetails['invoice'],
): Pick<CheckedDetails, 'invoiceType' | 'invoiceTitle' | 'invoiceTaxNumber'> {
  const type = invoice?.type ?? InvoiceType.NONE;
  if (type === InvoiceType.NONE) return { invoiceType: type, invoiceTitle: null, invoiceTaxNumber: null };
  const title = invoice?.title?.trim() ?? '';
  if (!title || title.length > INVOICE_TITLE_MAX) {
    throw new DomainError('INVOICE_TITLE_REQUIRED', { field: field('invoice', 'title') });
  }
  if (type === InvoiceType.PERSONAL) return { invoiceType: type, invoiceTitle: title, invoiceTaxNumber: null };
  const taxNumber = invoice?.taxNumber?.trim().toUpperCase() ?? '';
  if (!TAX_NUMBER_PATTERN.test(taxNumber)) {
    throw new DomainError('INVALID_TAX_NUMBER', { field: field('invoice', 'taxNumber') });
  }
  return { invoiceType: type, invoiceTitle: title, invoiceTaxNumber: taxNumber };
}

/** Checks the confirm page's choices (spec §5: pickup needs point, date and time) and snapshots them. */
async function details(
  ctx: RequestContext,
  input: CheckoutDetails,
  now: Date,
  addresses: AddressesService,
): Promise<CheckedDetails> {
  const remark = input.remark?.trim() || null;
  if (remark && [...remark].length > ORDER_REMARK_MAX) {
    throw new DomainError('REMARK_TOO_LONG', { params: { max: ORDER_REMARK_MAX }, field: field('remark') });
  }
  const invoice = checkInvoice(input.invoice);
  if (input.deliveryMethod === DeliveryMethod.EXPRESS) {
    if (!input.addressId) throw new DomainError('ADDRESS_REQUIRED', { field: field('addressId') });
    const address = await addresses.ownedAddress(ctx, input.addressId);
    return {
      ...invoice,
      remark,
      pickup: null,
      address: {
        consignee: address.consignee,
        areaCode: address.areaCode,
        phone: address.phone,
        country: address.country,
        province: address.province,
        city: address.city,
        district: address.district ?? null,
        postalCode: address.postalCode ?? null,
        detail: address.detail,
      },
    };
  }
  const pickup = input.pickup;
  if (!pickup?.pointId || !pickup.date || !PICKUP_TIME_SLOTS.includes(pickup.timeSlot) || !pickup.personId) {
    throw new DomainError('PICKUP_DETAILS_REQUIRED', { field: field('pickup') });
  }
  if (!options(now).pickupDates.includes(pickup.date)) {
    throw new DomainError('PICKUP_DATE_OUT_OF_RANGE', {
      params: { days: PICKUP_DAYS_AHEAD },
      field: field('pickup', 'date'),
    });
  }
  const [point, person] = await Promise.all([
    addresses.pickupPoint(ctx, pickup.pointId),
    addresses.ownedPickupPerson(ctx, pickup.personId),
  ]);
  return {
    ...invoice,
    remark,
    address: null,
    pickup: {
      pointId: point.id,
      pointName: point.name[ctx.locale],
      pointAddress: point.address[ctx.locale],
      date: pickup.date,
      timeSlot: pickup.timeSlot,
      personName: person.name,
      personAreaCode: person.areaCode,
      personPhone: person.phone,
    },
  };
}

export const validateCheckout = { options, details };
