import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import type { PlatformLogger } from '../http/logger.js';

/**
 * Writes a heap snapshot into `directory` on SIGUSR2 (the memory soak asks at warm-up and at the end). Only when
 * HEAP_SNAPSHOT_DIR is set: a snapshot stops the process for seconds and may be as large as the heap, with every
 * secret the heap holds in it.
 */
export function writeHeapSnapshotsOnSignal(directory: string, logger: PlatformLogger): void {
  fs.mkdirSync(directory, { recursive: true });
  process.on('SIGUSR2', () => {
    const file = path.join(directory, `circuitmart-${process.pid}-${Date.now()}.heapsnapshot`);
    const written = v8.writeHeapSnapshot(file);
    logger.info({ file: written }, 'heap snapshot written');
  });
}
