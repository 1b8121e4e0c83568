import { transactionalWithRetry } from '../../platform/db/transaction-retry.js';
import { systemActor } from '../../platform/flows/flow.js';
import type { OrdersContext } from './order-context.js';
import { Order, OrderStatus } from './orders.entities.js';
import { AUTO_CONFIRM_JOB, autoConfirmJobKey, EXPIRY_JOB, expiryJobKey, OrderAction } from './orders.states.js';

/**
 * The orders' deadlines as jobs: the payment window closing (EXPIRE) and a shipped order confirming itself
 * (AUTO_CONFIRM), each fired by the shop itself; and their re-creation from the orders' own due-times.
 */
export class OrderDeadlines {
  constructor(private readonly context: OrdersContext) {
    const { jobs } = context;
    jobs.register<{ orderId: number }>(EXPIRY_JOB, (payload) => this.expire(payload.orderId));
    jobs.register<{ orderId: number }>(AUTO_CONFIRM_JOB, (payload) => this.autoConfirm(payload.orderId));
    jobs.resumeWith(() => this.resumeDeadlines());
  }

  /** The payment window closed: cancels the order if it is still unpaid and returns its stock, once. */
  async expire(orderId: number): Promise<void> {
    const { clock, flow } = this.context;
    await transactionalWithRetry(this.context.deps.forkEm(), async (tx) => {
      const order = await tx.findOne(Order, orderId);
      if (!order || order.expiresAt.getTime() > clock.now().getTime()) return;
      if (!flow.allows(order.status, OrderAction.EXPIRE)) return;
      await flow.fire(tx, order, OrderAction.EXPIRE, { actor: systemActor, changes: { cancelledAt: clock.now() } });
    });
  }

  /** The buyer did not confirm receipt in time: the shipped order confirms itself. */
  async autoConfirm(orderId: number): Promise<void> {
    const { clock, flow } = this.context;
    await transactionalWithRetry(this.context.deps.forkEm(), async (tx) => {
      const order = await tx.findOne(Order, orderId);
      if (!order?.autoConfirmAt || order.autoConfirmAt.getTime() > clock.now().getTime()) return;
      if (!flow.allows(order.status, OrderAction.AUTO_CONFIRM)) return;
      await flow.fire(tx, order, OrderAction.AUTO_CONFIRM, {
        actor: systemActor,
        changes: { receivedAt: clock.now() },
      });
    });
  }

  /**
   * Schedules again, from the orders' own due-times, the expiry of every order still waiting for payment and the
   * auto-confirm of every shipped order (same keys as when first scheduled, so a job that exists is only
   * replaced). The job scheduler runs it at start-up, before jobs run (an order whose process died between its
   * commit and its job still expires), and again whenever Redis returns after a drop (BullMQ's jobs may be gone).
   */
  async resumeDeadlines(): Promise<number> {
    const { jobs } = this.context;
    const em = this.context.deps.forkEm();
    const waiting = await em.find(
      Order,
      { status: OrderStatus.PENDING_PAYMENT },
      { fields: ['id', 'expiresAt'], orderBy: { id: 'asc' } },
    );
    for (const order of waiting) {
      await jobs.schedule(EXPIRY_JOB, { orderId: order.id }, { key: expiryJobKey(order.id), runAt: order.expiresAt });
    }
    const shipped = await em.find(
      Order,
      { status: OrderStatus.SHIPPED, autoConfirmAt: { $ne: null } },
      { fields: ['id', 'autoConfirmAt'], orderBy: { id: 'asc' } },
    );
    for (const order of shipped) {
      const key = autoConfirmJobKey(order.id);
      await jobs.schedule(AUTO_CONFIRM_JOB, { orderId: order.id }, { key, runAt: order.autoConfirmAt! });
    }
    return waiting.length + shipped.length;
  }
}
