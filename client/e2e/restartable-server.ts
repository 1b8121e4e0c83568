/**
 * A shop server of a journey's own, for journeys that stop and start it (the suite's server must stay up for the
 * others): the same build and settings as playwright.config.ts's, on a free port with its own database, which
 * survives restarts as a deployed shop's does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const clientFolder = fileURLToPath(new URL('..', import.meta.url));

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}

async function waitUntilHealthy(url: string, process: ChildProcess): Promise<void> {
  for (;;) {
    if (process.exitCode !== null) throw new Error(`The journey's server exited with ${process.exitCode}`);
    const healthy = await fetch(`${url}/healthz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export interface RestartableServer {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** `settings` go to the server's environment over the suite's, e.g. CLIENT_DIST for a build a journey changes. */
export async function startRestartableServer(settings: Record<string, string> = {}): Promise<RestartableServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: `sqlite:${clientFolder}data/e2e-restartable-${Date.now()}.sqlite`,
    // A small catalog: this server is for live updates, and seeding the full one would take most of a journey.
    DEMO_PARTS: '50',
    PAYMENT_SANDBOX_REFUNDS: 'manual',
    VERIFICATION_CODES_PER_IP_PER_HOUR: '5000',
    ...settings,
  };
  let running: ChildProcess | undefined;
  const server: RestartableServer = {
    url,
    async start() {
      running = spawn(process.execPath, ['../server/dist/main.js'], { cwd: clientFolder, env, stdio: 'ignore' });
      await waitUntilHealthy(url, running);
    },
    async stop() {
      if (!running || running.exitCode !== null) return;
      const exited = once(running, 'exit');
      running.kill('SIGTERM');
      await exited;
    },
  };
  await server.start();
  return server;
}
