import { createHash } from 'node:crypto';
import express from 'express';
import { printSchema, type GraphQLSchema } from 'graphql';
import { localeOf } from '../../platform/http/request-context.js';
import { errorReference } from './error-reference.js';

/** Where integrators download the schema's SDL. */
export const SCHEMA_SDL_PATH = '/graphql/schema.graphql';
export const ERROR_REFERENCE_PATH = '/developers/errors.json';

/** Both answers change only with a deployment; shared caches revalidate with the ETag after five minutes. */
const CACHE_CONTROL = 'public, max-age=300';

const etagOf = (text: string) => `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;

function sendCached(req: express.Request, res: express.Response, type: string, body: string, vary?: string): void {
  const etag = etagOf(body);
  res.type(type).set({ 'Cache-Control': CACHE_CONTROL, ETag: etag, ...(vary && { Vary: vary }) });
  const known = (req.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (known.includes(etag)) res.status(304).end();
  else res.send(body);
}

/**
 * The developer page's machine-readable parts: the schema's SDL (as schema/schema.graphql in the repository) and
 * the reference of every error code in the request's language (`?lang=`, the `lang` header or Accept-Language).
 * A matching If-None-Match gets 304 without a body.
 */
export function developersRouter(schema: GraphQLSchema): express.Router {
  const router = express.Router();
  // Printed when first asked for, not on every start (a quarter of a second of a cold start).
  let sdl: string | undefined;
  router.get(SCHEMA_SDL_PATH, (req, res) => {
    sendCached(req, res, 'text/plain; charset=utf-8', (sdl ??= `${printSchema(schema)}\n`));
  });

  router.get(ERROR_REFERENCE_PATH, (req, res) => {
    const locale = localeOf(req.headers, typeof req.query.lang === 'string' ? req.query.lang : undefined);
    const body = JSON.stringify({ locale, errors: errorReference(locale) });
    sendCached(req, res, 'application/json', body, 'Accept-Language, Lang, Cookie');
  });

  return router;
}
