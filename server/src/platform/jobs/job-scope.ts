import { logScope } from '../http/logger.js';
import { jobRuns } from '../metrics/shop-metrics.js';
import type { JobHandler } from './jobs.js';

/** The handler run with its job's key and name on every log line it writes, its outcome counted in /metrics. */
export function scopedJobHandler(name: string, handler: JobHandler): JobHandler {
  return async (payload, context) => {
    await logScope.run({ jobId: context.key, job: context.name }, async () => {
      try {
        await handler(payload, context);
      } catch (err) {
        jobRuns.inc({ job: name, outcome: 'failed' });
        throw err;
      }
      jobRuns.inc({ job: name, outcome: 'succeeded' });
    });
  };
}
