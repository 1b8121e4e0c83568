import { createHmac, randomUUID } from 'node:crypto';
import { DomainError } from '../errors/index.js';
import type { PlatformLogger } from '../http/logger.js';
import type { Clock } from '../jobs/clock.js';
import type { OutgoingSms, SmsProvider, SmsTemplate } from './message-delivery.js';

/** Alibaba Cloud SMS (`dysmsapi`, SMS_PROVIDER=aliyun): the account's key, signature and approved templates. */
export interface AliyunSmsSettings {
  accessKeyId: string;
  accessKeySecret: string;
  /** The approved signature (签名) every message starts with, e.g. `CircuitMart`. */
  signName: string;
  /** The approved template code (`SMS_123456789`) of each kind of message. */
  templates: Record<SmsTemplate['kind'], string>;
  /** `https://dysmsapi.aliyuncs.com`; only a test points it elsewhere. */
  endpoint: string;
  regionId: string;
  timeoutMs: number;
}

/** The answers of SendSms that are the person's doing or their phone's, not an outage. */
const refusals: Record<string, 'SMS_PROVIDER_LIMIT' | 'PHONE_INVALID'> = {
  // At most 1 a minute, 5 an hour and 10 a day per number for verification codes, counted by Alibaba Cloud.
  'isv.BUSINESS_LIMIT_CONTROL': 'SMS_PROVIDER_LIMIT',
  'isv.DAY_LIMIT_CONTROL': 'SMS_PROVIDER_LIMIT',
  'isv.MOBILE_NUMBER_ILLEGAL': 'PHONE_INVALID',
};

/**
 * Percent-encoding of Alibaba Cloud's RPC signature: RFC 3986, where only letters, digits and `-_.~` stay as they
 * are (encodeURIComponent also keeps `!'()*`).
 */
export function aliyunPercentEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * The RPC-style signature (SignatureVersion 1.0, HMAC-SHA1): the parameters sorted by name and percent-encoded into
 * the canonical query, then `METHOD&%2F&<encoded canonical query>` signed with the secret followed by `&`.
 */
export function aliyunRpcSignature(
  method: string,
  parameters: Record<string, string>,
  accessKeySecret: string,
): string {
  const canonical = Object.keys(parameters)
    .filter((name) => name !== 'Signature')
    .sort()
    .map((name) => `${aliyunPercentEncode(name)}=${aliyunPercentEncode(parameters[name]!)}`)
    .join('&');
  const stringToSign = `${method}&${aliyunPercentEncode('/')}&${aliyunPercentEncode(canonical)}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
}

/** `+86 13800138000` → `13800138000`; other countries with their code in front and no `+` (`85291234567`). */
export function aliyunPhoneNumber(recipient: string): string {
  const [areaCode = '', digits = ''] = recipient.replace(/^\+/, '').split(' ');
  return areaCode === '86' ? digits : `${areaCode}${digits}`;
}

/**
 * Sends text messages through Alibaba Cloud's SendSms, signed by hand following its "signature mechanism" (the
 * official SDK brings a runtime of its own for one call). Its rate-limit answer becomes SMS_PROVIDER_LIMIT, which
 * the person reads translated; an outage or a rejected key becomes SMS_UNAVAILABLE and a log line for the operator.
 */
export class AliyunSmsProvider implements SmsProvider {
  constructor(
    private readonly settings: AliyunSmsSettings,
    private readonly clock: Clock,
    private readonly logger: PlatformLogger,
  ) {}

  async sendSms(message: OutgoingSms): Promise<void> {
    const parameters: Record<string, string> = {
      AccessKeyId: this.settings.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      RegionId: this.settings.regionId,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      Timestamp: this.clock
        .now()
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
      PhoneNumbers: aliyunPhoneNumber(message.recipient),
      SignName: this.settings.signName,
      TemplateCode: this.settings.templates[message.template.kind],
      TemplateParam: JSON.stringify(message.template.params),
    };
    parameters.Signature = aliyunRpcSignature('POST', parameters, this.settings.accessKeySecret);
    const answer = await this.post(new URLSearchParams(parameters).toString());
    if (answer.Code === 'OK') return;
    const refusal = answer.Code ? refusals[answer.Code] : undefined;
    if (refusal) throw new DomainError(refusal);
    this.logger.error({ code: answer.Code, message: answer.Message, requestId: answer.RequestId }, 'SMS refused');
    throw new DomainError('SMS_UNAVAILABLE');
  }

  private async post(body: string): Promise<{ Code?: string; Message?: string; RequestId?: string }> {
    try {
      const response = await fetch(`${this.settings.endpoint.replace(/\/$/, '')}/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
      // Errors of the call itself (a wrong signature or key) come as 4xx with the same JSON shape.
      return (await response.json()) as { Code?: string; Message?: string; RequestId?: string };
    } catch (error) {
      this.logger.error({ err: error }, 'SMS provider unreachable');
      throw new DomainError('SMS_UNAVAILABLE');
    }
  }
}
