/**
 * The dashboard benchmark: a month of shop activity written straight into a bench catalog's database (while no
 * server runs on it) with multi-row INSERTs, then the staff `dashboard` query timed one request at a time. The
 * activity is 100,000 orders (70 % of them paid within the hour), 5,000 inquiries (80 % answered) and 3,000 chat
 * conversations (90 % claimed), all inside the dashboard's 30 days: the worst case for its per-day aggregates,
 * which read only the window. It belongs to one bench user, and each run deletes the previous run's rows first,
 * so the dates stay relative to today and the counts stay exact. Order lines are not written: the dashboard
 * does not read them.
 */
import { randomBytes, createHash } from 'node:crypto';
import { graphqlCall } from './shoppers.mjs';

export const DASHBOARD_ORDERS = 100_000;
const INQUIRIES = 5_000;
const CONVERSATIONS = 3_000;
const DAYS = 30;
const ROWS_PER_INSERT = 1_000;
const DASHBOARD_ASKS = 50;
const BUYER_EMAIL = 'bench-dashboard-buyer@circuitmart.test';
const STAFF_EMAIL = 'bench-dashboard-staff@circuitmart.test';
const DAY_MS = 24 * 3600_000;

const dashboardQuery = `query BenchDashboard {
  dashboard {
    days { date ordersPlaced ordersPaid paidShare revenueFen inquiriesReceived averageReplySeconds chatsClaimed
      averageChatWaitSeconds }
    today { ordersPlaced revenueFen }
    lastDays { ordersPlaced ordersPaid revenueFen inquiriesReceived chatsOpened }
    unansweredInquiries chatsWaiting longestChatWaitSeconds lowStockTotal lowStockParts { productId stock moq }
  }
}`;

