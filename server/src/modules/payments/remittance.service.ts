import { transactionalWithRetry } from '../../platform/db/transaction-retry.js';
import { actorOf, requirePermission, requireUser, type RequestContext } from '../../platform/auth/index.js';
import type { AfterCommit } from '../../platform/db/after-commit.js';
import { User } from '../identity/identity.entities.js';
import { DomainError, type ErrorCode } from '../../platform/errors/index.js';
import type { Page, PageRequest } from '../../platform/graphql/connection.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { ImageStore, UploadedFile } from '../../platform/uploads/index.js';
import type { NotificationService } from '../messages/notification.service.js';
import type { PayableOrders } from './payable-orders.js';
import { BankRemittance, RemittanceStatus } from './payments.entities.js';
import type { PaymentsService } from './payments.service.js';
import {
  createRemittanceFlow,
  RemittanceEvent,
  type RemittanceChange,
  type RemittanceFlow,
} from './payments.states.js';

/** Spec §9: at most 6 payment-proof images. */
export const MAX_REMITTANCE_PROOFS = 6;

export interface RemittanceForm {
  payerName: string;
  bank: string;
  account: string;
  country?: string | null | undefined;
  cardNumber?: string | null | undefined;
}

/** Each text field: the error when it is empty (null: optional) and its longest length. */
const formRules: Record<keyof RemittanceForm, { required: ErrorCode | null; max: number }> = {
  payerName: { required: 'REMITTANCE_PAYER_REQUIRED', max: 64 },
  bank: { required: 'REMITTANCE_BANK_REQUIRED', max: 128 },
  account: { required: 'REMITTANCE_ACCOUNT_REQUIRED', max: 64 },
  country: { required: null, max: 64 },
  cardNumber: { required: null, max: 32 },
};
const REJECT_REASON_MAX = 200;

/** The form with each field trimmed, or the first rule it breaks (spec §5: bank, account and receipt required). */
function checkedForm(form: RemittanceForm): Required<{ [K in keyof RemittanceForm]: string | null }> {
  const checked = {} as Record<keyof RemittanceForm, string | null>;
  for (const [name, rule] of Object.entries(formRules) as [
    keyof RemittanceForm,
    (typeof formRules)[keyof RemittanceForm],
  ][]) {
    const value = (form[name] ?? '').trim();
    const field = ['input', name];
    if (!value && rule.required) throw new DomainError(rule.required, { field });
    if (value.length > rule.max)
      throw new DomainError('REMITTANCE_TEXT_TOO_LONG', { params: { max: rule.max }, field });
    checked[name] = value || null;
  }
  return checked as Required<{ [K in keyof RemittanceForm]: string | null }>;
}

/**
 * Offline bank remittances: the buyer reports a transfer with proof images; sales or admin staff confirm
 * it (the order is paid) or reject it with a reason the buyer is told, after which the buyer may resubmit.
 */
export class RemittanceService {
  readonly flow: RemittanceFlow;

  constructor(
    private readonly clock: Clock,
    private readonly payments: PaymentsService,
    private readonly orders: PayableOrders,
    private readonly images: ImageStore,
    private readonly notifications: NotificationService,
    private readonly afterCommit: AfterCommit,
  ) {
    this.flow = createRemittanceFlow({
      payOrder: (change) => this.payOrder(change),
      reopenOrder: (change) => this.reopenOrder(change),
      notifyBuyer: (change) => this.notifyBuyer(change),
    });
  }

  async submit(
    ctx: RequestContext,
    orderId: number,
    form: RemittanceForm,
    proofs: UploadedFile[],
  ): Promise<BankRemittance> {
    const user = requireUser(ctx);
    const checked = checkedForm(form);
    if (proofs.length === 0) throw new DomainError('REMITTANCE_PROOF_REQUIRED', { field: ['input', 'proofs'] });
    if (proofs.length > MAX_REMITTANCE_PROOFS) {
      throw new DomainError('REMITTANCE_TOO_MANY_PROOFS', {
        params: { max: MAX_REMITTANCE_PROOFS },
        field: ['input', 'proofs'],
      });
    }
    // Checked first: while one is under review the order itself is no longer waiting for payment.
    const pending = await ctx.em.count(BankRemittance, {
      orderId,
      user: Number(user.id),
      status: RemittanceStatus.UNDER_REVIEW,
    });
    if (pending > 0) throw new DomainError('REMITTANCE_UNDER_REVIEW');
    const order = await this.payments.openOrder(ctx, orderId);
    const proofPaths: string[] = [];
    for (const proof of proofs) proofPaths.push((await this.images.save(proof.bytes, { folder: 'remittances' })).path);
    return transactionalWithRetry(ctx.em, async (tx) => {
      const remittance = tx.create(BankRemittance, {
        orderId: order.id,
        orderNumber: order.number,
        user: Number(user.id),
        amountFen: order.payableFen,
        payerName: checked.payerName!,
        bank: checked.bank!,
        account: checked.account!,
        country: checked.country,
        cardNumber: checked.cardNumber,
        proofPaths,
        rejectReason: null,
        submittedAt: this.clock.now(),
        decidedAt: null,
        decidedBy: null,
      });
      await tx.flush();
      // The order stops waiting for payment while staff look for the money, so its window cannot cancel it.
      if (!(await this.orders.holdForRemittance(tx, order.id, Number(user.id)))) {
        throw new DomainError('ORDER_NOT_PAYABLE');
      }
      return remittance;
    });
  }

