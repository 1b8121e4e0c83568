import { useCjkFont } from '../../platform/pdf/cjk-font.js';
import type { Order, OrderLine } from '../orders/orders.entities.js';

export const DocumentKind = { PROFORMA: 'PROFORMA', CONTRACT: 'CONTRACT' } as const;
export type DocumentKind = (typeof DocumentKind)[keyof typeof DocumentKind];

/** The buyer's part of a proforma invoice or contract; the trade terms only on a contract. */
export interface DocumentForm {
  buyerCompany: string;
  buyerAddress: string;
  taxNumber: string | null;
  contactName: string;
  contactPhone: string;
  contactEmail: string | null;
  incoterm: string | null;
  paymentTerms: string | null;
  deliveryTerms: string | null;
}

export interface DocumentLine {
  line: OrderLine;
  /** The part's description in the reader's language. */
  description: string;
}

export interface DocumentContent {
  kind: DocumentKind;
  order: Order;
  lines: DocumentLine[];
  form: DocumentForm;
  issuedAt: Date;
}

const SELLER = {
  name: 'CircuitMart 电子元器件商城',
  address: '深圳市福田区华强北路 1 号 / 1 Huaqiang North Rd, Futian, Shenzhen, China',
  contact: 'sales@circuitmart.test',
};

