import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Lifecycle, Product, ProductParameter, ProductStatus } from '../src/modules/catalog/catalog.entities.js';
import { filterableParameters } from '../src/modules/catalog/parameter-values.js';
import { normalizeMpn } from '../src/modules/catalog/mpn.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { readFile } from 'node:fs/promises';
import { asUser, restCall, signUp } from './account-steps.js';
import { createUser, insertAddresses, newKey } from './order-steps.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

const ERRORS = 'userErrors { code message field }';
const parseBomText = `mutation Parse($input: ParseBomTextInput!) {
  parseBomText(input: $input) {
    bom { header headerRow rowCount mapping { mpn quantity designator manufacturer value package description dnp }
      lines { reference mpn quantity designators value package manufacturer customerReference quantityText
        quantityIssue exclusion } }
    ${ERRORS}
  }
}`;
const matchBom = `mutation Match($input: BomLinesInput!) {
  matchBom(input: $input) {
    quote { totalFen matchedCount suggestedCount unmatchedCount excludedCount lines {
      line { reference } status reason product { id mpn package } requiredQuantity orderQuantity
      priceBreak { minQty unitPriceMilli } lineTotalFen nextBreakHint { quantity lineTotalFen savingFen }
      assumptions notes { code message } } }
    ${ERRORS}
  }
}`;

interface LineInput {
  reference: string;
  mpn?: string;
  quantity: number;
  designators?: string;
  value?: string;
  package?: string;
  productId?: string;
  exclusion?: string | null;
}

