import type { Locale } from '../../platform/i18n/index.js';
import { useCjkFont } from '../../platform/pdf/cjk-font.js';
import type { BomQuote } from './bom.service.js';

export type BomExportFormat = 'XLSX' | 'PDF' | 'CSV';

export interface ExportedFile {
  filename: string;
  contentType: string;
  bytes: Buffer;
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
    mpn: match.product?.mpn ?? '',
    manufacturer: match.product?.manufacturer.getEntity().name ?? '',
    package: match.product?.package ?? '',
    description:
      (match.product ? match.product.description[locale] || match.product.description['zh-CN'] : '') ||
      line.description,
    required: price?.requiredQuantity ?? line.quantity * quote.boards,
    order: price?.orderQuantity ?? 0,
    unit: price ? unitYuan(price.priceBreak.unitPriceMilli) : '',
    total: price ? yuan(price.lineTotalFen) : '',
    stock: match.product?.stock ?? 0,
    leadTimeDays: match.product?.leadTimeDays ?? 0,
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

/** The quote as UTF-8 CSV with a byte order mark (Excel reads the Chinese text then): the same rows as the XLSX. */
function quoteCsv(quote: BomQuote, name: string, locale: Locale): Buffer {
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
  return Buffer.from(`\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`, 'utf8');
}

/** The quote as a workbook: number, validity and boards on top, then one row per BOM line, then the total. */
async function quoteXlsx(quote: BomQuote, name: string, locale: Locale): Promise<Buffer> {
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  const sheet = workbook.addWorksheet('Quote');
  sheet.addRow(['CircuitMart BOM quote', name]);
  sheet.addRow(['Quote number', quote.quoteNumber]);
  sheet.addRow(['Valid until', quote.validUntil.toISOString().slice(0, 10)]);
  sheet.addRow(['Boards', quote.boards]);
  sheet.addRow([]);
  sheet.addRow(headers).font = { bold: true };
  for (const row of quoteRows(quote, locale)) sheet.addRow(Object.values(row));
  sheet.addRow([]);
  sheet.addRow(['Total (CNY)', yuan(quote.totalFen)]).font = { bold: true };
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

export async function exportQuote(
  quote: BomQuote,
  name: string,
  format: BomExportFormat,
  locale: Locale,
): Promise<ExportedFile> {
  if (format === 'CSV') {
    return {
      filename: `${quote.quoteNumber}.csv`,
      contentType: 'text/csv; charset=utf-8',
      bytes: quoteCsv(quote, name, locale),
    };
  }
  if (format === 'XLSX') {
    return {
      filename: `${quote.quoteNumber}.xlsx`,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      bytes: await quoteXlsx(quote, name, locale),
    };
  }
  return {
    filename: `${quote.quoteNumber}.pdf`,
    contentType: 'application/pdf',
    bytes: await quotePdf(quote, name, locale),
  };
}
