import http from 'node:http';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import type { JobContext } from '../src/platform/jobs/jobs.js';
import type { RunningWorker } from '../src/worker-app.js';
import { startTestServer, startTestWorker, type TestServer } from './harness.js';
import { createUser } from './order-steps.js';
import { socketClient, watch } from './subscription-steps.js';

/**
 * The shape of docs/operations.md#several-copies without a balancer: two web copies (PROCESS_ROLE=web) and a worker
 * on one MariaDB/MySQL and one Redis, as separate starts in this process.
 */
const shared = Boolean(process.env.TEST_MYSQL_URL && process.env.TEST_REDIS_URL);
const drainDelayMs = 1500;
/** Copy A's SHUTDOWN_TIMEOUT_MS: longer than Apollo's own 10 s drain grace, which cut slower requests. */
const shutdownTimeoutMs = 20_000;
/** How long the request under way still waits for its body once the listener closed: longer than that 10 s. */
const slowRequestMs = 11_000;

/** Whether a fresh TCP connection to the port is refused (rather than accepted). */
const connectionRefused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

describe('scale-out settings', () => {
  it('default to one process doing everything, and read secrets from the files *_FILE names', () => {
    expect(loadConfig({}).scaleOut).toEqual({ processRole: 'all', drainDelayMs: 0, workerHealthPort: undefined });
    expect(() => loadConfig({ PROCESS_ROLE: 'cron' })).toThrow(/^Invalid setting PROCESS_ROLE="cron"/);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'circuitmart-secret-'));
    try {
      const key = 'c3'.repeat(32);
      fs.writeFileSync(path.join(dir, 'key'), `${key}\n`);
      const fromFile = loadConfig({ NODE_ENV: 'production', DATA_ENCRYPTION_KEY_FILE: path.join(dir, 'key') });
      expect(fromFile.dataEncryptionKey.toString('hex')).toBe(key);
      expect(() => loadConfig({ DATA_ENCRYPTION_KEY: key, DATA_ENCRYPTION_KEY_FILE: path.join(dir, 'key') })).toThrow(
        /Settings DATA_ENCRYPTION_KEY and DATA_ENCRYPTION_KEY_FILE are both set/,
      );
      expect(() => loadConfig({ REDIS_URL_FILE: path.join(dir, 'missing') })).toThrow(
        /^Invalid setting REDIS_URL_FILE=/,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!shared)('two web copies and a worker on one database and Redis', () => {
  const runs = { copyA: [] as JobContext[], copyB: [] as JobContext[], worker: [] as JobContext[] };
  let copyA: TestServer;
  let copyB: TestServer;
  let worker: RunningWorker;

  beforeAll(async () => {
    // Copy A drains slowly on close, to be watched while it does.
    copyA = await startTestServer({
      database: 'mysql',
      redis: true,
      parts: 20,
      settings: {
        PROCESS_ROLE: 'web',
        SHUTDOWN_DRAIN_DELAY_MS: String(drainDelayMs),
        SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs),
      },
      onJobRun: (run) => runs.copyA.push(run),
    });
    const common = { database: 'mysql' as const, redis: true, parts: 20, databaseUrl: copyA.databaseUrl };
    copyB = await startTestServer({
      ...common,
      settings: { PROCESS_ROLE: 'web' },
      onJobRun: (run) => runs.copyB.push(run),
    });
    worker = await startTestWorker({ ...common, onJobRun: (run) => runs.worker.push(run) });
  });

  afterAll(async () => {
    await copyB?.close();
    await worker?.close();
    await copyA?.close();
  });

  it('delivers chat live between a shopper on one copy and a support agent on the other', async () => {
    const shopper = await createUser(copyA);
    const agent = await createUser(copyA, { roles: ['support'] });
    const opened = await copyA.graphql(
      'mutation { openChatConversation { conversation { id } userErrors { code } } }',
      {},
      shopper.headers,
    );
    const conversationId = opened.data.openChatConversation.conversation.id as string;
    const events = `subscription($id: ID!) { chatEvents(conversationId: $id) { kind message { text role } } }`;
    const shopperSocket = socketClient(copyA, shopper.headers['user-token']!);
    const agentSocket = socketClient(copyB, agent.headers['user-token']!);
    const claimed = await copyB.graphql(
      'mutation($input: ChatConversationInput!) { claimChatConversation(input: $input) { userErrors { code } } }',
      { input: { conversationId } },
      agent.headers,
    );
    expect(claimed.data.claimChatConversation.userErrors).toEqual([]);
    const shopperSees = watch<any>(shopperSocket, events, { id: conversationId });
    const agentSees = watch<any>(agentSocket, events, { id: conversationId });
    const send = (server: TestServer, headers: Record<string, string>, text: string) =>
      server.graphql(
        'mutation($input: SendChatMessageInput!) { sendChatMessage(input: $input) { userErrors { code } } }',
        { input: { conversationId, text } },
        headers,
      );
    try {
      // Each side's first event may be the subscription's own greeting; the message is what is waited for.
      const nextMessage = async (seen: typeof shopperSees) => {
        for (;;) {
          const event = (await seen.next()).chatEvents;
          if (event.message) return event.message;
        }
      };
      await send(copyB, agent.headers, 'Hello from copy B');
      expect(await nextMessage(shopperSees)).toEqual({ text: 'Hello from copy B', role: 'AGENT' });
      await send(copyA, shopper.headers, 'Hello from copy A');
      expect(await nextMessage(shopperSees)).toEqual({ text: 'Hello from copy A', role: 'CUSTOMER' });
      // Both sides see the whole conversation, in order, whichever copy each message was sent to.
      expect([await nextMessage(agentSees), await nextMessage(agentSees)]).toEqual([
        { text: 'Hello from copy B', role: 'AGENT' },
        { text: 'Hello from copy A', role: 'CUSTOMER' },
      ]);
    } finally {
      await shopperSees.stop();
      await agentSees.stop();
      await shopperSocket.dispose();
      await agentSocket.dispose();
    }
  });

  it('runs a job scheduled on either web copy once, on the worker', async () => {
    const now = new Date();
    // An order that does not exist: its expiry finds nothing to cancel, so only the runs are seen.
    await copyA.app.jobs.schedule('order-expiry', { orderId: 999_999_991 }, { key: 'scale-out/first', runAt: now });
    await expect.poll(() => runs.worker.filter((run) => run.key === 'scale-out/first').length).toBe(1);
    // A later job, scheduled on the other copy, has run: the first had every chance to run again by then.
    await copyB.app.jobs.schedule('order-expiry', { orderId: 999_999_992 }, { key: 'scale-out/second', runAt: now });
    await expect.poll(() => runs.worker.filter((run) => run.key === 'scale-out/second').length).toBe(1);
    // The shop's own schedules (the payment reconciliation's slots) may run on the worker meanwhile too.
    const ours = runs.worker.map((run) => run.key).filter((key) => key.startsWith('scale-out/'));
    expect(ours.sort()).toEqual(['scale-out/first', 'scale-out/second']);
    expect([...runs.copyA, ...runs.copyB]).toEqual([]);
    await expect(copyA.app.jobs.runDue()).rejects.toThrow(/runs jobs/);
  });

  it('on close goes unready but serves on, then answers a request under way for longer than 10 s, closes its sockets for a reconnect; the other copy serves on', async () => {
    const port = Number(new URL(copyA.url).port);
    const closeCodes: number[] = [];
    const client = createClient({
      url: copyA.url.replace(/^http/, 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      on: { closed: (event) => closeCodes.push((event as { code: number }).code) },
    });
    const subscription = client.iterate({ query: 'subscription { serverTime }' });
    await subscription.next();

    // A request under way: its headers are in (the server said "100 Continue"), its body still to come.
    const body = JSON.stringify({ query: '{ products(first: 2) { edges { node { id } } } }' });
    const inFlight = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/graphql',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        expect: '100-continue',
      },
    });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      inFlight.on('response', (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
      inFlight.on('error', reject);
    });
    await once(inFlight, 'continue');

    const closed = copyA.app.close();
    // Draining: not ready, but still accepting and answering (a balancer without probes sends requests until the
    // listener closes).
    const probe = await fetch(`${copyA.url}/readyz`);
    expect(probe.status).toBe(503);
    expect(await probe.json()).toMatchObject({ status: 'draining' });
    const served = await fetch(`${copyA.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ products(first: 1) { totalCount } }' }),
    });
    expect(served.status).toBe(200);
    expect(((await served.json()) as { data: { products: { totalCount: number } } }).data.products.totalCount).toBe(20);
    // A connection the balancer opened just before the listener closed, its request not yet read.
    const lateConnection = net.connect(port, '127.0.0.1');
    await once(lateConnection, 'connect');
    // Then it stops listening, with the request still under way...
    await expect.poll(() => connectionRefused(port), { timeout: 10_000 }).toBe(true);
    // ...answers the request that comes on a connection it had accepted, rather than dropping the connection, and
    // closes that connection after the answer...
    let lateAnswer = '';
    lateConnection.on('data', (chunk: Buffer) => (lateAnswer += chunk.toString('utf8')));
    lateConnection.write(
      `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    await once(lateConnection, 'end');
    expect(lateAnswer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(lateAnswer).toMatch(/\r\nConnection: close\r\n/i);
    // ...which it answers even when that takes longer than Apollo's own 10 s drain grace: its body comes only now.
    await new Promise((resolve) => setTimeout(resolve, slowRequestMs));
    inFlight.end(body);
    const answer = await answered;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text).data.products.edges).toHaveLength(2);
    // ...and closes its sockets as "going away", which graphql-ws clients retry (through the balancer, elsewhere).
    await closed;
    expect(closeCodes).toEqual([1001]);
    await client.dispose();

    expect((await fetch(`${copyB.url}/readyz`)).status).toBe(200);
    expect((await copyB.graphql('{ products(first: 1) { totalCount } }')).data.products.totalCount).toBe(20);
  });
});
