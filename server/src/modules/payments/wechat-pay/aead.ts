import { createDecipheriv } from 'node:crypto';

/** An encrypted resource of a notification or of a downloaded platform certificate. */
export interface EncryptedResource {
  algorithm: string;
  /** base64 of the ciphertext followed by the 16-byte GCM tag. */
  ciphertext: string;
  nonce: string;
  associated_data?: string;
}

const TAG_LENGTH = 16;

/**
 * Decrypts a resource as the v3 documentation says ("证书和回调报文解密"): AEAD_AES_256_GCM with the APIv3 key as
 * the key, the resource's nonce as IV and its associated data as AAD. Throws when the tag does not match (tampered).
 */
export function decryptResource(resource: EncryptedResource, apiV3Key: string): string {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') throw new Error(`unknown algorithm ${resource.algorithm}`);
  const sealed = Buffer.from(resource.ciphertext, 'base64');
  if (sealed.length <= TAG_LENGTH) throw new Error('ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'));
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_LENGTH));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_LENGTH)), decipher.final()]).toString(
    'utf8',
  );
}

/** The resource's fields when it is an object of its own; anything else is malformed. */
export function asEncryptedResource(value: unknown): EncryptedResource | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { algorithm, ciphertext, nonce, associated_data } = value as Record<string, unknown>;
  if (typeof algorithm !== 'string' || typeof ciphertext !== 'string' || typeof nonce !== 'string') return undefined;
  return {
    algorithm,
    ciphertext,
    nonce,
    ...(typeof associated_data === 'string' && { associated_data }),
  };
}
