import { createHmac, randomUUID } from 'node:crypto';
import { startFakeHttpServer } from './fake-http-server.js';

/** A message the fake accepted, as Alibaba Cloud would deliver it. */
export interface DeliveredSms {
  phoneNumbers: string;
  signName: string;
  templateCode: string;
  templateParam: Record<string, string>;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * RFC 3986 percent-encoding written out character by character (not the shop's helper, so that a mistake there
 * cannot hide itself): only letters, digits and `-_.~` stay.
 */
function rfc3986(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => {
      const character = String.fromCharCode(byte);
      return /[A-Za-z0-9\-_.~]/.test(character) ? character : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

/**
 * Alibaba Cloud SMS (`dysmsapi` 2017-05-25) `SendSms` as documented: an RPC call whose parameters are signed with
 * HMAC-SHA1 (SignatureVersion 1.0) by the account's AccessKey secret, checked here with the key the test made; the
 * sign name and template must be the approved ones; and its per-number limits for verification codes (1 a minute,
 * 5 an hour, 10 a day), counted by the request's own Timestamp so that a test's clock drives them.
 */
export class AliyunSmsFake {
  readonly delivered: DeliveredSms[] = [];
  /** The `Code` of every refused call, in order. */
  readonly refusals: string[] = [];
  private readonly nonces = new Set<string>();
  private readonly sentAt = new Map<string, number[]>();

  private constructor(
    readonly url: string,
    readonly close: () => Promise<void>,
    private readonly account: {
      accessKeyId: string;
      accessKeySecret: string;
      signName: string;
      templateCode: string;
    },
  ) {}

  static async start(account: AliyunSmsFake['account']): Promise<AliyunSmsFake> {
    // Requests arrive only once the fake exists.
    const server = await startFakeHttpServer((request) => fake.answer(request));
    const fake = new AliyunSmsFake(server.url, server.close, account);
    return fake;
  }

  private answer({ method, url, body }: { method: string; url: URL; body: string }): { status: number; json: object } {
    const parameters = Object.fromEntries([...url.searchParams, ...new URLSearchParams(body)]);
    const refuse = (status: number, code: string, message: string) => {
      this.refusals.push(code);
      return { status, json: { Code: code, Message: message, RequestId: randomUUID() } };
    };
    for (const name of ['AccessKeyId', 'Signature', 'SignatureNonce', 'Timestamp', 'Action', 'Version']) {
      if (!parameters[name]) return refuse(400, 'MissingParameter', `${name} is mandatory for this action.`);
    }
    if (parameters.AccessKeyId !== this.account.accessKeyId) {
      return refuse(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
    }
    if (parameters.SignatureMethod !== 'HMAC-SHA1' || parameters.SignatureVersion !== '1.0') {
      return refuse(400, 'InvalidParameter', 'SignatureMethod or SignatureVersion is not supported.');
    }
    if (parameters.Signature !== this.signatureOf(method, parameters)) {
      return refuse(400, 'SignatureDoesNotMatch', 'Specified signature is not matched with our calculation.');
    }
    if (this.nonces.has(parameters.SignatureNonce!)) {
      return refuse(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');
    }
    this.nonces.add(parameters.SignatureNonce!);
    if (parameters.Action !== 'SendSms' || parameters.Version !== '2017-05-25') {
      return refuse(400, 'InvalidAction.NotFound', 'Specified api is not found.');
    }
    if (parameters.SignName !== this.account.signName) return refuse(200, 'isv.SMS_SIGNATURE_ILLEGAL', '签名不合法');
    if (parameters.TemplateCode !== this.account.templateCode) {
      return refuse(200, 'isv.SMS_TEMPLATE_ILLEGAL', '模板不合法');
    }
    const phone = parameters.PhoneNumbers ?? '';
    if (!/^\d{5,20}$/.test(phone)) return refuse(200, 'isv.MOBILE_NUMBER_ILLEGAL', '非法手机号');
    const limit = this.limitHit(phone, Date.parse(parameters.Timestamp!));
    if (limit) return refuse(200, 'isv.BUSINESS_LIMIT_CONTROL', limit);
    this.delivered.push({
      phoneNumbers: phone,
      signName: parameters.SignName,
      templateCode: parameters.TemplateCode,
      templateParam: JSON.parse(parameters.TemplateParam ?? '{}') as Record<string, string>,
    });
    return { status: 200, json: { Code: 'OK', Message: 'OK', BizId: randomUUID(), RequestId: randomUUID() } };
  }

  private signatureOf(method: string, parameters: Record<string, string>): string {
    const canonical = Object.entries(parameters)
      .filter(([name]) => name !== 'Signature')
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, value]) => `${rfc3986(name)}=${rfc3986(value)}`)
      .join('&');
    const stringToSign = `${method}&${rfc3986('/')}&${rfc3986(canonical)}`;
    return createHmac('sha1', `${this.account.accessKeySecret}&`).update(stringToSign).digest('base64');
  }

  /** Alibaba Cloud's default flow control of verification codes per number; counts accepted messages only. */
  private limitHit(phone: string, at: number): string | null {
    const earlier = this.sentAt.get(phone) ?? [];
    const within = (span: number) => earlier.filter((sent) => at - sent < span).length;
    if (within(MINUTE_MS) >= 1) return '触发分钟级流控Permits:1';
    if (within(HOUR_MS) >= 5) return '触发小时级流控Permits:5';
    if (within(DAY_MS) >= 10) return '触发天级流控Permits:10';
    this.sentAt.set(phone, [...earlier, at]);
    return null;
  }
}
