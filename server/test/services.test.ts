import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { asUser, restCall, signUp } from './account-steps.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

const board = {
  layers: 2,
  widthMm: 100,
  heightMm: 80,
  quantity: 10,
  thicknessMm: 1.6,
  material: 'FR4',
  surfaceFinish: 'HASL',
  solderMaskColour: 'GREEN',
  silkscreenColour: 'WHITE',
  copperWeightOz: 1,
};
const contact = {
  projectName: 'Motor controller rev B',
  companyName: 'Acme Robotics',
  companyAddress: 'Shenzhen',
  contactName: 'Li Lei',
  contactPhone: '13800000000',
  message: 'Gerbers follow by e-mail',
};

const QUOTE = `query ($spec: PcbSpecInput!) {
  pcbQuote(spec: $spec) { quote { setupFen boardsFen totalFen quantityBreakPerMille } userErrors { code field message } }
}`;
const FORMULA = `setupFen layerBands { maxLayers fenPerSquareMetre } thickness { option perMille } material { option perMille }
  surfaceFinish { option perMille } copperWeight { option perMille } solderMaskColour { option perMille }
  quantityBreaks { minQuantity perMille }`;
const UPDATE_FORMULA = `mutation ($input: UpdateServicePriceFormulaInput!) {
  updateServicePriceFormula(input: $input) { formula { pcb { setupFen } updatedAt } userErrors { code field } }
}`;
const SUBMITTED = `inquiry { id number state projectName annualUsage }
  serviceRequest { id kind indicativePriceFen pcb { layers widthMm thicknessMm surfaceFinish } }
  userErrors { code field message }`;
const SERVICE_REQUEST = `serviceRequest { kind indicativePriceFen pcb { layers quantity } assembly { boards smtJoints
  bomProjectId bomProjectName } custom { description quantity budgetFen } }`;

