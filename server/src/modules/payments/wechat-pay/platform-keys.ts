import { createPublicKey, X509Certificate, type KeyObject } from 'node:crypto';
import type { Clock } from '../../../platform/jobs/clock.js';
import { asEncryptedResource, decryptResource } from './aead.js';
import { answerMessage, hasValidSignature } from './signatures.js';
import { answerJson, refusalOf, type WechatPayAnswer, type WechatPayHttp } from './wechat-pay-http.js';
import type { WechatPaySettings } from './wechat-pay-settings.js';

/** A key WeChat Pay signs with, until when it may be trusted (null: a configured public key, until replaced). */
interface PlatformKey {
  publicKey: KeyObject;
  expiresAt: Date | null;
}

/** The headers of a signed answer or notification, as v3 names them. */
export interface SignatureHeaders {
  timestamp: string;
  nonce: string;
  signature: string;
  serial: string;
}

/** An unknown serial downloads the certificates again, but not more often than this (a forged serial costs one call). */
const UNKNOWN_SERIAL_RETRY_MS = 60_000;

/** The PEM certificates in a text that may hold several. */
function certificatesIn(text: string): string[] {
  return text.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
}

/**
 * The WeChat Pay platform keys, by serial (the `Wechatpay-Serial` header names the one that signed): the configured
 * certificates or public key, and the platform certificates downloaded from `GET /v3/certificates` and decrypted with
 * the APIv3 key. Rotation: WeChat Pay publishes a new certificate before it signs with it, so the certificates are
 * downloaded again once `certificateRefreshMs` old, and at once (at most once a minute) when a serial is unknown;
 * a certificate stays trusted until it expires, so notifications signed with the old one still verify.
 */
export class PlatformKeys {
  private readonly keys = new Map<string, PlatformKey>();
  private downloadedAt = Number.NEGATIVE_INFINITY;
  private lastAttemptAt = Number.NEGATIVE_INFINITY;
  private downloading: Promise<void> | null = null;

  constructor(
    private readonly settings: WechatPaySettings,
    private readonly http: WechatPayHttp,
    private readonly clock: Clock,
  ) {
    for (const pem of certificatesIn(settings.platformCertificates ?? '')) {
      const certificate = new X509Certificate(pem);
      this.keys.set(certificate.serialNumber.toUpperCase(), {
        publicKey: certificate.publicKey,
        expiresAt: new Date(certificate.validTo),
      });
    }
    if (settings.platformPublicKey) {
      this.keys.set(settings.platformPublicKey.id.toUpperCase(), {
        publicKey: createPublicKey(settings.platformPublicKey.pem),
        expiresAt: null,
      });
    }
  }

  /**
   * Null when `headers` sign `body` with a platform key this shop trusts (downloading certificates if needed), else
   * why not.
   */
  async refusalOf(headers: SignatureHeaders, body: Buffer): Promise<string | null> {
    const key = await this.keyFor(headers.serial);
    if (!key) return `unknown platform serial ${headers.serial}`;
    const message = answerMessage(headers.timestamp, headers.nonce, body);
    return hasValidSignature(message, headers.signature, key) ? null : 'signature does not match';
  }

  /** Throws unless the answer carries a valid platform signature (v3: an unsigned 2xx answer is forged). */
  async assertSigned(answer: WechatPayAnswer): Promise<void> {
    const headers = signatureHeadersOf((name) => answer.headers.get(name) ?? undefined);
    if (!headers || (await this.refusalOf(headers, answer.rawBody)) !== null) {
      throw new Error('WeChat Pay answer without a valid platform signature');
    }
  }

  private async keyFor(serial: string): Promise<KeyObject | undefined> {
    const now = this.clock.now().getTime();
    const wanted = serial.toUpperCase();
    const stale = now - this.downloadedAt >= this.settings.certificateRefreshMs;
    const unknown = !this.usable(wanted, now);
    if ((stale || unknown) && now - this.lastAttemptAt >= (unknown ? UNKNOWN_SERIAL_RETRY_MS : 0)) {
      try {
        await this.refresh();
      } catch (error) {
        // Without the download a known key still verifies; an unknown one cannot.
        if (unknown) throw error;
      }
    }
    return this.usable(wanted, this.clock.now().getTime())?.publicKey;
  }

  private usable(serial: string, now: number): PlatformKey | undefined {
    const key = this.keys.get(serial);
    return key && (key.expiresAt === null || key.expiresAt.getTime() > now) ? key : undefined;
  }

  /** One download at a time; callers arriving meanwhile wait for the same one. */
  private refresh(): Promise<void> {
    this.downloading ??= this.download().finally(() => {
      this.downloading = null;
    });
    return this.downloading;
  }

  private async download(): Promise<void> {
    this.lastAttemptAt = this.clock.now().getTime();
    const answer = await this.http.send('GET', '/v3/certificates');
    if (answer.status !== 200) throw refusalOf(answer);
    const downloaded = new Map<string, PlatformKey>();
    const entries = answerJson(answer).data;
    for (const entry of Array.isArray(entries) ? (entries as Record<string, unknown>[]) : []) {
      const resource = asEncryptedResource(entry.encrypt_certificate);
      const serial = String(entry.serial_no ?? '').toUpperCase();
      if (!resource || !serial) throw new Error('WeChat Pay certificate entry malformed');
      const certificate = new X509Certificate(decryptResource(resource, this.settings.apiV3Key));
      if (certificate.serialNumber.toUpperCase() !== serial)
        throw new Error(`certificate ${serial} has another serial`);
      const expiresAt = new Date(String(entry.expire_time ?? certificate.validTo));
      downloaded.set(serial, { publicKey: certificate.publicKey, expiresAt });
    }
    // The download is signed too, by a certificate known before or one it brings (the first download of all).
    const headers = signatureHeadersOf((name) => answer.headers.get(name) ?? undefined);
    const signer =
      headers && (this.keys.get(headers.serial.toUpperCase()) ?? downloaded.get(headers.serial.toUpperCase()));
    const message = headers && answerMessage(headers.timestamp, headers.nonce, answer.rawBody);
    if (!headers || !signer || !message || !hasValidSignature(message, headers.signature, signer.publicKey)) {
      throw new Error('WeChat Pay certificate download without a valid signature');
    }
    const now = this.clock.now().getTime();
    for (const [serial, key] of downloaded) this.keys.set(serial, key);
    for (const [serial, key] of this.keys) {
      if (key.expiresAt !== null && key.expiresAt.getTime() <= now) this.keys.delete(serial);
    }
    this.downloadedAt = now;
  }
}

/** The four signature headers (`Wechatpay-Timestamp`, `-Nonce`, `-Signature`, `-Serial`), or undefined if one is missing. */
export function signatureHeadersOf(header: (name: string) => string | undefined): SignatureHeaders | undefined {
  const timestamp = header('wechatpay-timestamp');
  const nonce = header('wechatpay-nonce');
  const signature = header('wechatpay-signature');
  const serial = header('wechatpay-serial');
  if (!timestamp || !nonce || !signature || !serial) return undefined;
  return { timestamp, nonce, signature, serial };
}
