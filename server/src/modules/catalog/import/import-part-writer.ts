import type { EntityManager } from '@mikro-orm/sql';
import type { ImportedPart } from './import-rows.js';
import type { ImportRowProblem } from './import.entities.js';

/** What writing one row did to its part. */
export type ImportedPartOutcome = 'created' | 'updated' | 'unchanged';

/**
 * How the import checks and writes parts: through the part editor's own rule and writer (one rule, one place), so
 * an imported part is exactly what the editor would have saved.
 */
export interface ImportPartWriter {
  /** The problems of each part by the editor's rules (an unknown maker or category included), by line; none: absent. */
  check(em: EntityManager, parts: readonly ImportedPart[]): Promise<Map<number, ImportRowProblem[]>>;
  /** Creates the part, or updates the one of the same maker and MPN, inside the caller's transaction. */
  write(em: EntityManager, part: ImportedPart): Promise<{ productId: number; outcome: ImportedPartOutcome }>;
}
