import type { EntityManager } from '@mikro-orm/sql';

/**
 * What the dashboard asks the modules that own the figures. Each answers with one SQL aggregate over its own
 * tables, grouped by UTC day (days since 1970-01-01, see `platform/db/sql-dates.ts`); days without activity are
 * absent and the dashboard fills them with zeros.
 */
export interface DashboardSources {
  orders: OrderFigureSource;
  inquiries: InquiryFigureSource;
  chat: ChatFigureSource;
  lowStock: LowStockSource;
}

export interface DailyOrders {
  day: number;
  /** Orders placed that day. */
  placed: number;
  /** Of those, the ones that were paid (at any time since). */
  paid: number;
}

export interface DailyRevenue {
  day: number;
  /** Fen paid that day, whatever day the orders were placed. */
  paidFen: number;
}

/** Implemented by orders (`orders/order-figures.ts`). */
export interface OrderFigureSource {
  ordersByDay(em: EntityManager, since: Date): Promise<DailyOrders[]>;
  revenueByDay(em: EntityManager, since: Date): Promise<DailyRevenue[]>;
}

export interface DailyInquiries {
  day: number;
  /** Inquiries received that day. */
  received: number;
  /** Of those, the ones answered so far. */
  replied: number;
  /** The answered ones' reply times (received to replied), added up. */
  replySeconds: number;
}

/** Implemented by inquiries (`inquiries/inquiry-figures.ts`). */
export interface InquiryFigureSource {
  inquiriesByDay(em: EntityManager, since: Date): Promise<DailyInquiries[]>;
  /** Inquiries waiting for a reply now. */
  unanswered(em: EntityManager): Promise<number>;
}

export interface DailyChats {
  day: number;
  /** Conversations opened that day. */
  opened: number;
  /** Of those, the ones an agent claimed. */
  claimed: number;
  /** The claimed ones' waits (opened to first claimed), added up. */
  waitSeconds: number;
}

export interface ChatQueue {
  /** Conversations waiting in the queue now. */
  waiting: number;
  /** Since when the longest of them waits (its last change of state); null when none waits. */
  oldestWaitingSince: Date | null;
}

/** Implemented by chat (`chat/chat-figures.ts`). */
export interface ChatFigureSource {
  chatsByDay(em: EntityManager, since: Date): Promise<DailyChats[]>;
  queue(em: EntityManager): Promise<ChatQueue>;
}

export interface LowStockPart {
  productId: number;
  mpn: string;
  brandName: string;
  stock: number;
  moq: number;
}

/** Implemented by catalog (`catalog/low-stock-parts.ts`). */
export interface LowStockSource {
  /** On-shelf parts whose stock cannot fill their minimum order, fewest pieces first, and how many there are. */
  lowStockParts(em: EntityManager, limit: number): Promise<{ total: number; parts: LowStockPart[] }>;
}
