import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';

const CHUNK = 'assets/index-Cq3v9xYz.js';
const chunkSource = `export const parts = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `part-${i}`))};\n`;

/**
 * How the built client reaches a browser: the build's brotli or gzip copy of an asset as the browser accepts it,
 * hashed assets cached for a year without revalidation, the page itself revalidated, and a missing asset a 404
 * rather than the page's HTML (which a browser would try to run as a script).
 */
describe('client delivery', () => {
  let server: TestServer;
  let clientDist: string;

  beforeAll(async () => {
    clientDist = fs.mkdtempSync(path.join(os.tmpdir(), 'circuitmart-delivery-client-'));
    fs.mkdirSync(path.join(clientDist, 'assets'));
    fs.writeFileSync(path.join(clientDist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    fs.writeFileSync(path.join(clientDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.writeFileSync(path.join(clientDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    fs.writeFileSync(path.join(clientDist, 'manifest.webmanifest'), '{"name":"CircuitMart"}');
    fs.writeFileSync(path.join(clientDist, CHUNK), chunkSource);
    fs.writeFileSync(path.join(clientDist, `${CHUNK}.br`), brotliCompressSync(chunkSource));
    fs.writeFileSync(path.join(clientDist, `${CHUNK}.gz`), gzipSync(chunkSource));
    server = await startTestServer({ database: 'sqlite', clientDist, parts: 1 });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(clientDist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    server.request('GET', url, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['identity', null],
  ])('sends a hashed asset to a browser accepting %s as %s, cached for a year', async (accepted, encoding) => {
    const answer = await get(`/${CHUNK}`, accepted);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe(encoding);
    expect(answer.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(answer.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // fetch undoes the encoding: what arrives is the file itself.
    expect(await answer.text()).toBe(chunkSource);
  });

  it('answers 404 for an asset that is not there, not the page', async () => {
    const answer = await get('/assets/index-Gone1234.js', 'br');
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await answer.text()).not.toContain('<html');
  });

  it('has the page revalidated and other files of the build cached for an hour', async () => {
    expect((await get('/')).headers.get('cache-control')).toBe('no-cache');
    const icon = await get('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('has the service worker and the app manifest revalidated, so a deploy reaches installed apps at once', async () => {
    const worker = await get('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });
});
