import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { SystemSetting } from '../settings/settings.entities.js';
import { DataEncryption } from './data-encryption.js';

const CHECK_SETTING = 'data_key_check';
/** A known text, stored encrypted: whoever can decrypt it back holds the key the database was set up with. */
const CHECK_TEXT = 'circuitmart data encryption key check';

/** The data encryption key is not the one this database's personal data is encrypted with. */
export class DataKeyMismatchError extends Error {
  override name = 'DataKeyMismatchError';
}

/** Finds one value encrypted before the check value existed (a database from an earlier version), or null. */
export type EncryptedSampleFinder = (em: EntityManager) => Promise<string | null>;

/**
 * Stops a start whose DATA_ENCRYPTION_KEY cannot decrypt the stored personal data, instead of letting every
 * request that reads it fail later. The first start records a check value (a known text encrypted with its
 * key); every later start must decrypt it. A database set up before the check existed is checked against one
 * of its encrypted values first, so the first start of this version cannot bless a wrong key.
 */
export async function verifyDataEncryptionKey(
  em: EntityManager,
  key: Buffer,
  findEncryptedSample: EncryptedSampleFinder,
): Promise<'recorded' | 'verified'> {
  const encryption = new DataEncryption(key);
  const stored = await em.findOne(SystemSetting, { name: CHECK_SETTING }, { disableIdentityMap: true });
  if (stored) {
    if (decrypted(encryption, stored.value) !== CHECK_TEXT) throw mismatch('the check value stored at its first start');
    return 'verified';
  }
  const sample = await findEncryptedSample(em);
  if (sample !== null && decrypted(encryption, sample) === null) throw mismatch('its stored personal data');
  try {
    await em.insert(SystemSetting, { name: CHECK_SETTING, value: encryption.encrypt(CHECK_TEXT) });
  } catch (error) {
    // Another server copy starting at the same moment recorded it first: check against that one.
    if (error instanceof UniqueConstraintViolationException)
      return verifyDataEncryptionKey(em, key, findEncryptedSample);
    throw error;
  }
  return 'recorded';
}

function decrypted(encryption: DataEncryption, stored: string): string | null {
  try {
    return encryption.decrypt(stored);
  } catch {
    return null;
  }
}

function mismatch(what: string): DataKeyMismatchError {
  return new DataKeyMismatchError(
    `DATA_ENCRYPTION_KEY cannot decrypt ${what}: this database was set up with another key. ` +
      'Start with the original key (kept in .env, see docs/operations.md). Without it the stored real names and ' +
      'ID numbers cannot be read; the server refuses to start rather than fail on every request that reads them.',
  );
}
