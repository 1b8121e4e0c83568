import { z } from 'zod';
import { parseId } from '../../platform/graphql/ids.js';
import { defineRoute } from '../../rest/route.js';
import { BOM_FIELDS, type ColumnMapping } from './bom-columns.js';
import { base64File } from './bom-export.js';
import { MAX_BOM_BYTES, MAX_BOM_LINES } from './bom-file.js';
import { toBomProjectNode, toBomQuoteNode, toParsedBomNode } from './bom-nodes.graphql.js';
import { toSharedBomQuoteNode } from './bom-saved-quote-nodes.graphql.js';
import type { BomLinesInput, BomService, ParseOptions } from './bom.service.js';

const idText = z.union([z.string(), z.number().int()]).transform(String);
const text = z.string().max(500).default('');

const bomLine = z.object({
  reference: z.string().max(500),
  mpn: text,
  manufacturer: text,
  quantity: z.number().int().describe('Pieces per board'),
  designators: text,
  value: text,
  package: text,
  description: text,
  productId: idText.nullable().optional(),
  customerReference: z
    .string()
    .max(500)
    .nullable()
    .optional()
    .describe('Carried to the cart; designators when omitted'),
  quantityText: text,
  quantityIssue: z
    .enum(['INVALID', 'NOT_WHOLE', 'TOO_LARGE', 'MISSING', 'DESIGNATOR_MISMATCH'])
    .nullable()
    .default(null),
  exclusion: z
    .enum(['DO_NOT_PLACE', 'ZERO_QUANTITY', 'BUYER'])
    .nullable()
    .default(null)
    .describe('Set to leave the line out; null to include it'),
});
const linesBody = z.object({
  boards: z.number().int().default(1).describe('Multiplies every line'),
  lines: z.array(bomLine).max(MAX_BOM_LINES),
});

/** The GraphQL answers' shapes, documented loosely: the façade returns the same fields as the twins. */
const parsedBom = z.object({
  header: z.array(z.string()),
  headerRow: z.number().int(),
  mapping: z.record(z.string(), z.number().int()),
  preview: z.array(z.array(z.string())),
  rowCount: z.number().int(),
  lines: z.array(z.object({}).passthrough()),
});
const quote = z.object({}).passthrough().describe('As the GraphQL BomQuote');
const project = z.object({}).passthrough().describe('As the GraphQL BomProject');
const sharedQuote = z.object({}).passthrough().describe('As the GraphQL SharedBomQuote');
const projectId = z.object({ id: idText });
const spreadsheetFormat = z.enum(['XLSX', 'CSV']);
const exportedFile = z.object({ filename: z.string(), contentType: z.string(), base64: z.string() });

/** Mapping and header row from form or JSON fields: `mapping` is JSON `{"mpn":0,"quantity":2}`. */
const parseOptions = z.object({
  headerRow: z.coerce.number().int().optional(),
  mapping: z
    .union([z.string(), z.record(z.string(), z.number().int())])
    .optional()
    .transform((value, context) => {
      if (value === undefined) return undefined;
      try {
        const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
        return z.record(z.enum(BOM_FIELDS), z.number().int()).parse(parsed) as ColumnMapping;
      } catch {
        context.addIssue({ code: 'custom', message: 'mapping' });
        return z.NEVER;
      }
    }),
});

function linesOf(body: z.infer<typeof linesBody>): BomLinesInput {
  return {
    boards: body.boards,
    lines: body.lines.map((line, index) => ({
      ...line,
      customerReference: line.customerReference ?? line.designators,
      productId:
        line.productId === null || line.productId === undefined
          ? null
          : parseId(line.productId, ['lines', String(index), 'productId']),
    })),
  };
}

const optionsOf = (body: z.infer<typeof parseOptions>): ParseOptions => ({
  headerRow: body.headerRow,
  mapping: body.mapping,
});

