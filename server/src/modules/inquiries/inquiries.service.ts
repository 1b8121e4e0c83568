import { randomInt } from 'node:crypto';
import { actorOf, can, requirePermission, requireUser, type RequestContext } from '../../platform/auth/index.js';
import { User } from '../identity/identity.entities.js';
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
import { createInquiryFlow, InquiryEvent, type InquiryFlow } from './inquiries.states.js';
import {
  BOM_TYPES,
  checkFile,
  checkNewInquiry,
  checkQuoteLines,
  checkValidity,
  MAX_QUOTE_LINES,
  MAX_REPLY_CHARS,
  type DraftQuoteLine,
  type InquiryDetails,
  type NewInquiry,
  type QueueFilter,
  type ReplyInput,
} from './inquiry-input.js';

export * from './inquiry-input.js';

/** Price inquiries: buyers send and follow them; sales staff reply, and the buyer is notified. */
export class InquiryService {
  readonly flow: InquiryFlow;

  constructor(
    private readonly clock: Clock,
    private readonly notifications: NotificationService,
    private readonly more: { catalog?: CatalogService; cart?: CartService; bom?: BomService } = {},
  ) {
    this.flow = createInquiryFlow({
      notifyBuyer: async ({ em, subject: inquiry }) => {
        await this.notifications.notify(em, inquiry.user.id, {
          kind: 'system',
          templateKey: 'inquiryReplied',
          params: { number: inquiry.number, projectName: inquiry.projectName },
          link: `/user/inquiry/details?id=${inquiry.id}`,
        });
      },
    });
  }

  async create(ctx: RequestContext, input: NewInquiry, file: UploadedFile | null): Promise<Inquiry> {
    const userId = Number(requireUser(ctx).id);
    const values = await checkNewInquiry(input, (productId) => this.productExists(ctx, productId));
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
      product: values.productId ?? null,
      quantity: values.quantity ?? null,
      number: `IQ${now.toISOString().slice(0, 10).replace(/-/g, '')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`,
      user: userId,
      status: InquiryState.PENDING,
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
      { user: userId, ...(state && { status: state }) },
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
        ...(filter.state && { status: filter.state }),
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
    const actor = actorOf(ctx);
    this.flow.requireParty(InquiryEvent.CLAIM, actor);
    const inquiry = await this.get(ctx, id);
    const claimed = await this.flow.fire(ctx.em, inquiry, InquiryEvent.CLAIM, {
      actor,
      changes: { salesUser: ctx.em.getReference(User, actor.userId, { wrapped: true }), claimedAt: this.clock.now() },
      guard: { salesUser: null },
    });
    await this.reload(ctx, inquiry);
    if (!claimed) {
      if (inquiry.status === InquiryState.REPLIED) throw new DomainError('INQUIRY_ALREADY_REPLIED');
      if (inquiry.salesUser?.id !== actor.userId) throw new DomainError('INQUIRY_ALREADY_CLAIMED');
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
      mpn: (match.product?.product.mpn ?? line.mpn ?? line.value).slice(0, 100),
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
    if (inquiry.status !== InquiryState.REPLIED) throw new DomainError('INQUIRY_NOT_REPLIED');
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
    const actor = actorOf(ctx);
    this.flow.requireParty(InquiryEvent.REPLY, actor);
    const {
      reply: text,
      lines,
      validUntil,
    } = typeof input === 'string' ? { reply: input, lines: [], validUntil: null } : input;
    const reply = text.trim();
    if (reply.length < 1 || reply.length > MAX_REPLY_CHARS) {
      throw new DomainError('INQUIRY_REPLY_INVALID', { params: { max: MAX_REPLY_CHARS }, field: ['input', 'reply'] });
    }
    const quoteLines = await checkQuoteLines(lines, (productId) => this.productExists(ctx, productId));
    const validity = checkValidity(validUntil, quoteLines.length > 0, this.clock.now());
    const contentTypes = files.map(checkFile);
    const inquiry = await this.get(ctx, id);
    const now = this.clock.now();
    await ctx.em.transactional(async (em) => {
      // Unclaimed, or claimed by the replying specialist: the same UPDATE decides, so a reply lands once.
      const replied = await this.flow.fire(em, inquiry, InquiryEvent.REPLY, {
        actor,
        changes: {
          reply,
          salesUser: ctx.em.getReference(User, actor.userId, { wrapped: true }),
          claimedAt: inquiry.claimedAt ?? now,
          repliedAt: now,
          validUntil: validity,
        },
        guard: { $or: [{ salesUser: null }, { salesUser: actor.userId }] },
      });
      if (!replied) {
        const current = await em.findOneOrFail(Inquiry, id, { refresh: true, fields: ['status', 'salesUser'] });
        throw new DomainError(
          current.status === InquiryState.REPLIED ? 'INQUIRY_ALREADY_REPLIED' : 'INQUIRY_ALREADY_CLAIMED',
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
      await em.flush();
    });
    await this.reload(ctx, inquiry);
    return inquiry;
  }

  /**
   * The inquiry as it is now, with its specialist and part. The specialist a claim or reply just set is a reference
   * this request made, which the refresh leaves unloaded (the session lookup does not load the signed-in user).
   */
  private async reload(ctx: RequestContext, inquiry: Inquiry): Promise<void> {
    await ctx.em.refresh(inquiry, { populate: ['salesUser', 'product'] });
    await inquiry.salesUser?.load();
  }

  private async productExists(ctx: RequestContext, productId: number): Promise<boolean> {
    if (!Number.isSafeInteger(productId) || productId < 1) return false;
    return this.more.catalog ? (await this.more.catalog.getProduct(ctx, productId)) !== null : false;
  }
}
