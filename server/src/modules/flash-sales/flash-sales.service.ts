import type { RequestContext } from '../../platform/auth/index.js';
import { DomainError } from '../../platform/errors/index.js';
import { FlashSaleBuying, type BuyFlashSaleRequest, type PlacedFlashSaleOrder } from './flash-sale-buying.js';
import type { FlashSalesDeps } from './flash-sale-context.js';
import { FlashSaleEvents } from './flash-sale-events.js';
import { FlashSaleReminders } from './flash-sale-reminders.js';
import {
  FlashSaleStaff,
  type CreateFlashSaleSessionForm,
  type StaffFlashSaleSessionView,
  type UpdateFlashSaleSessionForm,
} from './flash-sale-staff.js';
import { readSession, readSessions, type FlashSaleSessionView } from './flash-sale-views.js';
import { ActivityKind } from './flash-sales.entities.js';

const DAY_MS = 24 * 3600_000;
/** Without a day, the page lists today's sessions and those of the next days up to this many days ahead. */
const UPCOMING_DAYS = 7;

/**
 * Flash sales (spec §1, §4, §8, §9): sessions of parts at a sale price with their own stock and a per-buyer limit,
 * live states for every open page, reminders before the start, and the buy that holds under a crowd.
 */
export class FlashSalesService {
  private readonly events: FlashSaleEvents;
  private readonly buying: FlashSaleBuying;
  private readonly reminders: FlashSaleReminders;
  private readonly staff: FlashSaleStaff;

  constructor(private readonly deps: FlashSalesDeps) {
    this.events = new FlashSaleEvents(deps);
    this.buying = new FlashSaleBuying(deps, this.events);
    this.reminders = new FlashSaleReminders(deps);
    this.staff = new FlashSaleStaff(deps, this.events, this.reminders);
    // Every transition of a session (started by its job, paused, resumed, ended, marked abnormal) is pushed.
    deps.activities.onTransition(ActivityKind.FLASH_SALE, (em, change) => this.events.changed(em, change.activity.id));
    // A flash-sale order that ends unpaid gives its units back.
    deps.orderPromotions.onMilestone('endedUnpaid', (em, event) => this.buying.giveBack(em, event));
  }

  /** The reminder flow's table (tests walk it). */
  get reminderFlow() {
    return this.reminders.flow;
  }

  /** The "server too crowded" gate the buys go through (this copy's; tests hold it full). */
  get crowdGate() {
    return this.deps.crowdGate;
  }

  /**
   * The refusal the crowd gate gives a buy of an item this copy knows to be sold out, without a turn or a database
   * read; null when the buy must go on (the database decides).
   */
  refusalAtGate(itemId: number): DomainError | null {
    return this.deps.soldOut.isSoldOut(itemId) ? new DomainError('FLASH_SALE_SOLD_OUT') : null;
  }

  /**
   * Sessions overlapping a UTC day (`YYYY-MM-DD`), or without one today's and the coming days', earliest first, with
   * the viewer's reminders and counts when signed in.
   */
  async sessions(ctx: RequestContext, day: string | null): Promise<FlashSaleSessionView[]> {
    const now = this.deps.clock.now();
    let from: number;
    let to: number;
    if (day !== null) {
      from = /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00.000Z`) : NaN;
      if (Number.isNaN(from)) throw new DomainError('INVALID_INPUT', { params: { field: 'day' }, field: ['day'] });
      to = from + DAY_MS;
    } else {
      from = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
      to = from + UPCOMING_DAYS * DAY_MS;
    }
    return readSessions(ctx.em, { from: new Date(from), to: new Date(to) }, now, viewerOf(ctx));
  }

  async session(ctx: RequestContext, sessionId: number): Promise<FlashSaleSessionView> {
    const session = await readSession(ctx.em, sessionId, this.deps.clock.now(), viewerOf(ctx));
    if (!session) throw new DomainError('NOT_FOUND');
    return session;
  }

  buy(ctx: RequestContext, request: BuyFlashSaleRequest): Promise<PlacedFlashSaleOrder> {
    return this.buying.buy(ctx, request);
  }

  async setReminder(ctx: RequestContext, sessionId: number): Promise<FlashSaleSessionView> {
    await this.reminders.set(ctx, sessionId);
    return this.session(ctx, sessionId);
  }

  async cancelReminder(ctx: RequestContext, sessionId: number): Promise<FlashSaleSessionView> {
    await this.reminders.cancel(ctx, sessionId);
    return this.session(ctx, sessionId);
  }

  /** The reminder job's work (tests and the job call it). */
  sendReminders(sessionId: number): Promise<number> {
    return this.reminders.sendReminders(sessionId);
  }

  createSession(ctx: RequestContext, form: CreateFlashSaleSessionForm): Promise<number> {
    return this.staff.create(ctx, form);
  }

  updateSession(ctx: RequestContext, sessionId: number, form: UpdateFlashSaleSessionForm): Promise<void> {
    return this.staff.update(ctx, sessionId, form);
  }

  staffSession(ctx: RequestContext, sessionId: number): Promise<StaffFlashSaleSessionView> {
    return this.staff.session(ctx, sessionId);
  }
}

const viewerOf = (ctx: RequestContext) => (ctx.user ? { userId: Number(ctx.user.id) } : null);

export type { BuyFlashSaleRequest, PlacedFlashSaleOrder } from './flash-sale-buying.js';
export type { FlashSaleSessionView, FlashSaleItemView } from './flash-sale-views.js';
export type {
  CreateFlashSaleSessionForm,
  UpdateFlashSaleSessionForm,
  StaffFlashSaleSessionView,
} from './flash-sale-staff.js';
