import {
  parseDelimitedText as parseTableText,
  parseTableFile,
  type Table,
  type TableRules,
} from '../../platform/tables/table-file.js';

/** Limits of one BOM (spec: 5,000 lines, 10 MB); cells and columns are bounded too so parsing stays cheap. */
export const MAX_BOM_LINES = 5000;
export const MAX_BOM_BYTES = 10 * 1024 * 1024;
export const MAX_BOM_COLUMNS = 64;
export const MAX_CELL_CHARS = 500;

const bomTableRules: TableRules = {
  limits: {
    maxRows: MAX_BOM_LINES,
    maxBytes: MAX_BOM_BYTES,
    maxColumns: MAX_BOM_COLUMNS,
    maxCellChars: MAX_CELL_CHARS,
  },
  errors: {
    fileTooLarge: 'BOM_FILE_TOO_LARGE',
    tooManyRows: 'BOM_TOO_MANY_LINES',
    unreadable: 'BOM_UNREADABLE',
    cellTooLong: 'BOM_CELL_TOO_LONG',
    tooManyColumns: 'BOM_TOO_MANY_COLUMNS',
    empty: 'BOM_EMPTY',
  },
};

/** A BOM's non-empty rows with the line (or sheet row) number each has in the file, for references and errors. */
export type BomTable = Table;

/** Pasted BOM text as rows of cells. */
export function parseDelimitedText(text: string): BomTable {
  return parseTableText(text, bomTableRules);
}

/** An uploaded BOM file as rows of cells, within the limits. */
export function parseBomFile(bytes: Buffer, filename: string): Promise<BomTable> {
  return parseTableFile(bytes, filename, bomTableRules);
}