describe.each(databaseKinds)('service requests on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock();
  let buyer: string;
  let other: string;
  let sales: string;

  async function login(account: string, password: string) {
    const answer = await server.graphql(
      'mutation($input: LoginWithPasswordInput!) { loginWithPassword(input: $input) { token } }',
      { input: { account, password, agreementAccepted: true } },
    );
    return answer.data.loginWithPassword.token as string;
  }

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 50 });
    buyer = await signUp(server, clock, `pcb-buyer-${database}@example.com`);
    other = await signUp(server, clock, `pcb-other-${database}@example.com`);
    sales = await login('sales', 'Sales123');
  });
  afterAll(() => server.close());

  it('quotes a PCB in exact fen from the default formula, for visitors too', async () => {
    const answer = await server.graphql(QUOTE, { spec: board });
    // 10 boards of 0.008 m² at 600 yuan/m², plus 50 yuan setup.
    expect(answer.data.pcbQuote).toEqual({
      quote: { setupFen: 5000, boardsFen: 4800, totalFen: 9800, quantityBreakPerMille: 1000 },
      userErrors: [],
    });
    const finer = await server.graphql(QUOTE, {
      spec: {
        ...board,
        layers: 4,
        widthMm: 50.5,
        heightMm: 30.3,
        quantity: 100,
        surfaceFinish: 'ENIG',
        solderMaskColour: 'BLACK',
        copperWeightOz: 2,
      },
    });
    expect(finer.data.pcbQuote.quote).toEqual({
      setupFen: 5000,
      boardsFen: 30721,
      totalFen: 35721,
      quantityBreakPerMille: 900,
    });

    const rest = await restCall(server, '/services/pcb/quote', board);
    expect(rest).toMatchObject({ code: 1, data: { totalFen: 9800 } });
  });

  it('names every invalid field of a spec in the request language', async () => {
    const answer = await server.graphql(
      QUOTE,
      { spec: { ...board, layers: 3, widthMm: 700, quantity: 0, thicknessMm: 1.5 } },
      { lang: 'zh-CN' },
    );
    expect(answer.data.pcbQuote.quote).toBeNull();
    expect(answer.data.pcbQuote.userErrors).toEqual([
      {
        code: 'SERVICE_LAYERS_INVALID',
        field: ['spec', 'layers'],
        message: expect.stringContaining('层数须为以下之一'),
      },
      {
        code: 'SERVICE_DIMENSION_INVALID',
        field: ['spec', 'widthMm'],
        message: '尺寸须在 5 到 600 毫米之间，精确到 0.1 毫米',
      },
      { code: 'SERVICE_QUANTITY_INVALID', field: ['spec', 'quantity'], message: '数量须为 1 到 100000 之间的整数' },
      { code: 'SERVICE_THICKNESS_INVALID', field: ['spec', 'thicknessMm'], message: expect.stringContaining('1.6') },
    ]);
    const aluminium = await server.graphql(QUOTE, { spec: { ...board, layers: 4, material: 'ALUMINIUM' } });
    expect(aluminium.data.pcbQuote.userErrors).toEqual([
      { code: 'SERVICE_MATERIAL_LAYERS', field: ['spec', 'layers'], message: 'Aluminium boards have at most 2 layers' },
    ]);
    const rest = await restCall(server, '/services/pcb/quote', { ...board, quantity: 0 });
    expect(rest).toMatchObject({ code: -8104, data: null });
  });

  it('lets only sales staff and admins change the formula, which changes the quote', async () => {
    const forbidden = await server.graphql(`{ servicePriceFormula { pcb { setupFen } } }`, {}, asUser(buyer));
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const current = await server.graphql(
      `{ servicePriceFormula { pcb { ${FORMULA} } assembly { setupFen fenPerThousandSmtJoints fenPerThousandThtJoints doubleSidedPerMille } updatedAt } }`,
      {},
      asUser(sales),
    );
    const formula = current.data.servicePriceFormula;
    expect(formula.updatedAt).toBeNull();

    const cheaper = {
      pcb: {
        ...formula.pcb,
        setupFen: 1000,
        layerBands: [{ maxLayers: 32, fenPerSquareMetre: 100_000 }],
        quantityBreaks: [{ minQuantity: 5, perMille: 500 }],
      },
      assembly: formula.assembly,
    };
    const byBuyer = await server.graphql(UPDATE_FORMULA, { input: cheaper }, asUser(buyer));
    expect(byBuyer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await server.graphql(QUOTE, { spec: board })).data.pcbQuote.quote.totalFen).toBe(9800);

    const invalid = await server.graphql(
      UPDATE_FORMULA,
      {
        input: {
          ...cheaper,
          pcb: { ...cheaper.pcb, setupFen: -5, layerBands: [{ maxLayers: 8, fenPerSquareMetre: 1 }] },
        },
      },
      asUser(sales),
    );
    expect(invalid.data.updateServicePriceFormula.userErrors).toEqual([
      { code: 'SERVICE_FORMULA_VALUE_INVALID', field: ['input', 'pcb', 'setupFen'] },
      { code: 'SERVICE_FORMULA_BANDS_INVALID', field: ['input', 'pcb', 'layerBands'] },
    ]);

    const saved = await server.graphql(UPDATE_FORMULA, { input: cheaper }, asUser(sales));
    expect(saved.data.updateServicePriceFormula).toMatchObject({
      formula: { pcb: { setupFen: 1000 } },
      userErrors: [],
    });
    // 0.08 m² at 1000 yuan/m² halved by the break at 5 boards = 40 yuan, plus 10 yuan setup.
    expect((await server.graphql(QUOTE, { spec: board })).data.pcbQuote.quote).toMatchObject({
      boardsFen: 4000,
      totalFen: 5000,
    });

    const restored = await server.graphql(
      UPDATE_FORMULA,
      { input: { pcb: formula.pcb, assembly: formula.assembly } },
      asUser(await login('admin', 'Admin123')),
    );
    expect(restored.data.updateServicePriceFormula.userErrors).toEqual([]);
  });

  it('submits a PCB request as an inquiry with its indicative price, which only its owner and sales staff see', async () => {
    const refused = await server.graphql(
      `mutation($input: SubmitPcbRequestInput!) { submitPcbRequest(input: $input) { ${SUBMITTED} } }`,
      { input: { contact: { ...contact, contactName: '' }, pcb: { ...board, widthMm: 1 } } },
      asUser(buyer),
    );
    expect(refused.data.submitPcbRequest.userErrors.map((error: { field: string[] }) => error.field.join('.'))).toEqual(
      ['input.contact.contactName', 'input.pcb.widthMm'],
    );
    expect((await server.graphql('{ myInquiries { id } }', {}, asUser(buyer))).data.myInquiries).toEqual([]);

    const anonymous = await server.graphql(
      `mutation($input: SubmitPcbRequestInput!) { submitPcbRequest(input: $input) { ${SUBMITTED} } }`,
      { input: { contact, pcb: board } },
    );
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const send = (token: string) =>
      server.graphql(
        `mutation($input: SubmitPcbRequestInput!) { submitPcbRequest(input: $input) { ${SUBMITTED} } }`,
        { input: { contact, pcb: board, requestKey: `pcb-form-${database}-1` } },
        asUser(token),
      );
    const sent = await send(buyer);
    const payload = sent.data.submitPcbRequest;
    // A double click sends the same key again: the answer is the first request, and nothing is created twice.
    expect((await send(buyer)).data.submitPcbRequest.inquiry.number).toBe(payload.inquiry.number);
    expect((await send(other)).data.submitPcbRequest.userErrors).toEqual([
      expect.objectContaining({ code: 'SERVICE_REQUEST_KEY_INVALID', field: ['input', 'requestKey'] }),
    ]);
    expect(payload.userErrors).toEqual([]);
    expect(payload.inquiry).toMatchObject({ state: 'PENDING', projectName: contact.projectName, annualUsage: 10 });
    expect(payload.inquiry.number).toMatch(/^IQ\d{16}$/);
    expect(payload.serviceRequest).toMatchObject({
      kind: 'PCB',
      indicativePriceFen: 9800,
      pcb: { layers: 2, widthMm: 100, thicknessMm: 1.6, surfaceFinish: 'HASL' },
    });
    const id = payload.inquiry.id as string;

    const mine = await server.graphql(`{ myInquiries { id number ${SERVICE_REQUEST} } }`, {}, asUser(buyer));
    expect(mine.data.myInquiries).toEqual([
      {
        id,
        number: payload.inquiry.number,
        serviceRequest: {
          kind: 'PCB',
          indicativePriceFen: 9800,
          pcb: { layers: 2, quantity: 10 },
          assembly: null,
          custom: null,
        },
      },
    ]);
    const peek = await server.graphql(
      `query($id: ID!) { inquiry(id: $id) { id ${SERVICE_REQUEST} } }`,
      { id },
      asUser(other),
    );
    expect(peek.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await server.graphql('{ myInquiries { id } }', {}, asUser(other))).data.myInquiries).toEqual([]);

    const queue = await server.graphql(`{ inquiryQueue(state: PENDING) { id ${SERVICE_REQUEST} } }`, {}, asUser(sales));
    expect(
      queue.data.inquiryQueue.find((entry: { id: string }) => entry.id === id).serviceRequest.indicativePriceFen,
    ).toBe(9800);
  });

  it('links an assembly request to the buyer’s own BOM project only', async () => {
    const project = await server.graphql(
      `mutation($input: SaveBomProjectInput!) { saveBomProject(input: $input) { project { id } userErrors { code } } }`,
      { input: { name: 'Controller BOM', boards: 1, lines: [{ reference: '1', mpn: 'NE555DR', quantity: 2 }] } },
      asUser(buyer),
    );
    const projectId = project.data.saveBomProject.project.id as string;
    const assembly = { boards: 10, smtJoints: 500, thtJoints: 20, sides: 'BOTH', bomProjectId: projectId };
    const submit = (token: string, spec: object) =>
      server.graphql(
        `mutation($input: SubmitAssemblyRequestInput!) { submitAssemblyRequest(input: $input) {
          inquiry { id } serviceRequest { indicativePriceFen assembly { bomProjectName } } userErrors { code field } } }`,
        { input: { contact, assembly: spec } },
        asUser(token),
      );

    const foreign = await submit(other, assembly);
    expect(foreign.data.submitAssemblyRequest.userErrors).toEqual([
      { code: 'SERVICE_BOM_PROJECT_NOT_FOUND', field: ['input', 'assembly', 'bomProjectId'] },
    ]);
    const noJoints = await submit(buyer, { ...assembly, smtJoints: 0, thtJoints: 0 });
    expect(noJoints.data.submitAssemblyRequest.userErrors[0].code).toBe('SERVICE_NO_JOINTS');

    const sent = await submit(buyer, assembly);
    // 200 yuan setup + 10 × (500 × 1.5 + 20 × 10 fen) × 1.3.
    expect(sent.data.submitAssemblyRequest).toMatchObject({
      serviceRequest: { indicativePriceFen: 32_350, assembly: { bomProjectName: 'Controller BOM' } },
      userErrors: [],
    });
  });

  it('takes a custom-electronics request with an attachment through the REST façade', async () => {
    const send = async (fields: Record<string, string>, token = buyer) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file', new Blob([new Uint8Array([0x50, 0x4b, 5, 6])]), 'sketch.pdf');
      const response = await fetch(`${server.url}/api/services/request`, {
        method: 'POST',
        body: form,
        headers: { 'user-token': token },
      });
      return (await response.json()) as { code: number; msg: string; data: any };
    };
    const custom = {
      description: 'A battery monitor with Bluetooth and a small OLED',
      quantity: 200,
      budgetFen: 5_000_000,
    };

    const tooShort = await send({
      ...contact,
      kind: 'CUSTOM',
      spec: JSON.stringify({ ...custom, description: 'short' }),
    });
    expect(tooShort).toMatchObject({ code: -8110, msg: 'Enter 10 to 4000 characters' });

    const sent = await send({ ...contact, kind: 'CUSTOM', spec: JSON.stringify(custom) });
    expect(sent.code).toBe(1);
    expect(sent.data.inquiry).toMatchObject({ attachment: { filename: 'sketch.pdf', size: 4 } });
    expect(sent.data.serviceRequest).toMatchObject({ kind: 'CUSTOM', indicativePriceFen: null, custom });

    const detail = await server.graphql(
      `query($id: ID!) { inquiry(id: $id) { attachment { filename } ${SERVICE_REQUEST} } }`,
      { id: sent.data.inquiry.id },
      asUser(buyer),
    );
    expect(detail.data.inquiry).toMatchObject({
      attachment: { filename: 'sketch.pdf' },
      serviceRequest: { kind: 'CUSTOM', custom },
    });

    const malformed = await send({ ...contact, kind: 'PCB', spec: JSON.stringify(custom) });
    expect(malformed.code).not.toBe(1);
  });
});
