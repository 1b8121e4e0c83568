/**
 * How long the shop's free texts may be (characters as a person counts them). The server refuses a longer text;
 * the web client's inputs stop at the same length.
 */

/** A chat message (CHAT_TEXT_INVALID beyond it). */
export const CHAT_TEXT_MAX = 2000;
/** The order remark of the confirm page (REMARK_TOO_LONG beyond it). */
export const ORDER_REMARK_MAX = 200;
/** An invoice title (INVOICE_TITLE_REQUIRED beyond it). */
export const INVOICE_TITLE_MAX = 100;
/** Chinese taxpayer numbers have 15, 18 (unified social credit code) or 20 letters and digits. */
export const TAX_NUMBER_MAX = 20;
/** Inquiry form fields: [least, most] characters after trimming (INQUIRY_FIELD_INVALID outside). */
export const INQUIRY_TEXT_LIMITS = {
  projectName: [1, 100],
  companyName: [1, 100],
  companyAddress: [0, 200],
  contactName: [1, 50],
  contactPhone: [5, 30],
  message: [0, 2000],
} as const satisfies Record<string, readonly [number, number]>;
/** The largest annual usage, quantity or target unit price (0.0001 yuan) an inquiry may state. */
export const INQUIRY_MAX_COUNT = 1_000_000_000;
/** A sales reply to an inquiry (INQUIRY_REPLY_INVALID beyond it). */
export const INQUIRY_REPLY_MAX = 4000;
/** The largest file an inquiry or its reply takes (INQUIRY_ATTACHMENT_TOO_LARGE beyond it). */
export const INQUIRY_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** The file kinds an inquiry takes, by extension: BOMs, drawings and Gerber archives. */
export const INQUIRY_ATTACHMENT_TYPES = [
  'csv',
  'tsv',
  'txt',
  'xlsx',
  'xls',
  'pdf',
  'zip',
  'rar',
  '7z',
  'png',
  'jpg',
  'jpeg',
  'dxf',
] as const;
export type InquiryAttachmentType = (typeof INQUIRY_ATTACHMENT_TYPES)[number];
/** Staff content: a title in one language, and an article's summary (longer ones are cut). */
export const CONTENT_TITLE_MAX = 200;
export const ARTICLE_SUMMARY_MAX = 500;
/** How a user who sends feedback may be reached (its column's length). */
export const FEEDBACK_CONTACT_MAX = 100;
