import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Product } from '../src/modules/catalog/catalog.entities.js';
import { Message } from '../src/modules/messages/messages.entities.js';
import { InvoiceRequest, InvoiceRequestStatus } from '../src/modules/order-documents/order-documents.entities.js';
import { InvoiceType } from '../src/modules/orders/orders.entities.js';
import { Order, OrderStatus } from '../src/modules/orders/orders.entities.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { restCall, type Envelope } from './account-steps.js';
import { walkFlow, type WalkOutcome } from './flow-walk.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { pdfText } from './pdf-text.js';
import { createUser, newKey, placeOrderMutation, setPart, type TestUser } from './order-steps.js';

const ERRORS = 'userErrors { code message field }';
const FORM_FIELDS = `orderId buyerCompany buyerAddress taxNumber contactName contactPhone contactEmail incoterm
  paymentTerms deliveryTerms proformaUrl contractUrl`;
const formQuery = `query Form($id: ID!) { orderDocumentForm(orderId: $id) { ${FORM_FIELDS} } }`;
const saveFormMutation = `mutation Save($input: SaveOrderDocumentFormInput!) {
  saveOrderDocumentForm(input: $input) { form { ${FORM_FIELDS} } downloadUrl ${ERRORS} }
}`;
const orderQuery = `query One($id: ID!) {
  order(id: $id) {
    id number itemsFen memberDiscountFen couponDeductionFen pointsDeductionFen freightFen payableFen
    lines { mpn quantity unitPriceMilli lineTotalFen }
    canRequestInvoice invoiceRequest { type title taxNumber email status invoiceNumber }
  }
}`;
const INVOICE_FIELDS = 'invoiceRequest { type title taxNumber email status invoiceNumber issuedAt }';
const requestInvoiceMutation = `mutation Req($input: RequestInvoiceInput!) { requestInvoice(input: $input) { ${INVOICE_FIELDS} ${ERRORS} } }`;
const issueInvoiceMutation = `mutation Issue($input: IssueInvoiceInput!) { issueInvoice(input: $input) { ${INVOICE_FIELDS} ${ERRORS} } }`;
const moveMutation = `mutation Move($input: RemoveCartLinesInput!) {
  moveCartLinesToFavourites(input: $input) { removedCount cart { lines { id product { id } } } ${ERRORS} }
}`;
const favouritesQuery = `{ myFavourites(first: 50) { edges { node { id } } } }`;

/** `12.82` from 1282 fen. */
const yuan = (fen: number) => `${Math.trunc(fen / 100)}.${String(Math.abs(fen) % 100).padStart(2, '0')}`;
const CHINESE_DESCRIPTION = '32位单片机 闪存64KB';
const COMPANY = '深圳市华强电子有限公司';

