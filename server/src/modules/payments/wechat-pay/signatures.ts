import { createSign, createVerify, randomBytes, type KeyObject } from 'node:crypto';

/**
 * WeChat Pay API v3 signatures ("签名生成" / "签名验证" in the v3 documentation), written on node:crypto: SHA256 with
 * RSA (PKCS#1 v1.5) over lines each ended by `\n`, the signature in base64.
 */
export const AUTHORIZATION_SCHEME = 'WECHATPAY2-SHA256-RSA2048';

/** The lines a request's signature covers: method, path with query, timestamp, nonce, body (empty for GET). */
export function requestMessage(method: string, pathWithQuery: string, timestamp: string, nonce: string, body: string) {
  return `${method}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${body}\n`;
}

/** The lines an answer's or a notification's signature covers: its timestamp, nonce and exact body bytes. */
export function answerMessage(timestamp: string, nonce: string, body: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`${timestamp}\n${nonce}\n`, 'utf8'), body, Buffer.from('\n', 'utf8')]);
}

export function signMessage(message: string | Buffer, privateKey: KeyObject | string): string {
  return createSign('RSA-SHA256').update(message).sign(privateKey, 'base64');
}

export function hasValidSignature(message: string | Buffer, signature: string, publicKey: KeyObject): boolean {
  try {
    return createVerify('RSA-SHA256').update(message).verify(publicKey, signature, 'base64');
  } catch {
    // A signature that is no base64 RSA signature at all.
    return false;
  }
}

/** A random request nonce: 32 upper-case hex digits, as the documentation's example. */
export const newNonce = () => randomBytes(16).toString('hex').toUpperCase();

/** The `Authorization` header of a request signed with the merchant's private key. */
export function authorizationHeader(
  merchant: { mchId: string; serial: string; privateKey: KeyObject },
  request: { method: string; pathWithQuery: string; body: string; timestamp: string; nonce: string },
): string {
  const message = requestMessage(request.method, request.pathWithQuery, request.timestamp, request.nonce, request.body);
  const signature = signMessage(message, merchant.privateKey);
  return (
    `${AUTHORIZATION_SCHEME} mchid="${merchant.mchId}",nonce_str="${request.nonce}",` +
    `signature="${signature}",timestamp="${request.timestamp}",serial_no="${merchant.serial}"`
  );
}
