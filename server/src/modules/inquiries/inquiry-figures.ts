import type { EntityManager } from '@mikro-orm/sql';
import { sqlDatesFor } from '../../platform/db/sql-dates.js';
import type { DailyInquiries, InquiryFigureSource } from '../dashboard/dashboard-sources.js';
import { Inquiry, InquiryState } from './inquiries.entities.js';

type Row = Record<string, unknown>;

/** Inquiries' figures for the dashboard: received and answered per day, from the (created_at, replied_at) index. */
export class InquiryFigures implements InquiryFigureSource {
  async inquiriesByDay(em: EntityManager, since: Date): Promise<DailyInquiries[]> {
    const dates = sqlDatesFor(em);
    const day = dates.epochDay('created_at');
    const rows = await em.getConnection().execute<Row[]>(
      `SELECT ${day} AS day, COUNT(*) AS received, COUNT(replied_at) AS replied,
         COALESCE(SUM(${dates.secondsBetween('created_at', 'replied_at')}), 0) AS reply_seconds
       FROM inquiry WHERE created_at >= ? GROUP BY ${day}`,
      [dates.param(since)],
      'all',
      em.getTransactionContext(),
    );
    return rows.map((row) => ({
      day: Number(row.day),
      received: Number(row.received),
      replied: Number(row.replied),
      replySeconds: Number(row.reply_seconds),
    }));
  }

  unanswered(em: EntityManager): Promise<number> {
    return em.count(Inquiry, { status: InquiryState.PENDING });
  }
}
