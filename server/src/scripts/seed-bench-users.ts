/**
 * Adds signed-in shoppers and support agents to a benchmark database, for `pnpm bench`'s WebSocket figures,
 * and writes their session tokens to a JSON file. A script rather than a route, so no server (production or
 * not) can ever hand out sessions this way.
 *
 *   pnpm exec tsx src/scripts/seed-bench-users.ts --database-url sqlite:bench/.cache/ws.sqlite \
 *     --customers 5000 --agents 10 --out bench/.cache/ws-users.json
 *
 * The database is migrated first; it must not already hold bench users.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { entities } from '../entities.js';
import { mysqlMigrations, sqliteMigrations } from '../migrations/index.js';
import { Session, User } from '../modules/identity/identity.entities.js';
import { generateInviteCode } from '../modules/identity/invite-codes.js';
import { hashToken, SESSION_LIFETIME_MS } from '../modules/identity/session.service.js';
import type { Role } from '../platform/auth/index.js';
import { migrate, openDatabase } from '../platform/db/orm.js';

const usage =
  'Usage: tsx src/scripts/seed-bench-users.ts --database-url <url> --out <file.json> [--customers 5000] [--agents 10]';
const BATCH = 500;

interface BenchUser {
  id: number;
  token: string;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      out: { type: 'string' },
      customers: { type: 'string', default: '5000' },
      agents: { type: 'string', default: '10' },
    },
  });
  const customers = Number(values.customers);
  const agents = Number(values.agents);
  if (!values['database-url'] || !values.out || !(customers >= 1 && customers <= 100_000) || !(agents >= 1)) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig({ ...process.env, DATABASE_URL: values['database-url'] });
  const orm = await openDatabase({
    database: config.database,
    entities,
    migrations: { sqlite: sqliteMigrations, mysql: mysqlMigrations },
  });
  try {
    await migrate(orm);
    const now = new Date();
    const create = async (prefix: string, count: number, roles: Role[]): Promise<BenchUser[]> => {
      const made: BenchUser[] = [];
      for (let start = 0; start < count; start += BATCH) {
        const em = orm.em.fork();
        const emails = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => {
          return `${prefix}-${start + i}@bench.circuitmart.test`;
        });
        await em.insertMany(
          User,
          emails.map((email) => ({
            email,
            phone: null,
            username: null,
            passwordHash: null,
            nickname: null,
            inviteCode: generateInviteCode(),
            invitedBy: null,
            vip: 0,
            roles,
            createdAt: now,
          })),
        );
        const users = await em.find(User, { email: { $in: emails } }, { fields: ['id'], orderBy: { id: 'asc' } });
        const sessions = users.map((user) => ({ id: user.id, token: randomBytes(32).toString('base64url') }));
        await em.insertMany(
          Session,
          sessions.map(({ id, token }) => ({
            tokenHash: hashToken(token),
            user: id,
            createdAt: now,
            lastSeenAt: now,
            expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
            revokedAt: null,
            userAgent: 'pnpm bench',
            ip: '127.0.0.1',
          })),
        );
        made.push(...sessions);
      }
      return made;
    };
    const file = {
      customers: await create('bench-customer', customers, ['buyer']),
      agents: await create('bench-agent', agents, ['support']),
    };
    fs.writeFileSync(values.out, JSON.stringify(file));
    return 0;
  } finally {
    await orm.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
