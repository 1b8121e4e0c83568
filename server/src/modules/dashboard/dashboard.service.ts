import { requirePermission, type RequestContext } from '../../platform/auth/index.js';
import { epochDayOf, startOfEpochDay } from '../../platform/db/sql-dates.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { DashboardSources, LowStockPart } from './dashboard-sources.js';

/** Days the charts cover, today included. */
export const DASHBOARD_DAYS = 30;
/** Low-stock parts listed by name (the total counts them all). */
const LOW_STOCK_LISTED = 20;

/** One day's figures, or a period's. Averages are null when there is nothing to average. */
export interface DashboardFiguresView {
  ordersPlaced: number;
  /** Of the orders placed, those paid since. */
  ordersPaid: number;
  /** ordersPaid / ordersPlaced. */
  paidShare: number | null;
  /** Fen paid in the period, whatever day the orders were placed. */
  revenueFen: number;
  inquiriesReceived: number;
  inquiriesReplied: number;
  averageReplySeconds: number | null;
  chatsOpened: number;
  chatsClaimed: number;
  averageChatWaitSeconds: number | null;
}

export interface DashboardDayView extends DashboardFiguresView {
  /** `YYYY-MM-DD`, UTC. */
  date: string;
}

export interface DashboardView {
  /** The days of the charts, oldest first; the last is today. */
  days: DashboardDayView[];
  today: DashboardDayView;
  lastDays: DashboardFiguresView;
  unansweredInquiries: number;
  chatsWaiting: number;
  longestChatWaitSeconds: number | null;
  lowStockTotal: number;
  lowStockParts: LowStockPart[];
}

interface Counts {
  ordersPlaced: number;
  ordersPaid: number;
  revenueFen: number;
  inquiriesReceived: number;
  inquiriesReplied: number;
  replySeconds: number;
  chatsOpened: number;
  chatsClaimed: number;
  waitSeconds: number;
}

const noCounts: Counts = {
  ordersPlaced: 0,
  ordersPaid: 0,
  revenueFen: 0,
  inquiriesReceived: 0,
  inquiriesReplied: 0,
  replySeconds: 0,
  chatsOpened: 0,
  chatsClaimed: 0,
  waitSeconds: 0,
};

const average = (total: number, count: number) => (count === 0 ? null : Math.round(total / count));

function figuresOf(counts: Counts): DashboardFiguresView {
  return {
    ordersPlaced: counts.ordersPlaced,
    ordersPaid: counts.ordersPaid,
    paidShare: counts.ordersPlaced === 0 ? null : counts.ordersPaid / counts.ordersPlaced,
    revenueFen: counts.revenueFen,
    inquiriesReceived: counts.inquiriesReceived,
    inquiriesReplied: counts.inquiriesReplied,
    averageReplySeconds: average(counts.replySeconds, counts.inquiriesReplied),
    chatsOpened: counts.chatsOpened,
    chatsClaimed: counts.chatsClaimed,
    averageChatWaitSeconds: average(counts.waitSeconds, counts.chatsClaimed),
  };
}

/**
 * The back office's front page: how the shop did today and over the last 30 days, per UTC day (the shop's
 * calendar is UTC). It owns no tables: each figure is one aggregate the owning module answers through
 * `DashboardSources`.
 */
export class DashboardService {
  constructor(
    private readonly clock: Clock,
    private readonly sources: DashboardSources,
  ) {}

  async dashboard(ctx: RequestContext): Promise<DashboardView> {
    requirePermission(ctx, 'dashboard.view');
    const now = this.clock.now();
    const today = epochDayOf(now);
    const firstDay = today - DASHBOARD_DAYS + 1;
    const since = startOfEpochDay(firstDay);
    const { em } = ctx;
    const [orders, revenue, inquiries, unansweredInquiries, chats, queue, lowStock] = await Promise.all([
      this.sources.orders.ordersByDay(em, since),
      this.sources.orders.revenueByDay(em, since),
      this.sources.inquiries.inquiriesByDay(em, since),
      this.sources.inquiries.unanswered(em),
      this.sources.chat.chatsByDay(em, since),
      this.sources.chat.queue(em),
      this.sources.lowStock.lowStockParts(em, LOW_STOCK_LISTED),
    ]);

    const byDay = new Map<number, Counts>();
    const countsOf = (day: number): Counts => {
      let counts = byDay.get(day);
      if (!counts) byDay.set(day, (counts = { ...noCounts }));
      return counts;
    };
    for (const row of orders) Object.assign(countsOf(row.day), { ordersPlaced: row.placed, ordersPaid: row.paid });
    for (const row of revenue) countsOf(row.day).revenueFen = row.paidFen;
    for (const row of inquiries) {
      Object.assign(countsOf(row.day), {
        inquiriesReceived: row.received,
        inquiriesReplied: row.replied,
        replySeconds: row.replySeconds,
      });
    }
    for (const row of chats) {
      Object.assign(countsOf(row.day), {
        chatsOpened: row.opened,
        chatsClaimed: row.claimed,
        waitSeconds: row.waitSeconds,
      });
    }

    const total = { ...noCounts };
    const days: DashboardDayView[] = [];
    for (let day = firstDay; day <= today; day++) {
      const counts = byDay.get(day) ?? noCounts;
      for (const key of Object.keys(total) as (keyof Counts)[]) total[key] += counts[key];
      days.push({ date: startOfEpochDay(day).toISOString().slice(0, 10), ...figuresOf(counts) });
    }
    return {
      days,
      today: days[days.length - 1] as DashboardDayView,
      lastDays: figuresOf(total),
      unansweredInquiries,
      chatsWaiting: queue.waiting,
      longestChatWaitSeconds:
        queue.oldestWaitingSince === null
          ? null
          : Math.max(0, Math.round((now.getTime() - queue.oldestWaitingSince.getTime()) / 1000)),
      lowStockTotal: lowStock.total,
      lowStockParts: lowStock.parts,
    };
  }
}
