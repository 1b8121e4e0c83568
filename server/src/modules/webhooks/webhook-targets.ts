import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { lookup as lookupAll } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { DomainError } from '../../platform/errors/index.js';

export interface WebhookTargetSettings {
  /** Plain http as well as https (development and tests: a receiver on this machine has no certificate). */
  allowHttp: boolean;
  /** Hosts on loopback, private and link-local networks too (development and tests); never in production. */
  allowPrivateTargets: boolean;
}

export const MAX_WEBHOOK_URL_LENGTH = 500;

/**
 * Whether `address` is a public unicast address. Loopback, private (10/8, 172.16/12, 192.168/16, fc00::/7),
 * link-local (169.254/16, where cloud metadata answers, and fe80::/10), carrier-grade NAT, unspecified, multicast
 * and reserved ranges are not; an IPv4-mapped IPv6 address counts as its IPv4 address.
 */
export function isPublicAddress(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.process(address).range() === 'unicast';
}

const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, '');

const refusal = (host: string) =>
  new DomainError('WEBHOOK_URL_NOT_PUBLIC', { field: ['input', 'url'], params: { host } });

/**
 * Where webhooks may go, checked twice against server-side request forgery: when an endpoint is registered (its
 * host must resolve to public addresses only) and when each attempt connects, through `post`'s own DNS lookup, so
 * a host that resolves elsewhere later (DNS rebinding) is refused at the address actually connected to.
 */
export class WebhookTargets {
  constructor(private readonly settings: WebhookTargetSettings) {}

  /** The URL as stored, or WEBHOOK_URL_INVALID / WEBHOOK_URL_NOT_PUBLIC. */
  async check(url: string): Promise<string> {
    const invalid = () =>
      new DomainError('WEBHOOK_URL_INVALID', { field: ['input', 'url'], params: { max: MAX_WEBHOOK_URL_LENGTH } });
    if (url.length > MAX_WEBHOOK_URL_LENGTH || !URL.canParse(url)) throw invalid();
    const parsed = new URL(url);
    if (parsed.username || parsed.password) throw invalid();
    const schemeAllowed = parsed.protocol === 'https:' || (parsed.protocol === 'http:' && this.settings.allowHttp);
    if (!schemeAllowed) throw invalid();
    if (!this.settings.allowPrivateTargets) {
      const host = bare(parsed.hostname);
      const addresses = isIP(host)
        ? [host]
        : await lookupAll(host, { all: true, verbatim: true }).then(
            (found) => found.map((entry) => entry.address),
            () => [],
          );
      if (addresses.length === 0 || !addresses.every(isPublicAddress)) throw refusal(host);
    }
    return parsed.href;
  }

  /** The reason an attempt to `url` is refused before connecting (an address literal), or null. */
  private literalRefusal(url: URL): string | null {
    const host = bare(url.hostname);
    if (this.settings.allowPrivateTargets || !isIP(host) || isPublicAddress(host)) return null;
    return `refused: ${host} is not a public address`;
  }

  /** DNS lookup for the connection: every address the host resolves to must be public, and one of them is used. */
  private readonly lookup: LookupFunction = (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true } as LookupAllOptions, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const unsafe = this.settings.allowPrivateTargets
        ? undefined
        : addresses.find((entry) => !isPublicAddress(entry.address));
      if (unsafe || addresses.length === 0) {
        const reason = `refused: ${hostname} resolves to ${unsafe?.address ?? 'nothing'}, not a public address`;
        return callback(new Error(reason), '', 0);
      }
      if (options.all) return (callback as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };

  /**
   * POSTs `body` once and answers the response's status; redirects are answered as they come, never followed.
   * Rejects with the reason when the target is refused, unreachable or slower than `timeoutMs`.
   */
  post(
    url: string,
    request: { body: string | Buffer; headers: Record<string, string>; timeoutMs: number },
  ): Promise<number> {
    const target = new URL(url);
    const refused = this.literalRefusal(target);
    if (refused) return Promise.reject(new Error(refused));
    const send = target.protocol === 'https:' ? https.request : http.request;
    return new Promise((resolve, reject) => {
      const outgoing = send(
        target,
        {
          method: 'POST',
          headers: { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) },
          lookup: this.lookup,
          signal: AbortSignal.timeout(request.timeoutMs),
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(request.body);
    });
  }
}
