import { timingSafeEqual } from 'node:crypto';
import type express from 'express';
import ipaddr from 'ipaddr.js';
import { bearerFrom } from '../auth/index.js';
import { metricsRegistry } from './shop-metrics.js';

/** Address ranges of the machine itself and of private networks, where a Prometheus scraper sits. */
const INSIDE_RANGES = new Set(['loopback', 'private', 'uniqueLocal', 'linkLocal', 'carrierGradeNat']);

function isInsideAddress(address: string | undefined): boolean {
  if (!address || !ipaddr.isValid(address)) return false;
  return INSIDE_RANGES.has(ipaddr.process(address).range());
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics in Prometheus's text format, for callers on loopback or a private network (by `req.ip`, so a trusted
 * proxy's X-Forwarded-For counts) or presenting `Authorization: Bearer <METRICS_TOKEN>`; anyone else gets 404, as
 * if there were nothing here. A wrong token is refused even from inside.
 */
export function metricsRoute(token: string | undefined): express.RequestHandler {
  return async (req, res, next) => {
    const presented = bearerFrom(req.headers);
    const allowed = token && presented ? sameToken(presented, token) : isInsideAddress(req.ip);
    if (!allowed) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    try {
      const body = await metricsRegistry.metrics();
      res.set('Cache-Control', 'no-store').type(metricsRegistry.contentType).send(body);
    } catch (error) {
      next(error);
    }
  };
}
