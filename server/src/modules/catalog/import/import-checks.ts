import type { ImportMapping } from './import-columns.js';
import type { ImportBatchWriter } from './import-part-writer.js';
import { partKeyOf, readRow, type ImportedPart } from './import-rows.js';
import type { CatalogImport, ImportRowError } from './import.entities.js';

/** Rows of a file (header excluded) with their lines, from `first` on. */
export interface ImportRows {
  rows: readonly (readonly string[])[];
  lineNumbers: readonly number[];
}

/** The rows of one batch, checked: the parts to write and the rows refused, each with all its problems. */
export interface CheckedBatch {
  parts: ImportedPart[];
  errors: ImportRowError[];
}

/**
 * The line of the first row naming each part, over the rows before `end`: a part named again later in the file is
 * refused there (which row should win is not the import's to guess).
 */
export function firstLinesByPart(file: ImportRows, mapping: ImportMapping, end: number): Map<string, number> {
  const firstLines = new Map<string, number>();
  for (let index = 0; index < end; index += 1) {
    const { part } = readRow(file.rows[index]!, file.lineNumbers[index]!, mapping);
    if (part && !firstLines.has(partKeyOf(part))) firstLines.set(partKeyOf(part), part.line);
  }
  return firstLines;
}

/** Reads rows `start` to `end` (exclusive) and refuses those whose cells cannot be read or whose part came before. */
export function readBatch(
  file: ImportRows,
  mapping: ImportMapping,
  range: { start: number; end: number; firstLines: Map<string, number> },
): CheckedBatch {
  const errors: ImportRowError[] = [];
  const readable: ImportedPart[] = [];
  for (let index = range.start; index < range.end; index += 1) {
    const line = file.lineNumbers[index]!;
    const read = readRow(file.rows[index]!, line, mapping);
    if (!read.part) {
      errors.push({ line, problems: read.problems });
      continue;
    }
    const firstLine = range.firstLines.get(partKeyOf(read.part));
    if (firstLine !== undefined && firstLine !== line) {
      errors.push({ line, problems: [{ field: 'mpn', code: 'IMPORT_ROW_DUPLICATE', params: { line: firstLine } }] });
      continue;
    }
    readable.push(read.part);
  }
  return { parts: readable, errors };
}

/** The parts of a read batch the editor's rules accept; the others join the refused rows, in file order. */
export function ruleBatch(read: CheckedBatch, writer: ImportBatchWriter): CheckedBatch {
  const errors = [...read.errors];
  const parts: ImportedPart[] = [];
  for (const part of read.parts) {
    const problems = writer.problemsOf(part);
    if (problems.length > 0) errors.push({ line: part.line, problems });
    else parts.push(part);
  }
  errors.sort((left, right) => left.line - right.line);
  return { parts, errors };
}

/** The data rows (after the header) of an import whose rows are loaded. */
export function dataRowsOf(found: CatalogImport): ImportRows {
  return { rows: found.rows.slice(found.headerRow + 1), lineNumbers: found.lineNumbers.slice(found.headerRow + 1) };
}
