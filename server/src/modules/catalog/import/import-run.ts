import { setImmediate as nextTurn } from 'node:timers/promises';
import type { EntityManager } from '@mikro-orm/sql';
import { systemActor } from '../../../platform/flows/flow.js';
import { transactionalWithRetry } from '../../../platform/db/transaction-retry.js';
import type { Clock } from '../../../platform/jobs/clock.js';
import { setCountedStock } from '../stock/stock-ledger.js';
import { StockReason } from '../stock/stock-reasons.js';
import { dataRowsOf, firstLinesByPart, readBatch, ruleBatch } from './import-checks.js';
import type { ImportPartWriter } from './import-part-writer.js';
import { CatalogImportStatus } from './import-status.js';
import { CatalogImport } from './import.entities.js';
import { CatalogImportEvent, type CatalogImportFlow } from './import.states.js';

export const CATALOG_IMPORT_JOB = 'catalog-import';
export const catalogImportJobKey = (importId: number) => `${CATALOG_IMPORT_JOB}/${importId}`;

/**
 * Rows applied in one transaction: a failing batch leaves none of its rows applied. Small enough that on SQLite, whose
 * one connection a batch holds, the shop's other requests wait seconds between batches, not minutes.
 */
export const IMPORT_BATCH_ROWS = 100;

/** Another run moved the import on (a second copy of the job): this one's batch is rolled back and it stops. */
class ImportOvertaken extends Error {}

/**
 * The background job of one import: batch after batch of rows, each checked by the editor's rules and written by
 * its writer (a stock column as a COUNTED movement of the stock ledger), with the import's progress and refused
 * rows updated in the batch's own transaction. A run that dies mid-way is resumed after the last committed batch;
 * a batch that fails for any reason but its rows (those are refused, not failed) fails the import, which staff can
 * start again.
 */
export class CatalogImportRun {
  constructor(
    private readonly deps: {
      clock: Clock;
      forkEm: () => EntityManager;
      writer: ImportPartWriter;
      flow: CatalogImportFlow;
    },
  ) {}

  async execute(importId: number): Promise<void> {
    try {
      // Between batches the event loop turns: SQLite's driver is synchronous, and without a turn the shop would
      // answer no request (nor close an idle connection on time) until the whole file was applied.
      while (await this.applyNextBatch(importId)) await nextTurn();
    } catch (error) {
      if (error instanceof ImportOvertaken) return;
      await this.fail(importId, error);
    }
  }

  /** Applies the next batch; false when there was none left (and the import is then finished) or it is not running. */
  private applyNextBatch(importId: number): Promise<boolean> {
    return transactionalWithRetry(this.deps.forkEm(), async (em) => {
      const found = await em.findOne(CatalogImport, importId, { populate: ['rows', 'lineNumbers'] });
      if (!found || found.status !== CatalogImportStatus.RUNNING) return false;
      const file = dataRowsOf(found);
      const start = found.processedRows;
      if (start >= file.rows.length) {
        const changes = { finishedAt: this.deps.clock.now() };
        await this.deps.flow.fire(em, found, CatalogImportEvent.FINISH, { actor: systemActor, changes });
        return false;
      }
      const end = Math.min(start + IMPORT_BATCH_ROWS, file.rows.length);
      const firstLines = firstLinesByPart(file, found.mapping, end);
      const read = readBatch(file, found.mapping, { start, end, firstLines });
      const writer = await this.deps.writer.open(em, read.parts, { descriptionLocale: found.descriptionLocale });
      const { parts, errors } = ruleBatch(read, writer);
      const counts = { created: 0, updated: 0, unchanged: 0 };
      const cause = {
        reason: StockReason.COUNTED,
        reference: `import:${importId}`,
        actorId: found.startedById ?? null,
        at: this.deps.clock.now(),
      };
      for (const part of parts) {
        const { productId, outcome } = await writer.write(part);
        const counted =
          part.stock === undefined
            ? null
            : await setCountedStock(em, productId, part.stock, cause, { recordUnchanged: false });
        const stockMoved = counted !== null && counted.delta !== 0;
        counts[outcome === 'unchanged' && stockMoved ? 'updated' : outcome] += 1;
        // Each flush compares every entity the unit of work holds: written rows leave it, or a batch costs its square.
        await em.flush();
        em.clear();
      }
      const progressed = await em.nativeUpdate(
        CatalogImport,
        { id: importId, status: CatalogImportStatus.RUNNING, processedRows: start },
        {
          processedRows: end,
          createdCount: found.createdCount + counts.created,
          updatedCount: found.updatedCount + counts.updated,
          unchangedCount: found.unchangedCount + counts.unchanged,
          errors: [...found.errors, ...errors],
        },
      );
      if (progressed !== 1) throw new ImportOvertaken();
      await em.flush();
      return true;
    });
  }

  private async fail(importId: number, error: unknown): Promise<void> {
    await transactionalWithRetry(this.deps.forkEm(), async (em) => {
      const found = await em.findOne(CatalogImport, importId);
      if (!found || found.status !== CatalogImportStatus.RUNNING) return;
      const failure = (error instanceof Error ? error.message : String(error)).slice(0, 255);
      await this.deps.flow.fire(em, found, CatalogImportEvent.FAIL, { actor: systemActor, changes: { failure } });
    });
  }
}
