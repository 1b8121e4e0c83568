import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { asUser, signUp } from './account-steps.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

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
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (file) form.append('file', new Blob([file.bytes]), file.name);
    const response = await fetch(`${server.url}/api/inquiry/create`, {
      method: 'POST',
      body: form,
      headers: { 'user-token': token },
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
});
