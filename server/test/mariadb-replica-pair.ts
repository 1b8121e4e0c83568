import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';

const MARIADBD = '/usr/sbin/mariadbd';
const INSTALL_DB = '/usr/bin/mariadb-install-db';

/** The replica test needs the MariaDB server binaries (Debian's mariadb-server), as CI's machine has them. */
export const canStartMariaDb = fs.existsSync(MARIADBD) && fs.existsSync(INSTALL_DB);

export interface ReplicaPair {
  primaryUrl: string;
  replicaUrl: string;
  /** Stops applying the primary's changes on the replica (it keeps receiving them): a replica that lags. */
  pauseReplication(): Promise<void>;
  resumeReplication(): Promise<void>;
  /** Resolves once the replica has applied everything the primary has written so far. */
  caughtUp(): Promise<void>;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(url: string, child: ChildProcess, log: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`mariadbd exited: ${fs.readFileSync(log, 'utf8').slice(-2000)}`);
    try {
      const connection = await mysql.createConnection(url);
      await connection.end();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * Two MariaDB servers of their own in a temporary folder, the second replicating from the first by GTID, as a
 * production primary and read replica would: the shared test server cannot be used, since replication needs the
 * primary's binary log, which it does not keep.
 */
export async function startReplicaPair(): Promise<ReplicaPair> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'circuitmart-replicas-'));
  const asRoot = process.getuid?.() === 0 ? ['--user=root'] : [];
  const installed = spawnSync(
    INSTALL_DB,
    [
      '--no-defaults',
      `--datadir=${path.join(dir, 'primary')}`,
      '--auth-root-authentication-method=normal',
      '--skip-test-db',
      ...asRoot,
    ],
    { encoding: 'utf8' },
  );
  if (installed.status !== 0) throw new Error(`mariadb-install-db failed: ${installed.stderr}`);
  fs.cpSync(path.join(dir, 'primary'), path.join(dir, 'replica'), { recursive: true });

  const children: ChildProcess[] = [];
  const start = async (name: 'primary' | 'replica', serverId: number, extra: string[]) => {
    const port = await freePort();
    const log = path.join(dir, `${name}.log`);
    const child = spawn(
      MARIADBD,
      [
        '--no-defaults',
        `--datadir=${path.join(dir, name)}`,
        `--socket=${path.join(dir, `${name}.sock`)}`,
        `--pid-file=${path.join(dir, `${name}.pid`)}`,
        `--port=${port}`,
        '--bind-address=127.0.0.1',
        `--server-id=${serverId}`,
        '--innodb-buffer-pool-size=32M',
        `--log-error=${log}`,
        ...asRoot,
        ...extra,
      ],
      { stdio: 'ignore' },
    );
    children.push(child);
    const url = `mysql://root@127.0.0.1:${port}/`;
    await waitForServer(url, child, log);
    return { port, url };
  };
  const primary = await start('primary', 1, [
    `--log-bin=${path.join(dir, 'primary', 'binlog')}`,
    '--binlog-format=ROW',
  ]);
  const replica = await start('replica', 2, ['--read-only']);

  const onReplica = async (sql: string) => {
    const connection = await mysql.createConnection(replica.url);
    try {
      return (await connection.query<mysql.RowDataPacket[]>(sql))[0];
    } finally {
      await connection.end();
    }
  };
  await onReplica(
    `CHANGE MASTER TO MASTER_HOST='127.0.0.1', MASTER_PORT=${primary.port}, MASTER_USER='root', ` +
      `MASTER_PASSWORD='', MASTER_USE_GTID=slave_pos`,
  );
  await onReplica('START SLAVE');

  const primaryConnection = await mysql.createConnection(primary.url);
  await primaryConnection.query('CREATE DATABASE shop CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
  return {
    primaryUrl: `${primary.url}shop`,
    replicaUrl: `${replica.url}shop`,
    pauseReplication: async () => void (await onReplica('STOP SLAVE SQL_THREAD')),
    resumeReplication: async () => void (await onReplica('START SLAVE SQL_THREAD')),
    async caughtUp() {
      const [[position]] = (await primaryConnection.query('SELECT @@gtid_binlog_pos AS pos')) as any;
      const rows = await onReplica(`SELECT MASTER_GTID_WAIT('${position.pos}', 60) AS waited`);
      if (Number(rows[0]?.waited) !== 0) throw new Error(`the replica did not reach ${position.pos} in 60 s`);
    },
    async stop() {
      await primaryConnection.end();
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
