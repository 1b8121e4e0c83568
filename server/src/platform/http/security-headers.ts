import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type express from 'express';
import helmet from 'helmet';

export interface SecurityHeaderOptions {
  /**
   * The shop's public address. An https one says a TLS proxy stands in front even when it is not on this machine
   * (so `req.secure` cannot know), and every answer carries HSTS.
   */
  publicUrl: string | undefined;
}

/** A host header fit to go into the policy: a name or an address, and a port; anything else is left out. */
const plainHost = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The nonce of this answer's policy: a script element the server writes carries it, or the browser refuses it. */
export function cspNonceOf(res: express.Response | ServerResponse): string {
  const nonce = (res as express.Response).locals?.['cspNonce'];
  if (typeof nonce !== 'string') throw new Error('securityHeaders() must run before anything writes a script');
  return nonce;
}

/**
 * The WebSocket at /graphql on this very origin. CSP Level 3 lets 'self' cover it, but browsers older than that
 * (Safari before 15.4) only accept it spelt out.
 */
function sameOriginSocket(publicUrl: URL | undefined) {
  return (req: IncomingMessage): string => {
    const host = publicUrl?.host ?? req.headers.host ?? '';
    if (!plainHost.test(host)) return '';
    const secure = publicUrl ? publicUrl.protocol === 'https:' : (req as express.Request).secure;
    return `${secure ? 'wss' : 'ws'}://${host}`;
  };
}

function policy(publicUrl: URL | undefined, withHsts: boolean) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        // The session token lives in a cookie scripts can read (the specification's choice), so no script but
        // the shop's own files and the elements this answer's nonce vouches for may run: no inline code, no
        // event-handler attributes, no other origin, no eval.
        scriptSrc: ["'self'", (_req, res) => `'nonce-${cspNonceOf(res)}'`],
        scriptSrcAttr: ["'none'"],
        // Mantine sets style attributes and writes <style> elements at run time: inline styles stay allowed, the
        // common trade-off. A style runs no code; what markup could do with one is the HTML sanitizer's to stop.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Uploads are under /media/uploads on this origin; QR codes are data: URLs; previews of chosen files blob:.
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", sameOriginSocket(publicUrl)],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        // The staff console's approve, ship and balance buttons must not be clickable through another site's frame.
        frameAncestors: ["'none'"],
        // Pages refer to their own origin only, and browsers already upgrade or block mixed content; an upgrade
        // would only break a page opened over plain http on purpose (an operator on the machine itself).
      },
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: withHsts ? { maxAge: 365 * 24 * 3600, includeSubDomains: true } : false,
    // The app already turns x-powered-by off; helmet's copy of that is not needed.
    xPoweredBy: false,
  });
}

const loopbackHost = /^(localhost|127(\.\d{1,3}){3}|\[?::1\]?)$/i;

/**
 * Security headers on every answer: pages, GraphQL, the REST façade, media and uploads, errors included. Each
 * answer gets a fresh script nonce (see cspNonceOf). HSTS only when the request came over TLS (`req.secure`, which
 * trusts X-Forwarded-Proto from the proxies `trust proxy` names), or the public address is https and the request
 * is not one to this machine's loopback over plain http (an operator or a probe on the machine itself).
 */
export function securityHeaders(options: SecurityHeaderOptions): express.RequestHandler {
  const publicUrl = options.publicUrl ? new URL(options.publicUrl) : undefined;
  const publicOverTls = publicUrl?.protocol === 'https:';
  const plain = policy(publicUrl, false);
  const tls = policy(publicUrl, true);
  return (req, res, next) => {
    res.locals['cspNonce'] = randomBytes(16).toString('base64');
    const overTls = req.secure || (publicOverTls && !loopbackHost.test(req.hostname));
    (overTls ? tls : plain)(req, res, next);
  };
}
