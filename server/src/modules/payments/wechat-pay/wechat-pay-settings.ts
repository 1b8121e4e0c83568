/** What the WeChat Pay v3 adapter needs (config PAYMENT_WECHAT_*; docs/payments.md). */
export interface WechatPaySettings {
  /** Merchant id (`mchid`). */
  mchId: string;
  /** The app id (`appid`) the merchant id is bound to: an official account's, a mini program's or an app's. */
  appId: string;
  /** Serial number of the merchant API certificate, named in every request's `Authorization`. */
  merchantSerial: string;
  /** The merchant API certificate's private key (PEM), which signs every request. */
  merchantPrivateKey: string;
  /** The APIv3 key (32 characters) that decrypts notifications' resources and downloaded platform certificates. */
  apiV3Key: string;
  /** Platform certificates (PEM, one or more) to trust before the first download; the download adds the others. */
  platformCertificates: string | undefined;
  /** The WeChat Pay public key (PEM) and its id (`PUB_KEY_ID_...`), for merchants verified by key instead of certificate. */
  platformPublicKey: { id: string; pem: string } | undefined;
  /** `https://api.mch.weixin.qq.com` in production; a test points it at its fake. */
  apiBaseUrl: string;
  /** Scheme and host WeChat Pay POSTs notifications to (`notify_url` = this + /api/pay/...); must be https in production. */
  notifyBaseUrl: string;
  /**
   * The AppSecret of the official account `appId` names: with it the WeChat browser pays by JSAPI, the payer's
   * `openid` obtained through the account's OAuth2 web authorization (`snsapi_base`); unset: it is shown the QR code.
   */
  appSecret: string | undefined;
  /** `https://api.weixin.qq.com`, where an OAuth2 code is exchanged for the `openid`; a test points it at its fake. */
  oauthApiBaseUrl: string;
  /** How long one call to WeChat Pay may take before it is abandoned (and tried again, same numbers). */
  timeoutMs: number;
  /** How many times a call that timed out or met a server error is made in all. */
  attempts: number;
  /** How old the downloaded platform certificates may get before they are downloaded again. */
  certificateRefreshMs: number;
}
