import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Brand, Category, Product } from '../src/modules/catalog/catalog.entities.js';
import { StockMovement } from '../src/modules/catalog/stock/stock.entities.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, type TestUser } from './order-steps.js';

const ROWS = 5000;
/** Rows (1-based among the data rows) that break a rule each: a price, a count, a maker. */
const BAD_ROWS = new Map<number, string>([
  [17, 'IMPORT_ROW_PRICE_INVALID'],
  [2500, 'IMPORT_ROW_NUMBER_INVALID'],
  [4999, 'PART_MAKER_UNKNOWN'],
]);

const importFields = `id status totalRows processedRows createdCount updatedCount unchangedCount errorCount failure
  mapping { field column } errors(first: 10) { line problems { field code message } }`;
const importQuery = `query Import($id: ID!) { catalogImport(id: $id) { ${importFields} } }`;
const previewQuery = `query Preview($id: ID!) {
  catalogImportPreview(importId: $id) { validCount errorCount errors { line problems { code } } rows { line problems { code } } }
}`;
const startMutation = `mutation Start($id: ID!) {
  startCatalogImport(importId: $id) { catalogImport { status } userErrors { code } }
}`;

/** A maker's price list: header, then one part a row with stock, all valid but the BAD_ROWS. */
function priceList(maker: string, category: string, prefix: string): string {
  const lines = ['MPN,Manufacturer,Category,Package,Description,Unit price,MOQ,Stock'];
  for (let row = 1; row <= ROWS; row += 1) {
    const bad = BAD_ROWS.get(row);
    const price = bad === 'IMPORT_ROW_PRICE_INVALID' ? '0.12345' : `0.${String(1000 + (row % 9000)).padStart(4, '0')}`;
    const moq = bad === 'IMPORT_ROW_NUMBER_INVALID' ? 'ten' : '10';
    const rowMaker = bad === 'PART_MAKER_UNKNOWN' ? 'No Such Maker Ltd' : maker;
    lines.push(`${prefix}-${row},${rowMaker},${category},0603,"Resistor ${row}, 1%",${price},${moq},${row % 50}`);
  }
  return `${lines.join('\n')}\n`;
}

