import { z } from 'zod';
import { parseId } from '../../../platform/graphql/ids.js';
import { defineRoute, FileAnswer, StreamAnswer } from '../../../rest/route.js';
import type { CatalogExport } from './catalog-export.js';
import type { CatalogImportService } from './catalog-import.service.js';
import { errorReportCsv } from './import-report.js';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from './import-table.js';
import { toCatalogImportNode } from './import.graphql.js';
import { ProductStatus } from '../catalog.entities.js';

const idText = z.union([z.string(), z.number().int()]).transform(String);
const optionalId = idText.optional();
const catalogImport = z.object({}).passthrough().describe('As the GraphQL CatalogImport (without headRows/errors)');

/** The import's file routes (catalog.import): the upload, the error report and the XLSX export. */
export function catalogImportRoutes(imports: CatalogImportService, exporter: CatalogExport) {
  return [
    defineRoute({
      method: 'POST',
      path: '/admin/catalog/import/upload',
      tag: 'admin',
      summary: `Uploads a price list (multipart field file: CSV, TSV or XLSX, at most ${MAX_IMPORT_ROWS} rows and 20 MB); the same file again answers its earlier import`,
      multipart: { maxFiles: 1, maxFileBytes: MAX_IMPORT_BYTES, tooLargeError: 'IMPORT_FILE_TOO_LARGE' },
      data: catalogImport,
      handle: async (ctx, { files }) => {
        const file = files[0];
        const uploaded = await imports.upload(ctx, file?.bytes ?? Buffer.alloc(0), file?.filename ?? '');
        const { rowErrors: _omitted, ...node } = toCatalogImportNode(uploaded);
        return node;
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/admin/catalog/import/errors',
      tag: 'admin',
      summary: 'The refused rows of an import as CSV (a text/csv attachment): line, fields, problems, then the row',
      query: z.object({ id: idText }),
      data: z.string().describe('The CSV bytes, not an envelope'),
      handle: async (ctx, { query }) => {
        const importId = parseId(query.id, ['id']);
        const refused = await imports.refusedRows(ctx, importId);
        const header = await imports.header(ctx, importId);
        return new FileAnswer(
          `import-${importId}-errors.csv`,
          'text/csv; charset=utf-8',
          errorReportCsv(refused, header, ctx.locale),
        );
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/admin/catalog/export',
      tag: 'admin',
      summary: 'The catalog, or the parts of a category (and below), maker, MPN text or shelf state, as XLSX',
      query: z.object({
        categoryId: optionalId,
        makerId: optionalId,
        query: z.string().max(96).optional(),
        shelf: z.enum([ProductStatus.ON_SHELF, ProductStatus.OFF_SHELF]).optional(),
      }),
      data: z.string().describe('The XLSX bytes, not an envelope'),
      handle: (ctx, { query }) => {
        const write = exporter.prepare(ctx, {
          categoryId: query.categoryId === undefined ? undefined : parseId(query.categoryId, ['categoryId']),
          makerId: query.makerId === undefined ? undefined : parseId(query.makerId, ['makerId']),
          query: query.query,
          shelf: query.shelf,
        });
        return Promise.resolve(
          new StreamAnswer('catalog.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', write),
        );
      },
    }),
  ];
}
