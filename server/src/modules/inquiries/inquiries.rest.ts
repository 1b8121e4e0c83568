import { z } from 'zod';

const idText = z.union([z.string(), z.number().int()]).transform(String);
const inquiry = z.object({}).passthrough().describe('As the GraphQL Inquiry');
import { parseId } from '../../platform/graphql/ids.js';
import { defineRoute } from '../../rest/route.js';
import { DomainError } from '../../platform/errors/index.js';
import { inquiryNodes, toInquiryNode } from './inquiries.graphql.js';
import { InquiryState } from './inquiries.entities.js';
import {
  MAX_ATTACHMENT_BYTES,
  MAX_REPLY_FILES,
  type InquiryService,
  type QuoteLineInput,
} from './inquiries.service.js';

const quoteLine = z.object({
  mpn: z.string(),
  description: z.string().default(''),
  quantity: z.number().int(),
  unitPriceMilli: z.number().int().describe('0.0001 yuan'),
  productId: idText.nullable().optional(),
  leadTime: z.string().default(''),
});

/** The quoted lines of a multipart reply, sent as one JSON field. */
function parseLines(text: string): QuoteLineInput[] {
  let json: unknown;
  try {
    json = text.trim() === '' ? [] : JSON.parse(text);
  } catch {
    json = null;
  }
  const parsed = z.array(quoteLine).safeParse(json);
  if (!parsed.success) {
    throw new DomainError('INQUIRY_QUOTE_LINE_INVALID', {
      params: {
        line: Number(parsed.error.issues[0]?.path[0] ?? 0) + 1,
        field: String(parsed.error.issues[0]?.path[1] ?? 'lines'),
      },
      field: ['input', 'lines'],
    });
  }
  return parsed.data.map((line) => ({
    ...line,
    productId: line.productId ? parseId(line.productId, ['input', 'lines', 'productId']) : null,
  }));
}

