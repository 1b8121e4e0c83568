import type { EntityManager } from '@mikro-orm/sql';
import { AccountSettings } from './security.entities.js';

/** One stored encrypted value (a real name), so start-up can check the data key against real data. */
export async function findEncryptedPersonalData(em: EntityManager): Promise<string | null> {
  const settings = await em.findOne(
    AccountSettings,
    { realNameEncrypted: { $ne: null } },
    { fields: ['realNameEncrypted'], disableIdentityMap: true },
  );
  return settings?.realNameEncrypted ?? null;
}
