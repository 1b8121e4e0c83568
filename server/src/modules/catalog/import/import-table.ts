import type { TableRules } from '../../../platform/tables/table-file.js';

/** A price list of up to 20,000 parts in 20 MB: a large maker's list in one file. */
export const MAX_IMPORT_ROWS = 20_000;
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

export const importTableRules: TableRules = {
  limits: { maxRows: MAX_IMPORT_ROWS, maxBytes: MAX_IMPORT_BYTES, maxColumns: 64, maxCellChars: 1000 },
  errors: {
    fileTooLarge: 'IMPORT_FILE_TOO_LARGE',
    tooManyRows: 'IMPORT_TOO_MANY_ROWS',
    unreadable: 'IMPORT_UNREADABLE',
    cellTooLong: 'IMPORT_CELL_TOO_LONG',
    tooManyColumns: 'IMPORT_TOO_MANY_COLUMNS',
    empty: 'IMPORT_EMPTY',
  },
};
