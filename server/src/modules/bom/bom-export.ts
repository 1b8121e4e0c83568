import type { Locale } from '../../platform/i18n/index.js';
import { useCjkFont } from '../../platform/pdf/cjk-font.js';
import { compareRepricing } from './bom-repricing.js';
import type { BomProject } from './bom.entities.js';
import type { BomQuote } from './bom.service.js';

export type BomExportFormat = 'XLSX' | 'PDF' | 'CSV';
/** A saved quote is exported as a spreadsheet only: its comparison columns do not fit a page. */
export type SavedQuoteFormat = Exclude<BomExportFormat, 'PDF'>;

export interface ExportedFile {
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** A file as GraphQL and the REST façade answer it: the bytes base64-encoded. */
export function base64File(file: ExportedFile): { filename: string; contentType: string; base64: string } {
  return { filename: file.filename, contentType: file.contentType, base64: file.bytes.toString('base64') };
}

const yuan = (fen: bigint) => `${fen / 100n}.${String(fen % 100n).padStart(2, '0')}`;
const unitYuan = (milli: number) => (milli / 10000).toFixed(4);

/** The columns of both exports. */
function quoteRows(quote: BomQuote, locale: Locale) {
  return quote.lines.map(({ line, match, price }) => ({
    reference: line.reference,
    designators: line.designators,
    requested: line.mpn || line.value,
    status: match.status,
    reason: match.reason ?? '',
    mpn: match.product?.product.mpn ?? '',
    manufacturer: match.product?.manufacturer.name ?? '',
    package: match.product?.product.package ?? '',
    description:
      (match.product ? match.product.product.description[locale] || match.product.product.description['zh-CN'] : '') ||
      line.description,
    required: price?.requiredQuantity ?? line.quantity * quote.boards,
    order: price?.orderQuantity ?? 0,
    unit: price ? unitYuan(price.priceBreak.unitPriceMilli) : '',
    total: price ? yuan(price.lineTotalFen) : '',
    stock: match.product?.product.stock ?? 0,
    leadTimeDays: match.product?.product.leadTimeDays ?? 0,
    customerReference: line.customerReference ?? line.designators,
  }));
}

const headers = [
  'Row',
  'Designators',
  'Requested',
  'Status',
  'Reason',
  'MPN',
  'Manufacturer',
  'Package',
  'Description',
  'Required qty',
  'Order qty',
  'Unit price (CNY)',
  'Line total (CNY)',
  'Stock',
  'Lead time (days)',
  'Customer reference',
];

/**
 * One CSV cell: quoted, and a leading `=`, `+`, `-`, `@` made text so a spreadsheet opening the file does not
 * run a BOM's cell as a formula.
 */
function csvCell(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** Rows of one sheet, as both the CSV and the XLSX write them; the XLSX sets the rows named in `bold` in bold. */
interface Sheet {
  rows: (string | number)[][];
  bold: number[];
}

/** The quote's sheet: number, validity and boards on top, then one row per BOM line, then the total. */
function quoteSheet(quote: BomQuote, name: string, locale: Locale): Sheet {
  const rows: (string | number)[][] = [
    ['CircuitMart BOM quote', name],
    ['Quote number', quote.quoteNumber],
    ['Valid until', quote.validUntil.toISOString().slice(0, 10)],
    ['Boards', quote.boards],
    [],
    headers,
    ...quoteRows(quote, locale).map((row) => Object.values(row)),
    [],
    ['Total (CNY)', yuan(quote.totalFen)],
  ];
  return { rows, bold: [5, rows.length - 1] };
}

/** A sheet as UTF-8 CSV with a byte order mark (Excel reads the Chinese text then). */
function sheetCsv({ rows }: Sheet): Buffer {
  return Buffer.from(`\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`, 'utf8');
}

async function sheetXlsx({ rows, bold }: Sheet): Promise<Buffer> {
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  const sheet = workbook.addWorksheet('Quote');
  rows.forEach((row, index) => {
    const added = sheet.addRow(row);
    if (bold.includes(index)) added.font = { bold: true };
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The quote as a PDF, set in Noto Sans SC so Chinese descriptions and names print as they are (only the
 * glyphs used are embedded).
 */
async function quotePdf(quote: BomQuote, name: string, locale: Locale): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const document = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 36 });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    useCjkFont(document);
    document.fontSize(14).text(`CircuitMart BOM quote ${quote.quoteNumber}`);
    document
      .fontSize(9)
      .text(`${name} - valid until ${quote.validUntil.toISOString().slice(0, 10)} - ${quote.boards} board(s)`);
    document.moveDown();
    const columns = [36, 62, 132, 212, 262, 367, 427, 592, 632, 682, 737, 780];
    const header = [
      'Row',
      'Designators',
      'Requested',
      'Status',
      'MPN',
      'Package',
      'Description',
      'Order',
      'Unit CNY',
      'Total CNY',
      'Stock',
    ];
    const printRow = (cells: string[]) => {
      if (document.y > 540) document.addPage();
      const y = document.y;
      cells.forEach((cell, index) =>
        document.text(cell, columns[index]!, y, {
          width: (columns[index + 1] ?? 806) - columns[index]! - 4,
          height: 10,
          lineBreak: false,
          ellipsis: true,
        }),
      );
      document.x = 36;
      document.moveDown(0.4);
    };
    document.fontSize(7);
    printRow(header);
    for (const row of quoteRows(quote, locale)) {
      printRow([
        row.reference,
        row.designators,
        row.requested,
        row.status,
        row.mpn,
        row.package,
        row.description,
        String(row.order),
        row.unit,
        row.total,
        String(row.stock),
      ]);
    }
    document.moveDown();
    document.fontSize(10).text(`Total: CNY ${yuan(quote.totalFen)}`, 36);
    document.end();
  });
}

