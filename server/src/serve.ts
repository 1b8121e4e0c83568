import v8 from 'node:v8';
import 'reflect-metadata';
import { startApp } from './app.js';
import type { AppConfig } from './config.js';
import { DataKeyMismatchError } from './platform/crypto/data-key-check.js';
import { writeHeapSnapshotsOnSignal } from './platform/metrics/heap-snapshots.js';
import { runningHeapPlan } from './startup/heap-size.js';

/** What a stopping process has, after its HTTP drain, to stop its jobs and pub/sub and close the database. */
const CLOSING_ROOM_MS = 5000;

/**
 * Starts the shop (or, with PROCESS_ROLE=worker, the worker) with checked settings and stops it cleanly on SIGTERM
 * or SIGINT.
 */
export async function serve(config: AppConfig): Promise<void> {
  const starting =
    config.scaleOut.processRole === 'worker'
      ? import('./worker-app.js').then(({ startWorker }) => startWorker(config))
      : startApp(config);
  const app = await starting.catch((error: unknown) => {
    if (!(error instanceof DataKeyMismatchError)) throw error;
    console.error(error.message);
    process.exit(1);
  });
  app.logger.info(
    {
      heapLimitMiB: Math.round(v8.getHeapStatistics().heap_size_limit / 2 ** 20),
      plan: runningHeapPlan() ?? 'chosen by hand',
    },
    'heap',
  );

  if (config.metrics.heapSnapshotDir) writeHeapSnapshotsOnSignal(config.metrics.heapSnapshotDir, app.logger);

  let stopping = false;
  async function shutdown(signal: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    app.logger.info(
      { signal, role: config.scaleOut.processRole, drainDelayMs: config.scaleOut.drainDelayMs },
      'shutting down: draining connections',
    );
    // The drain delay, then up to SHUTDOWN_TIMEOUT_MS for requests under way, then room to stop jobs and pub/sub
    // and close the database.
    const deadline = setTimeout(
      () => {
        app.logger.error('shutdown took too long; exiting');
        process.exit(1);
      },
      config.scaleOut.drainDelayMs + config.shutdownTimeoutMs + CLOSING_ROOM_MS,
    );
    // The deadline stays referenced: some drain steps wait on unreferenced timers and would let the
    // process end before the database is closed.
    await app.close();
    clearTimeout(deadline);
    app.logger.info('stopped');
    app.logger.flush(() => process.exit(0));
  }

  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // Every request's failures are answered and logged (with its request id) by the HTTP error handlers; these
  // catch what escaped them. A rejected promise nobody awaited leaves no half-run code behind, so one is logged
  // and the other requests go on. An exception that unwound the stack may have left any state half-changed, so
  // the process logs it and exits non-zero for its supervisor to start a clean one.
  process.on('unhandledRejection', (reason) => app.logger.error({ err: reason }, 'unhandled promise rejection'));
  process.on('uncaughtException', (error) => {
    app.logger.fatal({ err: error }, 'uncaught exception; exiting');
    app.logger.flush(() => process.exit(1));
  });
}