describe.each(databaseKinds)('BOM quotes on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock();
  let token: string;
  /**
   * Parts given known rules: an MCU, two 123 nF capacitors (0603 rated 50 V X7R, and 0805), a part with price breaks
   * and a 12.3 kΩ 1% 0603 resistor.
   */
  const parts: Record<'mcu' | 'cap0603' | 'cap0805' | 'priced' | 'res0603', { id: string; mpn: string }> = {} as never;

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 220 });
    const em = server.app.orm.em.fork();
    const products = await em.find(Product, {}, { orderBy: { id: 'asc' }, limit: 5 });
    const setups = {
      mcu: { mpn: 'BOMTEST32F103C8T6', package: 'LQFP-48', parameters: {} },
      cap0603: {
        mpn: 'BOMCAP123N0603',
        package: '0603',
        parameters: { capacitance: '123 nF', voltageRating: '50 V', dielectric: 'X7R', tolerance: '±10%' },
      },
      cap0805: { mpn: 'BOMCAP123N0805', package: '0805', parameters: { capacitance: '123 nF' } },
      priced: { mpn: 'BOMPRICED-1', package: 'SOT-23', parameters: {} },
      res0603: {
        mpn: 'BOMRES10K0603',
        package: '0603',
        parameters: { resistance: '12.3 kΩ', tolerance: '±1%', power: '0.1 W' },
      },
    };
    Object.entries(setups).forEach(([key, setup], index) => {
      Object.assign(products[index]!, {
        ...setup,
        mpnNormalized: normalizeMpn(setup.mpn),
        status: ProductStatus.ON_SHELF,
        stock: 100_000,
        moq: key === 'priced' ? 10 : 1,
        orderIncrement: key === 'priced' ? 5 : 1,
        purchaseLimit: null,
        priceBreaks: [
          { minQty: 1, unitPriceMilli: 1000 },
          { minQty: 100, unitPriceMilli: 800 },
        ],
        listPriceMilli: 1000,
      });
      parts[key as keyof typeof parts] = { id: String(products[index]!.id), mpn: setup.mpn };
    });
    await em.flush();
    // The parameter index beside the parts, as the seed writes it: matching by value reads it.
    await em.nativeDelete(ProductParameter, { product: { $in: products.map((product) => product.id) } });
    await em.insertMany(
      ProductParameter,
      products.flatMap((product) =>
        filterableParameters(product).map((parameter) => ({
          product: product.id,
          category: product.category.id,
          onShelf: true,
          ...parameter,
        })),
      ),
    );
    token = await signUp(server, clock, `bom-buyer-${database}@example.com`);
  });
  afterAll(() => server.close());

  const parse = async (text: string, extra: object = {}, user = token) =>
    (await server.graphql(parseBomText, { input: { text, ...extra } }, asUser(user))).data.parseBomText;
  const match = async (lines: LineInput[], boards = 1) =>
    (await server.graphql(matchBom, { input: { boards, lines } }, asUser(token))).data.matchBom;

  it('recognises header synonyms in all four languages, below a title block', async () => {
    const english = await parse(
      'Project: demo board\n\nMfr Part #,Qty,Reference,Manufacturer,Footprint\nNE555DR,2,"U1,U2",TI,SOIC-8',
    );
    // Blank rows are dropped before the header is looked for.
    expect(english.bom.headerRow).toBe(1);
    expect(english.bom.mapping).toMatchObject({ mpn: 0, quantity: 1, designator: 2, manufacturer: 3, package: 4 });
    // A line's reference is its line in the file, blank lines counted.
    expect(english.bom.lines[0]).toMatchObject({ reference: '4', mpn: 'NE555DR', quantity: 2 });
    const chinese = await parse('位号\t型号\t数量\t品牌\t封装\nR1-R5\tRC0603FR-0710KL\t5\tYAGEO\t0603');
    expect(chinese.bom.mapping).toMatchObject({ designator: 0, mpn: 1, quantity: 2, manufacturer: 3, package: 4 });
    const russian = await parse('Обозначение;Артикул;Кол-во;Производитель;Корпус\nC1;GRM188;1;Murata;0603');
    expect(russian.bom.mapping).toMatchObject({ designator: 0, mpn: 1, quantity: 2, manufacturer: 3, package: 4 });
    const spanish = await parse(
      'Designador,Número de pieza,Cantidad,Fabricante,Encapsulado,Descripción\nD1,1N4148W,1,Diodes,SOD-123,diodo',
    );
    expect(spanish.bom.mapping).toMatchObject({
      designator: 0,
      mpn: 1,
      quantity: 2,
      manufacturer: 3,
      package: 4,
      description: 5,
    });
    expect(spanish.bom.lines[0]).toMatchObject({ reference: '2', mpn: '1N4148W', quantity: 1 });
  });

  it('reads KiCad and Altium exports without help and matches their Value column', async () => {
    const kicad = await parse(
      [
        '"Reference","Value","Footprint","Datasheet","Qty","DNP"',
        `"U1","${parts.mcu.mpn}","Package_QFP:LQFP-48_7x7mm_P0.5mm","~","1",""`,
        '"C1,C2,C3","123nF 50V X7R","Capacitor_SMD:C_0603_1608Metric","~","3",""',
      ].join('\n'),
    );
    expect(kicad.bom.mapping).toMatchObject({ designator: 0, value: 1, package: 2, quantity: 4 });
    const altium = await parse(
      'Comment,Description,Designator,Footprint,LibRef,Quantity\n123nF 25V X7R,Capacitor,"C4, C5",C0603,CAP,2',
    );
    expect(altium.bom.mapping).toMatchObject({ value: 0, description: 1, designator: 2, package: 3, quantity: 5 });
    const quoted = await match([...kicad.bom.lines, ...altium.bom.lines] as LineInput[]);
    expect(quoted.userErrors).toEqual([]);
    expect(
      quoted.quote.lines.map((line: { status: string; product: { id: string } }) => [line.status, line.product.id]),
    ).toEqual([
      ['MATCHED', parts.mcu.id],
      ['MATCHED', parts.cap0603.id],
      ['MATCHED', parts.cap0603.id],
    ]);
  });

  it('names the row and column of a cell that is too long', async () => {
    const refused = await parse(`MPN,Qty\nA1,1\n\nA2,${'9'.repeat(501)}`);
    expect(refused.userErrors[0]).toMatchObject({
      code: 'BOM_CELL_TOO_LONG',
      message: 'Row 4, column B is longer than 500 characters',
    });
  });

  it('counts designator ranges and multiplies every line by the boards', async () => {
    const parsed = await parse('Designator,MPN\nR1-R5,A1\n"R1,R3,R7-R9",A2\nC1 C2,A3');
    expect(parsed.bom.lines.map((line: { quantity: number }) => line.quantity)).toEqual([5, 5, 2]);
    const quoted = await match([{ reference: '1', mpn: parts.mcu.mpn, quantity: 5, designators: 'U1-U5' }], 10);
    expect(quoted.quote.lines[0]).toMatchObject({ status: 'MATCHED', requiredQuantity: 50, orderQuantity: 50 });
  });

  it('remembers the corrected mapping for the next upload', async () => {
    const first = await parse('Part,Menge,Ref\nX1,3,U1', {
      headerRow: 0,
      mapping: { mpn: 0, quantity: 1, designator: 2 },
    });
    expect(first.bom.lines[0]).toMatchObject({ mpn: 'X1', quantity: 3 });
    const next = await parse('Ref,Part,Menge\nU9,X9,4');
    expect(next.bom.mapping).toMatchObject({ designator: 0, mpn: 1, quantity: 2 });
    expect(next.bom.lines[0]).toMatchObject({ mpn: 'X9', quantity: 4 });
  });

  it('matches an MPN with a packaging suffix, suggests close MPNs and leaves unknown lines unmatched', async () => {
    const quoted = await match([
      { reference: 'a', mpn: `${parts.mcu.mpn.toLowerCase()}/TR`, quantity: 1 },
      { reference: 'b', mpn: 'ZZZNOSUCHPART999', quantity: 1 },
    ]);
    expect(quoted.quote.lines[0]).toMatchObject({
      status: 'MATCHED',
      reason: 'PACKAGING_SUFFIX',
      product: { id: parts.mcu.id },
    });
    expect(quoted.quote.lines[1]).toMatchObject({ status: 'UNMATCHED', product: null, lineTotalFen: null });
    expect(quoted.quote.unmatchedCount).toBe(1);
  });

  it("matches an MPN after a distributor's order code, and says so", async () => {
    const quoted = await match([
      { reference: 'lcsc', mpn: `C8734 ${parts.mcu.mpn}`, quantity: 1 },
      { reference: 'digikey', mpn: `296-${parts.priced.mpn}`, quantity: 10 },
      { reference: 'close', mpn: `296-${parts.cap0603.mpn.slice(0, -2)}`, quantity: 1 },
      { reference: 'unknown', mpn: '296-ZZZNOSUCHPART999', quantity: 1 },
    ]);
    const [lcsc, digikey, close, unknown] = quoted.quote.lines;
    expect(lcsc).toMatchObject({ status: 'MATCHED', reason: 'DISTRIBUTOR_PREFIX', product: { id: parts.mcu.id } });
    expect(digikey).toMatchObject({
      status: 'MATCHED',
      reason: 'DISTRIBUTOR_PREFIX',
      product: { id: parts.priced.id },
    });
    // Only the MPN after the code is a close match; never a silent one.
    expect(close).toMatchObject({ status: 'SUGGESTED', product: { id: parts.cap0603.id } });
    expect(unknown).toMatchObject({ status: 'UNMATCHED', product: null });
  });

  it('matches a passive by value and package with units understood, and never accepts another package silently', async () => {
    const quoted = await match([
      { reference: 'a', mpn: '123nF 0603 X7R 50V', quantity: 1 },
      { reference: 'b', value: '0.123 uF 16V X7R', package: 'C_0603_1608Metric', quantity: 1 },
      { reference: 'c', value: '123 n', package: '1206', quantity: 1 },
      { reference: 'd', productId: parts.cap0805.id, package: '0603', quantity: 1 },
    ]);
    const [byText, byColumns, otherSize, picked] = quoted.quote.lines;
    expect(byText).toMatchObject({ status: 'MATCHED', reason: 'VALUE_AND_PACKAGE', product: { id: parts.cap0603.id } });
    expect(byColumns).toMatchObject({ status: 'MATCHED', product: { id: parts.cap0603.id, package: '0603' } });
    expect(otherSize).toMatchObject({ status: 'SUGGESTED', reason: 'PACKAGE_MISMATCH' });
    expect(picked).toMatchObject({
      status: 'SUGGESTED',
      reason: 'PACKAGE_MISMATCH',
      product: { id: parts.cap0805.id },
    });
  });

  it('prices with MOQ and increments and hints when the next break costs less', async () => {
    const quoted = await match([
      { reference: 'small', mpn: parts.priced.mpn, quantity: 12 },
      { reference: 'near', mpn: parts.priced.mpn, quantity: 88 },
    ]);
    const [small, near] = quoted.quote.lines;
    // MOQ 10, increment 5: 12 pieces order as 15 at 0.1 yuan each.
    expect(small).toMatchObject({
      orderQuantity: 15,
      priceBreak: { minQty: 1 },
      lineTotalFen: 150,
      nextBreakHint: null,
    });
    // 90 pieces cost 9.00 yuan; 100 pieces at the next break cost 8.00.
    expect(near).toMatchObject({
      orderQuantity: 90,
      lineTotalFen: 900,
      nextBreakHint: { quantity: 100, lineTotalFen: 800, savingFen: 100 },
    });
    expect(quoted.quote.totalFen).toBe(1050);
  });

  async function uploadCsv(lines: number): Promise<{ code: number; msg: string; data: any }> {
    const rows = ['MPN,Qty', ...Array.from({ length: lines }, (_, index) => `PART${index},1`)].join('\n');
    const form = new FormData();
    form.append('file', new Blob([rows], { type: 'text/csv' }), 'bom.csv');
    const response = await fetch(`${server.url}/api/bom/parse`, {
      method: 'POST',
      body: form,
      headers: { 'user-token': token },
    });
    return (await response.json()) as { code: number; msg: string; data: any };
  }

  it('accepts a 5,000-line file and refuses 5,001 lines with a clear message', async () => {
    const within = await uploadCsv(5000);
    expect(within.code).toBe(1);
    expect(within.data.lines).toHaveLength(5000);
    const beyond = await uploadCsv(5001);
    expect(beyond.code).toBe(-7002);
    expect(beyond.msg).toBe('A BOM may have at most 5000 lines; this one has 5001. Please split it');
  });

  it('reads an XLSX upload: the first sheet, formula results without evaluating them, sheet row numbers', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('BOM');
    sheet.addRow(['Exported by Altium']);
    sheet.addRow(['Designator', 'Manufacturer Part Number', 'Quantity']);
    sheet.addRow(['U1-U4', parts.mcu.mpn, { formula: '2*2', result: 4 }]);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await workbook.xlsx.writeBuffer())]), 'bom.xlsx');
    const response = await fetch(`${server.url}/api/bom/parse`, {
      method: 'POST',
      body: form,
      headers: { 'user-token': token },
    });
    const answer = (await response.json()) as { code: number; data: any };
    expect(answer.code).toBe(1);
    expect(answer.data.headerRow).toBe(1);
    expect(answer.data.lines).toEqual([
      expect.objectContaining({ reference: '3', mpn: parts.mcu.mpn, quantity: 4, designators: 'U1-U4' }),
    ]);
  });

  it('keeps the leading zero of a chip size that Excel stored as a number (0603 saved as 603)', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('BOM');
    sheet.addRow(['Designator', 'Value', 'Package', 'Quantity']);
    sheet.addRow(['C1', '123nF', 603, 1]);
    const padded = sheet.addRow(['C2', '123nF', 603, 1]);
    padded.getCell(3).numFmt = '0000';
    sheet.addRow(['C3', '123nF', 1206, 1]);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await workbook.xlsx.writeBuffer())]), 'bom.xlsx');
    const response = await fetch(`${server.url}/api/bom/parse`, {
      method: 'POST',
      body: form,
      headers: { 'user-token': token },
    });
    const answer = (await response.json()) as { code: number; data: any };
    expect(answer.code).toBe(1);
    expect(answer.data.lines.map((line: { package: string }) => line.package)).toEqual(['0603', '0603', '1206']);
    const quoted = await match(
      answer.data.lines.map((line: LineInput & { value: string; package: string }) => ({
        reference: line.reference,
        value: line.value,
        package: line.package,
        quantity: 1,
      })),
    );
    // The value and package alone leave voltage and dielectric to a guess: suggested, never matched.
    expect(quoted.quote.lines[0]).toMatchObject({
      status: 'SUGGESTED',
      reason: 'PARAMETERS_ASSUMED',
      assumptions: ['voltage', 'dielectric'],
      product: { id: parts.cap0603.id },
    });
    expect(quoted.quote.lines[2]).toMatchObject({ status: 'SUGGESTED', reason: 'PACKAGE_MISMATCH' });
  });

  it('refuses a file that is not a BOM with a translated error', async () => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])]), 'bom.xlsx');
    const response = await fetch(`${server.url}/api/bom/parse`, {
      method: 'POST',
      body: form,
      headers: { 'user-token': token, lang: 'zh-CN' },
    });
    const answer = (await response.json()) as { code: number; msg: string };
    expect(answer.code).toBe(-7003);
    expect(answer.msg).toContain('无法读取 BOM 文件');
  });

  it("keeps projects private: another user's project is NOT_FOUND", async () => {
    const saved = await restCall(
      server,
      '/bom/project/save',
      { name: 'Demo board', boards: 2, lines: [{ reference: '1', mpn: parts.mcu.mpn, quantity: 1 }] },
      asUser(token),
    );
    expect(saved.code).toBe(1);
    const other = await signUp(server, clock, `bom-other-${database}@example.com`);
    const peek = await server.graphql(
      'query($id: ID!) { bomProject(id: $id) { name } }',
      { id: saved.data.id },
      asUser(other),
    );
    expect(peek.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const removed = await restCall(server, '/bom/project/delete', { id: saved.data.id }, asUser(other));
    expect(removed.code).toBe(-404);
    const mine = await server.graphql('{ myBomProjects { id name boards lineCount } }', {}, asUser(token));
    expect(mine.data.myBomProjects).toEqual([{ id: saved.data.id, name: 'Demo board', boards: 2, lineCount: 1 }]);
  });

  const savedQuote = `quote { pricedAt totalFen previousPricedAt previousTotalFen totalChangeFen changedLineCount
    lines { reference designators requested changes
      current { status productId mpn unitPriceMilli lineTotalFen stock lifecycle orderQuantity }
      previous { status productId unitPriceMilli lineTotalFen stock lifecycle } } }`;

  it('re-prices a saved quote against the catalog now and says per line what changed and by how much in total', async () => {
    const em = server.app.orm.em.fork();
    const [part] = await em.find(Product, {}, { orderBy: { id: 'asc' }, offset: 10, limit: 1 });
    Object.assign(part!, {
      mpn: 'BOMREPRICE-1',
      mpnNormalized: normalizeMpn('BOMREPRICE-1'),
      status: ProductStatus.ON_SHELF,
      stock: 5000,
      moq: 1,
      orderIncrement: 1,
      purchaseLimit: null,
      lifecycle: Lifecycle.ACTIVE,
      priceBreaks: [{ minQty: 1, unitPriceMilli: 2000 }],
    });
    await em.flush();
    const saved = await server.graphql(
      `mutation($input: SaveBomProjectInput!) { saveBomProject(input: $input) { project { id name ${savedQuote} } ${ERRORS} } }`,
      {
        input: {
          name: 'Reprice board',
          boards: 2,
          lines: [
            { reference: '1', mpn: 'BOMREPRICE-1', quantity: 5, designators: 'U1-U5' },
            { reference: '2', mpn: parts.mcu.mpn, quantity: 1, designators: 'U9' },
          ],
        },
      },
      asUser(token),
    );
    const project = saved.data.saveBomProject.project;
    // Saving prices the quote: 10 pieces at 0.2000 yuan, nothing to compare with yet.
    expect(project.quote).toMatchObject({ previousPricedAt: null, totalChangeFen: null, changedLineCount: 0 });
    expect(project.quote.lines[0]).toMatchObject({
      reference: '1',
      designators: 'U1-U5',
      requested: 'BOMREPRICE-1',
      changes: [],
      previous: null,
      current: { status: 'MATCHED', unitPriceMilli: 2000, lineTotalFen: 200, stock: 5000, lifecycle: 'ACTIVE' },
    });

    Object.assign(part!, {
      priceBreaks: [{ minQty: 1, unitPriceMilli: 2500 }],
      stock: 7,
      lifecycle: Lifecycle.NRND,
    });
    await em.flush();
    clock.advance(3600_000);
    const repriced = await server.graphql(
      `mutation($input: RepriceBomProjectInput!) { repriceBomProject(input: $input) { project { ${savedQuote} } ${ERRORS} } }`,
      { input: { id: project.id } },
      asUser(token),
    );
    const quote = repriced.data.repriceBomProject.project.quote;
    expect(quote.previousPricedAt).toBe(project.quote.pricedAt);
    expect(new Date(quote.pricedAt).getTime() - new Date(project.quote.pricedAt).getTime()).toBe(3600_000);
    expect(quote.lines[0]).toMatchObject({
      changes: ['UNIT_PRICE', 'STOCK', 'LIFECYCLE'],
      previous: { unitPriceMilli: 2000, lineTotalFen: 200, stock: 5000, lifecycle: 'ACTIVE' },
      current: { unitPriceMilli: 2500, lineTotalFen: 250, stock: 7, lifecycle: 'NRND' },
    });
    expect(quote.lines[1].changes).toEqual([]);
    expect(quote).toMatchObject({
      changedLineCount: 1,
      previousTotalFen: project.quote.totalFen,
      totalFen: project.quote.totalFen + 50,
      totalChangeFen: 50,
    });

    // Renaming keeps the lines and both pricings; the REST twin answers the same project.
    const renamed = await restCall(server, '/bom/project/rename', { id: project.id, name: ' Rev B ' }, asUser(token));
    expect(renamed.code).toBe(1);
    expect(renamed.data).toMatchObject({ name: 'Rev B', quote: { totalChangeFen: 50, changedLineCount: 1 } });
    const blank = await restCall(server, '/bom/project/rename', { id: project.id, name: '  ' }, asUser(token));
    expect(blank.code).not.toBe(1);
    // The saved quote exports as a workbook with each line beside its pricing before, and the change of the total.
    const exported = await server.graphql(
      `mutation($input: ExportBomProjectInput!) { exportBomProject(input: $input) { filename base64 ${ERRORS} } }`,
      { input: { id: project.id, format: 'XLSX' } },
      asUser(token),
    );
    expect(exported.data.exportBomProject.filename).toMatch(/^BOM-quote-\d{8}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(exported.data.exportBomProject.base64, 'base64') as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('B1').value).toBe('Rev B');
    const header = sheet.getRow(6).values as unknown[];
    const cell = (row: number, name: string) => sheet.getRow(row).getCell(header.indexOf(name)).value;
    expect(cell(7, 'Unit price (CNY)')).toBe('0.2500');
    expect(cell(7, 'Previous unit price (CNY)')).toBe('0.2000');
    expect(cell(7, 'Lifecycle')).toBe('NRND');
    expect(cell(7, 'Previous stock')).toBe(5000);
    expect(cell(7, 'Changes')).toBe('UNIT_PRICE STOCK LIFECYCLE');
    expect(sheet.getRow(sheet.rowCount).values).toEqual([undefined, 'Change (CNY)', '0.50']);
    const csv = await restCall(server, '/bom/project/export', { id: project.id, format: 'CSV' }, asUser(token));
    expect(Buffer.from(csv.data.base64, 'base64').toString('utf8')).toContain('"Change (CNY)","0.50"');
    const stranger = await signUp(server, clock, `bom-export-other-${database}@example.com`);
    expect(
      (await restCall(server, '/bom/project/export', { id: project.id, format: 'CSV' }, asUser(stranger))).code,
    ).toBe(-404);

    const again = await restCall(server, '/bom/project/reprice', { id: project.id }, asUser(token));
    // Nothing changed since the last pricing.
    expect(again.data.quote).toMatchObject({ totalChangeFen: 0, changedLineCount: 0 });
  });

  it('shares a saved quote read-only by an unguessable link that opens without a session and can be revoked', async () => {
    const saved = await restCall(
      server,
      '/bom/project/save',
      {
        name: 'Shared board',
        boards: 3,
        lines: [{ reference: '1', mpn: parts.mcu.mpn, quantity: 2, designators: 'U1,U2' }],
      },
      asUser(token),
    );
    const id = saved.data.id;
    expect(saved.data.shareToken).toBeNull();
    const other = await signUp(server, clock, `bom-share-other-${database}@example.com`);
    // A stranger can neither share, re-price, rename nor revoke someone else's project.
    for (const path of ['/bom/project/share', '/bom/project/reprice', '/bom/project/unshare']) {
      expect((await restCall(server, path, { id }, asUser(other))).code).toBe(-404);
    }
    const strangerShare = await server.graphql(
      `mutation($input: ShareBomProjectInput!) { shareBomProject(input: $input) { project { shareToken } ${ERRORS} } }`,
      { input: { id } },
      asUser(other),
    );
    expect(strangerShare.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const shared = await server.graphql(
      `mutation($input: ShareBomProjectInput!) { shareBomProject(input: $input) { project { shareToken } ${ERRORS} } }`,
      { input: { id } },
      asUser(token),
    );
    const shareToken: string = shared.data.shareBomProject.project.shareToken;
    expect(shareToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Sharing again keeps the link.
    expect((await restCall(server, '/bom/project/share', { id }, asUser(token))).data.shareToken).toBe(shareToken);

    // Anyone with the link reads the quote, without a session; the answer has nothing of the owner.
    const read = `query($token: String!) { sharedBomQuote(token: $token) { name boards ${savedQuote} } }`;
    const opened = await server.graphql(read, { token: shareToken });
    expect(opened.errors).toBeUndefined();
    expect(opened.data.sharedBomQuote).toMatchObject({
      name: 'Shared board',
      boards: 3,
      quote: { lines: [{ reference: '1', designators: 'U1,U2', current: { status: 'MATCHED', mpn: parts.mcu.mpn } }] },
    });
    const owner = await server.graphql('{ me { id email } }', {}, asUser(token));
    const rest = await server.request('GET', `/api/bom/shared?token=${shareToken}`);
    const restAnswer = (await rest.json()) as { code: number; data: object };
    expect(restAnswer.code).toBe(1);
    expect(restAnswer.data).toMatchObject(opened.data.sharedBomQuote);
    expect(JSON.stringify(restAnswer.data)).not.toContain(owner.data.me.email);
    expect(Object.keys(restAnswer.data).sort()).toEqual(['boards', 'name', 'quote']);

    // The colleague can download it too, without a session.
    const download = await restCall(server, '/bom/shared/export', { token: shareToken, format: 'CSV' });
    expect(download.code).toBe(1);
    expect(Buffer.from(download.data.base64, 'base64').toString('utf8')).toContain(
      '"CircuitMart BOM quote","Shared board"',
    );

    // A guessed or revoked token is NOT_FOUND.
    const guessed = await server.graphql(read, {
      token: `${shareToken.slice(0, -1)}${shareToken.endsWith('A') ? 'B' : 'A'}`,
    });
    expect(guessed.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const revoked = await server.graphql(
      `mutation($input: RevokeBomProjectShareInput!) { revokeBomProjectShare(input: $input) { project { shareToken } ${ERRORS} } }`,
      { input: { id } },
      asUser(token),
    );
    expect(revoked.data.revokeBomProjectShare.project.shareToken).toBeNull();
    expect((await server.graphql(read, { token: shareToken })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(
      ((await (await server.request('GET', `/api/bom/shared?token=${shareToken}`)).json()) as { code: number }).code,
    ).toBe(-404);
    expect((await restCall(server, '/bom/shared/export', { token: shareToken, format: 'XLSX' })).code).toBe(-404);
    // Sharing again makes a new link; the revoked one stays dead.
    const reshared = await restCall(server, '/bom/project/share', { id }, asUser(token));
    expect(reshared.data.shareToken).not.toBe(shareToken);
    expect((await server.graphql(read, { token: reshared.data.shareToken })).data.sharedBomQuote.name).toBe(
      'Shared board',
    );
  });

  it('adds all matched lines to the cart in one step', async () => {
    const result = await server.graphql(
      `mutation($input: BomLinesInput!) { addBomToCart(input: $input) { addedCount skippedReferences ${ERRORS} } }`,
      {
        input: {
          boards: 1,
          lines: [
            { reference: '1', mpn: parts.mcu.mpn, quantity: 2 },
            { reference: '2', mpn: parts.priced.mpn, quantity: 12 },
            { reference: '3', mpn: 'ZZZNOSUCHPART999', quantity: 1 },
          ],
        },
      },
      asUser(token),
    );
    expect(result.data.addBomToCart).toMatchObject({ addedCount: 2, skippedReferences: [], userErrors: [] });
    const cart = await server.graphql('{ myCart { lines { quantity product { id } } } }', {}, asUser(token));
    expect(cart.data.myCart.lines).toEqual(
      expect.arrayContaining([
        { quantity: 2, product: { id: parts.mcu.id } },
        { quantity: 15, product: { id: parts.priced.id } },
      ]),
    );
  });

  it('exports an XLSX that opens and carries the quote number, validity and designators', async () => {
    const exported = await restCall(
      server,
      '/bom/export',
      {
        name: 'Demo',
        format: 'XLSX',
        lines: [{ reference: '1', mpn: parts.mcu.mpn, quantity: 2, designators: 'U1,U2' }],
      },
      asUser(token),
    );
    expect(exported.code).toBe(1);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(exported.data.base64, 'base64') as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const quoteNumber = String(exported.data.filename).replace(/\.xlsx$/, '');
    expect(quoteNumber).toMatch(/^BQ\d{8}-\d{6}$/);
    expect(sheet.getCell('B2').value).toBe(quoteNumber);
    expect(String(sheet.getCell('B3').value)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(sheet.getRow(7).getCell(2).value).toBe('U1,U2');
    const pdf = await restCall(
      server,
      '/bom/export',
      { format: 'PDF', lines: [{ reference: '1', mpn: 'X', quantity: 1 }] },
      asUser(token),
    );
    expect(Buffer.from(pdf.data.base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const csv = await restCall(
      server,
      '/bom/export',
      {
        format: 'CSV',
        lines: [{ reference: '1', mpn: parts.mcu.mpn, quantity: 2, designators: 'U1,U2' }],
      },
      asUser(token),
    );
    const text = Buffer.from(csv.data.base64, 'base64').toString('utf8');
    expect(csv.data.filename).toMatch(/^BQ\d{8}-\d{6}\.csv$/);
    expect(text).toContain(`"1","U1,U2","${parts.mcu.mpn}","MATCHED","EXACT_MPN","${parts.mcu.mpn}"`);
    expect(text.split('\r\n').at(-2)).toMatch(/^"Total \(CNY\)","\d+\.\d{2}"$/);
  });

  /** Uploads a file to POST /api/bom/parse as the page does, without a mapping. */
  async function upload(bytes: Uint8Array, filename: string, user = token): Promise<any> {
    const form = new FormData();
    form.append('file', new Blob([bytes]), filename);
    const response = await fetch(`${server.url}/api/bom/parse`, {
      method: 'POST',
      body: form,
      headers: { 'user-token': user },
    });
    const answer = (await response.json()) as { code: number; data: any };
    expect(answer.code).toBe(1);
    return answer.data;
  }
  const fixture = (name: string) => readFile(new URL(`./fixtures/bom/${name}`, import.meta.url));
  const statusOf = (quote: {
    lines: { line: { reference: string }; status: string; product: { id: string } | null }[];
  }) => Object.fromEntries(quote.lines.map((line) => [line.line.reference, [line.status, line.product?.id ?? null]]));

  it('reads a KiCad export as written: DNP and quantity 0 excluded, quantities cross-checked, value-only passives suggested', async () => {
    const parsed = await upload(await fixture('kicad.csv'), 'kicad.csv');
    expect(parsed.mapping).toEqual({ designator: 0, value: 1, package: 2, quantity: 3, dnp: 4 });
    const byReference = Object.fromEntries(parsed.lines.map((line: { reference: string }) => [line.reference, line]));
    expect(byReference['5']).toMatchObject({ designators: 'R1', exclusion: 'DO_NOT_PLACE' });
    expect(byReference['8']).toMatchObject({ value: 'DNP', exclusion: 'DO_NOT_PLACE' });
    expect(byReference['9']).toMatchObject({ quantityText: '0', exclusion: 'ZERO_QUANTITY' });
    expect(byReference['10']).toMatchObject({ quantity: 3, quantityIssue: 'DESIGNATOR_MISMATCH', exclusion: null });
    expect(byReference['3']).toMatchObject({ quantity: 3, customerReference: 'C1,C2,C3', quantityIssue: null });

    const quoted = (await match(parsed.lines)).quote;
    expect(statusOf(quoted)).toEqual({
      '2': ['MATCHED', parts.mcu.id],
      '3': ['MATCHED', parts.cap0603.id],
      '4': ['SUGGESTED', parts.cap0603.id],
      '5': ['EXCLUDED', null],
      '6': ['MATCHED', parts.res0603.id],
      '7': ['SUGGESTED', parts.res0603.id],
      '8': ['EXCLUDED', null],
      '9': ['EXCLUDED', null],
      '10': ['MATCHED', parts.res0603.id],
    });
    const line = (reference: string) => quoted.lines.find((entry: any) => entry.line.reference === reference);
    expect(line('4')).toMatchObject({ reason: 'PARAMETERS_ASSUMED', assumptions: ['voltage', 'dielectric'] });
    expect(line('4').notes[0].message).toBe(
      'Suggested by value only; assumed, as the BOM does not give them or the part differs: voltage, dielectric',
    );
    expect(line('7')).toMatchObject({ reason: 'PARAMETERS_ASSUMED', assumptions: ['tolerance'] });
    expect(line('5')).toMatchObject({
      lineTotalFen: null,
      orderQuantity: null,
      notes: [{ code: 'BOM_LINE_DO_NOT_PLACE' }],
    });
    expect(line('10').notes).toEqual([
      {
        code: 'BOM_QUANTITY_DESIGNATORS_DIFFER',
        message: 'Quantity 3 differs from the 2 designators listed; please check',
      },
    ]);
    expect(quoted.excludedCount).toBe(3);

    // The buyer includes the DNP line again: it is matched and priced like any other.
    const reincluded = parsed.lines.map((entry: LineInput) =>
      entry.reference === '5' ? { ...entry, exclusion: null } : entry,
    );
    expect(statusOf((await match(reincluded)).quote)['5']).toEqual(['MATCHED', parts.res0603.id]);

    // Add all matched: neither guesses, excluded lines nor the flagged quantity; each line keeps its designators.
    const buyer = await createUser(server);
    const added = await server.graphql(
      `mutation($input: BomLinesInput!) { addBomToCart(input: $input) { addedCount skippedReferences ${ERRORS} } }`,
      { input: { boards: 1, lines: parsed.lines } },
      buyer.headers,
    );
    expect(added.data.addBomToCart).toMatchObject({ addedCount: 3, skippedReferences: ['10'], userErrors: [] });
    const cart = await server.graphql(
      '{ myCart { lines { quantity customerReference product { id } } } }',
      {},
      buyer.headers,
    );
    expect(cart.data.myCart.lines).toEqual(
      expect.arrayContaining([
        { quantity: 1, customerReference: 'U1', product: { id: parts.mcu.id } },
        { quantity: 3, customerReference: 'C1,C2,C3', product: { id: parts.cap0603.id } },
        { quantity: 2, customerReference: 'R2,R3', product: { id: parts.res0603.id } },
      ]),
    );
    expect(cart.data.myCart.lines).toHaveLength(3);

    // The reference goes on with the order line.
    const [addressId] = await insertAddresses(server, [buyer.id], '张伟', clock.now());
    const placed = await server.graphql(
      `mutation Place($input: PlaceOrderInput!) { placeOrder(input: $input) {
        order { lines { productId customerReference } } ${ERRORS} } }`,
      { input: { idempotencyKey: newKey(), deliveryMethod: 'EXPRESS', addressId: String(addressId) } },
      buyer.headers,
    );
    expect(placed.data.placeOrder.userErrors).toEqual([]);
    expect(placed.data.placeOrder.order.lines).toEqual(
      expect.arrayContaining([{ productId: parts.cap0603.id, customerReference: 'C1,C2,C3' }]),
    );
  });

  it('reads an Altium XLSX below its title block: numbered manufacturer columns, 1,000 and 2 pcs, bad quantities flagged', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Bill of Materials');
    sheet.addRow(['Bill of Materials for Project [Demo.PrjPcb] (No PCB Document Selected)']);
    sheet.addRow(['Source Data From:', 'Demo.PrjPcb']);
    sheet.addRow(['Variant:', 'None']);
    sheet.addRow(['Report Date:', '27/11/2026 23:01:02']);
    sheet.addRow([]);
    sheet.addRow([
      'Comment',
      'Description',
      'Designator',
      'Footprint',
      'LibRef',
      'Quantity',
      'Manufacturer 1',
      'Manufacturer Part Number 1',
      'Supplier 1',
      'Supplier Part Number 1',
    ]);
    sheet.addRow(['MCU', 'Microcontroller', 'U1', 'LQFP48', 'MCU', 1, 'ST', parts.mcu.mpn, 'LCSC', 'C8734']);
    sheet.addRow(['Regulator', 'LDO', '', 'SOT-23', 'LDO', '1,000', 'X', parts.priced.mpn, '', '']);
    sheet.addRow(['12k3', 'Resistor', 'R10, R11', 'R0603', 'RES', '2 pcs', '', '', '', '']);
    sheet.addRow(['Timer', 'Timer', 'U3', 'SOIC-8', 'TIMER', 'abc', 'TI', parts.mcu.mpn, '', '']);
    sheet.addRow(['Timer', 'Timer', 'U4, U5', 'SOIC-8', 'TIMER', '2.5', 'TI', parts.mcu.mpn, '', '']);
    sheet.addRow(['Timer', 'Timer', 'U6', 'SOIC-8', 'TIMER', '-3', 'TI', parts.mcu.mpn, '', '']);
    sheet.addRow(['Cap', 'Not fitted', 'C9', 'C0603', 'CAP', 1, '', '', '', '']);
    const parsed = await upload(new Uint8Array(await workbook.xlsx.writeBuffer()), 'altium.xlsx');
    expect(parsed.headerRow).toBe(4);
    expect(parsed.mapping).toEqual({
      value: 0,
      description: 1,
      designator: 2,
      package: 3,
      quantity: 5,
      manufacturer: 6,
      mpn: 7,
    });
    expect(
      parsed.lines.map((line: any) => [line.reference, line.quantity, line.quantityIssue, line.exclusion]),
    ).toEqual([
      ['7', 1, null, null],
      ['8', 1000, null, null],
      ['9', 2, null, null],
      ['10', 1, 'INVALID', null],
      ['11', 2, 'NOT_WHOLE', null],
      ['12', 1, 'INVALID', null],
      ['13', 1, null, 'DO_NOT_PLACE'],
    ]);
    const quoted = (await match(parsed.lines)).quote;
    expect(quoted.lines[1]).toMatchObject({
      status: 'MATCHED',
      requiredQuantity: 1000,
      product: { id: parts.priced.id },
    });
    expect(quoted.lines[4].notes).toEqual([
      {
        code: 'BOM_QUANTITY_NOT_WHOLE',
        message: 'Quantity “2.5” is not a whole number or is ambiguous; 2 assumed, please check',
      },
    ]);
    expect(quoted.lines[5].notes[0].message).toBe('Quantity “-3” is not a valid number; 1 assumed, please check');
  });

  it('reads a JLCPCB BOM: LCSC codes in place of MPNs, quantities from designators, DNP in the comment', async () => {
    const parsed = await upload(await fixture('jlcpcb.csv'), 'jlcpcb.csv');
    expect(parsed.mapping).toEqual({ value: 0, designator: 1, package: 2, mpn: 3 });
    expect(parsed.lines.map((line: any) => [line.quantity, line.exclusion])).toEqual([
      [2, null],
      [3, null],
      [1, null],
      [1, 'DO_NOT_PLACE'],
    ]);
    expect(statusOf((await match(parsed.lines)).quote)).toEqual({
      '2': ['MATCHED', parts.cap0603.id],
      '3': ['MATCHED', parts.res0603.id],
      '4': ['MATCHED', parts.mcu.id],
      '5': ['EXCLUDED', null],
    });
  });

  it('reads quantities in the file’s number style and says which CAD columns it knows', async () => {
    // A buyer without a remembered mapping, so that only the header texts count.
    const newcomer = await signUp(server, clock, `bom-newcomer-${database}@example.com`);
    const german = await parse('Bauteil;MPN;Qty;Ref\nA;X1;1.000;\nB;X2;2,0;\nC;X3;1 000;');
    expect(german.bom.lines.map((line: { quantity: number }) => line.quantity)).toEqual([1000, 2, 1000]);
    const english = await parse('MPN,Quantity,Ref\nX1,"1,000",\nX2,1e3,\nX3,2.0,\nX4,5 ea,');
    expect(english.bom.lines.map((line: { quantity: number }) => line.quantity)).toEqual([1000, 1000, 2, 5]);
    // A comma before other than three digits is no thousands separator: `1,5` is flagged, not read as 1 or 15.
    const fraction = await parse('MPN,Quantity\nX1,"1,5"');
    expect(fraction.bom.lines[0]).toMatchObject({ quantity: 1, quantityIssue: 'NOT_WHOLE' });
    const eagle = await parse(
      'Qty;Value;Device;Package;Parts;Description\n2;10k;R-EU_R0603;R0603;R1, R2;Resistor',
      {},
      newcomer,
    );
    expect(eagle.bom.mapping).toMatchObject({ quantity: 0, value: 1, package: 3, designator: 4, description: 5 });
    const orcad = await parse(
      'Item\tQuantity\tReference\tPart\tPCB Footprint\tMfr Part Number\n1\t2\tR1,R2\t10k\tR0603\tX1',
      {},
      newcomer,
    );
    expect(orcad.bom.mapping).toMatchObject({ quantity: 1, designator: 2, value: 3, package: 4, mpn: 5 });
  });

  it('answers -202 without a session', async () => {
    expect((await restCall(server, '/bom/match', { lines: [] })).code).toBe(-202);
  });
});
