import type { EntityManager } from '@mikro-orm/sql';
import { waybillProblem, normalizeWaybill } from '@circuitmart/rules/carriers';
import { actorOf, type RequestContext } from '../../platform/auth/index.js';
import { transactionalWithRetry } from '../../platform/db/transaction-retry.js';
import { DomainError } from '../../platform/errors/index.js';
import { systemActor } from '../../platform/flows/flow.js';
import {
  fireInTransaction,
  findRequest,
  ownRequest,
  requiredText,
  type AfterSalesContext,
} from './after-sale-context.js';
import { NOTE_MAX } from './after-sale-rules.js';
import { AfterSaleType, type AfterSaleRequest } from './after-sales.entities.js';
import { AfterSaleAction } from './after-sales.states.js';

const A = AfterSaleAction;

/** The carrier and waybill as the carriers rule reads them, or its error on the field it blames. */
function checkedShipment(carrier: string, waybillNumber: string): { carrier: string; waybill: string } {
  const code = carrier.trim().toUpperCase();
  const waybill = normalizeWaybill(waybillNumber);
  const problem = waybillProblem(code, waybill);
  if (problem) {
    throw new DomainError(problem, { field: ['input', problem === 'CARRIER_UNKNOWN' ? 'carrier' : 'waybillNumber'] });
  }
  return { carrier: code, waybill };
}

/**
 * The moves of a request after it was made: the buyer's (cancel, ship the return, confirm the replacement) and
 * staff's (review, receive, refund, ship). Each is an event of the after-sales flow, whose table names who may fire
 * it; staff events refuse a shopper before the request is looked up, so they learn nothing of which requests exist.
 */
export class AfterSaleActions {
  constructor(private readonly context: AfterSalesContext) {}

  // The buyer's

  async cancel(ctx: RequestContext, id: number): Promise<void> {
    const actor = actorOf(ctx);
    const request = await ownRequest(ctx, actor.userId, id);
    await fireInTransaction(this.context, ctx.em, request, A.CANCEL, { actor });
  }

  async shipReturn(ctx: RequestContext, id: number, carrier: string, waybillNumber: string): Promise<void> {
    const actor = actorOf(ctx);
    const request = await ownRequest(ctx, actor.userId, id);
    const shipment = checkedShipment(carrier, waybillNumber);
    await fireInTransaction(this.context, ctx.em, request, A.SHIP_RETURN, {
      actor,
      changes: {
        returnCarrier: shipment.carrier,
        returnWaybillNumber: shipment.waybill,
        returnShippedAt: this.context.deps.clock.now(),
      },
      note: `${shipment.carrier} ${shipment.waybill}`,
    });
  }

  async confirmReplacement(ctx: RequestContext, id: number): Promise<void> {
    const actor = actorOf(ctx);
    const request = await ownRequest(ctx, actor.userId, id);
    await fireInTransaction(this.context, ctx.em, request, A.CONFIRM_REPLACEMENT, { actor });
  }

  // Staff's

  /** Approves by the request's type: a refund only, a return (its deadline starts), or a replenishment. */
  async approve(ctx: RequestContext, id: number): Promise<void> {
    const actor = this.staffFor(ctx, A.APPROVE);
    const request = await findRequest(ctx.em, id);
    const event = approvalOf(request);
    const returnDeadlineAt =
      event === A.APPROVE_RETURN
        ? new Date(this.context.deps.clock.now().getTime() + this.context.deps.settings.returnWindowMs)
        : undefined;
    await fireInTransaction(this.context, ctx.em, request, event, {
      actor,
      ...(returnDeadlineAt && { changes: { returnDeadlineAt } }),
    });
  }

  async reject(ctx: RequestContext, id: number, reason: string): Promise<void> {
    const actor = this.staffFor(ctx, A.REJECT);
    const text = requiredText(reason, NOTE_MAX, 'reason');
    const request = await findRequest(ctx.em, id);
    await fireInTransaction(this.context, ctx.em, request, A.REJECT, {
      actor,
      changes: { rejectReason: text },
      note: text,
    });
  }

  async requestProof(ctx: RequestContext, id: number, note: string): Promise<void> {
    const actor = this.staffFor(ctx, A.REQUEST_PROOF);
    const text = requiredText(note, NOTE_MAX, 'note');
    const request = await findRequest(ctx.em, id);
    await fireInTransaction(this.context, ctx.em, request, A.REQUEST_PROOF, {
      actor,
      changes: { proofRequest: text },
      note: text,
    });
  }

