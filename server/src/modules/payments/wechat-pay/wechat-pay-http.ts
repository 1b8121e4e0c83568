import { createPrivateKey, type KeyObject } from 'node:crypto';
import type { Clock } from '../../../platform/jobs/clock.js';
import { authorizationHeader, newNonce } from './signatures.js';
import type { WechatPaySettings } from './wechat-pay-settings.js';

/** An answer of WeChat Pay, its body kept as bytes: its signature covers them. */
export interface WechatPayAnswer {
  status: number;
  headers: Headers;
  rawBody: Buffer;
}

/** WeChat Pay could not be reached or answered with a server error, on every attempt; the same call may be made again. */
export class WechatPayUnavailableError extends Error {
  override name = 'WechatPayUnavailableError';
}

/** WeChat Pay refused the call itself (4xx): its error code and message, as v3 answers them. */
export class WechatPayRefusal extends Error {
  override name = 'WechatPayRefusal';
  constructor(
    readonly status: number,
    readonly code: string,
    detail: string,
  ) {
    super(`WeChat Pay refused the call (${status} ${code}): ${detail}`);
  }
}

/**
 * Signed calls to WeChat Pay API v3: every request carries the `Authorization` of the merchant's private key
 * (signatures.ts), is abandoned after `timeoutMs` so a hanging provider never hangs the request that called it, and is
 * made again, with the same body, after a timeout, a network error or a 5xx: each call the shop makes names its
 * payment or refund by our own number (`out_trade_no`, `out_refund_no`), which WeChat Pay takes once, so it is safe.
 */
export class WechatPayHttp {
  /** The merchant API certificate's private key; it also signs the JSAPI pay parameters. */
  readonly privateKey: KeyObject;

  constructor(
    private readonly settings: WechatPaySettings,
    private readonly clock: Clock,
  ) {
    this.privateKey = createPrivateKey(settings.merchantPrivateKey);
  }

  async send(method: 'GET' | 'POST', pathWithQuery: string, payload?: object): Promise<WechatPayAnswer> {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    let lastError: unknown;
    for (let attempt = 1; attempt <= this.settings.attempts; attempt += 1) {
      try {
        const answer = await this.sendOnce(method, pathWithQuery, body);
        if (answer.status < 500) return answer;
        lastError = new Error(`HTTP ${answer.status}`);
      } catch (error) {
        lastError = error;
      }
    }
    throw new WechatPayUnavailableError(`WeChat Pay ${method} ${pathWithQuery} failed: ${String(lastError)}`);
  }

  private async sendOnce(method: string, pathWithQuery: string, body: string): Promise<WechatPayAnswer> {
    const authorization = authorizationHeader(
      { mchId: this.settings.mchId, serial: this.settings.merchantSerial, privateKey: this.privateKey },
      {
        method,
        pathWithQuery,
        body,
        timestamp: String(Math.floor(this.clock.now().getTime() / 1000)),
        nonce: newNonce(),
      },
    );
    const response = await fetch(new URL(pathWithQuery, this.settings.apiBaseUrl), {
      method,
      headers: {
        authorization,
        accept: 'application/json',
        'user-agent': 'CircuitMart (node:crypto WeChat Pay v3 adapter)',
        ...(body && { 'content-type': 'application/json' }),
      },
      ...(body && { body }),
      // The body's reading counts too: the signal aborts a provider that answers its headers and then stalls.
      signal: AbortSignal.timeout(this.settings.timeoutMs),
    });
    const rawBody = Buffer.from(await response.arrayBuffer());
    return { status: response.status, headers: response.headers, rawBody };
  }
}

/** The JSON of an answer; a body that is not JSON is an answer nobody can use. */
export function answerJson(answer: WechatPayAnswer): Record<string, unknown> {
  if (answer.rawBody.length === 0) return {};
  const parsed: unknown = JSON.parse(answer.rawBody.toString('utf8'));
  if (typeof parsed !== 'object' || parsed === null) throw new Error('WeChat Pay answered no JSON object');
  return parsed as Record<string, unknown>;
}

/** The refusal of a 4xx answer, from its `{ code, message }`. */
export function refusalOf(answer: WechatPayAnswer): WechatPayRefusal {
  let code = 'UNKNOWN';
  let message = '';
  try {
    const json = answerJson(answer);
    code = typeof json.code === 'string' ? json.code : code;
    message = typeof json.message === 'string' ? json.message : message;
  } catch {
    message = answer.rawBody.toString('utf8').slice(0, 200);
  }
  return new WechatPayRefusal(answer.status, code, message);
}
