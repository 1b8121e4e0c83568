import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { CatalogImportStatus } from './import-status.js';
import type { ImportField } from './import-columns.js';

/** One problem of one row: the field (null: the whole row) and an error code with its message's params. */
export interface ImportRowProblem {
  field: ImportField | null;
  code: string;
  params?: Record<string, string | number>;
}

/** A row the import did not apply, by its line number in the file. */
export interface ImportRowError {
  line: number;
  problems: ImportRowProblem[];
}

/**
 * One uploaded price list and its application: the file's rows as parsed (kept here, not on a server's disk, so
 * any server copy can run the job), the mapping staff chose, and the progress of the background job. A file is
 * recognised by its SHA-256: uploading the same bytes again finds this row instead of making a new one.
 */
export const CatalogImport = defineEntity({
  name: 'CatalogImport',
  tableName: 'catalog_import',
  indexes: [{ properties: ['createdAt'] }],
  properties: {
    id: p.integer().primary(),
    fileSha256: p.string().length(64).unique(),
    filename: p.string().length(255),
    status: p.enum(() => CatalogImportStatus).default(CatalogImportStatus.UPLOADED),
    /** The file's non-empty rows, header included, as cell texts; read only by the preview and the job. (`rows` is a reserved word in SQL.) */
    rows: p.json<string[][]>().lazy().fieldName('cells'),
    /** The line number in the file of each of `rows`. */
    lineNumbers: p.json<number[]>().lazy(),
    /** Index in `rows` of the header row; -1 when the file has none. */
    headerRow: p.integer(),
    mapping: p.json<Partial<Record<ImportField, number>>>(),
    /** Data rows (after the header). */
    totalRows: p.integer(),
    /** Data rows the job has gone through, a whole batch at a time, in the batch's own transaction. */
    processedRows: p.integer().default(0),
    createdCount: p.integer().default(0),
    updatedCount: p.integer().default(0),
    unchangedCount: p.integer().default(0),
    errors: p.json<ImportRowError[]>(),
    /** The uploader's language: a price list's descriptions are taken to be written in it. */
    descriptionLocale: p.string().length(8),
    /** Why the last run stopped, when it failed (an internal error; its batch was rolled back whole). */
    failure: p.string().length(255).nullable(),
    createdById: p.integer(),
    createdAt: p.datetime(),
    /** Who applied it last: the stock counts it sets are theirs. */
    startedById: p.integer().nullable(),
    startedAt: p.datetime().nullable(),
    finishedAt: p.datetime().nullable(),
  },
});
export type CatalogImport = InferEntity<typeof CatalogImport>;