  /** The return arrived; goods that are fine go back on the shelf (once: only the winning transition runs it). */
  async receiveReturn(ctx: RequestContext, id: number, goodsFine: boolean): Promise<void> {
    const actor = this.staffFor(ctx, A.RECEIVE_RETURN);
    const request = await findRequest(ctx.em, id);
    await fireInTransaction(this.context, ctx.em, request, A.RECEIVE_RETURN, {
      actor,
      changes: { goodsFine },
      note: goodsFine ? 'goods fine' : 'goods not fine',
    });
  }

  /** Refunds the request's amount the way the order was paid (a balance refund settles at once). */
  async issueRefund(ctx: RequestContext, id: number): Promise<void> {
    const actor = this.staffFor(ctx, A.ISSUE_REFUND);
    const request = await findRequest(ctx.em, id);
    await fireInTransaction(this.context, ctx.em, request, A.ISSUE_REFUND, { actor });
  }

  async shipReplacement(ctx: RequestContext, id: number, carrier: string, waybillNumber: string): Promise<void> {
    const actor = this.staffFor(ctx, A.SHIP_REPLACEMENT);
    const shipment = checkedShipment(carrier, waybillNumber);
    const request = await findRequest(ctx.em, id);
    await fireInTransaction(this.context, ctx.em, request, A.SHIP_REPLACEMENT, {
      actor,
      changes: { replacementCarrier: shipment.carrier, replacementWaybillNumber: shipment.waybill },
      note: `${shipment.carrier} ${shipment.waybill}`,
    });
  }

  /**
   * Closes a paid order that cannot be fulfilled, or a membership order the buyer is given back, and refunds everything
   * paid (freight included), in one transaction: the order's CLOSE_UNFULFILLABLE (REFUND_MEMBERSHIP) and the refund
   * `order-close/<id>` both happen, or neither.
   */
  async cancelPaidOrder(ctx: RequestContext, orderId: number, reason: string): Promise<void> {
    const actor = actorOf(ctx);
    const { orders, refunds } = this.context.deps;
    orders.requireMayClosePaid(actor);
    const text = reason.trim();
    if (!text || [...text].length > NOTE_MAX)
      throw new DomainError('CANCEL_REASON_REQUIRED', { field: ['input', 'reason'] });
    await transactionalWithRetry(ctx.em, async (tx) => {
      const order = await orders.closePaid(tx, orderId, actor, text);
      if (order.paidFen && order.paidFen > 0) {
        await refunds.refund(tx, {
          orderId,
          amountFen: order.paidFen,
          key: `order-close/${orderId}`,
          reason: text,
          actorId: actor.userId,
        });
      }
    });
  }

  /**
   * The shop's own close of a paid activity order that can no longer be fulfilled (a group buy that did not fill, an
   * activity that ended with its group open), in the caller's transaction: the order's CLOSE_UNFULFILLABLE by the
   * system and the refund `activity-close/<id>` of everything paid, as `cancelPaidOrder` does for staff. Answers
   * false when the order is no longer paid and unshipped (closed already: the refund's key keeps it once).
   */
  async closePaidActivityOrder(em: EntityManager, orderId: number, reason: string): Promise<boolean> {
    const { orders, refunds } = this.context.deps;
    const order = await orders.afterSaleOrder(em, orderId);
    if (!order || order.status !== 'PENDING_SHIPMENT') return false;
    const closed = await orders.closePaid(em, orderId, systemActor, reason);
    if (closed.paidFen && closed.paidFen > 0) {
      await refunds.refund(em, {
        orderId,
        amountFen: closed.paidFen,
        key: `activity-close/${orderId}`,
        reason,
        actorId: null,
      });
    }
    return true;
  }

  private staffFor(ctx: RequestContext, event: AfterSaleAction) {
    const actor = actorOf(ctx);
    this.context.flow.requireParty(event, actor);
    return actor;
  }
}

/** The approval event of the request's type. */
function approvalOf(request: AfterSaleRequest): AfterSaleAction {
  if (request.type === AfterSaleType.REFUND_ONLY) return A.APPROVE;
  if (request.type === AfterSaleType.REPLENISHMENT) return A.APPROVE_REPLENISHMENT;
  return A.APPROVE_RETURN;
}
