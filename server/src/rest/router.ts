import express, { type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import { auditStaffOperation } from '../platform/audit/staff-operation-audit.js';
import { runKeyOperation, type RequestContext } from '../platform/auth/index.js';
import { DomainError } from '../platform/errors/index.js';
import type { Logger } from '../platform/http/logger.js';
import type { Clock } from '../platform/jobs/clock.js';
import { readMultipart } from '../platform/uploads/index.js';
import { failureOf } from '../platform/http/error-handler.js';
import { pathOfNulCharacter } from '../platform/http/nul-characters.js';
import { varyByLanguageAndSession } from '../platform/http/vary.js';
import { localeOf } from '../platform/http/request-context.js';
import { errorEnvelope, successEnvelope } from './envelope.js';
import { openApiDocument } from './openapi.js';
import { FileAnswer, StreamAnswer, type RestRoute } from './route.js';

export interface RestRouterOptions {
  routes: RestRoute[];
  contextOf(req: Request): Promise<RequestContext>;
  logger: Logger;
  /** Dates the audit entries of staff writes. */
  clock: Clock;
}

function validationError(error: z.ZodError, source: 'query' | 'body'): DomainError {
  const issue = error.issues[0];
  const field = issue?.path.map(String) ?? [];
  return new DomainError('INVALID_INPUT', { params: { field: field.join('.') || source }, field: [source, ...field] });
}

/**
 * The façade under /api: envelope answers, validated input, 404 for unknown routes, 405 for a wrong
 * method, 400 for malformed JSON, and the OpenAPI document at /api/openapi.json.
 */
export function createRestRouter({ routes, contextOf, logger, clock }: RestRouterOptions): express.Router {
  const router = express.Router();
  router.use(express.json({ limit: '1mb' }));
  router.use((req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') varyByLanguageAndSession(res);
    next();
  });

  // Converting every route's schemas took a tenth of a cold start; the document is built when first asked for.
  let document: ReturnType<typeof openApiDocument> | undefined;
  router.get('/openapi.json', (_req, res) => {
    res.json((document ??= openApiDocument(routes)));
  });

  const methodsByPath = new Map<string, string[]>();
  for (const route of routes) {
    methodsByPath.set(route.path, [...(methodsByPath.get(route.path) ?? []), route.method]);
    router[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](route.path, async (req, res, next) => {
      try {
        const ctx = await contextOf(req);
        const query = route.query ? route.query.safeParse(req.query) : { success: true as const, data: req.query };
        if (!query.success) throw validationError(query.error, 'query');
        const form = route.multipart ? await readMultipart(req, route.multipart) : undefined;
        const rawBody = form ? form.fields : (req.body ?? {});
        const nul = pathOfNulCharacter(req.query, ['query']) ?? pathOfNulCharacter(rawBody, ['body']);
        if (nul)
          throw new DomainError('INVALID_INPUT', { params: { field: nul.slice(1).join('.') || nul[0]! }, field: nul });
        const body = route.body ? route.body.safeParse(rawBody) : { success: true as const, data: rawBody };
        if (!body.success) throw validationError(body.error, 'body');
        const handle = () =>
          runKeyOperation(() => route.handle(ctx, { query: query.data, body: body.data, files: form?.files ?? [] }));
        // A write that passed a staff permission check is one audited staff action, as its GraphQL twin is.
        const data =
          route.method === 'GET' || route.reads
            ? await handle()
            : await auditStaffOperation(
                ctx,
                clock,
                { action: `${route.method} /api${route.path}`, input: { query: query.data, body: body.data } },
                handle,
              );
        if (data instanceof FileAnswer) {
          res
            .type(data.contentType)
            .attachment(data.filename)
            .set('Cache-Control', 'private, no-store')
            .send(data.bytes);
          return;
        }
        if (data instanceof StreamAnswer) {
          res.type(data.contentType).attachment(data.filename).set('Cache-Control', 'private, no-store');
          await data.write(res);
          return;
        }
        res.json(successEnvelope(data ?? null, ctx.locale, route.successCode));
      } catch (error) {
        // A streamed download that failed mid-way: its headers are gone, so the client sees it cut short.
        if (res.headersSent) res.destroy(error as Error);
        else next(error);
      }
    });
  }

  router.use((req, _res, next) => {
    const allowed = methodsByPath.get(req.path);
    if (allowed) {
      next(new DomainError('METHOD_NOT_ALLOWED', { params: { allowed: allowed.join(', ') } }));
    } else {
      next(new DomainError('ROUTE_NOT_FOUND', { params: { path: req.path } }));
    }
  });

  router.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const failure = failureOf(error, req, logger);
    if (failure.error.code === 'METHOD_NOT_ALLOWED') res.set('Allow', methodsByPath.get(req.path)?.join(', ') ?? '');
    if (failure.error.retryAfterSeconds !== undefined) res.set('Retry-After', String(failure.error.retryAfterSeconds));
    const { body } = errorEnvelope(failure.error, localeOf(req.headers));
    res.status(failure.status).json(body);
  });

  return router;
}
