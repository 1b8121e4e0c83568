import net from 'node:net';

/** Whether `port` (0: any) can be listened on at loopback now; the port it got, or null. */
function probe(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => {
      const { port: got } = server.address();
      server.close(() => resolve(got));
    });
  });
}

/**
 * A port free on loopback now, for a server the bench starts. `BENCH_PORT_RANGE=4326-4330`: the first free one of
 * those (on a machine shared by several people, each with their own ports); any free port otherwise.
 */
export async function freePort() {
  const range = process.env.BENCH_PORT_RANGE?.match(/^(\d+)-(\d+)$/);
  if (!range) return probe(0);
  for (let port = Number(range[1]); port <= Number(range[2]); port++) {
    if ((await probe(port)) !== null) return port;
  }
  throw new Error(`no free port in BENCH_PORT_RANGE ${process.env.BENCH_PORT_RANGE}`);
}
