import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';

/**
 * Runs `work` against a new, empty database on the MySQL server of `serverUrl`, then drops it.
 * Tests and the migration generator use it so that nothing touches a database they did not create.
 */
export async function withScratchMysqlDatabase<T>(serverUrl: string, work: (url: string) => Promise<T>): Promise<T> {
  const { url, drop } = await createScratchMysqlDatabase(serverUrl);
  try {
    return await work(url);
  } finally {
    await drop();
  }
}

export async function createScratchMysqlDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `cm_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = await mysql.createConnection(serverUrl.replace(/^mariadb:/, 'mysql:'));
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const target = new URL(serverUrl.replace(/^mariadb:/, 'mysql:'));
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const connection = await mysql.createConnection(serverUrl.replace(/^mariadb:/, 'mysql:'));
      await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await connection.end();
    },
  };
}
