import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_LENGTH = 12;
const TAG_LENGTH = 16;
const VERSION = 'v1';

/**
 * Personal data encrypted at rest with AES-256-GCM. Each value gets its own random IV; the stored text is
 * `v1:<iv>:<tag>:<ciphertext>` (base64url), so the key or algorithm can change later without guessing.
 */
export class DataEncryption {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('DataEncryption needs a 32-byte key');
  }

  encrypt(plain: string): string {
    const iv = randomBytes(IV_LENGTH);
    const cipher = createCipheriv(ALGORITHM, this.key, iv, { authTagLength: TAG_LENGTH });
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, ...[iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'))].join(':');
  }

  /** Throws when the text was altered or encrypted with another key (GCM authenticates it). */
  decrypt(stored: string): string {
    const [version, iv, tag, body] = stored.split(':');
    if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Unknown encrypted value format');
    const decipher = createDecipheriv(ALGORITHM, this.key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_LENGTH });
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }
}
