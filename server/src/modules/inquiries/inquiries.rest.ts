import { z } from 'zod';
import { parseId } from '../../platform/graphql/ids.js';
import { defineRoute } from '../../rest/route.js';
import { toInquiryNode } from './inquiries.graphql.js';
import { InquiryState } from './inquiries.entities.js';
import { MAX_ATTACHMENT_BYTES, type InquiryService } from './inquiries.service.js';

const idText = z.union([z.string(), z.number().int()]).transform(String);
const inquiry = z.object({}).passthrough().describe('As the GraphQL Inquiry');

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
      }),
      data: inquiry,
      handle: async (ctx, { body, files }) => {
        const created = await service.create(
          ctx,
          { ...body, targetUnitPriceMilli: body.targetUnitPriceMilli ?? null },
          files[0] ?? null,
        );
        const file = files[0];
        return toInquiryNode(created, file ? { filename: file.filename, size: file.bytes.length } : null);
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
        const list = await service.myInquiries(ctx, query.state ?? null);
        const attachments = await service.attachmentInfo(
          ctx,
          list.map((entry) => entry.id),
        );
        return list.map((entry) => toInquiryNode(entry, attachments.get(entry.id)));
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
