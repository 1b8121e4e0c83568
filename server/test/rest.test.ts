import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

describe.each(databaseKinds)('REST façade on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server.close());

  const getJson = async (path: string, init?: Parameters<TestServer['request']>[2], method = 'GET') => {
    const response = await server.request(method, path, init);
    return { status: response.status, headers: response.headers, body: (await response.json()) as any };
  };

  it('answers the contact info of channel 2421 in the envelope', async () => {
    const { status, body } = await getJson('/api/channel/get?id=2421');
    expect(status).toBe(200);
    expect(body.code).toBe(1);
    expect(body.msg).toBe('Success');
    for (const field of ['telephone', 'phone', 'email', 'addressZh', 'addressEn']) {
      expect(body.data[field], field).toEqual(expect.any(String));
      expect(body.data[field].length, field).toBeGreaterThan(3);
    }
    expect(body.data.addressZh).toMatch(/[\u4e00-\u9fff]/);
  });

  it('translates messages by header lang, then cookie lang, then Accept-Language', async () => {
    expect((await getJson('/api/channel/get?id=2421', { headers: { lang: 'zh-CN' } })).body.msg).toBe('操作成功');
    expect((await getJson('/api/channel/get?id=2421', { headers: { cookie: 'lang=ru' } })).body.msg).toBe('Успешно');
    const spanish = await getJson('/api/channel/get?id=2421', { headers: { 'accept-language': 'es-MX,es;q=0.9' } });
    expect(spanish.body.msg).toBe('Operación correcta');
    const headerWins = await getJson('/api/channel/get?id=2421', { headers: { lang: 'en-US', cookie: 'lang=ru' } });
    expect(headerWins.body.msg).toBe('Success');
  });

  it('answers an unknown channel with a translated not-found code', async () => {
    const { status, body } = await getJson('/api/channel/get?id=999999', { headers: { lang: 'zh-CN' } });
    expect(status).toBe(200);
    expect(body).toEqual({ code: -404, msg: '资源不存在', data: null });
  });

  it('refuses a malformed id with 400 and names the parameter', async () => {
    const { status, body } = await getJson('/api/channel/get?id=abc');
    expect(status).toBe(400);
    expect(body.code).toBe(-400);
    expect(body.msg).toContain('id');
  });

  it('answers 404 with the envelope for an unknown route', async () => {
    const { status, body } = await getJson('/api/no/such/route');
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: -404, data: null });
    expect(body.msg).toContain('/no/such/route');
  });

  it('answers 405 with the allowed method for a wrong method', async () => {
    const { status, headers, body } = await getJson('/api/channel/get?id=2421', {}, 'POST');
    expect(status).toBe(405);
    expect(headers.get('allow')).toBe('GET');
    expect(body).toMatchObject({ code: -405, data: null });
  });

  it('answers 400 with the envelope for malformed JSON', async () => {
    const { status, body } = await getJson(
      '/api/user/info',
      { body: '{"broken": ', headers: { 'content-type': 'application/json', lang: 'es-ES' } },
      'POST',
    );
    expect(status).toBe(400);
    expect(body.code).toBe(-400);
    expect(body.msg).toMatch(/^Solicitud mal formada/);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('answers -202 when a signed-in call has no valid session', async () => {
    const anonymous = await getJson('/api/user/info', {}, 'POST');
    expect(anonymous.body).toMatchObject({ code: -202, data: null });
    const unknownToken = await getJson('/api/user/info', { headers: { 'user-token': 'forged' } }, 'POST');
    expect(unknownToken.body.code).toBe(-202);
  });

  it('describes every route in an OpenAPI 3.1 document', async () => {
    const { status, body } = await getJson('/api/openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    expect(body.paths['/channel/get'].get.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'id', in: 'query', required: true })]),
    );
    expect(body.paths['/user/info'].post).toBeDefined();
  });
});
