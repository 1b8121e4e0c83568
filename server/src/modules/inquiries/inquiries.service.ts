import { randomInt } from 'node:crypto';
import { INQUIRY_MAX_COUNT, INQUIRY_TEXT_LIMITS } from '@circuitmart/rules/text-limits';
import { can, requirePermission, requireUser, type RequestContext } from '../../platform/auth/index.js';
import { DomainError } from '../../platform/errors/index.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { UploadedFile } from '../../platform/uploads/index.js';
import type { BomService } from '../bom/bom.service.js';
import type { CartService } from '../cart/cart.service.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { NotificationService } from '../messages/notification.service.js';
import {
  Inquiry,
  InquiryAttachment,
  InquiryQuoteLine,
  InquiryReplyAttachment,
  InquiryState,
} from './inquiries.entities.js';

/** Largest attachment an inquiry takes. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** What an attachment may be: BOMs, drawings and Gerber archives. */
const attachmentTypes: Record<string, string> = {
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
const MAX_REPLY_CHARS = 4000;

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

/** The inquiry's state machine: the one transition a reply fires. */
const transitions = {
  reply: { from: [InquiryState.PENDING], to: InquiryState.REPLIED },
} as const satisfies Record<string, { from: InquiryState[]; to: InquiryState }>;

export const MAX_QUOTE_LINES = 200;
/** Most files a reply may carry. */
export const MAX_REPLY_FILES = 5;
/** Furthest a quote's validity may lie ahead. */
export const MAX_VALIDITY_DAYS = 366;
const MAX_QUANTITY = INQUIRY_MAX_COUNT;
const MAX_UNIT_PRICE_MILLI = INQUIRY_MAX_COUNT;
const BOM_TYPES = ['csv', 'tsv', 'txt', 'xlsx'];

const textLimits = Object.entries(INQUIRY_TEXT_LIMITS) as [
  keyof typeof INQUIRY_TEXT_LIMITS,
  readonly [number, number],
][];

/** Price inquiries: buyers send and follow them; sales staff reply, and the buyer is notified. */
export class InquiryService {
  constructor(
    private readonly clock: Clock,
    private readonly notifications: NotificationService,
    private readonly more: { catalog?: CatalogService; cart?: CartService; bom?: BomService } = {},
  ) {}

  async create(ctx: RequestContext, input: NewInquiry, file: UploadedFile | null): Promise<Inquiry> {
    const userId = Number(requireUser(ctx).id);
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
    if (productId !== null && !(await this.productExists(ctx, productId))) {
      throw new DomainError('INQUIRY_FIELD_INVALID', { params: { field: 'productId' }, field: ['input', 'productId'] });
    }
    const quantity = input.quantity ?? null;
    if (quantity !== null && (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY)) {
      throw new DomainError('INQUIRY_QUANTITY_INVALID', {
        params: { max: MAX_QUANTITY },
        field: ['input', 'quantity'],
      });
    }
    const contentType = file ? checkFile(file) : null;
    const now = this.clock.now();
    const inquiry = ctx.em.create(Inquiry, {
      projectName: values.projectName,
      annualUsage: values.annualUsage,
      targetUnitPriceMilli: values.targetUnitPriceMilli,
      companyName: values.companyName,
      companyAddress: values.companyAddress,
      contactName: values.contactName,
      contactPhone: values.contactPhone,
      message: values.message,
      product: productId,
      quantity,
      number: `IQ${now.toISOString().slice(0, 10).replace(/-/g, '')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`,
      user: userId,
      state: InquiryState.PENDING,
      createdAt: now,
    });
    if (file && contentType) {
      ctx.em.create(InquiryAttachment, {
        inquiry,
        filename: file.filename.slice(-255),
        contentType,
        size: file.bytes.length,
        bytes: file.bytes,
      });
    }
    await ctx.em.flush();
    return inquiry;
  }

  /**
   * The buyer attaches the file to an inquiry sent without one (the form sends its fields first, so their errors
   * point at fields, then the file).
   */
  async attach(ctx: RequestContext, id: number, file: UploadedFile): Promise<Inquiry> {
    const userId = Number(requireUser(ctx).id);
    const inquiry = await this.get(ctx, id);
    if (inquiry.user.id !== userId) throw new DomainError('NOT_FOUND');
    const contentType = checkFile(file);
    if ((await ctx.em.count(InquiryAttachment, { inquiry: id })) > 0) {
      throw new DomainError('INQUIRY_ATTACHMENT_EXISTS');
    }
    ctx.em.create(InquiryAttachment, {
      inquiry,
      filename: file.filename.slice(-255),
      contentType,
      size: file.bytes.length,
      bytes: file.bytes,
    });
    await ctx.em.flush();
    return inquiry;
  }

  /** The buyer's inquiries, newest first, of one state or all. */
  async myInquiries(ctx: RequestContext, state: InquiryState | null): Promise<Inquiry[]> {
    const userId = Number(requireUser(ctx).id);
    return ctx.em.find(
      Inquiry,
      { user: userId, ...(state && { state }) },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 200, populate: ['salesUser', 'product'] },
    );
  }

  /**
   * Sales staff's queue, oldest first: of one state or all; everyone's, the caller's claims or the unclaimed;
   * optionally only those whose number or company name contains `search`.
   */
  async queue(ctx: RequestContext, filter: QueueFilter = {}): Promise<Inquiry[]> {
    const staffId = Number(requirePermission(ctx, 'inquiry.view_all').id);
    const search = (filter.search ?? '').trim().slice(0, 100);
    const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    return ctx.em.find(
      Inquiry,
      {
        ...(filter.state && { state: filter.state }),
        ...(filter.scope === 'MINE' && { salesUser: staffId }),
        ...(filter.scope === 'UNCLAIMED' && { salesUser: null }),
        ...(search && { $or: [{ number: { $like: pattern } }, { companyName: { $like: pattern } }] }),
      },
      { orderBy: { createdAt: 'asc', id: 'asc' }, limit: 200, populate: ['salesUser', 'product'] },
    );
  }

  /**
   * A sales specialist takes an inquiry: one conditional UPDATE, so of two specialists claiming at once exactly
   * one wins and the other is told it is taken. Claiming one's own claim again is harmless.
   */
  async claim(ctx: RequestContext, id: number): Promise<Inquiry> {
    const staffId = Number(requirePermission(ctx, 'inquiry.claim').id);
    const inquiry = await this.get(ctx, id);
    const claimed = await ctx.em.nativeUpdate(
      Inquiry,
      { id, state: InquiryState.PENDING, salesUser: null },
      { salesUser: staffId, claimedAt: this.clock.now() },
    );
    await ctx.em.refresh(inquiry, { populate: ['salesUser', 'product'] });
    if (claimed === 0) {
      if (inquiry.state === InquiryState.REPLIED) throw new DomainError('INQUIRY_ALREADY_REPLIED');
      if (inquiry.salesUser?.id !== staffId) throw new DomainError('INQUIRY_ALREADY_CLAIMED');
    }
    return inquiry;
  }

  /** Quoted lines, reply files and the buyer's attachment of these inquiries (already access-checked). */
  async details(ctx: RequestContext, inquiryIds: number[]): Promise<Map<number, InquiryDetails>> {
    const map = new Map<number, InquiryDetails>(
      inquiryIds.map((id) => [id, { attachment: null, quoteLines: [], replyAttachments: [] }]),
    );
    if (inquiryIds.length === 0) return map;
    const [attachments, lines, files] = await Promise.all([
      this.attachmentInfo(ctx, inquiryIds),
      ctx.em.find(InquiryQuoteLine, { inquiry: { $in: inquiryIds } }, { orderBy: { position: 'asc', id: 'asc' } }),
      ctx.em.find(
        InquiryReplyAttachment,
        { inquiry: { $in: inquiryIds } },
        { fields: ['filename', 'size', 'inquiry'], orderBy: { id: 'asc' } },
      ),
    ]);
    for (const [id, info] of attachments) map.get(id)!.attachment = info;
    for (const line of lines) map.get(line.inquiry.id)?.quoteLines.push(line);
    for (const file of files) {
      map.get(file.inquiry.id)?.replyAttachments.push({ id: file.id, filename: file.filename, size: file.size });
    }
    return map;
  }

  /** A file sales staff attached to a reply, for the inquiry's buyer or sales staff. */
  async replyAttachment(ctx: RequestContext, attachmentId: number): Promise<InquiryReplyAttachment> {
    const file = await ctx.em.findOne(InquiryReplyAttachment, { id: attachmentId });
    if (!file) throw new DomainError('NOT_FOUND');
    await this.get(ctx, file.inquiry.id);
    return file;
  }

  /**
   * Staff run the buyer's attached BOM (CSV, TSV, XLSX) through the BOM matcher and get quoted lines to start
   * from: each line's part (matched or suggested), its quantity and the catalogue price for it.
   */
  async draftQuoteFromAttachment(ctx: RequestContext, id: number): Promise<DraftQuoteLine[]> {
    requirePermission(ctx, 'inquiry.quote');
    const file = await this.attachment(ctx, id);
    const extension = file?.filename.split('.').pop()?.toLowerCase() ?? '';
    if (!file || !BOM_TYPES.includes(extension) || !this.more.bom) throw new DomainError('INQUIRY_BOM_NOT_TABLE');
    const bom = this.more.bom;
    const parsed = await bom.parseFile(ctx, Buffer.from(file.bytes), file.filename, {});
    const quote = await bom.quote(ctx, { boards: 1, lines: parsed.lines.slice(0, MAX_QUOTE_LINES) });
    return quote.lines.map(({ line, match, price }) => ({
      reference: line.reference,
      status: match.status,
      reason: match.reason,
      mpn: (match.product?.mpn ?? line.mpn ?? line.value).slice(0, 100),
      description: (line.description || [line.value, line.package].filter(Boolean).join(' ')).slice(0, 200),
      quantity: price?.orderQuantity ?? line.quantity,
      unitPriceMilli: price?.priceBreak.unitPriceMilli ?? 0,
      productId: match.product?.id ?? null,
      leadTime: '',
    }));
  }

  /**
   * The buyer turns a replied quote that still holds into cart lines at the quoted quantities and prices (the
   * cart and checkout charge the quoted price until the validity date). Lines without a shop part are skipped
   * and named.
   */
  async addQuoteToCart(ctx: RequestContext, id: number): Promise<{ addedCount: number; skippedMpns: string[] }> {
    const userId = Number(requireUser(ctx).id);
    const inquiry = await this.get(ctx, id);
    if (inquiry.user.id !== userId) throw new DomainError('NOT_FOUND');
    if (inquiry.state !== InquiryState.REPLIED) throw new DomainError('INQUIRY_NOT_REPLIED');
    if (!this.quoteHolds(inquiry)) throw new DomainError('INQUIRY_QUOTE_EXPIRED');
    const lines = await ctx.em.find(InquiryQuoteLine, { inquiry: id }, { orderBy: { position: 'asc', id: 'asc' } });
    const orderable = lines.filter((line) => line.product);
    if (orderable.length === 0 || !this.more.cart) throw new DomainError('INQUIRY_QUOTE_NOTHING_TO_CART');
    for (const line of orderable) {
      await this.more.cart.addQuotedLine(ctx, {
        productId: line.product!.id,
        quantity: line.quantity,
        unitPriceMilli: line.unitPriceMilli,
        validUntil: inquiry.validUntil!,
        inquiryNumber: inquiry.number,
      });
    }
    await ctx.em.flush();
    return {
      addedCount: orderable.length,
      skippedMpns: lines.filter((line) => !line.product).map((line) => line.mpn),
    };
  }

  /** Whether a replied inquiry's quoted prices still hold. */
  quoteHolds(inquiry: Inquiry): boolean {
    return !!inquiry.validUntil && inquiry.validUntil.getTime() >= this.clock.now().getTime();
  }

  /** One inquiry for its buyer or sales staff; anyone else gets NOT_FOUND. */
  async get(ctx: RequestContext, id: number): Promise<Inquiry> {
    const user = requireUser(ctx);
    const inquiry = await ctx.em.findOne(Inquiry, { id }, { populate: ['salesUser', 'product'] });
    if (!inquiry || (!can(user, 'inquiry.view_all') && inquiry.user.id !== Number(user.id)))
      throw new DomainError('NOT_FOUND');
    return inquiry;
  }

  async attachment(ctx: RequestContext, inquiryId: number): Promise<InquiryAttachment | null> {
    const inquiry = await this.get(ctx, inquiryId);
    return ctx.em.findOne(InquiryAttachment, { inquiry: inquiry.id });
  }

  /** Attachment names and sizes without the bytes, for lists. */
  async attachmentInfo(
    ctx: RequestContext,
    inquiryIds: number[],
  ): Promise<Map<number, { filename: string; size: number }>> {
    if (inquiryIds.length === 0) return new Map();
    const rows = await ctx.em.find(
      InquiryAttachment,
      { inquiry: { $in: inquiryIds } },
      { fields: ['filename', 'size', 'inquiry'] },
    );
    return new Map(rows.map((row) => [row.inquiry.id, { filename: row.filename, size: row.size }]));
  }

  /**
   * A sales specialist answers with text, quoted lines (each with its price) valid to a date, and files; the
   * inquiry becomes REPLIED and the buyer gets a message. An unclaimed inquiry is claimed by the reply; one
   * another specialist claimed is theirs to answer. One conditional UPDATE decides, so a reply lands once.
   */
  async reply(
    ctx: RequestContext,
    id: number,
    input: ReplyInput | string,
    files: UploadedFile[] = [],
  ): Promise<Inquiry> {
    const staffId = Number(requirePermission(ctx, 'inquiry.quote').id);
    const {
      reply: text,
      lines,
      validUntil,
    } = typeof input === 'string' ? { reply: input, lines: [], validUntil: null } : input;
    const reply = text.trim();
    if (reply.length < 1 || reply.length > MAX_REPLY_CHARS) {
      throw new DomainError('INQUIRY_REPLY_INVALID', { params: { max: MAX_REPLY_CHARS }, field: ['input', 'reply'] });
    }
    const quoteLines = await this.checkQuoteLines(ctx, lines);
    const validity = this.checkValidity(validUntil, quoteLines.length > 0);
    const contentTypes = files.map(checkFile);
    const inquiry = await this.get(ctx, id);
    const now = this.clock.now();
    await ctx.em.transactional(async (em) => {
      const replied = await em.nativeUpdate(
        Inquiry,
        { id, state: { $in: [...transitions.reply.from] }, $or: [{ salesUser: null }, { salesUser: staffId }] },
        {
          state: transitions.reply.to,
          reply,
          salesUser: staffId,
          claimedAt: inquiry.claimedAt ?? now,
          repliedAt: now,
          validUntil: validity,
        },
      );
      if (replied === 0) {
        const current = await em.findOneOrFail(Inquiry, id, { refresh: true, fields: ['state', 'salesUser'] });
        throw new DomainError(
          current.state === InquiryState.REPLIED ? 'INQUIRY_ALREADY_REPLIED' : 'INQUIRY_ALREADY_CLAIMED',
        );
      }
      quoteLines.forEach(({ productId, ...line }, position) => {
        em.create(InquiryQuoteLine, { ...line, product: productId, inquiry: id, position });
      });
      files.forEach((file, index) => {
        em.create(InquiryReplyAttachment, {
          inquiry: id,
          filename: file.filename.slice(-255),
          contentType: contentTypes[index]!,
          size: file.bytes.length,
          bytes: file.bytes,
        });
      });
      await this.notifications.notify(em, inquiry.user.id, {
        kind: 'system',
        templateKey: 'inquiryReplied',
        params: { number: inquiry.number, projectName: inquiry.projectName },
        link: `/user/inquiry/details?id=${inquiry.id}`,
      });
      await em.flush();
    });
    await ctx.em.refresh(inquiry, { populate: ['salesUser', 'product'] });
    return inquiry;
  }

  private async checkQuoteLines(ctx: RequestContext, lines: QuoteLineInput[]): Promise<QuoteLineInput[]> {
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
      if (line.productId !== null && !(await this.productExists(ctx, line.productId))) {
        throw invalid(index, 'productId');
      }
    }
    return checked;
  }

  /** The end (UTC) of the validity day; required with quoted lines, from today to MAX_VALIDITY_DAYS ahead. */
  private checkValidity(validUntil: string | null, required: boolean): Date | null {
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
    const now = this.clock.now().getTime();
    if (day.getTime() < now || day.getTime() > now + MAX_VALIDITY_DAYS * 24 * 3600_000) throw problem();
    return day;
  }

  private async productExists(ctx: RequestContext, productId: number): Promise<boolean> {
    if (!Number.isSafeInteger(productId) || productId < 1) return false;
    return this.more.catalog ? (await this.more.catalog.getProduct(ctx, productId)) !== null : false;
  }
}

/** The stored content type of an accepted file; refuses other types and files over the size limit. */
function checkFile(file: UploadedFile): string {
  const extension = file.filename.split('.').pop()?.toLowerCase() ?? '';
  const type = attachmentTypes[extension];
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