/** `1234.50` from 123450 fen: exact, no floating point. */
export function yuanText(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = BigInt(Math.abs(fen));
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** `0.1235` from 1235 milli (0.0001 yuan). */
function unitText(milli: number): string {
  const value = BigInt(milli);
  return `${value / 10000n}.${String(value % 10000n).padStart(4, '0')}`;
}

const TITLES: Record<DocumentKind, string> = {
  PROFORMA: '形式发票 Proforma Invoice',
  CONTRACT: '销售合同 Sales Contract',
};

/** An issued tax invoice: the request's buyer title and tax number, and the number staff issued it under. */
export interface InvoiceContent {
  order: Order;
  lines: DocumentLine[];
  invoice: { number: string; title: string; taxNumber: string | null; email: string };
  issuedAt: Date;
}

/** What one printed document shows besides the order: its title, reference lines, the buyer, and its closing part. */
interface PrintedDocument {
  title: string;
  references: string[];
  buyer: string[];
  closing: (document: PDFKit.PDFDocument, left: number, width: number) => void;
}

/**
 * The PDF of a proforma invoice or a sales contract. Every amount is the order's own stored figure (what
 * GraphQL and REST answer): lines, items, discounts, freight and total are printed, never recomputed.
 */
export function renderOrderDocument(content: DocumentContent): Promise<Buffer> {
  const { kind, form } = content;
  return renderDocument(content, {
    title: TITLES[kind],
    references: [`日期 Date: ${content.issuedAt.toISOString().slice(0, 10)}`],
    buyer: [
      form.buyerCompany,
      form.buyerAddress,
      ...(form.taxNumber ? [`税号 Tax No.: ${form.taxNumber}`] : []),
      `联系人 Contact: ${form.contactName} ${form.contactPhone}`,
      ...(form.contactEmail ? [form.contactEmail] : []),
    ],
    closing: (document, left, width) =>
      kind === DocumentKind.CONTRACT
        ? printTradeTerms(document, form, left, width)
        : printProformaNote(document, left, width),
  });
}

/** The PDF of an issued tax invoice, with the same stored figures as the order's other documents. */
export function renderInvoiceDocument(content: InvoiceContent): Promise<Buffer> {
  const { invoice } = content;
  return renderDocument(content, {
    title: '发票 Invoice',
    references: [
      `发票号 Invoice No.: ${invoice.number}`,
      `开票日期 Issued: ${content.issuedAt.toISOString().slice(0, 10)}`,
    ],
    buyer: [invoice.title, ...(invoice.taxNumber ? [`税号 Tax No.: ${invoice.taxNumber}`] : []), invoice.email],
    closing: () => undefined,
  });
}

async function renderDocument(
  content: { order: Order; lines: DocumentLine[] },
  printed: PrintedDocument,
): Promise<Buffer> {
  const { order, lines } = content;
  // pdfkit and its fonts (7 MiB of heap) load with the first document, not with the server.
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const document = new PDFDocument({
      size: 'A4',
      margin: 40,
      info: { Title: `${printed.title} ${order.number}`, Author: 'CircuitMart' },
    });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    useCjkFont(document);
    const left = 40;
    const width = 515;

    document.fontSize(16).text(printed.title, { align: 'center' });
    document.moveDown(0.5);
    document.fontSize(9);
    document.text(`订单号 Order No.: ${order.number}`);
    for (const reference of printed.references) document.text(reference);
    document.text(`下单时间 Ordered: ${order.createdAt.toISOString().slice(0, 10)}`);
    document.moveDown(0.5);

    const partyTop = document.y;
    document.fontSize(10).text('卖方 Seller', left, partyTop);
    document.fontSize(9).text(SELLER.name, { width: 250 });
    document.text(SELLER.address, { width: 250 });
    document.text(SELLER.contact, { width: 250 });
    const sellerBottom = document.y;
    document.fontSize(10).text('买方 Buyer', left + 265, partyTop);
    const [firstBuyerLine = '', ...buyerLines] = printed.buyer;
    document.fontSize(9).text(firstBuyerLine, left + 265, undefined, { width: 250 });
    for (const line of buyerLines) document.text(line, { width: 250 });
    document.x = left;
    document.y = Math.max(sellerBottom, document.y) + 12;

    // The lines: #, part number and maker, description, quantity, unit price, line total.
    const columns = [left, 62, 222, 372, 412, 482];
    const printRow = (cells: string[], size = 8) => {
      if (document.y > 760) document.addPage();
      const y = document.y;
      document.fontSize(size);
      cells.forEach((cell, index) =>
        document.text(cell, columns[index]!, y, {
          width: (columns[index + 1] ?? left + width) - columns[index]! - 4,
          height: 11,
          lineBreak: false,
          ellipsis: true,
          align: index >= 3 ? 'right' : 'left',
        }),
      );
      document.x = left;
      document.moveDown(0.5);
    };
    printRow(['#', '型号 Part / 品牌 Brand', '描述 Description', '数量 Qty', '单价 Unit (CNY)', '金额 Amount (CNY)']);
    document
      .moveTo(left, document.y - 2)
      .lineTo(left + width, document.y - 2)
      .stroke();
    lines.forEach(({ line, description }, index) =>
      printRow([
        String(index + 1),
        `${line.mpn} / ${line.brandName}`,
        // The buyer's own reference first, so it survives the cell's ellipsis.
        line.customerReference ? `[${line.customerReference}] ${description}` : description,
        String(line.quantity),
        unitText(line.unitPriceMilli),
        yuanText(line.lineTotalFen),
      ]),
    );
    document.moveDown(0.5);

    // The coupon (with its title as used) and the points (with how many) only when they took something off.
    const couponLabel = order.couponTitle ? `优惠券 Coupon (${order.couponTitle})` : '优惠券 Coupon';
    const totals: [string, number][] = [
      ['商品金额 Items', order.itemsFen],
      ['会员折扣 Member discount', -order.memberDiscountFen],
      ...(order.couponDeductionFen !== 0 ? [[couponLabel, -order.couponDeductionFen] as [string, number]] : []),
      ...(order.pointsDeductionFen !== 0
        ? [[`积分抵扣 Points (${order.pointsSpent})`, -order.pointsDeductionFen] as [string, number]]
        : []),
      ['运费 Freight', order.freightFen],
      ['合计 Total', order.payableFen],
    ];
    for (const [label, fen] of totals) {
      document.fontSize(label.startsWith('合计') ? 11 : 9).text(`${label}: CNY ${yuanText(fen)}`, left, undefined, {
        width,
        align: 'right',
      });
    }

    printed.closing(document, left, width);
    document.end();
  });
}

function printTradeTerms(document: PDFKit.PDFDocument, form: DocumentForm, left: number, width: number): void {
  document.moveDown();
  document.fontSize(10).text('贸易条款 Trade terms', left);
  document.fontSize(9);
  document.text(`贸易术语 Incoterm (Incoterms 2020): ${form.incoterm ?? ''}`, { width });
  document.text(`付款条件 Payment terms: ${form.paymentTerms ?? ''}`, { width });
  document.text(`交货条件 Delivery terms: ${form.deliveryTerms ?? ''}`, { width });
  document.moveDown();
  document.text('双方同意按上述条款买卖上列货物。 The parties agree to buy and sell the goods above on these terms.', {
    width,
  });
  document.moveDown(2);
  const signY = document.y;
  document.text('卖方签章 Seller: ____________________', left, signY);
  document.text('买方签章 Buyer: ____________________', left + 265, signY);
  document.x = left;
}

function printProformaNote(document: PDFKit.PDFDocument, left: number, width: number): void {
  document.moveDown();
  document
    .fontSize(8)
    .text(
      '本形式发票仅供报价与付款参考，不作为税务发票。 This proforma invoice is not a tax invoice.',
      left,
      undefined,
      {
        width,
      },
    );
}
