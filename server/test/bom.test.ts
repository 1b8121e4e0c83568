import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Product, ProductParameter, ProductStatus } from '../src/modules/catalog/catalog.entities.js';
import { filterableParameters } from '../src/modules/catalog/parameter-values.js';
import { normalizeMpn } from '../src/modules/catalog/mpn.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { asUser, restCall, signUp } from './account-steps.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

const ERRORS = 'userErrors { code message field }';
const parseBomText = `mutation Parse($input: ParseBomTextInput!) {
  parseBomText(input: $input) {
    bom { header headerRow rowCount mapping { mpn quantity designator manufacturer value package description }
      lines { reference mpn quantity designators value package manufacturer } }
    ${ERRORS}
  }
}`;
const matchBom = `mutation Match($input: BomLinesInput!) {
  matchBom(input: $input) {
    quote { totalFen matchedCount suggestedCount unmatchedCount lines {
      line { reference } status reason product { id mpn package } requiredQuantity orderQuantity
      priceBreak { minQty unitPriceMilli } lineTotalFen nextBreakHint { quantity lineTotalFen savingFen } } }
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
}

describe.each(databaseKinds)('BOM quotes on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock();
  let token: string;
  /** Parts given known rules: an MCU, two 123 nF capacitors (0603 and 0805) and a part with price breaks. */
  const parts: Record<'mcu' | 'cap0603' | 'cap0805' | 'priced', { id: string; mpn: string }> = {} as never;

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 220 });
    const em = server.app.orm.em.fork();
    const products = await em.find(Product, {}, { orderBy: { id: 'asc' }, limit: 4 });
    const setups = {
      mcu: { mpn: 'BOMTEST32F103C8T6', package: 'LQFP-48', parameters: {} },
      cap0603: { mpn: 'BOMCAP123N0603', package: '0603', parameters: { capacitance: '123 nF' } },
      cap0805: { mpn: 'BOMCAP123N0805', package: '0805', parameters: { capacitance: '123 nF' } },
      priced: { mpn: 'BOMPRICED-1', package: 'SOT-23', parameters: {} },
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
        '"C1,C2,C3","123nF","Capacitor_SMD:C_0603_1608Metric","~","3",""',
      ].join('\n'),
    );
    expect(kicad.bom.mapping).toMatchObject({ designator: 0, value: 1, package: 2, quantity: 4 });
    const altium = await parse(
      'Comment,Description,Designator,Footprint,LibRef,Quantity\n123nF,Capacitor,"C4, C5",C0603,CAP,2',
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
      { reference: 'a', mpn: '123nF 0603', quantity: 1 },
      { reference: 'b', value: '0.123 uF', package: 'C_0603_1608Metric', quantity: 1 },
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
    expect(quoted.quote.lines[0]).toMatchObject({ status: 'MATCHED', product: { id: parts.cap0603.id } });
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
  });

  it('answers -202 without a session', async () => {
    expect((await restCall(server, '/bom/match', { lines: [] })).code).toBe(-202);
  });
});
