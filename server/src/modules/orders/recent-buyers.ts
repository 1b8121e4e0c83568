import type { EntityManager } from '@mikro-orm/sql';
import { Order, OrderKind } from './orders.entities.js';

/** The customers who placed a goods order at or after `since`, each once: a broadcast audience (messages asks). */
export async function buyerIdsOrderedSince(em: EntityManager, since: Date): Promise<number[]> {
  const rows = await em
    .createQueryBuilder(Order)
    .select('user', true)
    .where({ kind: OrderKind.GOODS, createdAt: { $gte: since } })
    .execute<{ user: number }[]>('all');
  return rows.map((row) => Number(row.user)).sort((a, b) => a - b);
}
