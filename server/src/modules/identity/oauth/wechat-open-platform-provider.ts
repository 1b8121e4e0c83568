import { DomainError } from '../../../platform/errors/index.js';
import type { PlatformLogger } from '../../../platform/http/logger.js';
import type { OAuthIdentity, OAuthProvider } from './oauth-provider.js';

/** WeChat's QR-code login page for websites ("网站应用微信登录"). */
export const WECHAT_QR_CONNECT_URL = 'https://open.weixin.qq.com/connect/qrconnect';

/** The website application registered on open.weixin.qq.com (WECHAT_LOGIN_PROVIDER=wechat). */
export interface WechatOpenPlatformSettings {
  appId: string;
  appSecret: string;
  /** `https://api.weixin.qq.com`; only a test points it elsewhere. */
  apiUrl: string;
  timeoutMs: number;
}

/** Every answer of the API may instead be an error, still with HTTP 200. */
interface WechatAnswer {
  errcode?: number;
  errmsg?: string;
}

interface AccessTokenAnswer extends WechatAnswer {
  access_token?: string;
  openid?: string;
  unionid?: string;
}

interface UserInfoAnswer extends WechatAnswer {
  nickname?: string;
  unionid?: string;
}

/**
 * WeChat login for websites: the browser shows WeChat's QR page, the person scans and approves in the app, and WeChat
 * sends the browser back with a code, which the server trades for an access token and the openid (and, for an app
 * bound to an open-platform account, the unionid), then for the nickname. Any refusal is OAUTH_FAILED to the person
 * and a log line with WeChat's errcode for the operator.
 */
export class WechatOpenPlatformProvider implements OAuthProvider {
  readonly name = 'wechat';

  constructor(
    private readonly settings: WechatOpenPlatformSettings,
    private readonly logger: PlatformLogger,
  ) {}

  authorizeUrl({ state, redirectUri }: { state: string; redirectUri: string }): string {
    // WeChat checks the parameters in this order, and wants the fragment.
    const query = new URLSearchParams({
      appid: this.settings.appId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'snsapi_login',
      state,
    });
    return `${WECHAT_QR_CONNECT_URL}?${query.toString()}#wechat_redirect`;
  }

  async exchangeCode(code: string): Promise<OAuthIdentity> {
    const token = await this.call<AccessTokenAnswer>('/sns/oauth2/access_token', {
      appid: this.settings.appId,
      secret: this.settings.appSecret,
      code,
      grant_type: 'authorization_code',
    });
    if (!token.access_token || !token.openid) throw this.refused('/sns/oauth2/access_token', token);
    const person = await this.call<UserInfoAnswer>('/sns/userinfo', {
      access_token: token.access_token,
      openid: token.openid,
    });
    const unionId = person.unionid ?? token.unionid;
    return { openId: token.openid, ...(unionId && { unionId }), nickname: person.nickname?.trim() || null };
  }

  private async call<T extends WechatAnswer>(path: string, query: Record<string, string>): Promise<T> {
    let answer: T;
    try {
      const response = await fetch(`${this.settings.apiUrl.replace(/\/$/, '')}${path}?${new URLSearchParams(query)}`, {
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
      answer = (await response.json()) as T;
    } catch (error) {
      // Never the URL: it carries the app secret.
      this.logger.warn({ err: error, path }, 'WeChat login: the API did not answer');
      throw new DomainError('OAUTH_FAILED');
    }
    if (answer.errcode) throw this.refused(path, answer);
    return answer;
  }

  private refused(path: string, answer: WechatAnswer): DomainError {
    this.logger.warn({ path, errcode: answer.errcode, errmsg: answer.errmsg }, 'WeChat login refused');
    return new DomainError('OAUTH_FAILED');
  }
}
