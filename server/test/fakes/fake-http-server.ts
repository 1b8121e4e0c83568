import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A provider's stand-in listening on a random port of this machine; `handle` answers each request. */
export async function startFakeHttpServer(
  handle: (request: { method: string; url: URL; body: string }) => { status: number; json: unknown },
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const answer = handle({ method: req.method ?? 'GET', url: new URL(req.url ?? '/', 'http://fake'), body });
      res.writeHead(answer.status, { 'content-type': 'application/json;charset=UTF-8' });
      res.end(JSON.stringify(answer.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
