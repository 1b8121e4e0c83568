import { INQUIRY_MAX_COUNT, INQUIRY_TEXT_LIMITS } from '@circuitmart/rules/text-limits';
import { parseYuanToMilli } from '../money/parse-yuan';

/** The inquiry form as typed. */
export interface InquiryDraft {
  projectName: string;
  annualUsage: string;
  targetPrice: string;
  companyName: string;
  companyAddress: string;
  contactName: string;
  contactPhone: string;
  message: string;
  quantity: string;
}

export type InquiryField = keyof InquiryDraft;

function wholeNumber(text: string): number {
  const digits = text.trim().replace(/[\s,']/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

/** The fields the server would refuse by the shared limits (@circuitmart/rules/text-limits), before sending. */
export function inquiryProblems(draft: InquiryDraft, options: { withPart: boolean }): Set<InquiryField> {
  const problems = new Set<InquiryField>();
  for (const [field, [min, max]] of Object.entries(INQUIRY_TEXT_LIMITS) as [InquiryField, [number, number]][]) {
    const length = draft[field].trim().length;
    if (length < min || length > max) problems.add(field);
  }
  const usage = wholeNumber(draft.annualUsage);
  if (!(usage >= 1 && usage <= INQUIRY_MAX_COUNT)) problems.add('annualUsage');
  if (draft.targetPrice.trim() !== '') {
    const milli = parseYuanToMilli(draft.targetPrice);
    if (milli === undefined || milli > INQUIRY_MAX_COUNT) problems.add('targetPrice');
  }
  if (options.withPart) {
    const quantity = wholeNumber(draft.quantity);
    if (!(quantity >= 1 && quantity <= INQUIRY_MAX_COUNT)) problems.add('quantity');
  }
  return problems;
}

/** The GraphQL input of a checked draft. */
export function inquiryInput(draft: InquiryDraft, productId: string | null) {
  const target = draft.targetPrice.trim() === '' ? null : (parseYuanToMilli(draft.targetPrice) ?? null);
  return {
    projectName: draft.projectName.trim(),
    annualUsage: wholeNumber(draft.annualUsage),
    targetUnitPriceMilli: target,
    companyName: draft.companyName.trim(),
    companyAddress: draft.companyAddress.trim(),
    contactName: draft.contactName.trim(),
    contactPhone: draft.contactPhone.trim(),
    message: draft.message.trim(),
    productId,
    quantity: productId ? wholeNumber(draft.quantity) : null,
  };
}

/** Maps a server field path (`['input', 'targetUnitPriceMilli']`) to the form field it concerns. */
export function formFieldOf(path: readonly string[] | null | undefined): InquiryField | null {
  const name = path?.at(-1);
  if (name === 'targetUnitPriceMilli') return 'targetPrice';
  if (name === 'productId') return 'quantity';
  const fields: InquiryField[] = [
    'projectName',
    'annualUsage',
    'companyName',
    'companyAddress',
    'contactName',
    'contactPhone',
    'message',
    'quantity',
  ];
  return fields.find((field) => field === name) ?? null;
}