/** Inquiry routes under /api/inquiry; every one needs a session and answers -202 without one. */
export function inquiryRoutes(service: InquiryService) {
  return [
    defineRoute({
      method: 'POST',
      path: '/inquiry/create',
      tag: 'inquiry',
      summary:
        'Sends a price inquiry; multipart with an optional attachment in field file (BOM, drawing, Gerber zip; 10 MB)',
      multipart: { maxFiles: 1, maxFileBytes: MAX_ATTACHMENT_BYTES, tooLargeError: 'INQUIRY_ATTACHMENT_TOO_LARGE' },
      body: z.object({
        projectName: z.string(),
        annualUsage: z.coerce.number().int(),
        targetUnitPriceMilli: z.coerce.number().int().optional().describe('Wished unit price in 0.0001 yuan'),
        companyName: z.string(),
        companyAddress: z.string().default(''),
        contactName: z.string(),
        contactPhone: z.string(),
        message: z.string().default(''),
        productId: idText.optional().describe('The part asked about from its page'),
        quantity: z.coerce.number().int().optional().describe('Pieces wanted of that part'),
      }),
      data: inquiry,
      handle: async (ctx, { body, files }) => {
        const created = await service.create(
          ctx,
          {
            ...body,
            targetUnitPriceMilli: body.targetUnitPriceMilli ?? null,
            productId: body.productId ? parseId(body.productId, ['productId']) : null,
            quantity: body.quantity ?? null,
          },
          files[0] ?? null,
        );
        const file = files[0];
        return toInquiryNode(created, file ? { filename: file.filename, size: file.bytes.length } : null);
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/inquiry/attach',
      tag: 'inquiry',
      summary: "Attaches the file (field file; 10 MB) to one of the buyer's inquiries sent without one; multipart",
      multipart: { maxFiles: 1, maxFileBytes: MAX_ATTACHMENT_BYTES, tooLargeError: 'INQUIRY_ATTACHMENT_TOO_LARGE' },
      body: z.object({ id: idText }),
      data: inquiry,
      handle: async (ctx, { body, files }) => {
        const file = files[0];
        if (!file) throw new DomainError('INVALID_INPUT', { params: { field: 'file' }, field: ['file'] });
        const attached = await service.attach(ctx, parseId(body.id, ['id']), file);
        return (await inquiryNodes(service, ctx, [attached]))[0]!;
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/inquiry/list',
      tag: 'inquiry',
      summary: "The buyer's inquiries, newest first, optionally of one state (myInquiries)",
      query: z.object({ state: z.enum([InquiryState.PENDING, InquiryState.REPLIED]).optional() }),
      data: z.array(inquiry),
      handle: async (ctx, { query }) => {
        return inquiryNodes(service, ctx, await service.myInquiries(ctx, query.state ?? null));
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/inquiry/detail',
      tag: 'inquiry',
      summary: 'One inquiry with its reply, quoted lines and files, for its buyer or sales staff (inquiry)',
      query: z.object({ id: idText }),
      data: inquiry,
      handle: async (ctx, { query }) =>
        (await inquiryNodes(service, ctx, [await service.get(ctx, parseId(query.id, ['id']))]))[0]!,
    }),
    defineRoute({
      method: 'POST',
      path: '/inquiry/add-to-cart',
      tag: 'inquiry',
      summary:
        "Puts a valid quote's shop parts in the cart at the quoted quantities and prices (addInquiryQuoteToCart)",
      body: z.object({ id: idText }),
      data: z.object({ addedCount: z.number().int(), skippedMpns: z.array(z.string()) }),
      handle: (ctx, { body }) => service.addQuoteToCart(ctx, parseId(body.id, ['id'])),
    }),
    defineRoute({
      method: 'GET',
      path: '/inquiry/reply-attachment',
      tag: 'inquiry',
      summary: 'A file sales staff attached to a reply, base64-encoded, for the buyer or sales staff',
      query: z.object({ id: idText }),
      data: z.object({ filename: z.string(), contentType: z.string(), base64: z.string() }),
      handle: async (ctx, { query }) => {
        const file = await service.replyAttachment(ctx, parseId(query.id, ['id']));
        return {
          filename: file.filename,
          contentType: file.contentType,
          base64: Buffer.from(file.bytes).toString('base64'),
        };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/inquiry/queue',
      tag: 'inquiry',
      summary: 'Sales staff: inquiries oldest first, by state, scope and search (inquiryQueue); -403 for others',
      query: z.object({
        state: z.enum([InquiryState.PENDING, InquiryState.REPLIED]).optional(),
        scope: z.enum(['ALL', 'MINE', 'UNCLAIMED']).optional(),
        search: z.string().optional(),
      }),
      data: z.array(inquiry),
      handle: async (ctx, { query }) => inquiryNodes(service, ctx, await service.queue(ctx, query)),
    }),
    defineRoute({
      method: 'POST',
      path: '/inquiry/claim',
      tag: 'inquiry',
      summary: 'Sales staff take an inquiry; -8001 when another specialist was first (claimInquiry)',
      body: z.object({ id: idText }),
      data: inquiry,
      handle: async (ctx, { body }) =>
        (await inquiryNodes(service, ctx, [await service.claim(ctx, parseId(body.id, ['id']))]))[0]!,
    }),
    defineRoute({
      method: 'POST',
      path: '/inquiry/reply',
      tag: 'inquiry',
      summary: `Sales staff reply with quoted lines (JSON array in field lines), validity and up to ${MAX_REPLY_FILES} files in field file; multipart`,
      multipart: {
        maxFiles: MAX_REPLY_FILES,
        maxFileBytes: MAX_ATTACHMENT_BYTES,
        tooLargeError: 'INQUIRY_ATTACHMENT_TOO_LARGE',
      },
      body: z.object({
        id: idText,
        reply: z.string(),
        validUntil: z.string().optional().describe('YYYY-MM-DD (UTC)'),
        lines: z
          .string()
          .default('[]')
          .describe('JSON array of {mpn, description, quantity, unitPriceMilli, productId, leadTime}'),
      }),
      data: inquiry,
      handle: async (ctx, { body, files }) => {
        const replied = await service.reply(
          ctx,
          parseId(body.id, ['id']),
          { reply: body.reply, validUntil: body.validUntil ?? null, lines: parseLines(body.lines) },
          files,
        );
        return (await inquiryNodes(service, ctx, [replied]))[0]!;
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/inquiry/attachment',
      tag: 'inquiry',
      summary: "An inquiry's attachment, base64-encoded, for its buyer or sales staff",
      query: z.object({ id: idText }),
      data: z.object({ filename: z.string(), contentType: z.string(), base64: z.string() }).nullable(),
      handle: async (ctx, { query }) => {
        const attachment = await service.attachment(ctx, parseId(query.id, ['id']));
        return (
          attachment && {
            filename: attachment.filename,
            contentType: attachment.contentType,
            base64: Buffer.from(attachment.bytes).toString('base64'),
          }
        );
      },
    }),
  ];
}
