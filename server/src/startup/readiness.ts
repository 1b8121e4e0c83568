import { Redis } from 'ioredis';
import { isDatabaseReachable, type Orm } from '../platform/db/orm.js';

/** `/readyz`: the database, and Redis when configured, answer; each within a second. */
export function readinessProbe(orm: Orm, redisUrl: string | undefined) {
  const redis = redisUrl
    ? new Redis(redisUrl, {
        lazyConnect: true,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        connectTimeout: 1000,
        commandTimeout: 1000,
      })
    : undefined;
  redis?.on('error', () => {}); // an unreachable Redis is this probe's answer, not an error
  return {
    check: async (): Promise<Record<string, boolean>> => ({
      database: await isDatabaseReachable(orm),
      ...(redis && {
        redis: await (redis.status === 'wait' ? redis.connect() : Promise.resolve())
          .then(() => redis.ping())
          .then((answer) => answer === 'PONG')
          .catch(() => false),
      }),
    }),
    close: () => redis?.disconnect(),
  };
}
