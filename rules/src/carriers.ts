import type { RuleMessage } from './rule-messages.js';

/**
 * The carriers a return or a replacement may travel with, and the shape of each one's waybill numbers. The server
 * refuses a waybill by these rules; the return-shipping form checks them before sending (and shows `carriers.<CODE>`
 * as the carrier's name).
 */
export const carrierWaybillPatterns = {
  SF: /^SF\d{12,13}$/,
  JD: /^JD[0-9A-Z]{11,13}$/,
  EMS: /^(?:[A-Z]{2}\d{9}[A-Z]{2}|\d{13})$/,
  YTO: /^YT\d{13,15}$/,
  ZTO: /^\d{12,15}$/,
  STO: /^\d{12,13}$/,
  YUNDA: /^\d{13,15}$/,
  DHL: /^\d{10,11}$/,
  FEDEX: /^\d{12}(?:\d{3})?$/,
  UPS: /^1Z[0-9A-Z]{16}$/,
  OTHER: /^[0-9A-Z-]{6,30}$/,
} as const;

export type CarrierCode = keyof typeof carrierWaybillPatterns;

export const carrierCodes = Object.keys(carrierWaybillPatterns) as CarrierCode[];

export function isCarrierCode(code: string): code is CarrierCode {
  return Object.hasOwn(carrierWaybillPatterns, code);
}

/** A waybill as the rules read it: trimmed, upper case, without inner spaces. */
export function normalizeWaybill(waybill: string): string {
  return waybill.replace(/\s+/g, '').toUpperCase();
}

export type CarrierRuleCode = keyof typeof carrierRuleMessages;

/** The first rule a carrier and waybill break, or null; the waybill is read by `normalizeWaybill`. */
export function waybillProblem(carrier: string, waybill: string): CarrierRuleCode | null {
  if (!isCarrierCode(carrier)) return 'CARRIER_UNKNOWN';
  return carrierWaybillPatterns[carrier].test(normalizeWaybill(waybill)) ? null : 'WAYBILL_INVALID';
}

export const carrierRuleMessages = {
  CARRIER_UNKNOWN: {
    'zh-CN': '请选择物流公司',
    'en-US': 'Please choose a carrier',
    ru: 'Выберите службу доставки',
    'es-ES': 'Elija un transportista',
  },
  WAYBILL_INVALID: {
    'zh-CN': '运单号格式与所选物流公司不符',
    'en-US': "The waybill number does not match the chosen carrier's format",
    ru: 'Номер накладной не соответствует формату выбранной службы доставки',
    'es-ES': 'El número de guía no coincide con el formato del transportista elegido',
  },
} as const satisfies Record<string, RuleMessage>;
