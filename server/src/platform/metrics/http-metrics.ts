import type express from 'express';
import { httpRequestDuration } from './shop-metrics.js';

/**
 * The route an answered request matched, as its template (`/api/goods/detail`, `/graphql`), so that ids in paths do
 * not become series; requests no route took (static files, client pages) are one `other`.
 */
function routeTemplate(req: express.Request): string {
  const route = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof route === 'string') return `${req.baseUrl}${route}`;
  return req.baseUrl || 'other';
}

/** Times every request into circuitmart_http_request_duration_seconds; the labels are read once, when it ends. */
export function httpMetrics(): express.RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      httpRequestDuration.observe(
        { method: req.method, route: routeTemplate(req), status: `${Math.floor(res.statusCode / 100)}xx` },
        seconds,
      );
    });
    next();
  };
}