  /** The user's latest remittance for the order, or null; never another user's. */
  async latest(ctx: RequestContext, orderId: number): Promise<BankRemittance | null> {
    const userId = Number(requireUser(ctx).id);
    return ctx.em.findOne(BankRemittance, { orderId, user: userId }, { orderBy: { id: 'desc' } });
  }

  /** Staff's review queue, newest first. */
  async list(ctx: RequestContext, status: RemittanceStatus | null, page: PageRequest): Promise<Page<BankRemittance>> {
    requirePermission(ctx, 'remittance.view_all');
    const where = status ? { status } : {};
    const [rows, totalCount] = await Promise.all([
      ctx.em.find(
        BankRemittance,
        { ...where, ...(page.afterId !== undefined && { id: { $lt: page.afterId } }) },
        { orderBy: { id: 'desc' }, limit: page.first + 1 },
      ),
      ctx.em.count(BankRemittance, where),
    ]);
    return {
      items: rows.slice(0, page.first),
      hasNextPage: rows.length > page.first,
      hasPreviousPage: page.afterId !== undefined,
      totalCount,
    };
  }

  /** Confirms the remittance and marks its order paid, in one transaction; the buyer is told. */
  async confirm(ctx: RequestContext, id: number): Promise<BankRemittance> {
    return this.decide(ctx, id, RemittanceEvent.CONFIRM, null);
  }

  /** Rejects the remittance with a reason the buyer reads in the message center; they may submit again. */
  async reject(ctx: RequestContext, id: number, reason: string): Promise<BankRemittance> {
    const text = reason.trim();
    if (!text) throw new DomainError('REMITTANCE_REJECT_REASON_REQUIRED', { field: ['input', 'reason'] });
    if (text.length > REJECT_REASON_MAX) {
      throw new DomainError('REMITTANCE_TEXT_TOO_LONG', {
        params: { max: REJECT_REASON_MAX },
        field: ['input', 'reason'],
      });
    }
    return this.decide(ctx, id, RemittanceEvent.REJECT, text);
  }

  private async decide(
    ctx: RequestContext,
    id: number,
    event: RemittanceEvent,
    reason: string | null,
  ): Promise<BankRemittance> {
    const actor = actorOf(ctx);
    this.flow.requireParty(event, actor);
    const remittance = await ctx.em.findOne(BankRemittance, id);
    if (!remittance) throw new DomainError('NOT_FOUND');
    await transactionalWithRetry(ctx.em, async (tx) => {
      // The state is checked again in the update, so two staff deciding at once cannot both win.
      const decided = await this.flow.fire(tx, remittance, event, {
        actor,
        changes: {
          decidedAt: this.clock.now(),
          decidedBy: tx.getReference(User, actor.userId, { wrapped: true }),
          rejectReason: reason,
        },
        note: reason,
      });
      if (!decided) throw new DomainError('REMITTANCE_ALREADY_DECIDED');
    });
    return ctx.em.findOneOrFail(BankRemittance, id, { refresh: true });
  }

  private async payOrder({ em, subject: remittance, actor, changes }: RemittanceChange): Promise<void> {
    await this.orders.markPaid(em, remittance.orderId, {
      method: 'bank_transfer',
      transactionRef: `remittance-${remittance.id}`,
      paidAt: changes.decidedAt ?? this.clock.now(),
      amountFen: remittance.amountFen,
      actorId: actor.kind === 'user' ? actor.userId : null,
    });
  }

  private async reopenOrder({ em, subject: remittance, actor, note }: RemittanceChange): Promise<void> {
    const staffId = actor.kind === 'user' ? actor.userId : 0;
    const reopenedUntil = await this.orders.reopenAfterRejectedRemittance(em, remittance.orderId, staffId, note);
    if (reopenedUntil) {
      await this.afterCommit.run(em, () => this.orders.scheduleExpiry(remittance.orderId, reopenedUntil));
    }
  }

  private async notifyBuyer({ em, subject: remittance, event, note }: RemittanceChange): Promise<void> {
    const confirmed = event === RemittanceEvent.CONFIRM;
    await this.notifications.notify(em, remittance.user.id, {
      kind: 'system',
      ...(confirmed
        ? { templateKey: 'remittanceConfirmed', params: { orderNumber: remittance.orderNumber } }
        : { templateKey: 'remittanceRejected', params: { orderNumber: remittance.orderNumber, reason: note ?? '' } }),
      link: confirmed
        ? `/shoppingCart/paySuccess?orderId=${remittance.orderId}`
        : `/shoppingCart/payOrder?orderId=${remittance.orderId}`,
    });
  }
}
