import { transactionalWithRetry } from '../../platform/db/transaction-retry.js';
import { systemActor } from '../../platform/flows/flow.js';
import { RETURN_DEADLINE_JOB, returnDeadlineJobKey, type AfterSalesContext } from './after-sale-context.js';
import { AfterSaleRequest, AfterSaleStatus } from './after-sales.entities.js';
import { AfterSaleAction } from './after-sales.states.js';

/**
 * The return deadline as a job: an approved return without a waybill by its `returnDeadlineAt` closes itself
 * (CLOSE_UNSHIPPED, fired by the shop). The job runs on one copy; the conditional UPDATE makes a second run a no-op.
 */
export class AfterSaleDeadlines {
  constructor(private readonly context: AfterSalesContext) {
    const { jobs } = context.deps;
    jobs.register<{ id: number }>(RETURN_DEADLINE_JOB, (payload) => this.closeUnshipped(payload.id));
    jobs.resumeWith(() => this.resumeDeadlines());
  }

  async closeUnshipped(id: number): Promise<void> {
    const { deps, flow } = this.context;
    await transactionalWithRetry(deps.forkEm(), async (tx) => {
      const request = await tx.findOne(AfterSaleRequest, id);
      const now = deps.clock.now();
      if (!request?.returnDeadlineAt || request.returnDeadlineAt.getTime() > now.getTime()) return;
      if (!flow.allows(request.status, AfterSaleAction.CLOSE_UNSHIPPED)) return;
      await flow.fire(tx, request, AfterSaleAction.CLOSE_UNSHIPPED, {
        actor: systemActor,
        changes: { updatedAt: now },
      });
    });
  }

  /** Schedules again every open return's deadline from the requests themselves (same keys: one job each). */
  async resumeDeadlines(): Promise<number> {
    const { deps } = this.context;
    const waiting = await deps
      .forkEm()
      .find(
        AfterSaleRequest,
        { status: AfterSaleStatus.TO_BE_RETURNED, returnDeadlineAt: { $ne: null } },
        { fields: ['id', 'returnDeadlineAt'], orderBy: { id: 'asc' } },
      );
    for (const request of waiting) {
      await deps.jobs.schedule(
        RETURN_DEADLINE_JOB,
        { id: request.id },
        { key: returnDeadlineJobKey(request.id), runAt: request.returnDeadlineAt! },
      );
    }
    return waiting.length;
  }
}
