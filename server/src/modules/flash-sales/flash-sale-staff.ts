import type { EntityManager } from '@mikro-orm/sql';
import { recordStaffAction } from '../../platform/audit/staff-audit.js';
import { requirePermission, type RequestContext } from '../../platform/auth/index.js';
import { transactionalWithRetry } from '../../platform/db/transaction-retry.js';
import { DomainError } from '../../platform/errors/index.js';
import { ProductStatus } from '../catalog/catalog.public.js';
import type { FlashSalesDeps } from './flash-sale-context.js';
import type { FlashSaleEvents } from './flash-sale-events.js';
import type { FlashSaleReminders } from './flash-sale-reminders.js';
import { validateItems, type FlashSaleItemForm, type PartFacts } from './flash-sale-rules.js';
import { readSession, type FlashSaleSessionView } from './flash-sale-views.js';
import {
  ActivityKind,
  ActivityStatus,
  FlashSaleItem,
  FlashSaleReminder,
  FlashSaleReminderStatus,
} from './flash-sales.entities.js';

export interface CreateFlashSaleSessionForm {
  title: string;
  startsAt: Date;
  endsAt: Date;
  items: FlashSaleItemForm[];
}

/** What changes: the title always, the window and the items only before the session starts. */
export interface UpdateFlashSaleSessionForm {
  title?: string | undefined;
  startsAt?: Date | undefined;
  endsAt?: Date | undefined;
  items?: FlashSaleItemForm[] | undefined;
}

/** A session with what staff watch while it runs. */
export interface StaffFlashSaleSessionView {
  session: FlashSaleSessionView;
  /** Shoppers whose reminder is still set. */
  remindersSet: number;
  /** Units taken in all (live orders, paid or not). */
  soldTotal: number;
  stockTotal: number;
}

/**
 * Staff's side of flash sales (`activity.manage` to change, `activity.view` to watch): a session is created and
 * edited with its items in one transaction with its activity row (the core validates the title and window and
 * schedules the start and end); the lifecycle buttons (start, pause, resume, end) are the core's mutations.
 */
export class FlashSaleStaff {
  constructor(
    private readonly deps: FlashSalesDeps,
    private readonly events: FlashSaleEvents,
    private readonly reminders: FlashSaleReminders,
  ) {}

  async create(ctx: RequestContext, form: CreateFlashSaleSessionForm): Promise<number> {
    const staff = requirePermission(ctx, 'activity.manage');
    const parts = await this.partsOf(ctx, form.items);
    validateItems(form.items, parts);
    return transactionalWithRetry(ctx.em, async (tx) => {
      const now = this.deps.clock.now();
      const activity = await this.deps.activities.createActivity(tx, {
        kind: ActivityKind.FLASH_SALE,
        title: form.title,
        startsAt: form.startsAt,
        endsAt: form.endsAt,
      });
      await this.writeItems(tx, activity.id, form.items, parts);
      recordStaffAction(tx, {
        actorId: Number(staff.id),
        permission: 'activity.manage',
        action: 'flash_sale.create',
        subjectType: 'activity',
        subjectId: activity.id,
        detail: {
          title: form.title,
          startsAt: form.startsAt.toISOString(),
          endsAt: form.endsAt.toISOString(),
          items: form.items,
        },
        at: now,
      });
      await tx.flush();
      await this.events.changed(tx, activity.id);
      return activity.id;
    });
  }

  async update(ctx: RequestContext, sessionId: number, form: UpdateFlashSaleSessionForm): Promise<void> {
    const staff = requirePermission(ctx, 'activity.manage');
    const parts = form.items ? await this.partsOf(ctx, form.items) : new Map<number, PartFacts>();
    if (form.items) validateItems(form.items, parts);
    await transactionalWithRetry(ctx.em, async (tx) => {
      const now = this.deps.clock.now();
      const existing = await this.deps.activities.findActivity(tx, sessionId);
      if (!existing || existing.kind !== ActivityKind.FLASH_SALE) throw new DomainError('NOT_FOUND');
      // Items change only before any unit can have been sold.
      if (form.items && existing.status !== ActivityStatus.NOT_STARTED) {
        throw new DomainError('ACTIVITY_ALREADY_STARTED', { field: ['input', 'items'] });
      }
      const activity = await this.deps.activities.updateActivity(tx, sessionId, {
        ...(form.title !== undefined && { title: form.title }),
        ...(form.startsAt !== undefined && { startsAt: form.startsAt }),
        ...(form.endsAt !== undefined && { endsAt: form.endsAt }),
      });
      if (form.items) {
        await tx.nativeDelete(FlashSaleItem, { activity: sessionId });
        await this.writeItems(tx, sessionId, form.items, parts);
      }
      if (activity.startsAt.getTime() !== existing.startsAt.getTime()) {
        const set = await tx.count(FlashSaleReminder, { activity: sessionId, status: FlashSaleReminderStatus.SET });
        if (set > 0) await this.reminders.scheduleFor(tx, sessionId, activity.startsAt);
      }
      recordStaffAction(tx, {
        actorId: Number(staff.id),
        permission: 'activity.manage',
        action: 'flash_sale.update',
        subjectType: 'activity',
        subjectId: sessionId,
        detail: {
          ...(form.title !== undefined && { title: form.title }),
          ...(form.startsAt && { startsAt: form.startsAt.toISOString() }),
          ...(form.endsAt && { endsAt: form.endsAt.toISOString() }),
          ...(form.items && { items: form.items }),
        },
        at: now,
      });
      await tx.flush();
      await this.events.changed(tx, sessionId);
    });
  }

  async session(ctx: RequestContext, sessionId: number): Promise<StaffFlashSaleSessionView> {
    requirePermission(ctx, 'activity.view');
    const session = await readSession(ctx.em, sessionId, this.deps.clock.now());
    if (!session) throw new DomainError('NOT_FOUND');
    const remindersSet = await ctx.em.count(FlashSaleReminder, {
      activity: sessionId,
      status: FlashSaleReminderStatus.SET,
    });
    return {
      session,
      remindersSet,
      soldTotal: session.items.reduce((sum, item) => sum + item.sold, 0),
      stockTotal: session.items.reduce((sum, item) => sum + item.stock, 0),
    };
  }

  private async partsOf(ctx: RequestContext, items: readonly FlashSaleItemForm[]): Promise<Map<number, PartFacts>> {
    const products = await this.deps.catalog.productsById(
      ctx,
      items.map((item) => item.productId),
    );
    return new Map(
      [...products.values()].map((product) => [
        product.id,
        { listPriceMilli: product.listPriceMilli, onSale: product.status === ProductStatus.ON_SHELF },
      ]),
    );
  }

  private async writeItems(
    em: EntityManager,
    sessionId: number,
    items: readonly FlashSaleItemForm[],
    parts: ReadonlyMap<number, PartFacts>,
  ): Promise<void> {
    if (items.length === 0) return;
    await em.insertMany(
      FlashSaleItem,
      items.map((item, position) => ({
        activity: sessionId,
        product: item.productId,
        position,
        salePriceMilli: item.salePriceMilli,
        listPriceMilli: parts.get(item.productId)!.listPriceMilli,
        stock: item.stock,
        sold: 0,
        perUserLimit: item.perUserLimit,
      })),
    );
  }
}
