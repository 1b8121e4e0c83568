import { randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import { DEFAULT_AREA_CODE, isValidPhone } from '@circuitmart/rules/account-rules';
import { actorOf, requireUser, type RequestContext } from '../../platform/auth/index.js';
import { transactionalWithRetry } from '../../platform/db/transaction-retry.js';
import { DomainError } from '../../platform/errors/index.js';
import type { UploadedFile } from '../../platform/uploads/index.js';
import type { AfterSaleOrder, AfterSaleOrderLine } from '../orders/after-sale-orders.js';
import {
  detailLink,
  fireInTransaction,
  fireOrRefuse,
  ownRequest,
  type AfterSalesContext,
} from './after-sale-context.js';
import { publishAfterCommit, recordAfterSaleEvent } from './after-sale-effects.js';
import {
  availableUnits,
  EXPLANATION_MAX,
  MAX_PROOF_IMAGES,
  NO_REASON,
  quoteRefund,
  reasonsByType,
  type RefundQuote,
  type RequestedLine,
} from './after-sale-rules.js';
import { addLines, takenLines } from './after-sale-holdings.js';
import { AfterSaleLine, AfterSaleRequest, AfterSaleStatus, AfterSaleType } from './after-sales.entities.js';
import { AfterSaleAction, APPLY_ACTION } from './after-sales.states.js';

export interface AfterSaleForm {
  orderId: number;
  type: AfterSaleType;
  reasonCode: string;
  explanation?: string | null | undefined;
  contactPhone: string;
  lines: RequestedLine[];
}

export interface AfterSaleOptionsView {
  order: AfterSaleOrder;
  eligible: boolean;
  ineligibleCode: string | null;
  noReasonReturnUntil: Date | null;
  types: AfterSaleType[];
  reasons: { type: AfterSaleType; code: string; noReason: boolean }[];
  lines: (AfterSaleOrderLine & { availableQuantity: number })[];
  maxProofImages: number;
}

/** `AS` + date and time to the second + 6 random digits; unique by the column's constraint. */
function serviceNumberAt(now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `AS${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/**
 * Applying for after-sales and changing an application: what a received order allows (types, reasons, lines and
 * the units still free), the refund the server computes, the proofs, and resubmitting a rejected or cancelled one.
 */
export class AfterSaleApplications {
  constructor(private readonly context: AfterSalesContext) {}

  async options(ctx: RequestContext, orderId: number): Promise<AfterSaleOptionsView> {
    const order = await this.ownOrder(ctx, orderId);
    const available = availableUnits(order, await takenLines(ctx.em, order.id));
    const until = this.noReasonUntil(order);
    const noReasonOpen = until !== null && until.getTime() >= this.context.deps.clock.now().getTime();
    const anythingLeft = [...available.values()].some((units) => units > 0);
    const ineligibleCode = !order.received
      ? 'AFTER_SALE_ORDER_NOT_RECEIVED'
      : anythingLeft
        ? null
        : 'AFTER_SALE_NOTHING_LEFT';
    const types = Object.values(AfterSaleType);
    return {
      order,
      eligible: ineligibleCode === null,
      ineligibleCode,
      noReasonReturnUntil: until,
      types,
      reasons: types.flatMap((type) =>
        reasonsByType[type]
          .filter((code) => code !== NO_REASON || noReasonOpen)
          .map((code) => ({ type, code, noReason: code === NO_REASON })),
      ),
      lines: order.lines.map((line) => ({ ...line, availableQuantity: available.get(line.id) ?? 0 })),
      maxProofImages: MAX_PROOF_IMAGES,
    };
  }

  /** The refund the server would grant for these lines now (what the apply page shows). */
  async quote(ctx: RequestContext, orderId: number, type: AfterSaleType, lines: RequestedLine[]): Promise<RefundQuote> {
    const order = await this.receivedOrder(ctx, orderId);
    return quoteRefund(order, type, lines, await takenLines(ctx.em, order.id));
  }

  async apply(ctx: RequestContext, form: AfterSaleForm, proofs: UploadedFile[]): Promise<AfterSaleRequest> {
    const actor = actorOf(ctx);
    const checked = this.checkedForm(form, proofs.length);
    const order = await this.receivedOrder(ctx, form.orderId);
    this.checkReason(order, form.type, checked.reasonCode);
    const proofPaths = await this.saveProofs(proofs);
    const { deps } = this.context;
    return transactionalWithRetry(ctx.em, async (tx) => {
      const quote = await this.lockedQuote(tx, order.id, form.type, form.lines, null);
      const now = deps.clock.now();
      const status =
        form.type === AfterSaleType.REPLENISHMENT ? AfterSaleStatus.PLATFORM_REVIEW : AfterSaleStatus.UNDER_REVIEW;
      const request = tx.create(AfterSaleRequest, {
        serviceNumber: serviceNumberAt(now),
        type: form.type,
        status,
        orderId: order.id,
        orderNumber: order.number,
        user: actor.userId,
        ...checked,
        proofPaths,
        refundFen: quote.refundFen,
        freightRefundFen: quote.freightRefundFen,
        returnDeadlineAt: null,
        returnCarrier: null,
        returnWaybillNumber: null,
        returnShippedAt: null,
        replacementCarrier: null,
        replacementWaybillNumber: null,
        rejectReason: null,
        proofRequest: null,
        goodsFine: null,
        createdAt: now,
        updatedAt: now,
      });
      await tx.flush();
      addLines(tx, request, order, quote);
      await tx.flush();
      await recordAfterSaleEvent(deps, tx, request, {
        action: APPLY_ACTION,
        from: null,
        to: status,
        actor,
        note: null,
      });
      await deps.notifications.notify(tx, actor.userId, {
        kind: 'system',
        templateKey: 'afterSaleSubmitted',
        params: { serviceNumber: request.serviceNumber },
        link: detailLink(request.id),
      });
      await publishAfterCommit(deps, tx, request, status);
      return request;
    });
  }

  /** A rejected or cancelled request, changed and sent to review again (its type stays). */
  async resubmit(ctx: RequestContext, id: number, form: AfterSaleForm, proofs: UploadedFile[]): Promise<void> {
    const actor = actorOf(ctx);
    const request = await ownRequest(ctx, actor.userId, id);
    if (form.type !== request.type) throw new DomainError('AFTER_SALE_TYPE_FIXED', { field: ['input', 'type'] });
    const checked = this.checkedForm(form, proofs.length);
    const order = await this.receivedOrder(ctx, request.orderId);
    this.checkReason(order, request.type, checked.reasonCode);
    const event =
      request.type === AfterSaleType.REPLENISHMENT ? AfterSaleAction.RESUBMIT_REPLENISHMENT : AfterSaleAction.RESUBMIT;
    const proofPaths = proofs.length > 0 ? await this.saveProofs(proofs) : request.proofPaths;
    // Checked before the quote, so a request in the wrong state hears so rather than about quantities.
    if (!this.context.flow.allows(request.status, event)) {
      throw new DomainError('AFTER_SALE_ACTION_NOT_ALLOWED', { params: { status: request.status } });
    }
    await transactionalWithRetry(ctx.em, async (tx) => {
      const quote = await this.lockedQuote(tx, order.id, request.type, form.lines, request.id);
      const changes = {
        ...checked,
        proofPaths,
        refundFen: quote.refundFen,
        freightRefundFen: quote.freightRefundFen,
        rejectReason: null,
        proofRequest: null,
        returnDeadlineAt: null,
      };
      await fireOrRefuse(this.context, tx, request, event, { actor, changes });
      await tx.nativeDelete(AfterSaleLine, { request: request.id });
      addLines(tx, request, order, quote);
      await tx.flush();
    });
  }

  /** More proof images for a request under review (what staff asked for), at most 6 in all. */
  async addProof(ctx: RequestContext, id: number, proofs: UploadedFile[]): Promise<void> {
    const actor = actorOf(ctx);
    const request = await ownRequest(ctx, actor.userId, id);
    if (proofs.length === 0) throw new DomainError('AFTER_SALE_PROOF_REQUIRED', { field: ['input', 'file'] });
    if (request.proofPaths.length + proofs.length > MAX_PROOF_IMAGES) {
      throw new DomainError('AFTER_SALE_TOO_MANY_PROOFS', {
        params: { max: MAX_PROOF_IMAGES },
        field: ['input', 'file'],
      });
    }
    if (!this.context.flow.allows(request.status, AfterSaleAction.ADD_PROOF)) {
      throw new DomainError('AFTER_SALE_ACTION_NOT_ALLOWED', { params: { status: request.status } });
    }
    const proofPaths = [...request.proofPaths, ...(await this.saveProofs(proofs))];
    await fireInTransaction(this.context, ctx.em, request, AfterSaleAction.ADD_PROOF, {
      actor,
      changes: { proofPaths, proofRequest: null },
      note: `+${proofs.length}`,
    });
  }

  private checkedForm(form: AfterSaleForm, proofCount: number) {
    const explanation = (form.explanation ?? '').trim();
    if ([...explanation].length > EXPLANATION_MAX) {
      throw new DomainError('AFTER_SALE_EXPLANATION_TOO_LONG', {
        params: { max: EXPLANATION_MAX },
        field: ['input', 'explanation'],
      });
    }
    const contactPhone = form.contactPhone.replace(/[\s-]/g, '');
    if (!isValidPhone(DEFAULT_AREA_CODE, contactPhone)) {
      throw new DomainError('PHONE_INVALID', { field: ['input', 'contactPhone'] });
    }
    if (proofCount > MAX_PROOF_IMAGES) {
      throw new DomainError('AFTER_SALE_TOO_MANY_PROOFS', {
        params: { max: MAX_PROOF_IMAGES },
        field: ['input', 'file'],
      });
    }
    return { reasonCode: form.reasonCode.trim(), explanation: explanation || null, contactPhone };
  }

  private checkReason(order: AfterSaleOrder, type: AfterSaleType, reasonCode: string): void {
    if (!reasonsByType[type].includes(reasonCode)) {
      throw new DomainError('AFTER_SALE_REASON_INVALID', { field: ['input', 'reason'] });
    }
    const until = this.noReasonUntil(order);
    if (reasonCode === NO_REASON && (!until || until.getTime() < this.context.deps.clock.now().getTime())) {
      const days = Math.round(this.context.deps.settings.noReasonWindowMs / (24 * 3600_000));
      throw new DomainError('AFTER_SALE_NO_REASON_EXPIRED', { params: { days }, field: ['input', 'reason'] });
    }
  }

  private noReasonUntil(order: AfterSaleOrder): Date | null {
    if (!order.receivedAt) return null;
    return new Date(order.receivedAt.getTime() + this.context.deps.settings.noReasonWindowMs);
  }

  private async ownOrder(ctx: RequestContext, orderId: number): Promise<AfterSaleOrder> {
    const userId = Number(requireUser(ctx).id);
    const order = await this.context.deps.orders.afterSaleOrder(ctx.em, orderId);
    if (!order || order.userId !== userId) throw new DomainError('NOT_FOUND');
    return order;
  }

  private async receivedOrder(ctx: RequestContext, orderId: number): Promise<AfterSaleOrder> {
    const order = await this.ownOrder(ctx, orderId);
    if (!order.received) throw new DomainError('AFTER_SALE_ORDER_NOT_RECEIVED');
    return order;
  }

  /** The quote with the order's row held, so a request for the same lines at the same time waits its turn. */
  private async lockedQuote(
    tx: EntityManager,
    orderId: number,
    type: AfterSaleType,
    lines: RequestedLine[],
    exceptId: number | null,
  ): Promise<RefundQuote> {
    await this.context.deps.orders.lockForAfterSale(tx, orderId);
    const order = await this.context.deps.orders.afterSaleOrder(tx, orderId);
    if (!order?.received) throw new DomainError('AFTER_SALE_ORDER_NOT_RECEIVED');
    return quoteRefund(order, type, lines, await takenLines(tx, orderId, exceptId));
  }

  private async saveProofs(proofs: UploadedFile[]): Promise<string[]> {
    const paths: string[] = [];
    for (const proof of proofs) {
      paths.push((await this.context.deps.images.save(proof.bytes, { folder: 'after-sales' })).path);
    }
    return paths;
  }
}
