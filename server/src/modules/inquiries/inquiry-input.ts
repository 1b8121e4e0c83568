import {
  INQUIRY_ATTACHMENT_MAX_BYTES,
  INQUIRY_MAX_COUNT,
  INQUIRY_REPLY_MAX,
  INQUIRY_TEXT_LIMITS,
  type InquiryAttachmentType,
} from '@circuitmart/rules/text-limits';
import { DomainError } from '../../platform/errors/index.js';
import type { UploadedFile } from '../../platform/uploads/index.js';
import type { InquiryQuoteLine, InquiryState } from './inquiries.entities.js';

/* What an inquiry, its reply and their files may hold: the input types and the checks of each. */

/** Largest attachment an inquiry takes. */
export const MAX_ATTACHMENT_BYTES = INQUIRY_ATTACHMENT_MAX_BYTES;
/** What an attachment may be: BOMs, drawings and Gerber archives. */
const attachmentTypes: Record<InquiryAttachmentType, string> = {
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  txt: 'text/plain',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  pdf: 'application/pdf',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  '7z': 'application/x-7z-compressed',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  dxf: 'image/vnd.dxf',
};
export const MAX_REPLY_CHARS = INQUIRY_REPLY_MAX;

export interface NewInquiry {
  projectName: string;
  annualUsage: number;
  targetUnitPriceMilli: number | null;
  companyName: string;
  companyAddress: string;
  contactName: string;
  contactPhone: string;
  message: string;
  /** The part asked about from its page, and how many pieces (both optional). */
  productId?: number | null;
  quantity?: number | null;
}

/** One quoted line as sales staff enter it. */
export interface QuoteLineInput {
  mpn: string;
  description: string;
  quantity: number;
  /** 0.0001 yuan. */
  unitPriceMilli: number;
  productId: number | null;
  leadTime: string;
}

/** A sales reply: text, quoted lines and the date (YYYY-MM-DD, shop time UTC) to which their prices hold. */
export interface ReplyInput {
  reply: string;
  lines: QuoteLineInput[];
  validUntil: string | null;
}

export type QueueScope = 'ALL' | 'MINE' | 'UNCLAIMED';

export interface QueueFilter {
  state?: InquiryState | null;
  scope?: QueueScope | null;
  /** Part of the inquiry number or of the company name. */
  search?: string | null;
}

/** What a reply, the quoted lines and files add to an inquiry, for its detail. */
export interface InquiryDetails {
  attachment: { filename: string; size: number } | null;
  quoteLines: InquiryQuoteLine[];
  replyAttachments: { id: number; filename: string; size: number }[];
}

/** A quoted line prefilled from the buyer's BOM, as the BOM matcher matched it. */
export interface DraftQuoteLine extends QuoteLineInput {
  reference: string;
  status: string;
  reason: string | null;
}

export const MAX_QUOTE_LINES = 200;
/** Most files a reply may carry. */
export const MAX_REPLY_FILES = 5;
/** Furthest a quote's validity may lie ahead. */
export const MAX_VALIDITY_DAYS = 366;
const MAX_QUANTITY = INQUIRY_MAX_COUNT;
const MAX_UNIT_PRICE_MILLI = INQUIRY_MAX_COUNT;
export const BOM_TYPES = ['csv', 'tsv', 'txt', 'xlsx'];

const textLimits = Object.entries(INQUIRY_TEXT_LIMITS) as [
  keyof typeof INQUIRY_TEXT_LIMITS,
  readonly [number, number],
][];

/**
 * The buyer's fields trimmed, or the first rule one breaks (lengths, counts, the asked-about part and quantity);
 * `productExists` tells a catalogue part.
 */