/** BOM routes under /api/bom; every one but the shared quote needs a session and answers -202 without one. */
export function bomRoutes(service: BomService) {
  return [
    defineRoute({
      method: 'POST',
      path: '/bom/parse',
      tag: 'bom',
      summary: `Parses an uploaded BOM (multipart field file: CSV, TSV or XLSX, at most ${MAX_BOM_LINES} lines and 10 MB) or pasted text (field text)`,
      multipart: { maxFiles: 1, maxFileBytes: MAX_BOM_BYTES, tooLargeError: 'BOM_FILE_TOO_LARGE' },
      body: parseOptions.extend({ text: z.string().optional() }),
      data: parsedBom,
      handle: async (ctx, { body, files }) => {
        const file = files[0];
        const parsed = file
          ? await service.parseFile(ctx, file.bytes, file.filename, optionsOf(body))
          : await service.parseText(ctx, body.text ?? '', optionsOf(body));
        return toParsedBomNode(parsed);
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/bom/parse-text',
      tag: 'bom',
      summary: 'Parses pasted BOM text given as JSON (the GraphQL mutation parseBomText)',
      body: parseOptions.extend({ text: z.string() }),
      data: parsedBom,
      handle: async (ctx, { body }) => toParsedBomNode(await service.parseText(ctx, body.text, optionsOf(body))),
    }),
    defineRoute({
      method: 'POST',
      path: '/bom/match',
      tag: 'bom',
      summary: 'Matches and prices BOM lines (matchBom)',
      body: linesBody,
      data: quote,
      handle: async (ctx, { body }) => toBomQuoteNode(await service.quote(ctx, linesOf(body)), ctx.locale),
    }),
    defineRoute({
      method: 'POST',
      path: '/bom/cart/add',
      tag: 'bom',
      summary: 'Adds every Matched line at its order quantity to the cart (addBomToCart)',
      body: linesBody,
      data: z.object({ addedCount: z.number().int(), skippedReferences: z.array(z.string()) }),
      handle: (ctx, { body }) => service.addMatchedToCart(ctx, linesOf(body)),
    }),
    defineRoute({
      method: 'POST',
      path: '/bom/export',
      tag: 'bom',
      summary: 'The quote as XLSX, PDF or CSV, base64-encoded (exportBomQuote)',
      body: linesBody.extend({ name: z.string().max(100).default('BOM'), format: z.enum(['XLSX', 'PDF', 'CSV']) }),
      data: exportedFile,
      handle: async (ctx, { body }) => {
        const file = await service.exportQuote(ctx, { ...linesOf(body), name: body.name, format: body.format });
        return base64File(file);
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/bom/project/export',
      tag: 'bom',
      summary:
        'One of the buyer’s saved quotes as XLSX or CSV, base64-encoded, beside its pricing before (exportBomProject)',
      body: projectId.extend({ format: spreadsheetFormat }),
      data: exportedFile,
      handle: async (ctx, { body }) =>
        base64File(await service.exportProject(ctx, parseId(body.id, ['id']), body.format)),
    }),
    defineRoute({
      method: 'POST',
      path: '/bom/shared/export',
      tag: 'bom',
      summary: 'A shared quote as XLSX or CSV, base64-encoded, without a session (exportSharedBomQuote)',
      body: z.object({ token: z.string().max(100), format: spreadsheetFormat }),
      data: exportedFile,
      handle: async (ctx, { body }) => base64File(await service.exportSharedProject(ctx, body.token, body.format)),
    }),
    defineRoute({
      method: 'GET',
      path: '/bom/project/list',
      tag: 'bom',
      summary: "The buyer's saved BOM projects (myBomProjects)",
      data: z.array(project),
      handle: async (ctx) => (await service.listProjects(ctx)).map(toBomProjectNode),
    }),
    defineRoute({
      method: 'GET',
      path: '/bom/project/get',
      tag: 'bom',
      summary: "One of the buyer's BOM projects; -404 for anyone else's (bomProject)",
      query: z.object({ id: idText }),
      data: project,
      handle: async (ctx, { query }) => toBomProjectNode(await service.getProject(ctx, parseId(query.id, ['id']))),
    }),
    defineRoute({
      method: 'POST',
      path: '/bom/project/save',
      tag: 'bom',
      summary: 'Creates a project, or replaces one of the buyer’s when id is given (saveBomProject)',
      body: linesBody.extend({ id: idText.optional(), name: z.string() }),
      data: project,
      handle: async (ctx, { body }) =>
        toBomProjectNode(
          await service.saveProject(ctx, {
            ...linesOf(body),
            name: body.name,
            id: body.id === undefined ? undefined : parseId(body.id, ['id']),
          }),
        ),
    }),
    defineRoute({
      method: 'POST',
      path: '/bom/project/rename',
      tag: 'bom',
      summary: 'Renames one of the buyer’s projects; lines and prices stay (renameBomProject)',
      body: projectId.extend({ name: z.string() }),
      data: project,
      handle: async (ctx, { body }) =>
        toBomProjectNode(await service.renameProject(ctx, parseId(body.id, ['id']), body.name)),
    }),
    defineRoute({
      method: 'POST',
      path: '/bom/project/reprice',
      tag: 'bom',
      summary:
        'Prices one of the buyer’s projects against the catalog now; quote says what changed (repriceBomProject)',
      body: projectId,
      data: project,
      handle: async (ctx, { body }) => toBomProjectNode(await service.repriceProject(ctx, parseId(body.id, ['id']))),
    }),
    defineRoute({
      method: 'POST',
      path: '/bom/project/share',
      tag: 'bom',
      summary: 'Gives one of the buyer’s projects a read-only share link, shareToken (shareBomProject)',
      body: projectId,
      data: project,
      handle: async (ctx, { body }) => toBomProjectNode(await service.shareProject(ctx, parseId(body.id, ['id']))),
    }),
    defineRoute({
      method: 'POST',
      path: '/bom/project/unshare',
      tag: 'bom',
      summary: 'Revokes a project’s share link (revokeBomProjectShare)',
      body: projectId,
      data: project,
      handle: async (ctx, { body }) =>
        toBomProjectNode(await service.revokeProjectShare(ctx, parseId(body.id, ['id']))),
    }),
    defineRoute({
      method: 'GET',
      path: '/bom/shared',
      tag: 'bom',
      summary:
        'A quote opened through its share link, without a session; -404 for an unknown or revoked token (sharedBomQuote)',
      query: z.object({ token: z.string().max(100) }),
      data: sharedQuote,
      handle: async (ctx, { query }) => toSharedBomQuoteNode(await service.sharedProject(ctx, query.token)),
    }),
    defineRoute({
      method: 'POST',
      path: '/bom/project/delete',
      tag: 'bom',
      summary: 'Deletes one of the buyer’s projects (deleteBomProject)',
      body: z.object({ id: idText }),
      data: z.null(),
      handle: async (ctx, { body }) => {
        await service.deleteProject(ctx, parseId(body.id, ['id']));
        return null;
      },
    }),
  ];
}