async function sheetFile(sheet: Sheet, basename: string, format: SavedQuoteFormat): Promise<ExportedFile> {
  return format === 'CSV'
    ? { filename: `${basename}.csv`, contentType: 'text/csv; charset=utf-8', bytes: sheetCsv(sheet) }
    : {
        filename: `${basename}.xlsx`,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        bytes: await sheetXlsx(sheet),
      };
}

const signedYuan = (fen: number) => (fen < 0 ? `-${yuan(BigInt(-fen))}` : yuan(BigInt(fen)));
const optionalYuan = (fen: number | null | undefined) => (fen === null || fen === undefined ? '' : signedYuan(fen));
const optionalUnitYuan = (milli: number | null | undefined) =>
  milli === null || milli === undefined ? '' : unitYuan(milli);

const savedHeaders = [
  'Row',
  'Designators',
  'Requested',
  'Status',
  'MPN',
  'Manufacturer',
  'Required qty',
  'Order qty',
  'Unit price (CNY)',
  'Line total (CNY)',
  'Stock',
  'Lifecycle',
  'Previous unit price (CNY)',
  'Previous line total (CNY)',
  'Previous stock',
  'Previous lifecycle',
  'Changes',
];

/** A saved quote's sheet: its latest pricing, each line beside the pricing before, and the totals' change. */
function savedQuoteSheet(project: BomProject): Sheet {
  const { pricing, previousPricing, lines, totalChangeFen } = compareRepricing(
    project.pricing!,
    project.previousPricing ?? null,
  );
  const lineByReference = new Map(project.lines.map((line) => [line.reference, line]));
  const rows: (string | number)[][] = [
    ['CircuitMart BOM quote', project.name],
    ['Priced at', pricing.pricedAt],
    ['Previously priced at', previousPricing?.pricedAt ?? ''],
    ['Boards', project.boards],
    [],
    savedHeaders,
    ...lines.map(({ current, previous, changes }) => {
      const line = lineByReference.get(current.reference);
      return [
        current.reference,
        line?.designators ?? '',
        line ? line.mpn || line.value : '',
        current.status,
        current.mpn,
        current.manufacturer,
        current.requiredQuantity,
        current.orderQuantity ?? '',
        optionalUnitYuan(current.unitPriceMilli),
        optionalYuan(current.lineTotalFen),
        current.stock ?? '',
        current.lifecycle ?? '',
        optionalUnitYuan(previous?.unitPriceMilli),
        optionalYuan(previous?.lineTotalFen),
        previous?.stock ?? '',
        previous?.lifecycle ?? '',
        changes.join(' '),
      ];
    }),
    [],
    ['Total (CNY)', signedYuan(pricing.totalFen)],
    ['Previous total (CNY)', optionalYuan(previousPricing?.totalFen)],
    ['Change (CNY)', optionalYuan(totalChangeFen)],
  ];
  return { rows, bold: [5, rows.length - 3] };
}

/** A saved project's quote as XLSX or CSV, named after the day it was priced. */
export function exportSavedQuote(project: BomProject, format: SavedQuoteFormat): Promise<ExportedFile> {
  const day = project.pricing!.pricedAt.slice(0, 10).replaceAll('-', '');
  return sheetFile(savedQuoteSheet(project), `BOM-quote-${day}`, format);
}

export async function exportQuote(
  quote: BomQuote,
  name: string,
  format: BomExportFormat,
  locale: Locale,
): Promise<ExportedFile> {
  if (format !== 'PDF') return sheetFile(quoteSheet(quote, name, locale), quote.quoteNumber, format);
  return {
    filename: `${quote.quoteNumber}.pdf`,
    contentType: 'application/pdf',
    bytes: await quotePdf(quote, name, locale),
  };
}
