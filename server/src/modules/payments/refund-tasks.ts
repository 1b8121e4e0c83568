import { actorOf, can, requirePermission, requireUser, type RequestContext } from '../../platform/auth/index.js';
import { transactionalWithRetry } from '../../platform/db/transaction-retry.js';
import { DomainError } from '../../platform/errors/index.js';
import type { Page, PageRequest } from '../../platform/graphql/connection.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { ImageStore, UploadedFile } from '../../platform/uploads/index.js';
import type { RefundableOrders } from './refundable-orders.js';
import { Refund, type RefundStatus } from './refunds.entities.js';
import { RefundEvent, type RefundFlow } from './refunds.states.js';

/** Spec §9: at most 6 proof images, as for a remittance. */
export const MAX_TRANSFER_PROOFS = 6;

/**
 * Reading refunds (the buyer's of their order, staff's queue) and the staff's part: a bank transfer made with its
 * proof, or a refund the provider failed handed over to a bank transfer.
 */
export class RefundTasks {
  constructor(
    private readonly clock: Clock,
    private readonly flow: RefundFlow,
    private readonly orders: RefundableOrders,
    private readonly images: ImageStore,
  ) {}

  /** The refunds of an order, oldest first: its buyer's own order, or any order for staff who read orders. */
  async ofOrder(ctx: RequestContext, orderId: number): Promise<Refund[]> {
    const user = requireUser(ctx);
    if (!can(user, 'refund.view_all') && !can(user, 'order.view_all')) {
      const order = await this.orders.refundableOrder(ctx.em, orderId);
      if (order?.userId !== Number(user.id)) throw new DomainError('NOT_FOUND');
    }
    return ctx.em.find(Refund, { orderId }, { orderBy: { id: 'asc' } });
  }

  /** Staff's queue, newest first; e.g. the bank transfers to make (TO_TRANSFER) or the failed ones. */
  async list(ctx: RequestContext, statuses: RefundStatus[] | null, page: PageRequest): Promise<Page<Refund>> {
    requirePermission(ctx, 'refund.view_all');
    const where = statuses?.length ? { status: { $in: statuses } } : {};
    const [rows, totalCount] = await Promise.all([
      ctx.em.find(
        Refund,
        { ...where, ...(page.afterId !== undefined && { id: { $lt: page.afterId } }) },
        { orderBy: { id: 'desc' }, limit: page.first + 1 },
      ),
      ctx.em.count(Refund, where),
    ]);
    return {
      items: rows.slice(0, page.first),
      hasNextPage: rows.length > page.first,
      hasPreviousPage: page.afterId !== undefined,
      totalCount,
    };
  }

  /** Staff made the bank transfer: 1 to 6 proof images; the refund succeeds (listeners run, the buyer is told). */
  async confirmTransfer(ctx: RequestContext, id: number, proofs: UploadedFile[]): Promise<Refund> {
    const actor = actorOf(ctx);
    this.flow.requireParty(RefundEvent.CONFIRM_TRANSFER, actor);
    if (proofs.length === 0) throw new DomainError('REFUND_PROOF_REQUIRED', { field: ['input', 'proofs'] });
    if (proofs.length > MAX_TRANSFER_PROOFS) {
      throw new DomainError('REFUND_TOO_MANY_PROOFS', {
        params: { max: MAX_TRANSFER_PROOFS },
        field: ['input', 'proofs'],
      });
    }
    const refund = await this.find(ctx, id);
    // Checked before the images are stored; the UPDATE checks it again against a concurrent confirmation.
    if (!this.flow.allows(refund.status, RefundEvent.CONFIRM_TRANSFER)) throw new DomainError('REFUND_NOT_ALLOWED');
    const transferProofPaths: string[] = [];
    for (const proof of proofs) {
      transferProofPaths.push((await this.images.save(proof.bytes, { folder: 'refunds' })).path);
    }
    await transactionalWithRetry(ctx.em, async (tx) => {
      const confirmed = await this.flow.fire(tx, refund, RefundEvent.CONFIRM_TRANSFER, {
        actor,
        changes: {
          settledAt: this.clock.now(),
          // The conditional UPDATE writes the staff member's id into the foreign key.
          settledBy: actor.userId as unknown as Refund['settledBy'],
          transferProofPaths,
        },
      });
      if (!confirmed) throw new DomainError('REFUND_NOT_ALLOWED');
    });
    return this.find(ctx, id);
  }

  /** A refund the provider could not make becomes a bank transfer for staff to make. */
  async transferInstead(ctx: RequestContext, id: number): Promise<Refund> {
    const actor = actorOf(ctx);
    this.flow.requireParty(RefundEvent.TRANSFER_INSTEAD, actor);
    const refund = await this.find(ctx, id);
    await transactionalWithRetry(ctx.em, async (tx) => {
      if (!(await this.flow.fire(tx, refund, RefundEvent.TRANSFER_INSTEAD, { actor }))) {
        throw new DomainError('REFUND_NOT_ALLOWED');
      }
    });
    return this.find(ctx, id);
  }

  private async find(ctx: RequestContext, id: number): Promise<Refund> {
    const refund = await ctx.em.findOne(Refund, id, { refresh: true });
    if (!refund) throw new DomainError('NOT_FOUND');
    return refund;
  }
}
