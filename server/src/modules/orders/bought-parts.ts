import type { EntityManager } from '@mikro-orm/sql';
import { OrderLine } from './orders.entities.js';

/** The parts a user ordered (any order not deleted), each once: the recommendations module asks. */
export async function boughtPartIds(em: EntityManager, userId: number): Promise<number[]> {
  const rows = await em
    .createQueryBuilder(OrderLine, 'line')
    .select('line.product', true)
    .join('line.order', 'o')
    .where({ 'o.user': userId, 'o.deletedAt': null })
    .execute<{ product: number }[]>('all');
  return rows.map((row) => Number(row.product));
}
