import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import express from 'express';
import { DomainError } from '../../../platform/errors/index.js';
import { cspNonceOf } from '../../../platform/http/security-headers.js';
import type { Clock } from '../../../platform/jobs/clock.js';
import type { OAuthIdentity, OAuthProvider } from './oauth-provider.js';

/** Like WeChat's, a code is good for a few minutes. */
const CODE_LIFETIME_MS = 5 * 60_000;
export const SANDBOX_AUTHORIZE_PATH = '/dev/oauth/wechat/authorize';

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );
}

/**
 * Stands in for WeChat's open platform during development and tests: its authorize page (served by
 * this server under /dev) approves a login "as <name>", and its codes are signed, so they need no storage.
 * The same name always gives the same openid.
 */
export class SandboxWechatProvider implements OAuthProvider {
  readonly name = 'wechat';
  private readonly secret: Buffer;

  /**
   * @param sharedSecret shared by every server copy, so a code issued by one is accepted by another behind a load
   *   balancer; without it the codes are signed by a secret of this process alone.
   */
  constructor(
    private readonly clock: Clock,
    sharedSecret?: string,
  ) {
    this.secret = sharedSecret
      ? createHmac('sha256', sharedSecret).update('sandbox wechat oauth codes').digest()
      : randomBytes(32);
  }

  authorizeUrl({ state, redirectUri }: { state: string; redirectUri: string }): string {
    const query = new URLSearchParams({ appid: 'sandbox', redirect_uri: redirectUri, state, scope: 'snsapi_login' });
    return `${SANDBOX_AUTHORIZE_PATH}?${query.toString()}`;
  }

  async exchangeCode(code: string): Promise<OAuthIdentity> {
    const [payload = '', signature = ''] = code.split('.');
    const expected = this.sign(payload);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new DomainError('OAUTH_FAILED');
    const grant = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as OAuthIdentity & { exp: number };
    if (grant.exp < this.clock.now().getTime()) throw new DomainError('OAUTH_FAILED');
    return { openId: grant.openId, nickname: grant.nickname };
  }

  /** The code WeChat would hand back after the person approved as `name`. */
  issueCode(name: string): string {
    const identity = {
      openId: `sandbox-${createHash('sha256').update(name).digest('hex').slice(0, 28)}`,
      nickname: name,
      exp: this.clock.now().getTime() + CODE_LIFETIME_MS,
    };
    const payload = Buffer.from(JSON.stringify(identity)).toString('base64url');
    return `${payload}.${this.sign(payload).toString('base64url')}`;
  }

  /** The sandbox's authorize page: "approve as <name>", then back to the shop with a code. */
  router(): express.Router {
    const router = express.Router();
    router.get('/authorize', (req, res) => {
      const state = typeof req.query.state === 'string' ? req.query.state : '';
      const redirectUri = typeof req.query.redirect_uri === 'string' ? req.query.redirect_uri : '';
      res.type('html').send(`<!doctype html><html><head><meta charset="utf-8"><title>Sandbox WeChat</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: sans-serif; max-width: 24rem; margin: 3rem auto">
<h1>Sandbox WeChat</h1><p>A stand-in for WeChat's login page, for development only.</p>
<form method="post" action="authorize">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri)}">
<label>Name <input name="name" value="Sandbox user" maxlength="32" required></label>
<p><button type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="deny">Deny</button></p>
</form><script nonce="${cspNonceOf(res)}">
const name = document.querySelector('input[name=name]'); const approve = document.querySelector('[value=approve]');
const label = () => { approve.textContent = 'Sandbox WeChat: approve as ' + name.value; };
name.addEventListener('input', label); label();
</script></body></html>`);
    });
    router.post('/authorize', express.urlencoded({ extended: false, limit: '10kb' }), (req, res) => {
      const body = req.body as Record<string, string | undefined>;
      const redirectUri = body.redirect_uri ?? '';
      // Only back to our own callback, so the sandbox is no open redirect.
      if (!redirectUri.startsWith('/') && !/^https?:\/\/[^/]+\/api\/oauth\/wechat\/callback$/.test(redirectUri)) {
        res.status(400).type('text/plain').send('redirect_uri must be the shop callback');
        return;
      }
      const query = new URLSearchParams({ state: body.state ?? '' });
      const name = body.name?.trim().slice(0, 32);
      if (body.decision === 'approve' && name) query.set('code', this.issueCode(name));
      res.redirect(303, `${redirectUri}?${query.toString()}`);
    });
    return router;
  }

  private sign(payload: string): Buffer {
    return createHmac('sha256', this.secret).update(payload).digest();
  }
}
