import { randomUUID } from 'node:crypto';
import type express from 'express';
import { stdSerializers } from 'pino';
import { logScope, type Logger } from './logger.js';

declare module 'http' {
  interface IncomingMessage {
    /** The request's id: the caller's `X-Request-Id` when it is a plain token, else a fresh UUID. */
    id: string;
  }
}

/** A caller's request id is kept when it is a plain token, so it cannot forge or bloat log lines. */
const CALLER_REQUEST_ID = /^[\w.:-]{1,128}$/;

function requestIdOf(req: express.Request): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && CALLER_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Gives every request its id (`req.id`, the `X-Request-Id` answer header, and `reqId` on every log line written while
 * serving it, through `logScope`) and writes one `info` line when its answer ends: `request completed` (or `request
 * errored` for a 5xx) with the request, the answer's status and headers and `responseTime` in ms, as pino-http wrote
 * them. pino-http also built a child logger per request, serializing and redacting the request's headers at once,
 * whether or not anything would be logged (at `warn`, nothing): here the request is serialized only for the line.
 */
export function accessLog(
  logger: Logger,
  options: { quiet: (req: express.Request) => boolean },
): express.RequestHandler {
  const lines = logger.child(
    {},
    { serializers: { req: stdSerializers.req, res: stdSerializers.res, err: stdSerializers.err } },
  );
  return (req, res, next) => {
    const id = requestIdOf(req);
    req.id = id;
    res.setHeader('X-Request-Id', id);
    if (lines.isLevelEnabled('info') && !options.quiet(req)) {
      const started = Date.now();
      const ended = (error?: Error) => {
        res.off('finish', ended);
        res.off('close', ended);
        res.off('error', ended);
        const responseTime = Date.now() - started;
        if (error || res.statusCode >= 500) {
          const err = error ?? new Error(`failed with status code ${res.statusCode}`);
          lines.info({ req, res, err, responseTime }, 'request errored');
        } else {
          lines.info({ req, res, responseTime }, 'request completed');
        }
      };
      res.on('finish', ended);
      res.on('close', ended);
      res.on('error', ended);
    }
    logScope.run({ reqId: id }, next);
  };
}
