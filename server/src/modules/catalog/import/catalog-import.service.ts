import { createHash } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { requirePermission, type RequestContext } from '../../../platform/auth/index.js';
import { actorOf } from '../../../platform/auth/actor.js';
import type { AfterCommit } from '../../../platform/db/after-commit.js';
import { transactionalWithRetry } from '../../../platform/db/transaction-retry.js';
import { DomainError } from '../../../platform/errors/index.js';
import type { Clock } from '../../../platform/jobs/clock.js';
import type { JobScheduler } from '../../../platform/jobs/jobs.js';
import { parseTableFile } from '../../../platform/tables/table-file.js';
import { dataRowsOf, firstLinesByPart, readBatch, ruleBatch } from './import-checks.js';
import { IMPORT_FIELDS, importColumns, REQUIRED_IMPORT_FIELDS, type ImportMapping } from './import-columns.js';
import type { ImportPartWriter } from './import-part-writer.js';
import { CATALOG_IMPORT_JOB, catalogImportJobKey, CatalogImportRun } from './import-run.js';
import { CatalogImportStatus } from './import-status.js';
import { importTableRules } from './import-table.js';
import { CatalogImport, type ImportRowError } from './import.entities.js';
import { CatalogImportEvent, createCatalogImportFlow, type CatalogImportFlow } from './import.states.js';

export interface CatalogImportDependencies {
  clock: Clock;
  jobs: JobScheduler;
  afterCommit: AfterCommit;
  forkEm: () => EntityManager;
  writer: ImportPartWriter;
}

/** The first rows of a file a preview shows whatever their state, and the most refused rows it lists. */
const PREVIEW_ROWS = 20;
const PREVIEW_ERRORS = 200;

/** What the preview of a mapping answers: counts over the whole file, the first rows, and refused rows. */
export interface ImportPreview {
  validCount: number;
  errorCount: number;
  /** The first rows of the file (header excluded) with their problems, if any. */
  rows: { line: number; cells: string[]; problems: ImportRowError['problems'] }[];
  /** Refused rows, first ones first, at most PREVIEW_ERRORS. */
  errors: ImportRowError[];
}

/**
 * Staff's catalog import: upload a CSV or XLSX price list (one import per file, recognised by its SHA-256), map its
 * columns, preview the rows as the part editor's rules see them, then apply it as one background job, batch by
 * batch (see `CatalogImportRun`). Every operation needs `catalog.import`.
 */
export class CatalogImportService {
  private readonly flow: CatalogImportFlow;
  private readonly run: CatalogImportRun;

  constructor(private readonly deps: CatalogImportDependencies) {
    this.flow = createCatalogImportFlow({
      scheduleRun: ({ em, subject }) =>
        deps.afterCommit.run(em, () =>
          deps.jobs.schedule(
            CATALOG_IMPORT_JOB,
            { importId: subject.id },
            { key: catalogImportJobKey(subject.id), runAt: deps.clock.now() },
          ),
        ),
    });
    this.run = new CatalogImportRun({ ...deps, flow: this.flow });
    deps.jobs.register<{ importId: number }>(CATALOG_IMPORT_JOB, (payload) => this.run.execute(payload.importId));
    // A crash between START's commit and its schedule leaves a running import without a job: re-create them.
    deps.jobs.resumeWith(async () => {
      const running = await deps
        .forkEm()
        .find(CatalogImport, { status: CatalogImportStatus.RUNNING }, { fields: ['id'] });
      for (const { id } of running) {
        await deps.jobs.schedule(
          CATALOG_IMPORT_JOB,
          { importId: id },
          { key: catalogImportJobKey(id), runAt: deps.clock.now() },
        );
      }
    });
  }

  /** Reads an uploaded file and keeps it with a guessed header row and mapping; the same bytes again find that import. */
  async upload(ctx: RequestContext, bytes: Buffer, filename: string): Promise<CatalogImport> {
    const staff = requirePermission(ctx, 'catalog.import');
    const fileSha256 = createHash('sha256').update(bytes).digest('hex');
    const known = await ctx.em.findOne(CatalogImport, { fileSha256 });
    if (known) return known;
    const table = await parseTableFile(bytes, filename, importTableRules);
    const headerRow = importColumns.detectHeaderRow(table.rows);
    const header = headerRow >= 0 ? table.rows[headerRow]! : [];
    try {
      const created = ctx.em.create(CatalogImport, {
        fileSha256,
        filename: filename.slice(0, 255) || 'import',
        rows: table.rows,
        lineNumbers: table.lineNumbers,
        headerRow,
        mapping: importColumns.guessMapping(header),
        totalRows: table.rows.length - headerRow - 1,
        errors: [],
        failure: null,
        descriptionLocale: ctx.locale,
        createdById: Number(staff.id),
        createdAt: this.deps.clock.now(),
        startedById: null,
        startedAt: null,
        finishedAt: null,
      });
      await ctx.em.flush();
      return created;
    } catch (error) {
      // The same file uploaded twice at once: the other upload made the import.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      return ctx.em.fork().findOneOrFail(CatalogImport, { fileSha256 });
    }
  }

  /** An import with its progress; null when there is none. */
  async get(ctx: RequestContext, importId: number): Promise<CatalogImport | null> {
    requirePermission(ctx, 'catalog.import');
    return ctx.em.findOne(CatalogImport, importId, { refresh: true });
  }