describe.each(databaseKinds)('catalog import on %s', (database) => {
  let server: TestServer;
  let sales: TestUser;
  let maker: Brand;
  let category: Category;
  const clock = new ManualClock();

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 20, redis: true });
    sales = await createUser(server, { roles: ['sales'] });
    const em = server.app.orm.em.fork();
    maker = await em.findOneOrFail(Brand, { id: { $gt: 0 } }, { orderBy: { id: 'asc' } });
    const categories = await em.find(Category, {}, { orderBy: { id: 'asc' } });
    const parents = new Set(categories.flatMap((entry) => (entry.parent ? [entry.parent.id] : [])));
    category = categories.find((entry) => !parents.has(entry.id))!;
  });
  afterAll(() => server.close());

  async function upload(csv: string, filename = 'price-list.csv'): Promise<any> {
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), filename);
    const response = await fetch(`${server.url}/api/admin/catalog/import/upload`, {
      method: 'POST',
      body: form,
      headers: sales.headers,
    });
    const answer = (await response.json()) as { code: number; msg: string; data: any };
    expect(answer.code, answer.msg).toBe(1);
    return answer.data;
  }

  const readImport = async (id: string) =>
    (await server.graphql(importQuery, { id }, { ...sales.headers, lang: 'en-US' })).data.catalogImport;

  async function applyImport(id: string): Promise<any> {
    const started = await server.graphql(startMutation, { id }, sales.headers);
    expect(started.data.startCatalogImport).toMatchObject({ catalogImport: { status: 'RUNNING' }, userErrors: [] });
    // The scheduler may already be running the job on its own timer: wait for the import to leave RUNNING.
    for (;;) {
      // BullMQ's worker took the job when it was started; runDue waits for it, but only so long (a 5,000-row file
      // on MariaDB takes longer), and then the import is simply read again.
      await server.app.jobs.runDue().catch((error: Error) => {
        if (!error.message.startsWith('Jobs still unfinished')) throw error;
      });
      const current = await readImport(id);
      if (current.status !== 'RUNNING') return current;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  const productCount = () => server.app.orm.em.fork().count(Product, {});
  const movementCount = () => server.app.orm.em.fork().count(StockMovement, {});

  it('applies a 5,000-row price list but its 3 bad rows, which the preview and the error report name', async () => {
    const partsBefore = await productCount();
    const csv = priceList(maker.name, category.slug, 'IMP');
    const uploaded = await upload(csv);
    expect(uploaded).toMatchObject({ status: 'UPLOADED', totalRows: ROWS, headerRow: 0 });
    expect(uploaded.mapping.map((column: { field: string }) => column.field)).toEqual([
      'mpn',
      'maker',
      'category',
      'package',
      'description',
      'unitPrice',
      'moq',
      'stock',
    ]);

    const preview = (await server.graphql(previewQuery, { id: uploaded.id }, sales.headers)).data.catalogImportPreview;
    expect(preview).toMatchObject({ validCount: ROWS - 3, errorCount: 3 });
    // Line numbers count the header: data row n is line n + 1.
    expect(preview.errors.map((error: any) => [error.line, error.problems[0].code])).toEqual(
      [...BAD_ROWS].map(([row, code]) => [row + 1, code]),
    );
    expect(await productCount()).toBe(partsBefore);

    const done = await applyImport(uploaded.id);
    expect(done).toMatchObject({
      status: 'DONE',
      processedRows: ROWS,
      createdCount: ROWS - 3,
      updatedCount: 0,
      errorCount: 3,
      failure: null,
    });
    expect(done.errors[0].problems[0]).toMatchObject({ field: 'unitPrice', code: 'IMPORT_ROW_PRICE_INVALID' });
    expect(await productCount()).toBe(partsBefore + ROWS - 3);

    const em = server.app.orm.em.fork();
    const part = await em.findOneOrFail(Product, { mpn: 'IMP-123' });
    expect(part).toMatchObject({ stock: 23, moq: 10, package: '0603', status: 'ON_SHELF' });
    expect(part.priceBreaks).toEqual([{ minQty: 10, unitPriceMilli: 1123 }]);
    const counted = await em.find(StockMovement, { productId: part.id });
    expect(counted).toMatchObject([
      { reason: 'COUNTED', delta: 23, stockAfter: 23, reference: `import:${uploaded.id}` },
    ]);

    const report = await server.request('GET', `/api/admin/catalog/import/errors?id=${uploaded.id}`, {
      headers: { ...sales.headers, lang: 'en-US' },
    });
    expect(report.headers.get('content-type')).toContain('text/csv');
    const lines = (await report.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe('Line,Field,Problem,MPN,Manufacturer,Category,Package,Description,Unit price,MOQ,Stock');
    // The message holds a comma, so the CSV quotes it.
    expect(lines[1]).toMatch(/^18,Unit price,"A price is a positive number/);
    expect(lines[3]).toContain('No Such Maker Ltd');
  }, 900_000);

  it('changes nothing when the same file is uploaded again, or the same values in another file', async () => {
    const csv = priceList(maker.name, category.slug, 'IMP');
    const parts = await productCount();
    const movements = await movementCount();
    const again = await upload(csv);
    expect(again.status).toBe('DONE');
    const restarted = await server.graphql(startMutation, { id: again.id }, sales.headers);
    expect(restarted.data.startCatalogImport.userErrors).toEqual([{ code: 'IMPORT_NOT_STARTABLE' }]);

    // Other bytes (a re-saved file), the same values: every row is found unchanged.
    const resaved = await upload(csv.replace(/\n/g, '\r\n'), 'price-list-resaved.csv');
    expect(resaved.id).not.toBe(again.id);
    const done = await applyImport(resaved.id);
    expect(done).toMatchObject({ status: 'DONE', createdCount: 0, updatedCount: 0, unchangedCount: ROWS - 3 });
    expect(await productCount()).toBe(parts);
    expect(await movementCount()).toBe(movements);
  }, 300_000);

  it('exports the imported parts to XLSX that reads back as the same price list', async () => {
    const response = await server.request('GET', `/api/admin/catalog/export?makerId=${maker.id}&query=IMP-12`, {
      headers: { ...sales.headers, lang: 'en-US' },
    });
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const bytes = Buffer.from(await response.arrayBuffer());
    const reimported = await upload(bytes as unknown as string, 'export.xlsx');
    // IMP-12, IMP-120..129, IMP-1200..1299 and IMP-12xx(x): every MPN with "IMP12" in it.
    const expected = Array.from({ length: ROWS }, (_, index) => `IMP${index + 1}`).filter((mpn) =>
      mpn.includes('IMP12'),
    );
    expect(reimported.totalRows).toBe(expected.length);
    const done = await applyImport(reimported.id);
    expect(done).toMatchObject({ createdCount: 0, updatedCount: 0, unchangedCount: expected.length, errorCount: 0 });
  });
});
