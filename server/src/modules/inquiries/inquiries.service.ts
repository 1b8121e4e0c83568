import { randomInt } from 'node:crypto';
import { requireUser, type RequestContext } from '../../platform/auth/index.js';
import { DomainError } from '../../platform/errors/index.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { UploadedFile } from '../../platform/uploads/index.js';
import type { NotificationService } from '../messages/notification.service.js';
import { Inquiry, InquiryAttachment, InquiryState } from './inquiries.entities.js';

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
}

const textLimits: [keyof NewInquiry, number, number][] = [
  ['projectName', 1, 100],
  ['companyName', 1, 100],
  ['companyAddress', 0, 200],
  ['contactName', 1, 50],
  ['contactPhone', 5, 30],
  ['message', 0, 2000],
];

const STAFF_ROLES = ['sales', 'admin'];

/** Price inquiries: buyers send and follow them; sales staff reply, and the buyer is notified. */
export class InquiryService {
  constructor(
    private readonly clock: Clock,
    private readonly notifications: NotificationService,
  ) {}

  async create(ctx: RequestContext, input: NewInquiry, file: UploadedFile | null): Promise<Inquiry> {
    const userId = Number(requireUser(ctx).id);
    const values = { ...input };
    for (const [field, min, max] of textLimits) {
      const text = String(values[field]).trim();
      if (text.length < min || text.length > max) {
        throw new DomainError('INQUIRY_FIELD_INVALID', { params: { field }, field: ['input', field] });
      }
      Object.assign(values, { [field]: text });
    }
    if (!Number.isSafeInteger(values.annualUsage) || values.annualUsage < 1 || values.annualUsage > 1_000_000_000) {
      throw new DomainError('INQUIRY_FIELD_INVALID', {
        params: { field: 'annualUsage' },
        field: ['input', 'annualUsage'],
      });
    }
    const target = values.targetUnitPriceMilli;
    if (target !== null && (!Number.isSafeInteger(target) || target < 0 || target > 1_000_000_000)) {
      throw new DomainError('INQUIRY_FIELD_INVALID', {
        params: { field: 'targetUnitPriceMilli' },
        field: ['input', 'targetUnitPriceMilli'],
      });
    }
    const extension = file?.filename.split('.').pop()?.toLowerCase() ?? '';
    if (file && !attachmentTypes[extension]) {
      throw new DomainError('INQUIRY_ATTACHMENT_TYPE', { params: { types: Object.keys(attachmentTypes).join(', ') } });
    }
    if (file && file.bytes.length > MAX_ATTACHMENT_BYTES) {
      throw new DomainError('INQUIRY_ATTACHMENT_TOO_LARGE', {
        params: { megabytes: MAX_ATTACHMENT_BYTES / 1024 / 1024 },
      });
    }
    const now = this.clock.now();
    const inquiry = ctx.em.create(Inquiry, {
      ...values,
      number: `IQ${now.toISOString().slice(0, 10).replace(/-/g, '')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`,
      user: userId,
      state: InquiryState.PENDING,
      createdAt: now,
    });
    if (file) {
      ctx.em.create(InquiryAttachment, {
        inquiry,
        filename: file.filename.slice(-255),
        contentType: attachmentTypes[extension]!,
        size: file.bytes.length,
        bytes: file.bytes,
      });
    }
    await ctx.em.flush();
    return inquiry;
  }

  /** The buyer's inquiries, newest first, of one state or all. */
  async myInquiries(ctx: RequestContext, state: InquiryState | null): Promise<Inquiry[]> {
    const userId = Number(requireUser(ctx).id);
    return ctx.em.find(
      Inquiry,
      { user: userId, ...(state && { state }) },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 200, populate: ['salesUser'] },
    );
  }

  /** Sales staff's queue: oldest pending first. */
  async queue(ctx: RequestContext, state: InquiryState | null): Promise<Inquiry[]> {
    this.requireStaff(ctx);
    return ctx.em.find(Inquiry, state ? { state } : {}, {
      orderBy: { createdAt: 'asc', id: 'asc' },
      limit: 200,
      populate: ['salesUser'],
    });
  }

  /** One inquiry for its buyer or sales staff; anyone else gets NOT_FOUND. */
  async get(ctx: RequestContext, id: number): Promise<Inquiry> {
    const user = requireUser(ctx);
    const inquiry = await ctx.em.findOne(Inquiry, { id }, { populate: ['salesUser'] });
    const isStaff = user.roles.some((role) => STAFF_ROLES.includes(role));
    if (!inquiry || (!isStaff && inquiry.user.id !== Number(user.id))) throw new DomainError('NOT_FOUND');
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

  /** A sales specialist answers; the inquiry becomes REPLIED and the buyer gets a message. */
  async reply(ctx: RequestContext, id: number, text: string): Promise<Inquiry> {
    const staff = this.requireStaff(ctx);
    const reply = text.trim();
    if (reply.length < 1 || reply.length > MAX_REPLY_CHARS) {
      throw new DomainError('INQUIRY_REPLY_INVALID', { params: { max: MAX_REPLY_CHARS }, field: ['input', 'reply'] });
    }
    const inquiry = await this.get(ctx, id);
    if (inquiry.state === InquiryState.REPLIED) throw new DomainError('INQUIRY_ALREADY_REPLIED');
    Object.assign(inquiry, {
      state: InquiryState.REPLIED,
      reply,
      salesUser: Number(staff.id),
      repliedAt: this.clock.now(),
    });
    await this.notifications.notify(ctx.em, inquiry.user.id, {
      kind: 'system',
      templateKey: 'inquiryReplied',
      params: { number: inquiry.number, projectName: inquiry.projectName },
      link: '/bom',
    });
    await ctx.em.flush();
    await ctx.em.populate(inquiry, ['salesUser']);
    return inquiry;
  }

  private requireStaff(ctx: RequestContext) {
    const user = requireUser(ctx);
    if (!user.roles.some((role) => STAFF_ROLES.includes(role))) throw new DomainError('FORBIDDEN');
    return user;
  }
}