describe.each(databaseKinds)('order documents on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock();
  let parts: number[];
  let buyer: TestUser;
  let stranger: TestUser;
  let sales: TestUser;
  let orderId: string;

  const gql = (user: TestUser | null, query: string, variables: Record<string, unknown> = {}) =>
    server.graphql(query, variables, user?.headers ?? {});

  async function addAddress(user: TestUser): Promise<string> {
    const added = await gql(
      user,
      `mutation Add($input: AddAddressInput!) { addAddress(input: $input) { address { id } ${ERRORS} } }`,
      {
        input: {
          consignee: '张伟',
          areaCode: '86',
          phone: '13800138000',
          country: 'CN',
          province: '广东省',
          city: '深圳市',
          district: '福田区',
          postalCode: '518000',
          detail: '华强北路1号',
          label: null,
        },
      },
    );
    expect(added.data.addAddress.userErrors).toEqual([]);
    return added.data.addAddress.address.id as string;
  }

  async function placeOrder(user: TestUser, partIndex: number, quantity: number): Promise<string> {
    clock.advance(5_000);
    const placed = await gql(user, placeOrderMutation, {
      input: {
        idempotencyKey: newKey(),
        source: { productId: String(parts[partIndex]), quantity },
        deliveryMethod: 'EXPRESS',
        addressId: await addAddress(user),
      },
    });
    expect(placed.data.placeOrder.userErrors).toEqual([]);
    return placed.data.placeOrder.order.id as string;
  }

  const download = (id: string, kind: string, user: TestUser | null, lang = 'zh-CN') =>
    server.request('GET', `/api/order/document/download?id=${id}&kind=${kind}`, {
      headers: { lang, ...(user?.headers ?? {}) },
    });

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 60 });
    const products = await server.app.orm.em.fork().find(Product, {}, { orderBy: { id: 'asc' }, limit: 10 });
    parts = products.map((product) => product.id);
    // A part whose description is Chinese only, priced so the order has odd fen, a member discount and freight.
    await setPart(server, parts[0]!, { stock: 1000, priceBreaks: [{ minQty: 1, unitPriceMilli: 12345 }] });
    await setPart(server, parts[1]!, { stock: 1000, priceBreaks: [{ minQty: 1, unitPriceMilli: 777 }] });
    await setPart(server, parts[2]!, { stock: 1000, priceBreaks: [{ minQty: 1, unitPriceMilli: 500 }] });
    const em = server.app.orm.em.fork();
    const product = await em.findOneOrFail(Product, parts[0]!);
    product.description = { 'zh-CN': CHINESE_DESCRIPTION, 'en-US': '', ru: '', 'es-ES': '' };
    await em.flush();
    buyer = await createUser(server, { vip: 1 });
    stranger = await createUser(server);
    sales = await createUser(server, { roles: ['sales'] });
    orderId = await placeOrder(buyer, 0, 7);
  });
  afterAll(() => server.close());

  it('prefills the form from the order, remembers what the buyer saves, and checks the contract terms', async () => {
    const prefilled = (await gql(buyer, formQuery, { id: orderId })).data.orderDocumentForm;
    expect(prefilled).toMatchObject({
      contactName: '张伟',
      contactPhone: '+86 13800138000',
      buyerAddress: '广东省 深圳市 福田区 华强北路1号',
      incoterm: null,
      proformaUrl: `/api/order/document/download?id=${orderId}&kind=PROFORMA`,
    });

    const base = {
      orderId,
      buyerCompany: COMPANY,
      buyerAddress: prefilled.buyerAddress,
      taxNumber: '91440300MA5F000001',
      contactName: '张伟',
      contactPhone: prefilled.contactPhone,
      contactEmail: 'Buyer@Example.com',
    };
    const missing = await gql(buyer, saveFormMutation, { input: { ...base, kind: 'CONTRACT' } });
    expect(missing.data.saveOrderDocumentForm.userErrors[0]).toMatchObject({
      code: 'DOCUMENT_FIELD_REQUIRED',
      field: ['input', 'incoterm'],
    });
    const wrongTerm = await gql(buyer, saveFormMutation, {
      input: { ...base, kind: 'CONTRACT', incoterm: 'XYZ', paymentTerms: '款到发货', deliveryTerms: '7天内' },
    });
    expect(wrongTerm.data.saveOrderDocumentForm.userErrors[0].code).toBe('INCOTERM_INVALID');
    const noCompany = await gql(buyer, saveFormMutation, { input: { ...base, kind: 'PROFORMA', buyerCompany: ' ' } });
    expect(noCompany.data.saveOrderDocumentForm.userErrors[0].field).toEqual(['input', 'buyerCompany']);

    const saved = await gql(buyer, saveFormMutation, { input: { ...base, kind: 'PROFORMA' } });
    expect(saved.data.saveOrderDocumentForm).toMatchObject({
      userErrors: [],
      downloadUrl: `/api/order/document/download?id=${orderId}&kind=PROFORMA`,
      form: { buyerCompany: COMPANY, contactEmail: 'buyer@example.com', taxNumber: '91440300MA5F000001' },
    });
    // The next order's form comes prefilled with what was saved.
    const second = await placeOrder(buyer, 1, 3);
    const remembered = (await gql(buyer, formQuery, { id: second })).data.orderDocumentForm;
    expect(remembered).toMatchObject({ buyerCompany: COMPANY, orderId: second });

    const contract = await gql(buyer, saveFormMutation, {
      input: { ...base, kind: 'CONTRACT', incoterm: 'fob', paymentTerms: '款到发货', deliveryTerms: '付款后7天内发货' },
    });
    expect(contract.data.saveOrderDocumentForm.form.incoterm).toBe('FOB');
  });

  it('prints the proforma invoice with the same totals GraphQL and REST answer, Chinese text included', async () => {
    const order = (await gql(buyer, orderQuery, { id: orderId })).data.order;
    const rest = await restCall(server, '/order/detail', { id: orderId }, buyer.headers);
    expect(rest.code).toBe(1);
    // The order has every kind of amount: odd fen, a member discount and express freight.
    expect(order.memberDiscountFen).toBeGreaterThan(0);
    expect(order.freightFen).toBeGreaterThan(0);
    for (const key of ['itemsFen', 'memberDiscountFen', 'freightFen', 'payableFen'] as const) {
      expect(rest.data[key]).toBe(order[key]);
    }

    const response = await download(orderId, 'PROFORMA', buyer);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(`proforma-${order.number}.pdf`);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // Only the glyphs used are embedded: far below the 8 MB font.
    expect(bytes.length).toBeLessThan(400_000);
    const text = pdfText(bytes);
    expect(text).toContain('形式发票 Proforma Invoice');
    expect(text).toContain(`订单号 Order No.: ${order.number}`);
    expect(text).toContain(COMPANY);
    expect(text).toContain(CHINESE_DESCRIPTION);
    const line = order.lines[0];
    expect(text).toContain('1.2345');
    expect(text).toContain(yuan(line.lineTotalFen));
    expect(text).toContain(`商品金额 Items: CNY ${yuan(order.itemsFen)}`);
    expect(text).toContain(`会员折扣 Member discount: CNY -${yuan(order.memberDiscountFen)}`);
    expect(text).toContain(`运费 Freight: CNY ${yuan(order.freightFen)}`);
    expect(text).toContain(`合计 Total: CNY ${yuan(order.payableFen)}`);
    expect(text).toContain(`合计 Total: CNY ${yuan(rest.data.payableFen)}`);

    const contract = pdfText(Buffer.from(await (await download(orderId, 'CONTRACT', buyer)).arrayBuffer()));
    expect(contract).toContain('销售合同 Sales Contract');
    expect(contract).toContain('FOB');
    expect(contract).toContain('付款后7天内发货');
    expect(contract).toContain(`合计 Total: CNY ${yuan(order.payableFen)}`);
  });

  it("answers not found for another user's order and asks a visitor to log in", async () => {
    const foreign = await download(orderId, 'PROFORMA', stranger);
    expect(foreign.headers.get('content-type')).toContain('application/json');
    expect(((await foreign.json()) as Envelope).code).toBe(-404);
    const visitor = await download(orderId, 'PROFORMA', null);
    expect(((await visitor.json()) as Envelope).code).toBe(-202);
    const form = await gql(stranger, formQuery, { id: orderId });
    expect(form.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const save = await restCall(
      server,
      '/order/document/save',
      {
        id: orderId,
        kind: 'PROFORMA',
        buyerCompany: 'x',
        buyerAddress: 'x',
        contactName: 'x',
        contactPhone: 'x',
      },
      stranger.headers,
    );
    expect(save.code).toBe(-404);
    // The stranger's attempt changed nothing the buyer sees.
    expect((await gql(buyer, formQuery, { id: orderId })).data.orderDocumentForm.buyerCompany).toBe(COMPANY);
  });

  it('lets the buyer request the invoice of a received order once, and sales staff issue it', async () => {
    const early = await gql(buyer, requestInvoiceMutation, {
      input: { orderId, type: 'PERSONAL', title: '张伟', email: 'buyer@example.com' },
    });
    expect(early.data.requestInvoice.userErrors[0].code).toBe('INVOICE_REQUEST_NOT_ALLOWED');
    expect((await gql(buyer, orderQuery, { id: orderId })).data.order.canRequestInvoice).toBe(false);

    await server.app.orm.em.fork().nativeUpdate(Order, { id: Number(orderId) }, { status: OrderStatus.COMPLETED });
    expect((await gql(buyer, orderQuery, { id: orderId })).data.order).toMatchObject({
      canRequestInvoice: true,
      invoiceRequest: null,
    });
    const foreign = await gql(stranger, requestInvoiceMutation, {
      input: { orderId, type: 'PERSONAL', title: 'x', email: 'x@example.com' },
    });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const badTax = await gql(buyer, requestInvoiceMutation, {
      input: { orderId, type: 'ENTERPRISE', title: COMPANY, taxNumber: '123', email: 'buyer@example.com' },
    });
    expect(badTax.data.requestInvoice.userErrors[0].code).toBe('INVALID_TAX_NUMBER');
    const requested = await gql(buyer, requestInvoiceMutation, {
      input: {
        orderId,
        type: 'ENTERPRISE',
        title: COMPANY,
        taxNumber: '91440300ma5f000001',
        email: 'Buyer@Example.com',
      },
    });
    expect(requested.data.requestInvoice).toMatchObject({
      userErrors: [],
      invoiceRequest: { type: 'ENTERPRISE', status: 'REQUESTED', taxNumber: '91440300MA5F000001', issuedAt: null },
    });
    const again = await gql(buyer, requestInvoiceMutation, {
      input: { orderId, type: 'PERSONAL', title: '张伟', email: 'buyer@example.com' },
    });
    expect(again.data.requestInvoice.userErrors[0].code).toBe('INVOICE_ALREADY_REQUESTED');
    expect((await gql(buyer, orderQuery, { id: orderId })).data.order).toMatchObject({
      canRequestInvoice: false,
      invoiceRequest: { status: 'REQUESTED', email: 'buyer@example.com' },
    });

    // Only sales and admin staff issue.
    const byBuyer = await gql(buyer, issueInvoiceMutation, { input: { orderId, invoiceNumber: 'INV-2026-0001' } });
    expect(byBuyer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const badNumber = await gql(sales, issueInvoiceMutation, { input: { orderId, invoiceNumber: 'x' } });
    expect(badNumber.data.issueInvoice.userErrors[0].code).toBe('INVOICE_NUMBER_INVALID');
    const messagesBefore = await server.app.orm.em
      .fork()
      .count(Message, { recipient: buyer.id, templateKey: 'invoiceIssued' });
    const issued = await gql(sales, issueInvoiceMutation, { input: { orderId, invoiceNumber: 'INV-2026-0001' } });
    expect(issued.data.issueInvoice).toMatchObject({
      userErrors: [],
      invoiceRequest: { status: 'ISSUED', invoiceNumber: 'INV-2026-0001' },
    });
    expect(issued.data.issueInvoice.invoiceRequest.issuedAt).not.toBeNull();
    const twice = await gql(sales, issueInvoiceMutation, { input: { orderId, invoiceNumber: 'INV-2026-0002' } });
    expect(twice.data.issueInvoice.userErrors[0].code).toBe('INVOICE_ALREADY_ISSUED');
    expect(await server.app.orm.em.fork().count(Message, { recipient: buyer.id, templateKey: 'invoiceIssued' })).toBe(
      messagesBefore + 1,
    );
    expect((await gql(buyer, orderQuery, { id: orderId })).data.order.invoiceRequest).toMatchObject({
      status: 'ISSUED',
      invoiceNumber: 'INV-2026-0001',
    });

    // Nothing to issue on an order without a request.
    const other = await placeOrder(buyer, 2, 1);
    const none = await gql(sales, issueInvoiceMutation, { input: { orderId: other, invoiceNumber: 'INV-2026-0003' } });
    expect(none.data.issueInvoice.userErrors[0].code).toBe('INVOICE_ALREADY_ISSUED');
    // The REST façade requests too, with the same rules.
    await server.app.orm.em.fork().nativeUpdate(Order, { id: Number(other) }, { status: OrderStatus.PENDING_REVIEW });
    const viaRest = await restCall(
      server,
      '/order/invoice/request',
      { id: other, type: 'personal', title: '张伟', email: 'buyer@example.com' },
      buyer.headers,
    );
    expect(viaRest).toMatchObject({ code: 1, data: { status: 'REQUESTED', type: 'personal' } });
  });

  it('moves cart lines to the favourites and out of the cart, and moves nothing with a foreign line', async () => {
    const shopper = await createUser(server);
    const lineIds: string[] = [];
    for (const index of [0, 1, 2]) {
      const added = await gql(
        shopper,
        `mutation Add($input: AddToCartInput!) { addToCart(input: $input) { cartLine { id } ${ERRORS} } }`,
        { input: { productId: String(parts[index]), quantity: 2 } },
      );
      expect(added.data.addToCart.userErrors).toEqual([]);
      lineIds.push(added.data.addToCart.cartLine.id as string);
    }
    const strangerLine = await gql(
      stranger,
      `mutation Add($input: AddToCartInput!) { addToCart(input: $input) { cartLine { id } ${ERRORS} } }`,
      { input: { productId: String(parts[3]), quantity: 1 } },
    );
    const foreignId = strangerLine.data.addToCart.cartLine.id as string;

    const mixed = await gql(shopper, moveMutation, { input: { lineIds: [lineIds[0], foreignId] } });
    expect(mixed.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await gql(shopper, favouritesQuery)).data.myFavourites.edges).toEqual([]);

    const moved = await gql(shopper, moveMutation, { input: { lineIds: [lineIds[0], lineIds[1]] } });
    expect(moved.data.moveCartLinesToFavourites).toMatchObject({ userErrors: [], removedCount: 2 });
    expect(moved.data.moveCartLinesToFavourites.cart.lines.map((line: { id: string }) => line.id)).toEqual([
      lineIds[2],
    ]);
    const favourites = (await gql(shopper, favouritesQuery)).data.myFavourites.edges.map(
      (edge: { node: { id: string } }) => edge.node.id,
    );
    expect(favourites.sort()).toEqual([String(parts[0]), String(parts[1])].sort());

    const viaRest = await restCall(server, '/cart/moveToFavourites', { lineIds: [lineIds[2]] }, shopper.headers);
    expect(viaRest).toMatchObject({ code: 1, data: { removedCount: 1, cart: { lines: [] } } });
    expect((await gql(shopper, favouritesQuery)).data.myFavourites.edges).toHaveLength(3);
    // The stranger's cart is as it was.
    expect((await restCall(server, '/cart/moveToFavourites', { lineIds: [foreignId] }, shopper.headers)).code).toBe(
      -404,
    );
  });

  it('walks every (state, event) pair of the invoice request flow, and every forbidden party', async () => {
    const flow = server.app.services.orderDocuments.invoiceFlow;
    let issued = 0;
    const outcomeOf = (answer: { errors?: { extensions?: { code?: string } }[]; data?: any }): WalkOutcome | string => {
      const code = answer.errors?.[0]?.extensions?.code ?? answer.data?.issueInvoice.userErrors[0]?.code;
      if (code === undefined) return 'done';
      if (code === 'INVOICE_ALREADY_ISSUED') return 'refused';
      return code === 'FORBIDDEN' ? 'forbidden' : code;
    };
    const outcomes = await walkFlow(flow, Object.values(InvoiceRequestStatus), {
      arrange: async (status) => {
        const id = await placeOrder(buyer, 2, 1);
        const em = server.app.orm.em.fork();
        await em.nativeUpdate(Order, { id: Number(id) }, { status: OrderStatus.COMPLETED });
        em.create(InvoiceRequest, {
          order: Number(id),
          user: buyer.id,
          type: InvoiceType.PERSONAL,
          title: '张伟',
          taxNumber: null,
          email: 'buyer@example.com',
          status,
          requestedAt: clock.now(),
          issuedAt: null,
          issuedBy: null,
          invoiceNumber: null,
        });
        await em.flush();
        return id;
      },
      fire: async (_event, id, as) => {
        const input = { orderId: id, invoiceNumber: `INV-2026-9${String((issued += 1)).padStart(3, '0')}` };
        return outcomeOf(await gql(as === 'allowed' ? sales : buyer, issueInvoiceMutation, { input }));
      },
      stateOf: async (id) =>
        (await server.app.orm.em.fork().findOneOrFail(InvoiceRequest, { order: Number(id) })).status,
    });
    expect(outcomes).toHaveLength(Object.values(InvoiceRequestStatus).length + 1);
  });
});
