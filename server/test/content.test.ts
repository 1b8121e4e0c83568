import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { asUser, signUp, type Envelope } from './account-steps.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

const staffContentQuery = `query Staff($kind: ContentKind!) {
  staffContent(kind: $kind) { id published title { zhCN enUS ru esES } body { enUS } }
}`;
const saveMutation = `mutation Save($input: SaveContentInput!) {
  saveContent(input: $input) { item { id published publishedAt body { enUS zhCN } } userErrors { code message } }
}`;
const publishMutation = `mutation Publish($input: SetContentPublishedInput!) {
  setContentPublished(input: $input) { item { id published } userErrors { code } }
}`;
const announcementQuery = 'query One($id: ID!) { announcement(id: $id) { id title body bodyHtml } }';
const announcementListQuery = '{ announcementList(first: 100) { totalCount items { id title } } }';
const faqsQuery = `query Faqs($category: FaqCategory, $search: String) {
  faqs(category: $category, search: $search) { id title category bodyHtml }
}`;
const myFeedbackQuery = '{ myFeedback { id type content contact screenshotUrls reply repliedAt } }';
const replyMutation = `mutation Reply($input: ReplyToFeedbackInput!) {
  replyToFeedback(input: $input) { feedback { id reply } userErrors { code message } }
}`;
const submitMutation = `mutation Submit($input: SubmitFeedbackInput!) {
  submitFeedback(input: $input) { feedback { id } userErrors { code message field } }
}`;

const screenshot = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();

