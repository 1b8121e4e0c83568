import type { ErrorRequestHandler, Request } from 'express';
import { DomainError, errorCatalogue, translateError } from '../errors/index.js';
import type { Logger } from './logger.js';
import { localeOf } from './request-context.js';

/** Errors raised by express.json() (and other http-errors) carry a `type` or a 4xx `status`; map those. */
export function clientHttpError(error: unknown): DomainError | undefined {
  const { type, status } = (error ?? {}) as { type?: unknown; status?: unknown };
  if (type === 'entity.parse.failed') {
    return new DomainError('MALFORMED_REQUEST', { params: { reason: 'invalid JSON' }, cause: error });
  }
  if (type === 'entity.too.large' || status === 413) return new DomainError('PAYLOAD_TOO_LARGE', { cause: error });
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
    return new DomainError('MALFORMED_REQUEST', { params: { reason: String(type) }, cause: error });
  }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new DomainError('MALFORMED_REQUEST', { params: { reason: `HTTP ${status}` }, cause: error });
  }
  return undefined;
}

/**
 * What a failed request answers: a DomainError as it is, a client's mistake found by a parser as 4xx, and
 * anything else as INTERNAL (500), logged with the request id, never with its text in the answer.
 */
export function failureOf(error: unknown, req: Request, logger: Logger): { error: DomainError; status: number } {
  const domainError = error instanceof DomainError ? error : clientHttpError(error);
  if (!domainError || domainError.code === 'INTERNAL') {
    logger.error({ err: error, requestId: req.id, method: req.method, path: req.path }, 'request failed');
    return { error: new DomainError('INTERNAL', { cause: error }), status: 500 };
  }
  const { status } = (error ?? {}) as { status?: unknown };
  return {
    error: domainError,
    status:
      typeof status === 'number' && status >= 400 && status < 500
        ? status
        : errorCatalogue[domainError.code].httpStatus,
  };
}

/** Failures before Apollo answers (a body that is not JSON, too large): GraphQL-shaped, translated JSON. */
export function graphqlHttpErrors(logger: Logger): ErrorRequestHandler {
  return (thrown, req, res, next) => {
    if (res.headersSent) return next(thrown);
    const { error, status } = failureOf(thrown, req, logger);
    const graphqlCode = errorCatalogue[error.code].graphqlCode;
    res.status(status).json({
      errors: [
        {
          message: translateError(error.code, localeOf(req.headers), error.params),
          extensions: { code: graphqlCode, reason: error.code },
        },
      ],
    });
  };
}

/**
 * The last handler: whatever a page, a probe or a router let through answers alone, as translated text; a
 * failure after the answer started only ends that response (Express closes the connection).
 */
export function lastErrorHandler(logger: Logger): ErrorRequestHandler {
  return (thrown, req, res, next) => {
    const { error, status } = failureOf(thrown, req, logger);
    if (res.headersSent) return next(thrown);
    res
      .status(status)
      .type('text/plain')
      .send(translateError(error.code, localeOf(req.headers), error.params));
  };
}
