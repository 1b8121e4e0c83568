import type { EntityManager } from '@mikro-orm/sql';
import type { ImportedPart } from './import-rows.js';
import type { ImportRowProblem } from './import.entities.js';

/** What writing one row did to its part. */
export type ImportedPartOutcome = 'created' | 'updated' | 'unchanged';

/**
 * How the import checks and writes parts: through the part editor's own rule and writer (one rule, one place), so
 * an imported part is exactly what the editor would have saved. `open` reads once what a batch of rows refers to.
 */
export interface ImportPartWriter {
  open(em: EntityManager, parts: readonly ImportedPart[], options: ImportWriteOptions): Promise<ImportBatchWriter>;
}

export interface ImportWriteOptions {
  /** The language a price list's descriptions are written in (the uploader's). */
  descriptionLocale: string;
}

export interface ImportBatchWriter {
  /** The problems of a part by the editor's rules (an unknown maker or category included); empty: it may be written. */
  problemsOf(part: ImportedPart): ImportRowProblem[];
  /** Creates the part, or updates the one of the same maker and MPN, inside the transaction the batch was opened in. */
  write(part: ImportedPart): Promise<{ productId: number; outcome: ImportedPartOutcome }>;
}
