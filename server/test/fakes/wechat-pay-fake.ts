import {
  createCipheriv,
  createSign,
  createVerify,
  generateKeyPairSync,
  KeyObject,
  randomBytes,
  webcrypto,
} from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as x509 from '@peculiar/x509';

/**
 * A local WeChat Pay API v3, written from its documentation independently of the shop's adapter (its own signing,
 * verifying and AES-256-GCM): it checks every request's `Authorization` against the merchant's public key (401
 * SIGN_ERROR otherwise), takes Native orders, refunds and queries, serves `/v3/certificates` encrypted with the APIv3
 * key, signs its answers with the current platform key, and lets the test "pay" an order or settle a refund by
 * POSTing a signed, encrypted notification to the shop.
 */

x509.cryptoProvider.set(webcrypto as unknown as Parameters<typeof x509.cryptoProvider.set>[0]);

interface PlatformCertificate {
  serial: string;
  pem: string;
  privateKey: KeyObject;
  effective: Date;
  expires: Date;
}

export interface FakeTransaction {
  outTradeNo: string;
  transactionId: string;
  amountFen: number;
  description: string;
  notifyUrl: string;
  /** `time_expire` as the shop sent it, if it did. */
  timeExpire: string | null;
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND';
  /** How it was ordered: Native (`code_url`), H5 (`h5_url`) or JSAPI (`prepay_id`). */
  tradeType: 'NATIVE' | 'MWEB' | 'JSAPI';
  /** The field the order call answers: `code_url`, `h5_url` or `prepay_id`. */
  answer: Record<string, string>;
  /** H5: the `scene_info` the shop sent; JSAPI: the payer's openid. */
  sceneInfo: Record<string, any> | null;
  openId: string | null;
  successTime: string | null;
}

export interface FakeRefund {
  outRefundNo: string;
  refundId: string;
  outTradeNo: string;
  transactionId: string;
  refundFen: number;
  totalFen: number;
  notifyUrl: string;
  status: 'PROCESSING' | 'SUCCESS' | 'CLOSED' | 'ABNORMAL';
  successTime: string | null;
}

/** One request the fake took, after its signature check. */
export interface FakeRequest {
  method: string;
  path: string;
  body: string;
  signed: boolean;
}

/** What may be wrong with a notification, for the tests of its refusal. */
export interface NotificationFaults {
  /** Signed by a key the shop never trusted. */
  foreignKey?: boolean;
  /** Signed with the first platform certificate, not the newest (a notification sent around a rotation). */
  firstCertificate?: boolean;
  /** Names a platform serial WeChat Pay never issued. */
  serial?: string;
  /** Seconds to shift the signed timestamp by (negative: older). */
  timestampShift?: number;
  /** One bit of the ciphertext flipped after encryption (the signature then covers the tampered body). */
  tamperCiphertext?: boolean;
  /** Changes to the decrypted resource before it is encrypted (amount mismatch ...). */
  resource?: Record<string, unknown>;
}

export interface DeliveredNotification {
  status: number;
  body: string;
  headers: Record<string, string>;
  rawBody: string;
}

