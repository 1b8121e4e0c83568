import { describe, expect, it } from 'vitest';
import { entities } from '../src/entities.js';
import { loadConfig } from '../src/config.js';
import { mysqlMigrations, sqliteMigrations } from '../src/migrations/index.js';
import { hasUnmigratedChanges, migrate, openDatabase } from '../src/platform/db/orm.js';
import { databaseKinds, freshDatabase } from './harness.js';

/**
 * The migration that gives the six flows one status casing and one column name converts the rows a shop already
 * has, and loses none of the rows that hang off the rebuilt tables (SQLite rebuilds them).
 */
describe.each(databaseKinds)('the flow status casing migration on %s', (database) => {
  it('converts existing states to SCREAMING_CASE in a status column, keeping every dependent row', async () => {
    const { url, drop } = await freshDatabase(database);
    const orm = await openDatabase({
      database: loadConfig({ DATABASE_URL: url }).database,
      entities,
      migrations: { sqlite: sqliteMigrations, mysql: mysqlMigrations },
    });
    const sql = (query: string) => orm.em.getConnection().execute(query);
    try {
      const all = (await orm.migrator.getPending()).map((migration) => migration.name);
      const casing = all.findIndex((name) => name.endsWith('_flow_status_casing'));
      await orm.migrator.up({ to: all[casing - 1] });

      const now = `'2026-01-01 00:00:00'`;
      await sql(`insert into user (id, invite_code, roles, created_at) values (1, 'INV1', '["buyer"]', ${now})`);
      await sql(
        `insert into payment_attempt (id, order_id, order_number, owner_id, payer_id, provider, out_trade_no, amount_fen,
         order_expires_at, status, created_at) values
         (1, 7, 'N7', 1, 1, 'wechat', 'T1', 100, ${now}, 'succeeded', ${now}),
         (2, 7, 'N7', 1, 1, 'wechat', 'T2', 100, ${now}, 'pending', ${now}),
         (3, 7, 'N7', 1, 1, 'alipay', 'T3', 100, ${now}, 'failed', ${now})`,
      );
      await sql(
        `insert into provider_payment (provider, transaction_ref, attempt_id, order_id, amount_fen, paid_at, received_at,
         status) values ('wechat', 'X1', 1, 7, 100, ${now}, ${now}, 'booked')`,
      );
      await sql(
        `insert into bank_remittance (order_id, order_number, user_id, amount_fen, payer_name, bank, account, proof_paths,
         status, submitted_at) values (7, 'N7', 1, 100, 'Li', 'ICBC', '6222', '[]', 'under_review', ${now}),
         (8, 'N8', 1, 100, 'Li', 'ICBC', '6222', '[]', 'confirmed', ${now})`,
      );
      await sql(
        `insert into account_cancellation (user_id, status, created_at, updated_at) values
         (1, 'underReview', ${now}, ${now}), (1, 'withdrawn', ${now}, ${now})`,
      );
      await sql(
        `insert into inquiry (id, number, user_id, project_name, annual_usage, company_name, company_address,
         contact_name, contact_phone, message, state, created_at) values
         (1, 'IQ1', 1, 'P', 10, 'C', 'A', 'N', '1', 'M', 'REPLIED', ${now}),
         (2, 'IQ2', 1, 'P', 10, 'C', 'A', 'N', '1', 'M', 'PENDING', ${now})`,
      );
      await sql(
        `insert into inquiry_quote_line (inquiry_id, position, mpn, description, quantity, unit_price_milli, lead_time)
         values (1, 0, 'NE555', '', 10, 1000, '')`,
      );
      await sql(
        `insert into chat_conversation (id, customer_id, state, created_at, updated_at) values
         (1, 1, 'active', ${now}, ${now}), (2, 1, 'waiting', ${now}, ${now}), (3, 1, 'closed', ${now}, ${now})`,
      );
      await sql(
        `insert into chat_message (conversation_id, sender_id, role, text, created_at) values (1, 1, 'customer', 'hi', ${now})`,
      );

      await migrate(orm);
      expect(await hasUnmigratedChanges(orm)).toBe(false);

      const column = async (table: string, order = 'id') =>
        (await sql(`select status from ${table} order by ${order}`)).map((row: any) => row.status);
      expect(await column('payment_attempt')).toEqual(['SUCCEEDED', 'PENDING', 'FAILED']);
      expect(await column('bank_remittance')).toEqual(['UNDER_REVIEW', 'CONFIRMED']);
      expect(await column('account_cancellation')).toEqual(['UNDER_REVIEW', 'WITHDRAWN']);
      expect(await column('inquiry')).toEqual(['REPLIED', 'PENDING']);
      expect(await column('chat_conversation')).toEqual(['ACTIVE', 'WAITING', 'CLOSED']);
      const count = async (table: string) => Number((await sql(`select count(*) as n from ${table}`))[0]!.n);
      expect(await count('provider_payment')).toBe(1);
      expect(await count('inquiry_quote_line')).toBe(1);
      expect(await count('chat_message')).toBe(1);
      // The dependent rows still point at the rebuilt tables, so deleting through them still cascades.
      await sql(`delete from payment_attempt where id = 1`);
      expect(await count('provider_payment')).toBe(0);
    } finally {
      await orm.close();
      await drop();
    }
  });
});
