import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A delayed job of the in-process scheduler. Rows outlive the process, so a restart re-arms every
 * job that has not run yet. (The Redis scheduler keeps its jobs in BullMQ instead.)
 */
export const ScheduledJob = defineEntity({
  name: 'ScheduledJob',
  tableName: 'scheduled_job',
  properties: {
    /** Caller-chosen key; scheduling the same key twice keeps one job. */
    key: p.string().length(191).primary(),
    name: p.string().length(64),
    payload: p.json<unknown>(),
    runAt: p.datetime().index(),
    attempts: p.integer().default(0),
  },
});
export type ScheduledJob = InferEntity<typeof ScheduledJob>;