const beijingTime = (date: Date) => `${new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;

async function newPlatformCertificate(now: Date): Promise<PlatformCertificate> {
  const algorithm = {
    name: 'RSASSA-PKCS1-v1_5',
    hash: 'SHA-256',
    publicExponent: new Uint8Array([1, 0, 1]),
    modulusLength: 2048,
  };
  const keys = (await webcrypto.subtle.generateKey(algorithm, true, ['sign', 'verify'])) as webcrypto.CryptoKeyPair;
  // A leading 1 keeps the serial positive and its hex without a leading zero, as WeChat Pay's serials are.
  const serial = `1${randomBytes(20).toString('hex').toUpperCase().slice(1)}`;
  const effective = new Date(now.getTime() - 24 * 3600_000);
  const expires = new Date(now.getTime() + 5 * 365 * 24 * 3600_000);
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: serial,
    name: 'CN=Tenpay.com Root CA fake, O=Tenpay.com, C=CN',
    notBefore: effective,
    notAfter: expires,
    keys,
    signingAlgorithm: algorithm,
  });
  return {
    serial,
    pem: certificate.toString('pem'),
    privateKey: KeyObject.from(keys.privateKey),
    effective,
    expires,
  };
}

function encrypt(plain: string, apiV3Key: string, associatedData: string) {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return {
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: sealed.toString('base64'),
    nonce,
    associated_data: associatedData,
  };
}

function sign(message: string, key: KeyObject): string {
  return createSign('RSA-SHA256').update(message).sign(key, 'base64');
}

export class FakeWechatPay {
  readonly mchId = '1900009191';
  readonly appId = 'wxd678efh567hg6787';
  readonly apiV3Key = randomBytes(16).toString('hex');
  readonly merchantSerial = randomBytes(20).toString('hex').toUpperCase();
  readonly merchantPrivateKeyPem: string;
  private readonly merchantPublicKey: KeyObject;
  /** Every platform certificate issued, the newest last; the newest signs. */
  private certificates: PlatformCertificate[] = [];
  readonly transactions = new Map<string, FakeTransaction>();
  readonly refunds = new Map<string, FakeRefund>();
  /** The official account's AppSecret (OAuth2 code exchange). */
  readonly appSecret = randomBytes(16).toString('hex');
  /** OAuth2 codes issued and not yet exchanged, each with the openid it stands for (single use, as WeChat's). */
  private readonly authCodes = new Map<string, string>();
  readonly requests: FakeRequest[] = [];
  /** Requests to these paths (prefix) are left unanswered, each prefix the given number of times. */
  private readonly hanging = new Map<string, number>();
  private readonly held = new Set<http.ServerResponse>();
  private server: http.Server | undefined;
  url = '';
  /** Where notifications go: the shop's address (the notify_url's host is the public one, unreachable here). */
  shopUrl = '';
  /** Settle each new refund at once and notify the shop of it before answering the refund call (out of order). */
  notifyRefundsBeforeAnswering = false;
  /** The shop's answers to the notifications delivered that way. */
  readonly earlyRefundAnswers: DeliveredNotification[] = [];

  private constructor(private readonly clock: { now(): Date }) {
    const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
    this.merchantPrivateKeyPem = merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    this.merchantPublicKey = merchant.publicKey;
  }

  static async start(clock: { now(): Date }): Promise<FakeWechatPay> {
    const fake = new FakeWechatPay(clock);
    fake.certificates.push(await newPlatformCertificate(clock.now()));
    fake.server = http.createServer((req, res) => void fake.handle(req, res));
    await new Promise<void>((resolve) => fake.server!.listen(0, '127.0.0.1', resolve));
    fake.url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    return fake;
  }

  /** The shop's settings for this fake (the private key is handed over as a file, as production would). */
  settings(privateKeyFile: string): Record<string, string> {
    return {
      PAYMENT_WECHAT_PROVIDER: 'wechatpay-v3',
      PAYMENT_WECHAT_MCH_ID: this.mchId,
      PAYMENT_WECHAT_APP_ID: this.appId,
      PAYMENT_WECHAT_MERCHANT_SERIAL: this.merchantSerial,
      PAYMENT_WECHAT_PRIVATE_KEY_FILE: privateKeyFile,
      PAYMENT_WECHAT_APIV3_KEY: this.apiV3Key,
      PAYMENT_WECHAT_API_BASE_URL: this.url,
      PAYMENT_WECHAT_NOTIFY_BASE_URL: 'https://shop.example.test',
      PAYMENT_WECHAT_TIMEOUT_MS: '1000',
      PAYMENT_WECHAT_APP_SECRET: this.appSecret,
      PAYMENT_WECHAT_OAUTH_API_BASE_URL: this.url,
    };
  }

  /** The payer went through the official account's `snsapi_base` authorization: the code WeChat brings back. */
  authorize(openId: string): string {
    const code = randomBytes(16).toString('hex');
    this.authCodes.set(code, openId);
    return code;
  }

  /** Whether JSAPI parameters carry the merchant key's paySign over `appId\ntimeStamp\nnonceStr\npackage\n`. */
  hasValidPaySign(params: Record<string, string>): boolean {
    const message = `${params.appId}\n${params.timeStamp}\n${params.nonceStr}\n${params.package}\n`;
    return createVerify('RSA-SHA256')
      .update(message)
      .verify(this.merchantPublicKey, params.paySign ?? '', 'base64');
  }

  get platformSerial(): string {
    return this.certificates.at(-1)!.serial;
  }

  /** A new platform certificate signs from now on; the old one stays listed (WeChat Pay's rotation). */
  async rotateCertificate(): Promise<void> {
    this.certificates.push(await newPlatformCertificate(this.clock.now()));
  }

  /** The next `times` requests to a path starting with `prefix` get no answer at all. */
  hang(prefix: string, times = 1): void {
    this.hanging.set(prefix, times);
  }

  requestsTo(prefix: string): FakeRequest[] {
    return this.requests.filter((request) => request.path.startsWith(prefix));
  }

  async close(): Promise<void> {
    for (const res of this.held) res.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** The payer pays: the transaction succeeds and its TRANSACTION.SUCCESS notification goes to the shop. */
  async pay(outTradeNo: string, faults: NotificationFaults = {}): Promise<DeliveredNotification> {
    const transaction = this.transactions.get(outTradeNo);
    if (!transaction) throw new Error(`no transaction ${outTradeNo}`);
    if (transaction.state === 'NOTPAY') {
      transaction.state = 'SUCCESS';
      transaction.successTime = beijingTime(this.clock.now());
    }
    return this.deliver(
      transaction.notifyUrl,
      this.notification('TRANSACTION.SUCCESS', 'transaction', this.transactionResource(transaction), faults),
    );
  }

  /** WeChat Pay settles a refund (SUCCESS, or ABNORMAL / CLOSED) and notifies the shop. */
  async settleRefund(
    outRefundNo: string,
    status: 'SUCCESS' | 'ABNORMAL' | 'CLOSED' = 'SUCCESS',
    faults: NotificationFaults = {},
  ): Promise<DeliveredNotification> {
    const refund = this.refunds.get(outRefundNo);
    if (!refund) throw new Error(`no refund ${outRefundNo}`);
    refund.status = status;
    if (status === 'SUCCESS') refund.successTime = beijingTime(this.clock.now());
    const resource = {
      mchid: this.mchId,
      out_trade_no: refund.outTradeNo,
      transaction_id: refund.transactionId,
      out_refund_no: refund.outRefundNo,
      refund_id: refund.refundId,
      refund_status: status,
      ...(refund.successTime && { success_time: refund.successTime }),
      user_received_account: '招商银行信用卡0403',
      amount: {
        total: refund.totalFen,
        refund: refund.refundFen,
        payer_total: refund.totalFen,
        payer_refund: refund.refundFen,
      },
    };
    return this.deliver(refund.notifyUrl, this.notification(`REFUND.${status}`, 'refund', resource, faults));
  }

  /** A signed notification of `eventType`, as WeChat Pay builds it, with the faults asked for. */
  notification(
    eventType: string,
    originalType: string,
    resource: Record<string, unknown>,
    faults: NotificationFaults = {},
  ): { headers: Record<string, string>; body: string } {
    const encrypted = encrypt(JSON.stringify({ ...resource, ...faults.resource }), this.apiV3Key, originalType);
    if (faults.tamperCiphertext) {
      const bytes = Buffer.from(encrypted.ciphertext, 'base64');
      bytes[0] = bytes[0]! ^ 1;
      encrypted.ciphertext = bytes.toString('base64');
    }
    const body = JSON.stringify({
      id: randomBytes(16).toString('hex'),
      create_time: beijingTime(this.clock.now()),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary: eventType.startsWith('REFUND') ? '退款状态变更' : '支付成功',
      resource: { original_type: originalType, ...encrypted },
    });
    const timestamp = String(Math.floor(this.clock.now().getTime() / 1000) + (faults.timestampShift ?? 0));
    const nonce = randomBytes(16).toString('hex');
    const signer = faults.firstCertificate ? this.certificates[0]! : this.certificates.at(-1)!;
    const key = faults.foreignKey ? generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey : signer.privateKey;
    return {
      headers: {
        'content-type': 'application/json',
        'wechatpay-timestamp': timestamp,
        'wechatpay-nonce': nonce,
        'wechatpay-serial': faults.serial ?? signer.serial,
        'wechatpay-signature': sign(`${timestamp}\n${nonce}\n${body}\n`, key),
        'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
      },
      body,
    };
  }

  /** POSTs a notification to the shop at the path of its notify_url, as WeChat Pay would. */
  async deliver(
    notifyUrl: string,
    notification: { headers: Record<string, string>; body: string },
  ): Promise<DeliveredNotification> {
    const { pathname } = new URL(notifyUrl);
    const answer = await fetch(`${this.shopUrl}${pathname}`, {
      method: 'POST',
      headers: notification.headers,
      body: notification.body,
    });
    return {
      status: answer.status,
      body: await answer.text(),
      headers: notification.headers,
      rawBody: notification.body,
    };
  }

  private transactionResource(transaction: FakeTransaction): Record<string, unknown> {
    return {
      mchid: this.mchId,
      appid: this.appId,
      out_trade_no: transaction.outTradeNo,
      transaction_id: transaction.transactionId,
      trade_type: transaction.tradeType,
      trade_state: transaction.state,
      trade_state_desc: transaction.state === 'SUCCESS' ? '支付成功' : '未支付',
      bank_type: 'CMC',
      ...(transaction.successTime && { success_time: transaction.successTime }),
      payer: { openid: transaction.openId ?? 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
      amount: {
        total: transaction.amountFen,
        payer_total: transaction.amountFen,
        currency: 'CNY',
        payer_currency: 'CNY',
      },
    };
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const path = req.url ?? '/';
    const method = req.method ?? 'GET';
    if (path.startsWith('/sns/oauth2/access_token')) return this.exchangeCode(res, new URL(path, 'http://fake'));
    const signed = this.hasValidAuthorization(method, path, body, String(req.headers.authorization ?? ''));
    this.requests.push({ method, path, body, signed });
    for (const [prefix, times] of this.hanging) {
      if (path.startsWith(prefix) && times > 0) {
        this.hanging.set(prefix, times - 1);
        this.held.add(res);
        return;
      }
    }
    if (!signed) return this.answer(res, 401, { code: 'SIGN_ERROR', message: '签名错误' });
    const json = body ? (JSON.parse(body) as Record<string, any>) : {};
    const url = new URL(path, 'http://fake');
    let match: RegExpExecArray | null;
    if (method === 'GET' && url.pathname === '/v3/certificates') return this.answerCertificates(res);
    if (method === 'POST' && url.pathname === '/v3/pay/transactions/native') return this.order(res, json, 'NATIVE');
    if (method === 'POST' && url.pathname === '/v3/pay/transactions/h5') return this.order(res, json, 'MWEB');
    if (method === 'POST' && url.pathname === '/v3/pay/transactions/jsapi') return this.order(res, json, 'JSAPI');
    if (method === 'POST' && url.pathname === '/v3/refund/domestic/refunds') return this.refund(res, json);
    if (method === 'GET' && (match = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(url.pathname))) {
      const transaction = this.transactions.get(decodeURIComponent(match[1]!));
      if (url.searchParams.get('mchid') !== this.mchId)
        return this.answer(res, 400, { code: 'PARAM_ERROR', message: 'mchid' });
      if (!transaction) return this.answer(res, 404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
      return this.answer(res, 200, this.transactionResource(transaction));
    }
    if (method === 'GET' && (match = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(url.pathname))) {
      const refund = this.refunds.get(decodeURIComponent(match[1]!));
      if (!refund) return this.answer(res, 404, { code: 'RESOURCE_NOT_EXISTS', message: '退款单不存在' });
      return this.answer(res, 200, this.refundAnswer(refund));
    }
    return this.answer(res, 404, { code: 'NOT_FOUND', message: 'no such API' });
  }

  private hasValidAuthorization(method: string, path: string, body: string, authorization: string): boolean {
    const match = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(authorization);
    if (!match) return false;
    const parts = Object.fromEntries(
      [...match[1]!.matchAll(/(\w+)="([^"]*)"/g)].map((part) => [part[1]!, part[2]!] as const),
    );
    const timestamp = Number(parts.timestamp);
    if (parts.mchid !== this.mchId || parts.serial_no !== this.merchantSerial || !parts.nonce_str) return false;
    if (!(Math.abs(this.clock.now().getTime() / 1000 - timestamp) <= 300)) return false;
    const message = `${method}\n${path}\n${parts.timestamp}\n${parts.nonce_str}\n${body}\n`;
    return createVerify('RSA-SHA256')
      .update(message)
      .verify(this.merchantPublicKey, parts.signature ?? '', 'base64');
  }

  /**
   * `GET https://api.weixin.qq.com/sns/oauth2/access_token?appid&secret&code&grant_type=authorization_code`: the
   * openid of a code issued by `authorize`, once; errcode 40029 (invalid code) otherwise, 40125 for a wrong secret.
   */
  private exchangeCode(res: http.ServerResponse, url: URL): void {
    const json = (payload: object) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(payload));
    };
    const query = url.searchParams;
    if (query.get('appid') !== this.appId || query.get('secret') !== this.appSecret) {
      return json({ errcode: 40125, errmsg: 'invalid appsecret' });
    }
    const openId = this.authCodes.get(query.get('code') ?? '');
    if (query.get('grant_type') !== 'authorization_code' || !openId) {
      return json({ errcode: 40029, errmsg: 'invalid code' });
    }
    this.authCodes.delete(query.get('code')!);
    json({ access_token: randomBytes(16).toString('hex'), expires_in: 7200, openid: openId, scope: 'snsapi_base' });
  }

  /** Native, H5 or JSAPI order (`/v3/pay/transactions/{native,h5,jsapi}`) with the fields each requires. */
  private order(res: http.ServerResponse, json: Record<string, any>, tradeType: FakeTransaction['tradeType']): void {
    const total = json.amount?.total;
    if (json.appid !== this.appId || json.mchid !== this.mchId || !Number.isInteger(total) || !json.out_trade_no) {
      return this.answer(res, 400, { code: 'PARAM_ERROR', message: '参数错误' });
    }
    if (!/^https:\/\//.test(String(json.notify_url)))
      return this.answer(res, 400, { code: 'PARAM_ERROR', message: 'notify_url' });
    // H5: scene_info.payer_client_ip and h5_info.type are required; JSAPI: payer.openid.
    if (tradeType === 'MWEB' && (!json.scene_info?.payer_client_ip || json.scene_info?.h5_info?.type !== 'Wap')) {
      return this.answer(res, 400, { code: 'PARAM_ERROR', message: 'scene_info' });
    }
    if (tradeType === 'JSAPI' && typeof json.payer?.openid !== 'string') {
      return this.answer(res, 400, { code: 'PARAM_ERROR', message: 'payer.openid' });
    }
    const known = this.transactions.get(json.out_trade_no);
    if (known) {
      if (known.amountFen !== total || known.tradeType !== tradeType) {
        return this.answer(res, 400, { code: 'INVALID_REQUEST', message: '订单号重复' });
      }
      return this.answer(res, 200, known.answer);
    }
    const prepayId = `wx${randomBytes(14).toString('hex')}`;
    const answer: Record<string, string> = {
      NATIVE: { code_url: `weixin://wxpay/bizpayurl?pr=${randomBytes(6).toString('hex')}` },
      MWEB: { h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=${prepayId}&package=1037687096` },
      JSAPI: { prepay_id: prepayId },
    }[tradeType];
    const transaction: FakeTransaction = {
      outTradeNo: json.out_trade_no,
      transactionId: `42000${randomBytes(12).toString('hex')}`,
      amountFen: total,
      description: json.description,
      notifyUrl: json.notify_url,
      timeExpire: typeof json.time_expire === 'string' ? json.time_expire : null,
      state: 'NOTPAY',
      tradeType,
      answer,
      sceneInfo: json.scene_info ?? null,
      openId: json.payer?.openid ?? null,
      successTime: null,
    };
    this.transactions.set(transaction.outTradeNo, transaction);
    this.answer(res, 200, answer);
  }

  private async refund(res: http.ServerResponse, json: Record<string, any>): Promise<void> {
    const known = this.refunds.get(json.out_refund_no);
    if (known) return this.answer(res, 200, this.refundAnswer(known));
    const transaction = [...this.transactions.values()].find(
      (candidate) => candidate.transactionId === json.transaction_id || candidate.outTradeNo === json.out_trade_no,
    );
    if (!transaction || transaction.state === 'NOTPAY') {
      return this.answer(res, 404, { code: 'RESOURCE_NOT_EXISTS', message: '订单不存在' });
    }
    if (json.amount?.total !== transaction.amountFen || !(json.amount?.refund <= transaction.amountFen)) {
      return this.answer(res, 400, { code: 'INVALID_REQUEST', message: '退款金额错误' });
    }
    const refund: FakeRefund = {
      outRefundNo: json.out_refund_no,
      refundId: `50000${randomBytes(12).toString('hex')}`,
      outTradeNo: transaction.outTradeNo,
      transactionId: transaction.transactionId,
      refundFen: json.amount.refund,
      totalFen: transaction.amountFen,
      notifyUrl: json.notify_url,
      status: 'PROCESSING',
      successTime: null,
    };
    this.refunds.set(refund.outRefundNo, refund);
    transaction.state = 'REFUND';
    if (this.notifyRefundsBeforeAnswering) {
      const answer = this.refundAnswer(refund);
      this.earlyRefundAnswers.push(await this.settleRefund(refund.outRefundNo));
      return this.answer(res, 200, answer);
    }
    this.answer(res, 200, this.refundAnswer(refund));
  }

  private refundAnswer(refund: FakeRefund): Record<string, unknown> {
    return {
      refund_id: refund.refundId,
      out_refund_no: refund.outRefundNo,
      transaction_id: refund.transactionId,
      out_trade_no: refund.outTradeNo,
      channel: 'ORIGINAL',
      user_received_account: '招商银行信用卡0403',
      ...(refund.successTime && { success_time: refund.successTime }),
      create_time: beijingTime(this.clock.now()),
      status: refund.status,
      amount: {
        total: refund.totalFen,
        refund: refund.refundFen,
        payer_total: refund.totalFen,
        payer_refund: refund.refundFen,
        currency: 'CNY',
      },
    };
  }

  private answerCertificates(res: http.ServerResponse): void {
    const data = this.certificates
      .filter((certificate) => certificate.expires.getTime() > this.clock.now().getTime())
      .map((certificate) => ({
        serial_no: certificate.serial,
        effective_time: beijingTime(certificate.effective),
        expire_time: beijingTime(certificate.expires),
        encrypt_certificate: encrypt(certificate.pem, this.apiV3Key, 'certificate'),
      }));
    this.answer(res, 200, { data });
  }

  /** Answers signed with the newest platform key, as v3 signs every answer. */
  private answer(res: http.ServerResponse, status: number, payload: object): void {
    const body = JSON.stringify(payload);
    const timestamp = String(Math.floor(this.clock.now().getTime() / 1000));
    const nonce = randomBytes(16).toString('hex');
    const current = this.certificates.at(-1)!;
    res.writeHead(status, {
      'content-type': 'application/json',
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-serial': current.serial,
      'wechatpay-signature': sign(`${timestamp}\n${nonce}\n${body}\n`, current.privateKey),
      'request-id': randomBytes(8).toString('hex'),
    });
    res.end(body);
  }
}
