import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from '../../config.js';

export type { Logger };

/** What every log line written on behalf of one request, WebSocket operation or job run carries. */
export interface LogScope {
  /** The request's id (`X-Request-Id`), or a WebSocket operation's. */
  reqId?: string;
  /** The job's key and name, for lines written while a job runs. */
  jobId?: string;
  job?: string;
}

/**
 * The scope of the work under way. Services log through the one process logger, without a request in hand, so the
 * logger adds the scope to each line itself (pino's mixin) rather than every caller passing a child logger down.
 */
export const logScope = new AsyncLocalStorage<LogScope>();

const noScope: LogScope = {};

export function createLogger(config: Pick<AppConfig, 'logLevel' | 'env'>, destination?: DestinationStream): Logger {
  const options = {
    level: config.logLevel,
    base: { service: 'circuitmart' },
    redact: { paths: ['req.headers["user-token"]', 'req.headers.cookie', 'req.headers.authorization'], remove: true },
    mixin: () => logScope.getStore() ?? noScope,
  };
  return destination ? pino(options, destination) : pino(options);
}

/** What the platform mechanisms log through: pino's logger satisfies it, and so does `silentLogger`. */
export interface PlatformLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export const silentLogger: PlatformLogger = { info: () => {}, warn: () => {}, error: () => {} };
