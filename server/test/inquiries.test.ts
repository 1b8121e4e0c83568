import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Product } from '../src/modules/catalog/catalog.entities.js';
import { Inquiry, InquiryState } from '../src/modules/inquiries/inquiries.entities.js';
import { InquiryEvent } from '../src/modules/inquiries/inquiries.states.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { asUser, signUp } from './account-steps.js';
import { walkFlow, type WalkOutcome } from './flow-walk.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, setPart } from './order-steps.js';

const INQUIRY = `id number projectName annualUsage targetUnitPriceMilli state reply salesSpecialist
  attachment { filename size }`;

describe.each(databaseKinds)('price inquiries on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock();
  let buyer: string;
  let sales: string;

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 50 });
    buyer = await signUp(server, clock, `inquirer-${database}@example.com`);
    const login = await server.graphql(
      'mutation($input: LoginWithPasswordInput!) { loginWithPassword(input: $input) { token } }',
      { input: { account: 'sales', password: 'Sales123', agreementAccepted: true } },
    );
    sales = login.data.loginWithPassword.token as string;
  });
  afterAll(() => server.close());

  async function send(fields: Record<string, string>, file?: { name: string; bytes: Uint8Array }, token = buyer) {
    return post('/api/inquiry/create', fields, file ? [file] : [], token);
  }

  async function post(
    path: string,
    fields: Record<string, string>,
    files: { name: string; bytes: Uint8Array }[],
    token: string,
  ) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const file of files) form.append('file', new Blob([file.bytes]), file.name);
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      body: form,
      headers: { 'user-token': token, lang: 'en-US' },
    });
    return (await response.json()) as { code: number; msg: string; data: any };
  }

  async function rest(method: 'GET' | 'POST', path: string, token: string, body?: unknown) {
    const response = await server.request(method, path, {
      headers: { 'user-token': token, 'content-type': 'application/json', lang: 'en-US' },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    return (await response.json()) as { code: number; msg: string; data: any };
  }

  const form = {
    projectName: 'Motor driver',
    annualUsage: '20000',
    targetUnitPriceMilli: '12500',
    companyName: 'Acme Robotics',
    companyAddress: 'Shenzhen',
    contactName: 'Li Lei',
    contactPhone: '13800000000',
    message: 'Need 20k/year',
  };

  it('takes an inquiry with an attachment, lists it as pending, and refuses a wrong attachment type', async () => {
    const sent = await send(form, { name: 'gerber.zip', bytes: new Uint8Array([0x50, 0x4b, 5, 6]) });
    expect(sent.code).toBe(1);
    expect(sent.data).toMatchObject({ state: 'PENDING', attachment: { filename: 'gerber.zip', size: 4 } });
    expect(sent.data.number).toMatch(/^IQ\d{16}$/);

    const refused = await send(form, { name: 'tool.exe', bytes: new Uint8Array([1]) });
    expect(refused.code).toBe(-7022);
    const missing = await send({ ...form, projectName: '' });
    expect(missing).toMatchObject({ code: -7020, msg: 'The inquiry field projectName is missing or invalid' });

    const pending = await server.graphql(`{ myInquiries(state: PENDING) { ${INQUIRY} } }`, {}, asUser(buyer));
    expect(pending.data.myInquiries).toHaveLength(1);
    const replied = await server.graphql(`{ myInquiries(state: REPLIED) { id } }`, {}, asUser(buyer));
    expect(replied.data.myInquiries).toEqual([]);
  });

  it('lets sales staff reply, marks it replied and notifies the buyer; other buyers see NOT_FOUND', async () => {
    const created = await server.graphql(
      `mutation($input: CreateInquiryInput!) { createInquiry(input: $input) { inquiry { id number } userErrors { code } } }`,
      {
        input: {
          projectName: 'LED panel',
          annualUsage: 5000,
          companyName: 'Acme',
          contactName: 'Li',
          contactPhone: '13800000001',
        },
      },
      asUser(buyer),
    );
    const { id, number } = created.data.createInquiry.inquiry;

    const forbidden = await server.graphql('{ inquiryQueue { id } }', {}, asUser(buyer));
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const queue = await server.graphql('{ inquiryQueue(state: PENDING) { id } }', {}, asUser(sales));
    expect(queue.data.inquiryQueue.map((entry: { id: string }) => entry.id)).toContain(id);

    const reply = await server.graphql(
      `mutation($input: ReplyInquiryInput!) { replyInquiry(input: $input) { inquiry { ${INQUIRY} } userErrors { code } } }`,
      { input: { id, reply: 'CNY 1.10 per piece at 5k, valid 30 days' } },
      asUser(sales),
    );
    expect(reply.data.replyInquiry.inquiry).toMatchObject({
      state: 'REPLIED',
      reply: 'CNY 1.10 per piece at 5k, valid 30 days',
      salesSpecialist: 'Sales',
    });
    const again = await server.graphql(
      `mutation($input: ReplyInquiryInput!) { replyInquiry(input: $input) { userErrors { code } } }`,
      { input: { id, reply: 'again' } },
      asUser(sales),
    );
    expect(again.data.replyInquiry.userErrors).toEqual([{ code: 'INQUIRY_ALREADY_REPLIED' }]);

    const messages = await server.graphql(
      '{ myMessages(first: 5) { edges { node { title link } } } }',
      {},
      asUser(buyer),
    );
    expect(messages.data.myMessages.edges.map((edge: { node: { title: string } }) => edge.node.title)).toContain(
      `Your inquiry ${number} has a reply`,
    );

    const other = await signUp(server, clock, `other-inquirer-${database}@example.com`);
    const peek = await server.graphql('query($id: ID!) { inquiry(id: $id) { id } }', { id }, asUser(other));
    expect(peek.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  const DETAIL = `${INQUIRY} product { id mpn } quantity validUntil quoteValid claimedAt
    quoteLines { mpn description quantity unitPriceMilli lineTotalFen productId leadTime }
    replyAttachments { id filename size }`;
  const claimMutation = `mutation($id: ID!) { claimInquiry(id: $id) { inquiry { id salesSpecialist claimedAt }
    userErrors { code message } } }`;
  const replyMutation = `mutation($input: ReplyInquiryInput!) { replyInquiry(input: $input) {
    inquiry { id state } userErrors { code field } } }`;
  const day = (offsetDays: number) =>
    new Date(clock.now().getTime() + offsetDays * 24 * 3600_000).toISOString().slice(0, 10);

  async function newInquiry(companyName: string, token = buyer): Promise<{ id: string; number: string }> {
    const created = await server.graphql(
      `mutation($input: CreateInquiryInput!) { createInquiry(input: $input) { inquiry { id number } userErrors { code } } }`,
      {
        input: { projectName: 'Claims', annualUsage: 100, companyName, contactName: 'Li', contactPhone: '13800000002' },
      },
      asUser(token),
    );
    return created.data.createInquiry.inquiry;
  }

  it('gives an inquiry to exactly one of two specialists claiming it at once; the other can neither claim nor reply', async () => {
    const { id, number } = await newInquiry(`Race Works ${database}`);
    const second = await createUser(server, { roles: ['sales'] });
    const [first, other] = await Promise.all([
      server.graphql(claimMutation, { id }, asUser(sales)),
      server.graphql(claimMutation, { id }, second.headers),
    ]);
    const payloads = [first.data.claimInquiry, other.data.claimInquiry];
    const winners = payloads.filter((payload) => payload.inquiry);
    const losers = payloads.filter((payload) => !payload.inquiry);
    expect(winners).toHaveLength(1);
    expect(losers.map((payload) => payload.userErrors[0].code)).toEqual(['INQUIRY_ALREADY_CLAIMED']);
    expect(losers[0].userErrors[0].message).toBe('Another sales specialist has already claimed this inquiry');

    const winnerHeaders = winners[0] === payloads[0] ? asUser(sales) : second.headers;
    const loserHeaders = winners[0] === payloads[0] ? second.headers : asUser(sales);
    const mine = async (headers: Record<string, string>) =>
      (await server.graphql('query($id: ID!) { inquiry(id: $id) { claimedByMe } }', { id }, headers)).data.inquiry
        .claimedByMe;
    expect([await mine(winnerHeaders), await mine(loserHeaders)]).toEqual([true, false]);
    const again = await server.graphql(claimMutation, { id }, winnerHeaders);
    expect(again.data.claimInquiry.inquiry.id).toBe(id);
    const stolen = await server.graphql(replyMutation, { input: { id, reply: 'Mine now' } }, loserHeaders);
    expect(stolen.data.replyInquiry.userErrors).toEqual([{ code: 'INQUIRY_ALREADY_CLAIMED', field: null }]);

    const queue = async (headers: Record<string, string>, args: string) =>
      (await server.graphql(`{ inquiryQueue(${args}) { id } }`, {}, headers)).data.inquiryQueue.map(
        (entry: { id: string }) => entry.id,
      );
    expect(await queue(winnerHeaders, 'scope: MINE')).toContain(id);
    expect(await queue(loserHeaders, 'scope: MINE')).not.toContain(id);
    expect(await queue(winnerHeaders, 'scope: UNCLAIMED')).not.toContain(id);
    expect(await queue(winnerHeaders, `search: "${number.slice(-8)}"`)).toEqual([id]);
    expect(await queue(winnerHeaders, `search: "race works ${database}"`)).toEqual([id]);

    const forbidden = await server.graphql(claimMutation, { id }, asUser(buyer));
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const restQueue = await rest('GET', '/api/inquiry/queue?scope=UNCLAIMED', buyer);
    expect(restQueue.code).toBe(-403);
  });

  it('replies with quoted lines valid to a date and files; the buyer puts the quote in the cart at the quoted price until it expires', async () => {
    const em = server.app.orm.em.fork();
    const [part, other] = await em.find(Product, {}, { orderBy: { id: 'asc' }, limit: 2 });
    await setPart(server, part!.id, { stock: 1_000, priceBreaks: [{ minQty: 1, unitPriceMilli: 500 }] });
    const asked = await send({ ...form, productId: String(part!.id), quantity: '5000' });
    expect(asked.code).toBe(1);
    const id = asked.data.id as string;

    const line = {
      mpn: part!.mpn,
      description: 'Reel',
      quantity: 200,
      unitPriceMilli: 321,
      productId: String(part!.id),
      leadTime: '2 weeks',
    };
    const custom = { mpn: 'CUSTOM-1', description: 'Cable', quantity: 10, unitPriceMilli: 15000, leadTime: '4 weeks' };
    const noDate = await post('/api/inquiry/reply', { id, reply: 'Quoted', lines: JSON.stringify([line]) }, [], sales);
    expect(noDate.code).toBe(-8003);
    const past = await server.graphql(
      replyMutation,
      { input: { id, reply: 'Quoted', lines: [line], validUntil: day(-1) } },
      asUser(sales),
    );
    expect(past.data.replyInquiry.userErrors).toEqual([
      { code: 'INQUIRY_VALIDITY_INVALID', field: ['input', 'validUntil'] },
    ]);
    const free = await server.graphql(
      replyMutation,
      { input: { id, reply: 'Quoted', lines: [line, { ...custom, unitPriceMilli: 0 }], validUntil: day(10) } },
      asUser(sales),
    );
    expect(free.data.replyInquiry.userErrors).toEqual([
      { code: 'INQUIRY_QUOTE_LINE_INVALID', field: ['input', 'lines', '1', 'unitPriceMilli'] },
    ]);
    const byBuyer = await post('/api/inquiry/reply', { id, reply: 'x' }, [], buyer);
    expect(byBuyer.code).toBe(-403);

    const replied = await post(
      '/api/inquiry/reply',
      { id, reply: 'See the quote', lines: JSON.stringify([line, custom]), validUntil: day(10) },
      [{ name: 'quote.pdf', bytes: new Uint8Array([37, 80, 68, 70]) }],
      sales,
    );
    expect(replied.code).toBe(1);

    const detail = (await server.graphql(`query($id: ID!) { inquiry(id: $id) { ${DETAIL} } }`, { id }, asUser(buyer)))
      .data.inquiry;
    expect(detail).toMatchObject({
      state: 'REPLIED',
      salesSpecialist: 'Sales',
      quantity: 5000,
      product: { id: String(part!.id), mpn: part!.mpn },
      quoteValid: true,
      quoteLines: [
        { ...line, lineTotalFen: 642 },
        { ...custom, productId: null, lineTotalFen: 1500 },
      ],
      replyAttachments: [{ filename: 'quote.pdf', size: 4 }],
    });
    expect(detail.validUntil).toBe(`${day(10)}T23:59:59.000Z`);
    const fileId = detail.replyAttachments[0].id as string;
    const download = await rest('GET', `/api/inquiry/reply-attachment?id=${fileId}`, buyer);
    expect(download.data).toMatchObject({
      filename: 'quote.pdf',
      base64: Buffer.from([37, 80, 68, 70]).toString('base64'),
    });
    const stranger = await createUser(server);
    const peek = await server.request('GET', `/api/inquiry/reply-attachment?id=${fileId}`, {
      headers: stranger.headers,
    });
    expect(((await peek.json()) as { code: number }).code).toBe(-404);

    // Someone else's inquiry cannot be turned into their cart.
    const foreign = await server.graphql(
      'mutation($id: ID!) { addInquiryQuoteToCart(id: $id) { addedCount userErrors { code } } }',
      { id },
      stranger.headers,
    );
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    // A part already in the cart takes the quoted quantity and price.
    await setPart(server, other!.id, { stock: 1_000, priceBreaks: [{ minQty: 1, unitPriceMilli: 900 }] });
    const toCart = await rest('POST', '/api/inquiry/add-to-cart', buyer, { id });
    expect(toCart).toMatchObject({ code: 1, data: { addedCount: 1, skippedMpns: ['CUSTOM-1'] } });
    const cartQuery = `{ myCart { lines { quantity unitPriceMilli lineTotalFen quotedInquiryNumber product { id } } } }`;
    const cart = (await server.graphql(cartQuery, {}, asUser(buyer))).data.myCart.lines;
    expect(cart).toEqual([
      {
        quantity: 200,
        unitPriceMilli: 321,
        lineTotalFen: 642,
        quotedInquiryNumber: asked.data.number,
        product: { id: String(part!.id) },
      },
    ]);
    const checkout = await server.graphql(
      '{ checkoutQuote(deliveryMethod: EXPRESS) { itemsFen lines { unitPriceMilli lineTotalFen } } }',
      {},
      asUser(buyer),
    );
    expect(checkout.data.checkoutQuote).toMatchObject({
      itemsFen: 642,
      lines: [{ unitPriceMilli: 321, lineTotalFen: 642 }],
    });

    // After the validity day the cart line is priced by the catalogue again, and the quote no longer goes to the cart.
    clock.advance(11 * 24 * 3600_000);
    const later = (await server.graphql(cartQuery, {}, asUser(buyer))).data.myCart.lines;
    expect(later).toEqual([
      expect.objectContaining({ unitPriceMilli: 500, lineTotalFen: 1000, quotedInquiryNumber: null }),
    ]);
    const expired = await server.graphql(
      'mutation($id: ID!) { addInquiryQuoteToCart(id: $id) { addedCount userErrors { code message } } }',
      { id },
      asUser(buyer),
    );
    expect(expired.data.addInquiryQuoteToCart.userErrors).toEqual([
      { code: 'INQUIRY_QUOTE_EXPIRED', message: 'This quote has expired; please send a new inquiry' },
    ]);
    const after = (await server.graphql(`query($id: ID!) { inquiry(id: $id) { quoteValid } }`, { id }, asUser(buyer)))
      .data.inquiry;
    expect(after.quoteValid).toBe(false);
  });

  it("lets sales staff match the buyer's attached BOM to prefill quoted lines, and nobody else", async () => {
    const [part] = await server.app.orm.em.fork().find(Product, {}, { orderBy: { id: 'desc' }, limit: 1 });
    const csv = `MPN,Qty,Description\n${part!.mpn},25,Main part\nNO-SUCH-PART-XYZ,3,Odd\n`;
    const sent = await send(form, { name: 'bom.csv', bytes: new TextEncoder().encode(csv) });
    const id = sent.data.id as string;
    const draftQuery = `query($id: ID!) { inquiryBomDraft(id: $id) { reference status mpn quantity unitPriceMilli productId } }`;
    const draft = (await server.graphql(draftQuery, { id }, asUser(sales))).data.inquiryBomDraft;
    expect(draft[0]).toMatchObject({ status: 'MATCHED', mpn: part!.mpn, productId: String(part!.id) });
    expect(draft[0].unitPriceMilli).toBeGreaterThan(0);
    expect(draft[1]).toMatchObject({ status: 'UNMATCHED', mpn: 'NO-SUCH-PART-XYZ', quantity: 3, productId: null });
    const twice = await post('/api/inquiry/attach', { id }, [{ name: 'more.csv', bytes: new Uint8Array([65]) }], buyer);
    expect(twice.code).toBe(-8010);
    const byBuyer = await server.graphql(draftQuery, { id }, asUser(buyer));
    expect(byBuyer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const zip = await send(form, { name: 'gerber.zip', bytes: new Uint8Array([0x50, 0x4b, 5, 6]) });
    const bare = await newInquiry('Later Files Ltd');
    const attached = await post(
      '/api/inquiry/attach',
      { id: bare.id },
      [{ name: 'late.zip', bytes: new Uint8Array([1, 2]) }],
      buyer,
    );
    expect(attached).toMatchObject({ code: 1, data: { attachment: { filename: 'late.zip', size: 2 } } });
    const notTable = await server.graphql(draftQuery, { id: zip.data.id }, asUser(sales));
    expect(notTable.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(notTable.errors?.[0]?.message).toBe('The attachment is not a CSV, TSV or XLSX bill of materials');
  });

  it('walks every (state, event) pair of the inquiry flow, and every forbidden party', async () => {
    const flow = server.app.services.inquiries.flow;
    const outcomeOf = (answer: { errors?: { extensions?: { code?: string } }[]; data?: any }): WalkOutcome | string => {
      const code =
        answer.errors?.[0]?.extensions?.code ??
        (Object.values(answer.data ?? {})[0] as { userErrors: { code: string }[] }).userErrors[0]?.code;
      if (code === undefined) return 'done';
      if (code === 'INQUIRY_ALREADY_REPLIED') return 'refused';
      return code === 'FORBIDDEN' ? 'forbidden' : code;
    };
    const outcomes = await walkFlow(flow, Object.values(InquiryState), {
      arrange: async (status) => {
        const { id } = await newInquiry(`Walk ${status}`);
        await server.app.orm.em.fork().nativeUpdate(Inquiry, Number(id), { status });
        return id;
      },
      fire: async (event, id, as) => {
        const token = as === 'allowed' ? sales : buyer;
        if (event === InquiryEvent.CLAIM) return outcomeOf(await server.graphql(claimMutation, { id }, asUser(token)));
        const input = { id, reply: 'CNY 0.90 per piece at 10k' };
        return outcomeOf(await server.graphql(replyMutation, { input }, asUser(token)));
      },
      stateOf: async (id) => (await server.app.orm.em.fork().findOneOrFail(Inquiry, Number(id))).status,
    });
    expect(outcomes).toHaveLength(flow.definition.transitions.length * (Object.values(InquiryState).length + 1));
  });
});