export async function checkNewInquiry(
  input: NewInquiry,
  productExists: (productId: number) => Promise<boolean>,
): Promise<NewInquiry> {
  const values = { ...input };
  for (const [field, [min, max]] of textLimits) {
    const text = String(values[field]).trim();
    if (text.length < min || text.length > max) {
      throw new DomainError('INQUIRY_FIELD_INVALID', { params: { field }, field: ['input', field] });
    }
    Object.assign(values, { [field]: text });
  }
  if (!Number.isSafeInteger(values.annualUsage) || values.annualUsage < 1 || values.annualUsage > INQUIRY_MAX_COUNT) {
    throw new DomainError('INQUIRY_FIELD_INVALID', {
      params: { field: 'annualUsage' },
      field: ['input', 'annualUsage'],
    });
  }
  const target = values.targetUnitPriceMilli;
  if (target !== null && (!Number.isSafeInteger(target) || target < 0 || target > MAX_UNIT_PRICE_MILLI)) {
    throw new DomainError('INQUIRY_FIELD_INVALID', {
      params: { field: 'targetUnitPriceMilli' },
      field: ['input', 'targetUnitPriceMilli'],
    });
  }
  const productId = input.productId ?? null;
  if (productId !== null && !(await productExists(productId))) {
    throw new DomainError('INQUIRY_FIELD_INVALID', { params: { field: 'productId' }, field: ['input', 'productId'] });
  }
  const quantity = input.quantity ?? null;
  if (quantity !== null && (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY)) {
    throw new DomainError('INQUIRY_QUANTITY_INVALID', {
      params: { max: MAX_QUANTITY },
      field: ['input', 'quantity'],
    });
  }
  return { ...values, productId, quantity };
}

/** The quoted lines trimmed, or the first rule a line breaks; `productExists` tells a catalogue part. */
export async function checkQuoteLines(
  lines: QuoteLineInput[],
  productExists: (productId: number) => Promise<boolean>,
): Promise<QuoteLineInput[]> {
  if (lines.length > MAX_QUOTE_LINES) {
    throw new DomainError('INQUIRY_TOO_MANY_QUOTE_LINES', { params: { max: MAX_QUOTE_LINES } });
  }
  const invalid = (index: number, field: keyof QuoteLineInput) =>
    new DomainError('INQUIRY_QUOTE_LINE_INVALID', {
      params: { line: index + 1, field },
      field: ['input', 'lines', String(index), field],
    });
  const checked = lines.map((line, index) => {
    const mpn = line.mpn.trim();
    const description = line.description.trim();
    const leadTime = line.leadTime.trim();
    if (mpn.length < 1 || mpn.length > 100) throw invalid(index, 'mpn');
    if (description.length > 200) throw invalid(index, 'description');
    if (leadTime.length > 50) throw invalid(index, 'leadTime');
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_QUANTITY) {
      throw invalid(index, 'quantity');
    }
    const price = line.unitPriceMilli;
    if (!Number.isSafeInteger(price) || price < 1 || price > MAX_UNIT_PRICE_MILLI) {
      throw invalid(index, 'unitPriceMilli');
    }
    return { ...line, mpn, description, leadTime };
  });
  for (const [index, line] of checked.entries()) {
    if (line.productId !== null && !(await productExists(line.productId))) {
      throw invalid(index, 'productId');
    }
  }
  return checked;
}

/** The end (UTC) of the validity day; required with quoted lines, from today to MAX_VALIDITY_DAYS ahead. */
export function checkValidity(validUntil: string | null, required: boolean, today: Date): Date | null {
  const problem = () =>
    new DomainError('INQUIRY_VALIDITY_INVALID', {
      params: { days: MAX_VALIDITY_DAYS },
      field: ['input', 'validUntil'],
    });
  if (validUntil === null || validUntil.trim() === '') {
    if (required) throw problem();
    return null;
  }
  const day = /^\d{4}-\d{2}-\d{2}$/.test(validUntil.trim()) ? new Date(`${validUntil.trim()}T23:59:59Z`) : null;
  if (!day || Number.isNaN(day.getTime())) throw problem();
  const now = today.getTime();
  if (day.getTime() < now || day.getTime() > now + MAX_VALIDITY_DAYS * 24 * 3600_000) throw problem();
  return day;
}

/** The stored content type of an accepted file; refuses other types and files over the size limit. */
export function checkFile(file: UploadedFile): string {
  const extension = file.filename.split('.').pop()?.toLowerCase() ?? '';
  const type = (attachmentTypes as Record<string, string | undefined>)[extension];
  if (!type) {
    throw new DomainError('INQUIRY_ATTACHMENT_TYPE', { params: { types: Object.keys(attachmentTypes).join(', ') } });
  }
  if (file.bytes.length > MAX_ATTACHMENT_BYTES) {
    throw new DomainError('INQUIRY_ATTACHMENT_TOO_LARGE', {
      params: { megabytes: MAX_ATTACHMENT_BYTES / 1024 / 1024 },
    });
  }
  return type;
}
