import { randomBytes } from 'node:crypto';
import { startFakeHttpServer } from './fake-http-server.js';

/** Who scans the QR code in a test. Without unionid: a website app not bound to an open-platform account. */
export interface WechatPerson {
  openid: string;
  unionid?: string;
  nickname: string;
}

/** What WeChat answers instead, still with HTTP 200 (the open platform's global return codes). */
const errors = {
  invalidAppSecret: { errcode: 40125, errmsg: 'invalid appsecret' },
  invalidAppId: { errcode: 40013, errmsg: 'invalid appid' },
  invalidGrantType: { errcode: 40002, errmsg: 'invalid grant_type' },
  invalidCode: { errcode: 40029, errmsg: 'invalid code' },
  invalidToken: { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' },
  invalidOpenId: { errcode: 40003, errmsg: 'invalid openid' },
};

/**
 * The WeChat open platform's website-login API as documented: `/sns/oauth2/access_token` trades a single-use code
 * (with the app's id and secret) for an access token and the openid/unionid, `/sns/userinfo` answers the nickname.
 * `approve` plays the person scanning the QR code and approving in the WeChat app.
 */
export class WechatOpenFake {
  /** Every API path called, in order. */
  readonly calls: string[] = [];
  private readonly codes = new Map<string, WechatPerson>();
  private readonly tokens = new Map<string, WechatPerson>();

  private constructor(
    readonly url: string,
    readonly close: () => Promise<void>,
    readonly appId: string,
    readonly appSecret: string,
  ) {}

  static async start(appId: string, appSecret: string): Promise<WechatOpenFake> {
    // Requests arrive only once the fake exists.
    const server = await startFakeHttpServer(({ url }) => ({ status: 200, json: fake.answer(url) }));
    const fake = new WechatOpenFake(server.url, server.close, appId, appSecret);
    return fake;
  }

  /**
   * The person approved on WeChat's QR page: checks the page's address as WeChat would, and answers where WeChat
   * sends the browser back (`redirect_uri?code=..&state=..`).
   */
  approve(authorizeUrl: string, person: WechatPerson): string {
    const page = new URL(authorizeUrl);
    if (page.origin + page.pathname !== 'https://open.weixin.qq.com/connect/qrconnect')
      throw new Error('not qrconnect');
    if (page.hash !== '#wechat_redirect') throw new Error('the address must end in #wechat_redirect');
    const query = page.searchParams;
    if (query.get('appid') !== this.appId) throw new Error('unknown appid');
    if (query.get('response_type') !== 'code' || query.get('scope') !== 'snsapi_login') throw new Error('wrong scope');
    const code = randomBytes(16).toString('hex');
    this.codes.set(code, person);
    const back = new URL(query.get('redirect_uri')!);
    back.searchParams.set('code', code);
    back.searchParams.set('state', query.get('state')!);
    return back.toString();
  }

  private answer(url: URL): object {
    this.calls.push(url.pathname);
    const query = url.searchParams;
    if (url.pathname === '/sns/oauth2/access_token') {
      if (query.get('appid') !== this.appId) return errors.invalidAppId;
      if (query.get('secret') !== this.appSecret) return errors.invalidAppSecret;
      if (query.get('grant_type') !== 'authorization_code') return errors.invalidGrantType;
      const person = this.codes.get(query.get('code') ?? '');
      if (!person) return errors.invalidCode;
      this.codes.delete(query.get('code')!);
      const accessToken = randomBytes(16).toString('hex');
      this.tokens.set(accessToken, person);
      return {
        access_token: accessToken,
        expires_in: 7200,
        refresh_token: randomBytes(16).toString('hex'),
        openid: person.openid,
        scope: 'snsapi_login',
        ...(person.unionid && { unionid: person.unionid }),
      };
    }
    if (url.pathname === '/sns/userinfo') {
      const person = this.tokens.get(query.get('access_token') ?? '');
      if (!person) return errors.invalidToken;
      if (query.get('openid') !== person.openid) return errors.invalidOpenId;
      return {
        openid: person.openid,
        nickname: person.nickname,
        sex: 0,
        province: '',
        city: '',
        country: 'CN',
        headimgurl: '',
        privilege: [],
        ...(person.unionid && { unionid: person.unionid }),
      };
    }
    return { errcode: 404, errmsg: 'not found' };
  }
}
