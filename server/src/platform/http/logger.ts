import { pino, type Logger } from 'pino';
import type { AppConfig } from '../../config.js';

export type { Logger };

export function createLogger(config: Pick<AppConfig, 'logLevel' | 'env'>): Logger {
  return pino({
    level: config.logLevel,
    base: { service: 'circuitmart' },
    redact: { paths: ['req.headers["user-token"]', 'req.headers.cookie', 'req.headers.authorization'], remove: true },
  });
}

/** What the platform mechanisms log through: pino's logger satisfies it, and so does `silentLogger`. */
export interface PlatformLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export const silentLogger: PlatformLogger = { info: () => {}, warn: () => {}, error: () => {} };
