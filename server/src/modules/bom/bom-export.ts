import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import type { BomQuote } from './bom.service.js';

export type BomExportFormat = 'XLSX' | 'PDF';

export interface ExportedFile {
  filename: string;
  contentType: string;
  bytes: Buffer;
}

const yuan = (fen: bigint) => `${fen / 100n}.${String(fen % 100n).padStart(2, '0')}`;
const unitYuan = (milli: number) => (milli / 10000).toFixed(4);

/** The columns of both exports; descriptions stay out of the PDF (see `quotePdf`). */
function quoteRows(quote: BomQuote) {
  return quote.lines.map(({ line, match, price }) => ({
    reference: line.reference,
    designators: line.designators,
    requested: line.mpn || line.value,
    status: match.status,
    reason: match.reason ?? '',
    mpn: match.product?.mpn ?? '',
    manufacturer: match.product?.manufacturer.getEntity().name ?? '',
    package: match.product?.package ?? '',
    required: price?.requiredQuantity ?? line.quantity * quote.boards,
    order: price?.orderQuantity ?? 0,
    unit: price ? unitYuan(price.priceBreak.unitPriceMilli) : '',
    total: price ? yuan(price.lineTotalFen) : '',
    stock: match.product?.stock ?? 0,
    leadTimeDays: match.product?.leadTimeDays ?? 0,
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
  'Required qty',
  'Order qty',
  'Unit price (CNY)',
  'Line total (CNY)',
  'Stock',
  'Lead time (days)',
];

/** The quote as a workbook: number, validity and boards on top, then one row per BOM line, then the total. */
async function quoteXlsx(quote: BomQuote, name: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Quote');
  sheet.addRow(['CircuitMart BOM quote', name]);
  sheet.addRow(['Quote number', quote.quoteNumber]);
  sheet.addRow(['Valid until', quote.validUntil.toISOString().slice(0, 10)]);
  sheet.addRow(['Boards', quote.boards]);
  sheet.addRow([]);
  sheet.addRow(headers).font = { bold: true };
  for (const row of quoteRows(quote)) sheet.addRow(Object.values(row));
  sheet.addRow([]);
  sheet.addRow(['Total (CNY)', yuan(quote.totalFen)]).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The quote as a PDF. The server has no CJK font, so the PDF carries only Latin text: part numbers,
 * designators, quantities and prices, never descriptions; the footer says so.
 */
function quotePdf(quote: BomQuote, name: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const document = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 36 });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    const latin = (text: string) => text.replace(/[^\x20-\x7E]/g, '?');
    document.fontSize(14).text(`CircuitMart BOM quote ${quote.quoteNumber}`);
    document
      .fontSize(9)
      .text(`${latin(name)} - valid until ${quote.validUntil.toISOString().slice(0, 10)} - ${quote.boards} board(s)`);
    document.moveDown();
    const columns = [36, 70, 170, 270, 345, 480, 540, 600, 670, 740];
    const header = [
      'Row',
      'Designators',
      'Requested',
      'Status',
      'MPN',
      'Package',
      'Order',
      'Unit CNY',
      'Total CNY',
      'Stock',
    ];
    const printRow = (cells: string[]) => {
      if (document.y > 540) document.addPage();
      const y = document.y;
      cells.forEach((cell, index) =>
        document.text(latin(cell), columns[index]!, y, {
          width: (columns[index + 1] ?? 800) - columns[index]! - 4,
          lineBreak: false,
        }),
      );
      document.x = 36;
      document.moveDown(0.4);
    };
    document.fontSize(8);
    printRow(header);
    for (const row of quoteRows(quote)) {
      printRow([
        row.reference,
        row.designators,
        row.requested,
        row.status,
        row.mpn,
        row.package,
        String(row.order),
        row.unit,
        row.total,
        String(row.stock),
      ]);
    }
    document.moveDown();
    document.fontSize(10).text(`Total: CNY ${yuan(quote.totalFen)}`, 36);
    document.fontSize(7).text('Descriptions and non-Latin text are omitted: this document uses a Latin-only font.', 36);
    document.end();
  });
}

export async function exportQuote(quote: BomQuote, name: string, format: BomExportFormat): Promise<ExportedFile> {
  if (format === 'XLSX') {
    return {
      filename: `${quote.quoteNumber}.xlsx`,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      bytes: await quoteXlsx(quote, name),
    };
  }
  return { filename: `${quote.quoteNumber}.pdf`, contentType: 'application/pdf', bytes: await quotePdf(quote, name) };
}
