import { errorCatalogue, translateError, type ErrorCode } from '../../../platform/errors/index.js';
import type { Locale } from '../../../platform/i18n/index.js';
import { fieldTitle } from './import-columns.js';
import type { ImportRowError, ImportRowProblem } from './import.entities.js';

/** A row problem's message in `locale` (its code is one of the error catalogue's). */
export function problemMessage(problem: ImportRowProblem, locale: Locale): string {
  return problem.code in errorCatalogue
    ? translateError(problem.code as ErrorCode, locale, problem.params)
    : problem.code;
}

/** The report's own column titles; the file's columns follow them under their own header texts. */
const reportTitles: Record<Locale, { line: string; field: string; problem: string }> = {
  'zh-CN': { line: '行号', field: '字段', problem: '问题' },
  'en-US': { line: 'Line', field: 'Field', problem: 'Problem' },
  ru: { line: 'Строка', field: 'Поле', problem: 'Проблема' },
  'es-ES': { line: 'Fila', field: 'Campo', problem: 'Problema' },
};

/** A CSV cell: quoted when it holds a delimiter, quote or line break; a leading = + - @ is defused for spreadsheets. */
function csvCell(text: string): string {
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The error report: one line per refused row with its line number, the fields at fault, every problem's message,
 * then the row's own cells, so the file can be fixed and uploaded again. UTF-8 with a byte order mark (Excel).
 */
export function errorReportCsv(
  refused: readonly { error: ImportRowError; cells: readonly string[] }[],
  header: readonly string[],
  locale: Locale,
): Buffer {
  const titles = reportTitles[locale];
  const lines = [[titles.line, titles.field, titles.problem, ...header]];
  for (const { error, cells } of refused) {
    const fields = [
      ...new Set(error.problems.flatMap((problem) => (problem.field ? [fieldTitle(problem.field, locale)] : []))),
    ];
    const messages = error.problems.map((problem) => problemMessage(problem, locale));
    lines.push([String(error.line), fields.join('; '), messages.join('; '), ...cells]);
  }
  return Buffer.from(`\uFEFF${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`, 'utf8');
}
