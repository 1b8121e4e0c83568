import { DEFAULT_AREA_CODE, isValidPhone } from '@circuitmart/rules/account-rules';

/** The after-sales types in the order the form offers them. */
export const AFTER_SALE_TYPES = ['REFUND_ONLY', 'RETURN_AND_REFUND', 'EXCHANGE', 'REPLENISHMENT'] as const;
export type AfterSaleTypeName = (typeof AFTER_SALE_TYPES)[number];

/** Spec §9: at most 6 proof images (the server's options say the same as `maxProofImages`). */
export const MAX_PROOF_IMAGES = 6;
export const EXPLANATION_MAX = 500;

export interface ApplyFormValues {
  type: AfterSaleTypeName | null;
  /** Quantity asked for per order line id; 0 or missing = not part of the request. */
  quantities: Record<string, number>;
  reasonCode: string;
  explanation: string;
  contactPhone: string;
  imageCount: number;
}

export interface PickableLine {
  orderLineId: string;
  availableQuantity: number;
}

export type ApplyFormField = 'type' | 'lines' | 'reasonCode' | 'explanation' | 'contactPhone' | 'images';
/** Translation keys of the first problem of each field. */
export type ApplyFormProblems = Partial<Record<ApplyFormField, string>>;

/** The picked lines, in the order of the order's lines, as the quote and the upload take them. */
export function pickedLines(values: Pick<ApplyFormValues, 'quantities'>, lines: readonly PickableLine[]) {
  return lines
    .map((line) => ({ orderLineId: line.orderLineId, quantity: values.quantities[line.orderLineId] ?? 0 }))
    .filter((line) => line.quantity > 0);
}

/** Whether the contact phone passes the shop's phone rule (a mainland mobile, as the server checks it). */
export function isValidContactPhone(phone: string): boolean {
  return isValidPhone(DEFAULT_AREA_CODE, phone.trim());
}

/** The problems the form can see before sending; the server checks the same and more (eligibility, amounts). */
export function applyFormProblems(
  values: ApplyFormValues,
  lines: readonly PickableLine[],
  reasonCodes: readonly string[],
  maxImages = MAX_PROOF_IMAGES,
): ApplyFormProblems {
  const problems: ApplyFormProblems = {};
  if (!values.type) problems.type = 'afterSale.errors.typeRequired';
  const picked = pickedLines(values, lines);
  const tooMany = lines.some((line) => (values.quantities[line.orderLineId] ?? 0) > line.availableQuantity);
  if (tooMany) problems.lines = 'afterSale.errors.quantityTooMany';
  else if (picked.length === 0) problems.lines = 'afterSale.errors.linesRequired';
  if (!values.reasonCode || !reasonCodes.includes(values.reasonCode))
    problems.reasonCode = 'afterSale.errors.reasonRequired';
  if (Array.from(values.explanation).length > EXPLANATION_MAX)
    problems.explanation = 'afterSale.errors.explanationTooLong';
  if (!isValidContactPhone(values.contactPhone)) problems.contactPhone = 'rules.PHONE_INVALID';
  if (values.imageCount > maxImages) problems.images = 'afterSale.errors.tooManyImages';
  return problems;
}
