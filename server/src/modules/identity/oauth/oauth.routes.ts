import express, { type Request } from 'express';
import { DomainError } from '../../../platform/errors/index.js';
import type { Logger } from '../../../platform/http/logger.js';
import type { RequestContext } from '../../../platform/auth/index.js';
import { SESSION_LIFETIME_MS } from '../session.service.js';
import { OAUTH_STATE_LIFETIME_MS, type OAuthLoginService } from './oauth-login.service.js';

const STATE_COOKIE = 'oauth_state';
const CALLBACK_PATH = '/api/oauth/wechat/callback';

function cookieOf(req: Request, name: string): string | undefined {
  const entry = (req.headers.cookie ?? '').split(/;\s*/).find((part) => part.startsWith(`${name}=`));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(name.length + 1));
}

/**
 * The browser side of the WeChat login, under /api/oauth/wechat: `start` remembers the page to return
 * to and leaves for the provider; `callback` comes back with code and state, sets the session cookie
 * like the other logins do, and lands on the remembered page. Failures land on the login page with
 * `oauthError`, which the login form shows translated.
 */
export function oauthRouter(
  logins: OAuthLoginService,
  contextOf: (req: Request) => Promise<RequestContext>,
  logger: Logger,
  /** PUBLIC_URL: the callback's address WeChat must know (its authorised domain); unset, the request's host. */
  publicUrl?: string,
): express.Router {
  const router = express.Router();
  const cookieOptions = (req: Request) => ({ sameSite: 'lax' as const, secure: req.secure, path: '/' });

  router.get('/wechat/start', async (req, res, next) => {
    // Spec §5: logging in requires ticking the agreement, for a third-party login too.
    if (req.query.agreement !== '1') {
      res.redirect(302, '/login/login?oauthError=AGREEMENT_REQUIRED');
      return;
    }
    try {
      const ctx = await contextOf(req);
      const returnTo = typeof req.query.returnTo === 'string' ? req.query.returnTo : undefined;
      const shopUrl = publicUrl?.replace(/\/$/, '') ?? `${req.protocol}://${req.get('host')}`;
      const redirectUri = `${shopUrl}${CALLBACK_PATH}`;
      const { state, redirectUrl } = await logins.start(ctx, returnTo, redirectUri);
      res.cookie(STATE_COOKIE, state, { ...cookieOptions(req), httpOnly: true, maxAge: OAUTH_STATE_LIFETIME_MS });
      res.redirect(302, redirectUrl);
    } catch (error) {
      next(error);
    }
  });

  router.get('/wechat/callback', async (req, res) => {
    const state = typeof req.query.state === 'string' ? req.query.state : '';
    const code = typeof req.query.code === 'string' ? req.query.code : '';
    res.clearCookie(STATE_COOKIE, cookieOptions(req));
    try {
      // The state must also come back to the browser that started the login (no login CSRF).
      if (!state || cookieOf(req, STATE_COOKIE) !== state) throw new DomainError('OAUTH_FAILED');
      const ctx = await contextOf(req);
      const { token, returnTo } = await logins.finish(ctx, { state, code });
      // Readable by the client, which keeps the token in memory and this same cookie (spec §4).
      res.cookie('token', token, { ...cookieOptions(req), maxAge: SESSION_LIFETIME_MS });
      res.redirect(302, returnTo);
    } catch (error) {
      if (!(error instanceof DomainError)) logger.error({ err: error }, 'WeChat login failed');
      const reason = error instanceof DomainError ? error.code : 'OAUTH_FAILED';
      res.redirect(302, `/login/login?oauthError=${reason}`);
    }
  });
  return router;
}
