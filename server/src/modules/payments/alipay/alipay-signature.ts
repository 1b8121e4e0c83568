import { createPrivateKey, createPublicKey, createVerify, type KeyObject } from 'node:crypto';

/** A key as the Alipay key tool writes it (bare base64) or as PEM, in PKCS#1 or PKCS#8 / SPKI. */
function pemCandidates(text: string, kind: 'private' | 'public'): string[] {
  if (text.includes('-----BEGIN')) return [text];
  const body = (text.replace(/\s+/g, '').match(/.{1,64}/g) ?? []).join('\n');
  const labels = kind === 'private' ? ['PRIVATE KEY', 'RSA PRIVATE KEY'] : ['PUBLIC KEY', 'RSA PUBLIC KEY'];
  return labels.map((label) => `-----BEGIN ${label}-----\n${body}\n-----END ${label}-----`);
}

/** The RSA key of a setting; throws a message naming the setting when it is no such key. */
export function readRsaKey(text: string, kind: 'private' | 'public', setting: string): KeyObject {
  for (const pem of pemCandidates(text, kind)) {
    try {
      const key = kind === 'private' ? createPrivateKey(pem) : createPublicKey(pem);
      if (key.asymmetricKeyType === 'rsa') return key;
    } catch {
      // Not this encoding; the next candidate may be.
    }
  }
  throw new Error(`${setting} is not an RSA ${kind} key`);
}

/**
 * What Alipay signs in an asynchronous notification: every field but `sign` and `sign_type`, empty ones left out,
 * sorted by name, as `name=value` joined with `&`, the values as received (form-decoded, not re-encoded).
 */
export function notificationSignContent(fields: Readonly<Record<string, string>>): string {
  return Object.keys(fields)
    .filter((name) => name !== 'sign' && name !== 'sign_type' && fields[name] !== '')
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('&');
}

/** RSA2: SHA256withRSA, base64. */
export function hasValidRsa2Signature(content: string, signature: string, alipayPublicKey: KeyObject): boolean {
  if (!signature) return false;
  return createVerify('RSA-SHA256').update(content, 'utf8').verify(alipayPublicKey, signature, 'base64');
}