describe.each(databaseKinds)('content pages and feedback on %s', (database) => {
  const clock = new ManualClock(new Date('2026-03-02T08:00:00Z'));
  let server: TestServer;
  let adminToken: string;
  let supportToken: string;
  let shopperToken: string;
  let otherToken: string;

  const logIn = async (account: string, password: string) => {
    const result = await server.graphql(
      'mutation L($input: LoginWithPasswordInput!) { loginWithPassword(input: $input) { token userErrors { code } } }',
      { input: { account, password, agreementAccepted: true } },
    );
    return result.data.loginWithPassword.token as string;
  };
  const rest = async (method: string, path: string, token?: string, lang = 'en-US') => {
    const response = await server.request(method, `/api${path}`, {
      headers: { lang, ...(token && { 'user-token': token }) },
    });
    return (await response.json()) as Envelope;
  };
  const submitFeedback = async (token: string, fields: Record<string, string>, files: Buffer[] = []) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const [index, bytes] of files.entries())
      form.append('screenshots', new Blob([new Uint8Array(bytes)]), `s${index}.png`);
    const response = await fetch(`${server.url}/api/feedback/submit`, {
      method: 'POST',
      body: form,
      headers: { 'user-token': token, lang: 'en-US' },
    });
    return (await response.json()) as Envelope;
  };

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 20 });
    adminToken = await logIn('admin@circuitmart.test', 'Admin123');
    supportToken = await logIn('support@circuitmart.test', 'Support123');
    shopperToken = await signUp(server, clock, `content-shopper-${database}@example.com`);
    otherToken = await signUp(server, clock, `content-other-${database}@example.com`);
  });
  afterAll(async () => server?.close());

  it('serves the seeded help centre, agreement, articles and contact info in the reader language', async () => {
    const faqs = await server.graphql(faqsQuery, {}, { lang: 'ru' });
    expect(faqs.data.faqs.length).toBeGreaterThanOrEqual(6);
    expect(new Set(faqs.data.faqs.map((entry: { category: string }) => entry.category)).size).toBeGreaterThanOrEqual(3);
    expect(faqs.data.faqs[0].title).toMatch(/[а-я]/);

    const payment = await server.graphql(faqsQuery, { category: 'PAYMENT', search: 'alipay' });
    expect(payment.data.faqs.map((entry: { title: string }) => entry.title)).toEqual([
      'Which payment methods do you accept?',
    ]);
    const rest = await server.request('GET', '/api/faq/list?q=' + encodeURIComponent('自提'), {
      headers: { lang: 'zh-CN' },
    });
    expect(((await rest.json()) as Envelope).data.map((entry: { title: string }) => entry.title)).toEqual([
      '可以到门店自提吗？',
    ]);

    const agreement = await server.request('GET', '/api/agreement/get', { headers: { lang: 'es-ES' } });
    const agreementBody = (await agreement.json()) as Envelope;
    expect(agreementBody.code).toBe(1);
    expect(agreementBody.data.title).toBe('Acuerdo de registro de usuario');
    expect(agreementBody.data.bodyHtml).toMatch(/^<p>Bienvenido a CircuitMart/);

    const articles = (await server.request('GET', '/api/article/list?first=2')).json() as Promise<Envelope>;
    const articleList = await articles;
    expect(articleList.data.items).toHaveLength(2);
    expect(articleList.data.totalCount).toBeGreaterThanOrEqual(6);
  });

  it('asks a visitor to log in for the announcement list but shows a detail to anybody', async () => {
    const anonymous = await rest('GET', '/announcement/list');
    expect(anonymous.code).toBe(-202);
    const graphqlList = await server.graphql(announcementListQuery);
    expect(graphqlList.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const listed = await rest('GET', '/announcement/list', shopperToken);
    expect(listed.code).toBe(1);
    const first = listed.data.items[0];
    const detail = await rest('GET', `/announcement/detail?id=${first.id}`);
    expect(detail).toMatchObject({ code: 1, data: { id: first.id, title: first.title } });
  });

  it('lets only admins edit announcements, and support staff only the help centre', async () => {
    const input = {
      kind: 'ANNOUNCEMENT',
      title: { enUS: 'Staff only' },
      body: { enUS: '<p>Hello</p>' },
      published: true,
    };
    const bySupport = await server.graphql(saveMutation, { input }, asUser(supportToken));
    expect(bySupport.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const byShopper = await server.graphql(saveMutation, { input }, asUser(shopperToken));
    expect(byShopper.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await server.graphql(staffContentQuery, { kind: 'ANNOUNCEMENT' });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const shopperList = await server.graphql(staffContentQuery, { kind: 'FAQ' }, asUser(shopperToken));
    expect(shopperList.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const faq = await server.graphql(
      saveMutation,
      {
        input: {
          kind: 'FAQ',
          category: 'ACCOUNT',
          title: { enUS: 'How do I change my e-mail?' },
          body: { enUS: '<p>In the account settings.</p>' },
          published: true,
        },
      },
      asUser(supportToken),
    );
    expect(faq.data.saveContent.userErrors).toEqual([]);
    const searched = await server.graphql(faqsQuery, { search: 'change my e-mail' });
    expect(searched.data.faqs.map((entry: { id: string }) => entry.id)).toEqual([faq.data.saveContent.item.id]);
  });

  it('shows an announcement only while it is published', async () => {
    const saved = await server.graphql(
      saveMutation,
      {
        input: {
          kind: 'ANNOUNCEMENT',
          title: { enUS: 'Warehouse stocktaking', zhCN: '仓库盘点' },
          body: { enUS: '<p>Closed on Friday.</p>' },
          published: false,
        },
      },
      asUser(adminToken),
    );
    const item = saved.data.saveContent.item;
    expect(item).toMatchObject({ published: false, publishedAt: null });
    expect((await server.graphql(announcementQuery, { id: item.id })).data.announcement).toBeNull();
    expect((await rest('GET', `/announcement/detail?id=${item.id}`)).code).toBe(-404);
    const titles = async () =>
      (await server.graphql(announcementListQuery, {}, asUser(shopperToken))).data.announcementList.items.map(
        (entry: { title: string }) => entry.title,
      );
    expect(await titles()).not.toContain('Warehouse stocktaking');

    const published = await server.graphql(
      publishMutation,
      { input: { kind: 'ANNOUNCEMENT', id: item.id, published: true } },
      asUser(adminToken),
    );
    expect(published.data.setContentPublished.item.published).toBe(true);
    expect(await titles()).toContain('Warehouse stocktaking');
    expect((await server.graphql(announcementQuery, { id: item.id })).data.announcement.bodyHtml).toBe(
      '<p>Closed on Friday.</p>',
    );

    await server.graphql(
      publishMutation,
      { input: { kind: 'ANNOUNCEMENT', id: item.id, published: false } },
      asUser(adminToken),
    );
    expect(await titles()).not.toContain('Warehouse stocktaking');
    expect((await server.graphql(announcementQuery, { id: item.id })).data.announcement).toBeNull();
  });

  it('falls back to en-US, then zh-CN, when a translation is missing', async () => {
    const save = async (title: Record<string, string>) =>
      (
        await server.graphql(
          saveMutation,
          { input: { kind: 'ANNOUNCEMENT', title, body: { zhCN: '<p>正文</p>' }, published: true } },
          asUser(adminToken),
        )
      ).data.saveContent.item.id as string;
    const withEnglish = await save({ zhCN: '中文标题', enUS: 'English title', ru: 'Русский заголовок' });
    const chineseOnly = await save({ zhCN: '只有中文' });
    const read = async (id: string, lang: string) =>
      (await server.graphql(announcementQuery, { id }, { lang })).data.announcement;
    expect((await read(withEnglish, 'ru')).title).toBe('Русский заголовок');
    expect((await read(withEnglish, 'es-ES')).title).toBe('English title');
    expect((await read(withEnglish, 'zh-CN')).title).toBe('中文标题');
    expect((await read(chineseOnly, 'es-ES')).title).toBe('只有中文');
    expect((await read(chineseOnly, 'en-US')).body).toBe('正文');
  });

  it('sanitizes staff rich text before storing it', async () => {
    const body =
      '<h2 onclick="steal()">Title</h2><script>alert(1)</script><p>Safe <a href="javascript:alert(1)">bad</a> ' +
      '<a href="https://example.com/datasheet.pdf" rel="opener">good</a></p><img src="x" onerror="alert(1)">' +
      '<img src="/media/uploads/feedback/a.png" onerror="alert(2)"><img src="https://evil.example/x.png">' +
      '<table><tr><td style="color:red">cell</td></tr></table><iframe src="https://evil.example"></iframe>';
    const saved = await server.graphql(
      saveMutation,
      { input: { kind: 'ARTICLE', title: { enUS: 'Rich <b>text</b>' }, body: { enUS: body }, published: true } },
      asUser(adminToken),
    );
    const stored = saved.data.saveContent.item.body.enUS as string;
    expect(stored).not.toMatch(/script|onerror|onclick|javascript:|iframe|evil\.example|style=/i);
    expect(stored).toContain('<h2>Title</h2>');
    expect(stored).toContain('<a href="https://example.com/datasheet.pdf" rel="noopener noreferrer" target="_blank">');
    expect(stored).toContain('<img src="/media/uploads/feedback/a.png" />');
    expect(stored).toContain('<td>cell</td>');
    const staffView = await server.graphql(staffContentQuery, { kind: 'ARTICLE' }, asUser(adminToken));
    expect(staffView.data.staffContent[0].title.enUS).toBe('Rich <b>text</b>');
    const article = await rest('GET', `/article/detail?id=${saved.data.saveContent.item.id}`);
    expect(article.data.bodyHtml).toBe(stored);
  });

  it('checks feedback like the specification says, with the same messages as the client', async () => {
    const tooLong = await submitFeedback(shopperToken, { type: 'suggestion', content: 'a'.repeat(301) });
    expect(tooLong).toMatchObject({ code: -6002, msg: 'Feedback has at most 300 characters' });
    const emoji = await submitFeedback(shopperToken, { type: 'suggestion', content: 'Nice shop 😀' });
    expect(emoji).toMatchObject({ code: -6003, msg: 'Feedback must not contain emoji' });
    const empty = await submitFeedback(shopperToken, { type: 'bug', content: '   ' });
    expect(empty.code).toBe(-6001);
    const chineseContact = await submitFeedback(shopperToken, {
      type: 'bug',
      content: 'Slow page',
      contact: '微信 abc',
    });
    expect(chineseContact.code).toBe(-6004);
    const image = await screenshot();
    const seven = await submitFeedback(shopperToken, { type: 'bug', content: 'Seven shots' }, Array(7).fill(image));
    expect(seven).toMatchObject({ code: -6005, msg: 'Upload at most 6 screenshots' });
    const notAnImage = await submitFeedback(shopperToken, { type: 'bug', content: 'Text file' }, [
      Buffer.from('not a picture at all'.repeat(20)),
    ]);
    expect(notAnImage.code).toBe(-1101);
    const anonymous = await rest('POST', '/feedback/list');
    expect(anonymous.code).toBe(-202);
    const viaGraphql = await server.graphql(
      submitMutation,
      { input: { type: 'OTHER', content: 'x'.repeat(300) + '🙂' } },
      asUser(shopperToken),
    );
    expect(viaGraphql.data.submitFeedback.userErrors[0]).toMatchObject({ code: 'FEEDBACK_CONTENT_TOO_LONG' });
    expect((await server.graphql(myFeedbackQuery, {}, asUser(shopperToken))).data.myFeedback).toEqual([]);

    // 300 characters, counted as a person counts them (Chinese characters are one each).
    const accepted = await submitFeedback(
      shopperToken,
      { type: 'bug', content: '页'.repeat(300), contact: 'shopper@example.com' },
      Array(6).fill(image),
    );
    expect(accepted.code).toBe(1);
    expect(accepted.data.screenshotUrls).toHaveLength(6);
    expect(accepted.data.screenshotUrls[0]).toMatch(/^\/media\/uploads\/feedback\/[0-9a-f]{32}\.png$/);
  });

  it("keeps each user's feedback private and notifies the author of a staff reply", async () => {
    const sent = await submitFeedback(shopperToken, { type: 'order', content: 'Where is my <b>parcel</b>?' }, [
      await screenshot(),
    ]);
    expect(sent.code).toBe(1);
    const otherList = await rest('POST', '/feedback/list', otherToken);
    expect(otherList).toMatchObject({ code: 1, data: [] });
    expect((await server.graphql(myFeedbackQuery, {}, asUser(otherToken))).data.myFeedback).toEqual([]);

    const byShopper = await server.graphql(
      replyMutation,
      { input: { id: sent.data.id, reply: 'Hi' } },
      asUser(otherToken),
    );
    expect(byShopper.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const unread = async () =>
      (await server.graphql('{ unreadMessageCounts { all } }', {}, asUser(shopperToken))).data.unreadMessageCounts.all;
    const before = await unread();
    const replied = await server.graphql(
      replyMutation,
      { input: { id: sent.data.id, reply: 'It left our warehouse today.' } },
      asUser(supportToken),
    );
    expect(replied.data.replyToFeedback.userErrors).toEqual([]);
    expect(await unread()).toBe(before + 1);
    const messages = await server.graphql(
      '{ myMessages(first: 1) { edges { node { title link } } } }',
      {},
      asUser(shopperToken, { lang: 'es-ES' }),
    );
    expect(messages.data.myMessages.edges[0].node).toEqual({
      title: 'Su comentario tiene respuesta',
      link: '/home/fkjl',
    });

    const history = await rest('POST', '/feedback/list', shopperToken);
    const item = history.data.find((entry: { id: string }) => entry.id === sent.data.id);
    expect(item).toMatchObject({ content: 'Where is my <b>parcel</b>?', reply: 'It left our warehouse today.' });
    expect(item.screenshotUrls).toHaveLength(1);
    const missing = await server.graphql(replyMutation, { input: { id: '999999', reply: 'Hi' } }, asUser(supportToken));
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
