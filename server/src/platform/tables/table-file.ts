import { parse as parseCsv } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import { DomainError, type ErrorCode } from '../errors/index.js';

/**
 * Uploaded spreadsheets (CSV, TSV, XLSX or pasted text) read as rows of cell texts, within limits: the one reader
 * of the BOM tool and the catalog import. Each caller names its limits and the error codes it answers with.
 */

/** How much one kind of upload may hold. */
export interface TableLimits {
  /** Data rows; one header row more is allowed. */
  maxRows: number;
  maxBytes: number;
  maxColumns: number;
  maxCellChars: number;
}

/** The caller's error codes for what can be wrong with a file (each takes the params its message names). */
export interface TableErrors {
  /** `{{megabytes}}` */
  fileTooLarge: ErrorCode;
  /** `{{max}}`, `{{count}}` */
  tooManyRows: ErrorCode;
  /** `{{row}}` */
  unreadable: ErrorCode;
  /** `{{row}}`, `{{column}}`, `{{max}}` */
  cellTooLong: ErrorCode;
  /** `{{row}}`, `{{max}}` */
  tooManyColumns: ErrorCode;
  empty: ErrorCode;
}

export interface TableRules {
  limits: TableLimits;
  errors: TableErrors;
}

/** An XLSX is a zip; its unpacked sheets may not grow beyond this (a zip bomb is refused before it inflates). */
const MAX_XLSX_UNPACKED_BYTES = 64 * 1024 * 1024;

export type TableFileKind = 'csv' | 'tsv' | 'xlsx' | 'text';

/** The kind of a file by its leading bytes (a zip is an XLSX) and, for text, by its name. */
export function tableFileKind(bytes: Buffer, filename: string): TableFileKind {
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'xlsx';
  if (/\.tsv$|\.tab$/i.test(filename)) return 'tsv';
  if (/\.csv$/i.test(filename)) return 'csv';
  return 'text';
}

/** Text without a byte order mark; UTF-16 exports of Excel are decoded too. */
function decodeText(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.subarray(2).toString('utf16le');
  const text = bytes.toString('utf8');
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}

/** Tab when the first lines have tabs, else semicolon when they have more of those than commas. */
function delimiterOf(text: string): string {
  const head = text.split(/\r?\n/, 10).join('\n');
  if (head.includes('\t')) return '\t';
  const count = (character: string) => head.split(character).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/** A file's non-empty rows with the line (or sheet row) number each has in the file, for references and errors. */
export interface Table {
  rows: string[][];
  lineNumbers: number[];
}

/** Checks the limits of a parsed table: rows, columns, cell length (naming the row and column at fault). */
function checkedRows(rows: string[][], lineNumbers: number[], { limits, errors }: TableRules): Table {
  const trimmed = rows.map((row) => row.map((cell) => cell.trim()));
  const keptIndexes = trimmed.flatMap((row, index) => (row.some((cell) => cell !== '') ? [index] : []));
  const kept = keptIndexes.map((index) => trimmed[index]!);
  const lineOf = (index: number) => lineNumbers[keptIndexes[index]!] ?? index + 1;
  // The header row is not a data row; further title rows are refused with the count, which is near enough.
  if (kept.length > limits.maxRows + 1) {
    throw new DomainError(errors.tooManyRows, { params: { max: limits.maxRows, count: kept.length - 1 } });
  }
  kept.forEach((row, index) => {
    if (row.length > limits.maxColumns) {
      throw new DomainError(errors.tooManyColumns, { params: { max: limits.maxColumns, row: lineOf(index) } });
    }
    const column = row.findIndex((cell) => cell.length > limits.maxCellChars);
    if (column >= 0) {
      throw new DomainError(errors.cellTooLong, {
        params: { row: lineOf(index), column: columnName(column), max: limits.maxCellChars },
      });
    }
  });
  if (kept.length === 0) throw new DomainError(errors.empty);
  return { rows: kept, lineNumbers: keptIndexes.map((_, index) => lineOf(index)) };
}

/** Spreadsheet column letters: 0 → A, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  }
  return name;
}

/** Pasted or uploaded delimited text as rows of cells. */
export function parseDelimitedText(text: string, rules: TableRules, delimiter = delimiterOf(text)): Table {
  try {
    const records = parseCsv(text, {
      info: true,
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      bom: true,
      max_record_size: rules.limits.maxCellChars * rules.limits.maxColumns * 2,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return checkedRows(
      records.map((entry) => entry.record),
      records.map((entry) => entry.info.lines),
      rules,
    );
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const line = (error as { lines?: number }).lines;
    throw new DomainError(rules.errors.unreadable, { params: { row: line ?? 1 }, cause: error });
  }
}

/** The sum of the uncompressed sizes a zip's central directory declares. */
function declaredUnpackedBytes(bytes: Buffer): number {
  let total = 0;
  for (let offset = bytes.indexOf('PK\x01\x02'); offset >= 0; offset = bytes.indexOf('PK\x01\x02', offset + 4)) {
    if (offset + 28 > bytes.length) break;
    total += bytes.readUInt32LE(offset + 24);
  }
  return total;
}

/** The first worksheet as rows of displayed text; formulas give their cached result, never evaluated. */
async function parseXlsx(bytes: Buffer, rules: TableRules): Promise<Table> {
  const { limits, errors } = rules;
  if (declaredUnpackedBytes(bytes) > MAX_XLSX_UNPACKED_BYTES)
    throw new DomainError(errors.unreadable, { params: { row: 1 } });
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    throw new DomainError(errors.unreadable, { params: { row: 1 }, cause: error });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new DomainError(errors.empty);
  if (sheet.rowCount > limits.maxRows + 50) {
    throw new DomainError(errors.tooManyRows, { params: { max: limits.maxRows, count: sheet.actualRowCount - 1 } });
  }
  const rows: string[][] = [];
  const lineNumbers: number[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    lineNumbers.push(row.number);
    const cells: string[] = [];
    for (let column = 1; column <= Math.min(row.cellCount, limits.maxColumns + 1); column += 1) {
      const cell = row.getCell(column);
      cells.push(cellText(cell.value, cell.numFmt));
    }
    rows.push(cells);
  });
  return checkedRows(rows, lineNumbers, rules);
}

function cellText(value: ExcelJS.CellValue, numberFormat?: string): string {
  if (value === null || value === undefined) return '';
  // A number shown with leading zeros (format `0000`: a chip size such as 0603) reads as it is shown.
  if (typeof value === 'number' && numberFormat && /^0+$/.test(numberFormat) && Number.isInteger(value)) {
    return String(value).padStart(numberFormat.length, '0');
  }
  if (typeof value === 'object') {
    if (value instanceof Date) return value.toISOString().slice(0, 10);
    if ('result' in value) return value.result === undefined ? '' : cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
  }
  return String(value);
}

/** An uploaded file as rows of cells, within the limits. */
export async function parseTableFile(bytes: Buffer, filename: string, rules: TableRules): Promise<Table> {
  if (bytes.length > rules.limits.maxBytes) {
    throw new DomainError(rules.errors.fileTooLarge, {
      params: { megabytes: Math.round(rules.limits.maxBytes / (1024 * 1024)) },
    });
  }
  const kind = tableFileKind(bytes, filename);
  if (kind === 'xlsx') return parseXlsx(bytes, rules);
  const text = decodeText(bytes);
  if (text.includes('\u0000')) throw new DomainError(rules.errors.unreadable, { params: { row: 1 } });
  return parseDelimitedText(text, rules, kind === 'tsv' ? '\t' : kind === 'csv' ? delimiterOf(text) : undefined);
}
