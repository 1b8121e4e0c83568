/**
 * The WebSocket part of `pnpm bench`: many signed-in graphql-ws subscribers on one server copy, staff platform
 * messages (to 1,000 chosen users, then to everyone) fanned out to them through the real NotificationService and
 * pub/sub, and agent-customer chat round
 * trips. The shoppers' and agents' sessions are made by `server/src/scripts/seed-bench-users.ts` (a script, not
 * a route, so no server can hand out sessions that way).
 */
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { cpuSeconds, residentBytes } from './process-stats.mjs';

const OPEN_BATCH = 250;
/** The target: a message published to this many of the subscribers arrives at all of them within 1 s. */
const CHOSEN_RECIPIENTS = 1000;
const STEP_TIMEOUT_MS = 120_000;
/** Steady chat: each open conversation's agent writes once per interval, the conversations spread over it. */
const STEADY_INTERVAL_MS = 2_000;
const STEADY_SECONDS = 10;

export function percentile(sorted, share) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

export function summary(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted.at(-1) };
}

/**
 * Runs `work` and answers how long it took and the CPU milliseconds the server (`pid`) and this bench process
 * spent meanwhile. The bench holds every socket on the same cores as the server, so its own share shows whether
 * it, not the server, is the bottleneck.
 */
async function cpuDuring(pid, work) {
  const serverBefore = cpuSeconds(pid);
  const benchBefore = process.cpuUsage();
  const started = performance.now();
  await work();
  const bench = process.cpuUsage(benchBefore);
  const serverAfter = cpuSeconds(pid);
  return {
    wallMs: performance.now() - started,
    serverCpuMs: serverBefore === null || serverAfter === null ? undefined : (serverAfter - serverBefore) * 1000,
    benchCpuMs: (bench.user + bench.system) / 1000,
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

function withTimeout(promise, what, timeoutMs = STEP_TIMEOUT_MS) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took longer than ${timeoutMs / 1000} s`)), timeoutMs);
    }),
  ]).finally(() => clearTimeout(timer));
}

async function graphqlOverHttp(url, token, query, variables = {}) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-token': token },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (!response.ok || body.errors) throw new Error(`GraphQL answered ${response.status}: ${JSON.stringify(body)}`);
  return body.data;
}

function socketClient(url, token) {
  let closedCode;
  const client = createClient({
    url: url.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: { 'user-token': token },
    retryAttempts: 0,
    lazy: false,
    on: { closed: (event) => (closedCode = event?.code) },
  });
  return { client, closedCode: () => closedCode };
}

const unreadSubscription = 'subscription BenchUnread { unreadMessageCountsChanged { all platform } }';
const chatEventsSubscription = `subscription BenchChat($conversationId: ID!) {
  chatEvents(conversationId: $conversationId) { kind actorRole message { text } }
}`;
const sendMutation = `mutation BenchSend($input: SendChatMessageInput!) {
  sendChatMessage(input: $input) { message { id } userErrors { code message } }
}`;

/**
 * Opens one socket per shopper, each subscribed to its unread counts; resolves once every subscription has
 * answered its first counts. `onCounts(index, counts)` sees every later answer.
 */
async function openSubscribers(url, customers, onCounts) {
  const subscribers = [];
  for (let start = 0; start < customers.length; start += OPEN_BATCH) {
    const batch = customers.slice(start, start + OPEN_BATCH).map((customer, offset) => {
      const index = start + offset;
      const socket = socketClient(url, customer.token);
      const subscribed = new Promise((resolve, reject) => {
        let first = true;
        socket.client.subscribe(
          { query: unreadSubscription },
          {
            next: (result) => {
              if (result.errors) return reject(new Error(JSON.stringify(result.errors)));
              if (first) {
                first = false;
                resolve();
              } else onCounts(index, result.data.unreadMessageCountsChanged);
            },
            error: (error) => reject(error instanceof Error ? error : new Error(`socket closed (${error?.code})`)),
            complete: () => {},
          },
        );
      });
      subscribers.push(socket);
      return subscribed;
    });
    await withTimeout(Promise.all(batch), `opening subscribers ${start + 1}-${start + batch.length}`);
  }
  return subscribers;
}

/**
 * Sends a platform message (`recipients`: `{ userIds }`, or `{}` for every user) and times its unread counts
 * reaching the subscribers at `expectedIndexes`. Any other subscriber's counts changing meanwhile is a stray
 * delivery. `onCounts` must be routed to the answer's `arrived` while it runs.
 */
function platformMessage(url, pid, token, recipients, expectedIndexes) {
  const expected = new Set(expectedIndexes);
  const deliveries = new Map();
  let strays = 0;
  let everyoneHasIt;
  const allArrived = new Promise((resolve) => (everyoneHasIt = resolve));
  let started = 0;
  return {
    arrived(index) {
      if (!expected.has(index)) strays++;
      else if (!deliveries.has(index)) {
        deliveries.set(index, performance.now() - started);
        if (deliveries.size === expected.size) everyoneHasIt();
      }
    },
    async send() {
      const serverCpuBefore = cpuSeconds(pid);
      started = performance.now();
      const sent = await graphqlOverHttp(
        url,
        token,
        `mutation BenchBroadcast($input: SendPlatformMessageInput!) {
          sendPlatformMessage(input: $input) { recipientCount userErrors { code message } }
        }`,
        { input: { title: 'Bench', body: 'A platform message.', ...recipients } },
      );
      const mutationMs = performance.now() - started;
      if (sent.sendPlatformMessage.userErrors.length > 0) throw new Error(JSON.stringify(sent.sendPlatformMessage));
      const problem = await withTimeout(allArrived, 'delivering the platform message', 60_000).then(
        () => undefined,
        (error) => error.message,
      );
      const serverCpuAfter = cpuSeconds(pid);
      // Strays could still be on their way: give them as long again as the slowest delivery took.
      await sleep(Math.max(...deliveries.values(), 0));
      return {
        recipients: expected.size,
        delivery: summary([...deliveries.values()]),
        strays,
        mutationMs,
        serverCpuMs:
          serverCpuBefore === null || serverCpuAfter === null ? undefined : (serverCpuAfter - serverCpuBefore) * 1000,
        ...(problem && { problem }),
      };
    },
  };
}

/**
 * Runs the WebSocket measurements against a started shop (`pid` is its process, for its memory). Answers
 * figures for docs/benchmarks.md.
 */
export async function measureWebSockets({ url, pid, users, conversations, rounds, log }) {
  const { customers, agents } = users;
  const figures = { subscribers: customers.length, conversations, rounds };

  // One request first, so the figures leave out the server's lazy start-up work.
  await graphqlOverHttp(url, customers[0].token, '{ unreadMessageCounts { all } }');
  const rssBefore = residentBytes(pid);

  log(`opening ${customers.length} graphql-ws subscribers ...`);
  let broadcast;
  const openStart = performance.now();
  const subscribers = await openSubscribers(url, customers, (index) => broadcast?.arrived(index));
  figures.openSeconds = (performance.now() - openStart) / 1000;
  // Settled memory: what the open sockets keep, not what opening them allocated on the way.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const rssAfter = residentBytes(pid);
  if (rssBefore !== undefined && rssAfter !== undefined) {
    figures.rssBeforeMb = rssBefore / 2 ** 20;
    figures.rssAfterMb = rssAfter / 2 ** 20;
    figures.bytesPerConnection = (rssAfter - rssBefore) / customers.length;
  }

  try {
    // The "a message published to 1,000 of them": staff send to 1,000 chosen users, spread over the
    // subscribers (every n-th one), so the other sockets are open and must hear nothing.
    const step = Math.max(1, Math.floor(customers.length / CHOSEN_RECIPIENTS));
    const chosen = customers
      .map((_, index) => index)
      .filter((index) => index % step === 0)
      .slice(0, CHOSEN_RECIPIENTS);
    log(`sending a platform message to ${chosen.length} chosen of the ${customers.length} subscribers ...`);
    const staffToken = agents[0].token;
    const chosenIds = chosen.map((index) => String(customers[index].id));
    broadcast = platformMessage(url, pid, staffToken, { userIds: chosenIds }, chosen);
    figures.chosenBroadcast = await broadcast.send();

    // Then one to every user: one transaction of messages, then one unread-counts publish each.
    log(`broadcasting a platform message to all ${customers.length} subscribers ...`);
    broadcast = platformMessage(url, pid, staffToken, {}, customers.keys());
    figures.broadcast = await broadcast.send();
    broadcast = undefined;

    figures.chat = await measureChat(url, pid, customers.slice(0, conversations), agents, subscribers, rounds, log);
    figures.rssEndMb = (residentBytes(pid) ?? 0) / 2 ** 20;
    figures.closedEarly = subscribers.filter((socket) => socket.closedCode() !== undefined).length;
  } finally {
    await Promise.all(subscribers.map((socket) => socket.client.dispose()));
  }
  return figures;
}

/** CPU per chat message sent, and how busy each process was (a share of one core) over the phase. */
function cpuPerSend({ wallMs, serverCpuMs, benchCpuMs }, sends) {
  return {
    serverMsPerSend: serverCpuMs === undefined ? undefined : serverCpuMs / sends,
    serverBusy: serverCpuMs === undefined ? undefined : serverCpuMs / wallMs,
    benchMsPerSend: benchCpuMs / sends,
    benchBusy: benchCpuMs / wallMs,
  };
}

/**
 * `conversations` shoppers each open a chat that an agent claims (agents share them round-robin); both sides
 * listen on chatEvents over their sockets and send over HTTP as the web client does. Each round, every agent
 * writes into each of its conversations at once; a shopper answers as soon as the message arrives. Answers the
 * agent-to-shopper delivery and the full round trip (agent sends, shopper's answer reaches the agent).
 */
async function measureChat(url, pid, customers, agents, subscribers, rounds, log) {
  log(`opening ${customers.length} conversations ...`);
  const opened = [];
  for (const [index, customer] of customers.entries()) {
    const data = await graphqlOverHttp(
      url,
      customer.token,
      'mutation BenchOpen { openChatConversation { conversation { id } userErrors { code } } }',
    );
    const conversationId = data.openChatConversation.conversation.id;
    const agent = agents[index % agents.length];
    await graphqlOverHttp(
      url,
      agent.token,
      'mutation BenchClaim($input: ChatConversationInput!) { claimChatConversation(input: $input) { userErrors { code } } }',
      { input: { conversationId } },
    );
    opened.push({ conversationId, customer, agent, subscriber: subscribers[index] });
  }
  const agentSockets = new Map(agents.map((agent) => [agent.token, socketClient(url, agent.token)]));
  /** Waiting sends, by text: resolves with the time it arrived on the other side. */
  const waiting = new Map();
  const arrived = (text) => {
    const resolve = waiting.get(text);
    if (resolve) {
      waiting.delete(text);
      resolve(performance.now());
    }
  };
  const expect = (text) => new Promise((resolve) => waiting.set(text, resolve));
  const send = (token, conversationId, text) =>
    graphqlOverHttp(url, token, sendMutation, { input: { conversationId, text } }).then((data) => {
      if (data.sendChatMessage.userErrors.length > 0) throw new Error(JSON.stringify(data.sendChatMessage));
    });
  const listen = (client, conversationId, onMessage) =>
    client.subscribe(
      { query: chatEventsSubscription, variables: { conversationId } },
      {
        next: (result) => {
          const event = result.data?.chatEvents;
          if (event?.kind === 'MESSAGE' && event.message?.text) onMessage(event);
        },
        error: () => {},
        complete: () => {},
      },
    );
  for (const conversation of opened) {
    // The shopper answers every agent message at once.
    listen(conversation.subscriber.client, conversation.conversationId, (event) => {
      if (event.actorRole !== 'AGENT') return;
      arrived(event.message.text);
      void send(conversation.customer.token, conversation.conversationId, `re: ${event.message.text}`);
    });
    listen(agentSockets.get(conversation.agent.token).client, conversation.conversationId, (event) => {
      if (event.actorRole === 'CUSTOMER') arrived(event.message.text);
    });
  }
  try {
    // graphql-ws does not acknowledge a subscribe: a first, untimed round waits until every listener is live.
    log('warming up the conversations ...');
    await withTimeout(
      Promise.all(
        opened.map(async (conversation) => {
          for (let attempt = 0; ; attempt++) {
            const text = `warm-${conversation.conversationId}-${attempt}`;
            const back = expect(`re: ${text}`);
            await send(conversation.agent.token, conversation.conversationId, text);
            const answered = await Promise.race([back, new Promise((r) => setTimeout(() => r(false), 2000))]);
            if (answered) return;
          }
        }),
      ),
      'warming up the conversations',
    );
    /** The agent writes `text`; its arrival at the shopper and the shopper's answer at the agent are timed. */
    const exchange = async (conversation, text, times) => {
      const atCustomer = expect(text);
      const backAtAgent = expect(`re: ${text}`);
      const started = performance.now();
      await send(conversation.agent.token, conversation.conversationId, text);
      times.oneWay.push((await atCustomer) - started);
      times.roundTrip.push((await backAtAgent) - started);
    };
    log(`timing ${rounds} rounds of ${opened.length} conversations ...`);
    const burst = { oneWay: [], roundTrip: [] };
    const burstCpu = await cpuDuring(pid, async () => {
      for (let round = 0; round < rounds; round++) {
        await withTimeout(
          Promise.all(
            opened.map((conversation) => exchange(conversation, `m-${conversation.conversationId}-${round}`, burst)),
          ),
          `chat round ${round + 1}`,
        );
      }
    });

    // The burst above is the worst case. People chat at a pace: here every conversation stays open and its agent
    // writes every STEADY_INTERVAL_MS (with the answers, 100 sends a second at 100 conversations).
    log(
      `timing ${STEADY_SECONDS} s of steady chat, one agent message per conversation every ${STEADY_INTERVAL_MS} ms ...`,
    );
    const steady = { oneWay: [], roundTrip: [] };
    const steadyUntil = performance.now() + STEADY_SECONDS * 1000;
    const steadyCpu = await cpuDuring(pid, () =>
      withTimeout(
        Promise.all(
          opened.map(async (conversation, index) => {
            await sleep((index / opened.length) * STEADY_INTERVAL_MS);
            for (let message = 0; performance.now() < steadyUntil; message++) {
              const next = performance.now() + STEADY_INTERVAL_MS;
              await exchange(conversation, `s-${conversation.conversationId}-${message}`, steady);
              await sleep(next - performance.now());
            }
          }),
        ),
        'steady chat',
      ),
    );
    return {
      agentToCustomer: summary(burst.oneWay),
      roundTrip: summary(burst.roundTrip),
      // Each exchange is two sends (the agent's and the answer), each delivered to both sides.
      cpu: cpuPerSend(burstCpu, burst.roundTrip.length * 2),
      agents: agents.length,
      steady: {
        intervalMs: STEADY_INTERVAL_MS,
        agentToCustomer: summary(steady.oneWay),
        roundTrip: summary(steady.roundTrip),
        cpu: cpuPerSend(steadyCpu, steady.roundTrip.length * 2),
      },
    };
  } finally {
    await Promise.all([...agentSockets.values()].map((socket) => socket.client.dispose()));
  }
}