/** A deterministic pseudo-random sequence, so every run writes the same activity. */
function sequence(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

async function insertRows(catalog, table, columns, rows) {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const batch = rows.slice(start, start + ROWS_PER_INSERT);
    const placeholders = `(${columns.map(() => '?').join(', ')})`;
    await catalog.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${batch.map(() => placeholders).join(', ')}`,
      batch.flat(),
    );
  }
}

async function userId(catalog, email) {
  const [row] = await catalog.query('SELECT id FROM user WHERE email = ?', [email]);
  return row ? Number(row.id) : null;
}

/** The bench user's activity of an earlier run, gone (children first). */
async function removeActivity(catalog, buyerId) {
  await catalog.query(
    'DELETE FROM chat_message WHERE conversation_id IN (SELECT id FROM chat_conversation WHERE customer_id = ?)',
    [buyerId],
  );
  await catalog.query('DELETE FROM chat_conversation WHERE customer_id = ?', [buyerId]);
  await catalog.query('DELETE FROM inquiry WHERE user_id = ?', [buyerId]);
  await catalog.query('DELETE FROM shop_order WHERE user_id = ?', [buyerId]);
}

async function ensureUser(catalog, email, roles, at) {
  const existing = await userId(catalog, email);
  if (existing !== null) return existing;
  await insertRows(
    catalog,
    '`user`',
    ['email', 'invite_code', 'vip', 'roles', 'created_at'],
    [[email, randomBytes(6).toString('hex'), 0, JSON.stringify(roles), at]],
  );
  return userId(catalog, email);
}

/**
 * Writes the month of activity and a staff session; answers the session token, the expected 30-day totals (the
 * timed answers are checked against them) and how long the writing took.
 */
export async function seedDashboardActivity(catalog) {
  const started = performance.now();
  const now = Date.now();
  const at = (ms) => catalog.datetime(new Date(ms));
  const buyerId = await ensureUser(catalog, BUYER_EMAIL, ['buyer'], at(now));
  const staffId = await ensureUser(catalog, STAFF_EMAIL, ['admin'], at(now));
  await removeActivity(catalog, buyerId);

  // Everything inside the window: from today's midnight (UTC) 29 days back, up to a minute ago.
  const windowStart = Math.floor(now / DAY_MS) * DAY_MS - (DAYS - 1) * DAY_MS;
  const span = now - 60_000 - windowStart;
  const random = sequence(17);
  const runId = randomBytes(4).toString('hex');
  let paid = 0;
  const orders = Array.from({ length: DASHBOARD_ORDERS }, (_, index) => {
    const createdAt = windowStart + Math.floor(random() * span);
    const payableFen = 500 + Math.floor(random() * 200_000);
    const isPaid = random() < 0.7;
    if (isPaid) paid += 1;
    const paidAt = isPaid ? Math.min(now - 1000, createdAt + Math.floor(random() * 3600_000)) : null;
    return [
      `BD${runId}${index}`,
      buyerId,
      isPaid ? 'COMPLETED' : 'CANCELLED',
      `bench-dashboard-${runId}-${index}`,
      at(createdAt),
      at(createdAt + 1800_000),
      payableFen,
      0,
      0,
      0,
      0,
      payableFen,
      isPaid ? payableFen : null,
      isPaid ? 'wechat' : null,
      paidAt === null ? null : at(paidAt),
      'none',
      'express',
    ];
  });
  await insertRows(
    catalog,
    'shop_order',
    [
      'number',
      'user_id',
      'status',
      'idempotency_key',
      'created_at',
      'expires_at',
      'items_fen',
      'member_discount_fen',
      'coupon_deduction_fen',
      'points_deduction_fen',
      'freight_fen',
      'payable_fen',
      'paid_fen',
      'payment_method',
      'paid_at',
      'invoice_type',
      'delivery_method',
    ],
    orders,
  );

  const inquiries = Array.from({ length: INQUIRIES }, (_, index) => {
    const createdAt = windowStart + Math.floor(random() * span);
    const repliedAt = random() < 0.8 ? Math.min(now - 1000, createdAt + Math.floor(random() * 8 * 3600_000)) : null;
    return [
      `BQ${runId}${index}`,
      buyerId,
      'Bench',
      1000,
      'Bench Co',
      '',
      'Li',
      '13800000000',
      '',
      repliedAt === null ? 'PENDING' : 'REPLIED',
      repliedAt === null ? null : 'Quoted',
      repliedAt === null ? null : at(repliedAt),
      at(createdAt),
    ];
  });
  await insertRows(
    catalog,
    'inquiry',
    [
      'number',
      'user_id',
      'project_name',
      'annual_usage',
      'company_name',
      'company_address',
      'contact_name',
      'contact_phone',
      'message',
      'status',
      'reply',
      'replied_at',
      'created_at',
    ],
    inquiries,
  );

  const conversations = Array.from({ length: CONVERSATIONS }, () => {
    const createdAt = windowStart + Math.floor(random() * span);
    const claimedAt = random() < 0.9 ? Math.min(now - 1000, createdAt + Math.floor(random() * 600_000)) : null;
    return { createdAt, claimedAt };
  });
  await insertRows(
    catalog,
    'chat_conversation',
    ['customer_id', 'status', 'agent_id', 'created_at', 'updated_at'],
    conversations.map(({ createdAt, claimedAt }) => [
      buyerId,
      claimedAt === null ? 'CLOSED' : 'ACTIVE',
      claimedAt === null ? null : staffId,
      at(createdAt),
      at(claimedAt ?? createdAt),
    ]),
  );
  const ids = await catalog.query('SELECT id, created_at FROM chat_conversation WHERE customer_id = ? ORDER BY id', [
    buyerId,
  ]);
  await insertRows(
    catalog,
    'chat_message',
    ['conversation_id', 'sender_id', 'role', 'system_event', 'created_at'],
    ids.flatMap((row, index) => {
      const { claimedAt } = conversations[index];
      return claimedAt === null ? [] : [[Number(row.id), staffId, 'system', 'claimed', at(claimedAt)]];
    }),
  );

  const token = randomBytes(24).toString('base64url');
  await insertRows(
    catalog,
    'session',
    ['token_hash', 'user_id', 'created_at', 'last_seen_at', 'expires_at'],
    [[createHash('sha256').update(token).digest('hex'), staffId, at(now), at(now), at(now + DAY_MS)]],
  );
  return {
    token,
    expected: { orders: DASHBOARD_ORDERS, paid, inquiries: INQUIRIES, conversations: CONVERSATIONS },
    seedSeconds: (performance.now() - started) / 1000,
  };
}

function percentile(sorted, share) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

/**
 * Asks the dashboard `DASHBOARD_ASKS` times, one at a time, as the bench staff member: the first ask apart (cold
 * caches), p50 / p95 / max of the rest. Throws when an answer's 30-day totals differ from what was written.
 */
export async function dashboardLatency(url, { token, expected }) {
  const times = [];
  for (let ask = 0; ask <= DASHBOARD_ASKS; ask += 1) {
    const started = performance.now();
    const { dashboard } = await graphqlCall(url, dashboardQuery, {}, token);
    times.push(performance.now() - started);
    const totals = dashboard.lastDays;
    // Other orders of the catalog (the order benchmarks cancel theirs, but they were placed) may add to these.
    if (totals.ordersPlaced < expected.orders || totals.ordersPaid < expected.paid) {
      throw new Error(`the dashboard counted ${JSON.stringify(totals)}, expected at least ${JSON.stringify(expected)}`);
    }
  }
  const [first, ...rest] = times;
  const sorted = rest.sort((a, b) => a - b);
  // The least a signed-in GraphQL answer costs right now (session lookup, HTTP, JSON), for reading the above on a
  // busy machine.
  const baseline = [];
  for (let ask = 0; ask < DASHBOARD_ASKS; ask += 1) {
    const started = performance.now();
    await graphqlCall(url, '{ me { id } }', {}, token);
    baseline.push(performance.now() - started);
  }
  return {
    first,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: sorted.at(-1),
    asks: sorted.length,
    baselineP50: percentile(
      baseline.sort((a, b) => a - b),
      0.5,
    ),
  };
}