  /** The file's first rows as cells (the header row included), for choosing the header and columns. */
  async headRows(ctx: RequestContext, importId: number, count: number): Promise<string[][]> {
    requirePermission(ctx, 'catalog.import');
    const found = await this.find(ctx.em, importId, true);
    return found.rows.slice(0, count);
  }

  /** Sets the header row and the column of each field, while the import has not been applied. */
  async remap(
    ctx: RequestContext,
    importId: number,
    choice: { headerRow: number; mapping: ImportMapping },
  ): Promise<CatalogImport> {
    requirePermission(ctx, 'catalog.import');
    const found = await this.find(ctx.em, importId, true);
    if (found.status !== CatalogImportStatus.UPLOADED) throw new DomainError('IMPORT_NOT_STARTABLE');
    const { headerRow, mapping } = choice;
    if (!Number.isInteger(headerRow) || headerRow < -1 || headerRow >= Math.min(found.rows.length - 1, 20)) {
      throw new DomainError('INVALID_INPUT', { params: { field: 'headerRow' }, field: ['input', 'headerRow'] });
    }
    const width = Math.max(...found.rows.slice(0, 50).map((row) => row.length));
    const columns = IMPORT_FIELDS.flatMap((field) => (mapping[field] === undefined ? [] : [mapping[field]]));
    const valid =
      REQUIRED_IMPORT_FIELDS.every((field) => mapping[field] !== undefined) &&
      columns.every((column) => Number.isInteger(column) && column >= 0 && column < width) &&
      new Set(columns).size === columns.length;
    if (!valid) throw new DomainError('IMPORT_MAPPING_INVALID', { field: ['input', 'mapping'] });
    await ctx.em.nativeUpdate(
      CatalogImport,
      { id: importId, status: CatalogImportStatus.UPLOADED },
      { headerRow, mapping, totalRows: found.rows.length - headerRow - 1 },
    );
    return this.find(ctx.em, importId, false);
  }

  /** Every row read and checked by the editor's rules as the job would, without writing anything; null: no import. */
  async preview(ctx: RequestContext, importId: number): Promise<ImportPreview | null> {
    requirePermission(ctx, 'catalog.import');
    const found = await ctx.em.findOne(CatalogImport, importId, { refresh: true, populate: ['rows', 'lineNumbers'] });
    if (!found) return null;
    const file = dataRowsOf(found);
    const firstLines = firstLinesByPart(file, found.mapping, file.rows.length);
    const read = readBatch(file, found.mapping, { start: 0, end: file.rows.length, firstLines });
    const writer = await this.deps.writer.open(ctx.em, read.parts, { descriptionLocale: found.descriptionLocale });
    const checked = ruleBatch(read, writer);
    const problemsByLine = new Map(checked.errors.map((error) => [error.line, error.problems]));
    return {
      validCount: checked.parts.length,
      errorCount: checked.errors.length,
      rows: file.rows.slice(0, PREVIEW_ROWS).map((cells, index) => {
        const line = file.lineNumbers[index]!;
        return { line, cells: [...cells], problems: problemsByLine.get(line) ?? [] };
      }),
      errors: checked.errors.slice(0, PREVIEW_ERRORS),
    };
  }

  /** Applies the import in the background (a failed one continues after its last applied batch). */
  async start(ctx: RequestContext, importId: number): Promise<CatalogImport> {
    const staff = requirePermission(ctx, 'catalog.import');
    await transactionalWithRetry(ctx.em, async (em) => {
      const found = await this.find(em, importId, false);
      if (REQUIRED_IMPORT_FIELDS.some((field) => found.mapping[field] === undefined)) {
        throw new DomainError('IMPORT_MAPPING_INVALID', { field: ['importId'] });
      }
      const changes = { startedById: Number(staff.id), startedAt: this.deps.clock.now(), failure: null };
      const started = await this.flow.fire(em, found, CatalogImportEvent.START, { actor: actorOf(ctx), changes });
      if (!started) throw new DomainError('IMPORT_NOT_STARTABLE');
    });
    return this.find(ctx.em, importId, false);
  }

  /** The refused rows of an import, each with its cells, for the error report. */
  async refusedRows(ctx: RequestContext, importId: number): Promise<{ error: ImportRowError; cells: string[] }[]> {
    requirePermission(ctx, 'catalog.import');
    const found = await this.find(ctx.em, importId, true);
    const indexByLine = new Map(found.lineNumbers.map((line, index) => [line, index]));
    return found.errors.map((error) => ({ error, cells: found.rows[indexByLine.get(error.line) ?? -1] ?? [] }));
  }

  /** The header row's cells, or none. */
  async header(ctx: RequestContext, importId: number): Promise<string[]> {
    requirePermission(ctx, 'catalog.import');
    const found = await this.find(ctx.em, importId, true);
    return found.headerRow >= 0 ? (found.rows[found.headerRow] ?? []) : [];
  }

  private async find(em: EntityManager, importId: number, withRows: boolean): Promise<CatalogImport> {
    const found = await em.findOne(
      CatalogImport,
      importId,
      withRows ? { refresh: true, populate: ['rows', 'lineNumbers'] } : { refresh: true },
    );
    if (!found) throw new DomainError('NOT_FOUND', { field: ['importId'] });
    return found;
  }
}
