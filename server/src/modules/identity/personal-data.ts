import type { EntityManager } from '@mikro-orm/sql';

/**
 * Deletes what one module keeps about a person when their account is closed. Each module that stores personal
 * data (addresses, favourites, ...) provides one; identity runs them all without depending on those modules.
 */
export type PersonalDataEraser = (em: EntityManager, userId: number) => Promise<void>;
