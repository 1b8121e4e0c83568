import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP proxy in front of the shared Redis, so a test can take "Redis" away from its own server without
 * touching the Redis every other test uses.
 */
export interface RedisProxy {
  /** `redis://` URL of the proxy, for the test server's REDIS_URL. */
  url: string;
  /** Redis goes away: every proxied connection is cut and new ones are refused until `restore()`. */
  cut(): Promise<void>;
  /** Redis is reachable again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startRedisProxy(redisUrl: string): Promise<RedisProxy> {
  const target = new URL(redisUrl);
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    track(client);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const { port } = server.address() as AddressInfo;
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()));
  const cutAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    async cut() {
      const closed = stopListening();
      cutAll();
      await closed;
    },
    restore: () => listen(port),
    async close() {
      const closed = server.listening ? stopListening() : Promise.resolve();
      cutAll();
      await closed;
    },
  };
}
