import type { EntityManager } from '@mikro-orm/sql';
import { sqlDatesFor } from '../../platform/db/sql-dates.js';
import type { ChatFigureSource, ChatQueue, DailyChats } from '../dashboard/dashboard-sources.js';
import { ChatSystemEvent, Conversation, ConversationState } from './chat.entities.js';

type Row = Record<string, unknown>;

/**
 * Chat's figures for the dashboard. A conversation's wait is from its opening to its first claim (the first
 * `claimed` system line); a conversation handed back to the queue later does not count twice.
 */
export class ChatFigures implements ChatFigureSource {
  async chatsByDay(em: EntityManager, since: Date): Promise<DailyChats[]> {
    const dates = sqlDatesFor(em);
    const day = dates.epochDay('c.created_at');
    const rows = await em.getConnection().execute<Row[]>(
      `SELECT ${day} AS day, COUNT(*) AS opened, COUNT(w.claimed_at) AS claimed,
         COALESCE(SUM(${dates.secondsBetween('c.created_at', 'w.claimed_at')}), 0) AS wait_seconds
       FROM chat_conversation c
       LEFT JOIN (
         SELECT m.conversation_id, MIN(m.created_at) AS claimed_at FROM chat_message m
         JOIN chat_conversation opened ON opened.id = m.conversation_id AND opened.created_at >= ?
         WHERE m.system_event = ? GROUP BY m.conversation_id
       ) w ON w.conversation_id = c.id
       WHERE c.created_at >= ? GROUP BY ${day}`,
      [dates.param(since), ChatSystemEvent.CLAIMED, dates.param(since)],
      'all',
      em.getTransactionContext(),
    );
    return rows.map((row) => ({
      day: Number(row.day),
      opened: Number(row.opened),
      claimed: Number(row.claimed),
      waitSeconds: Number(row.wait_seconds),
    }));
  }

  async queue(em: EntityManager): Promise<ChatQueue> {
    const waiting = await em.find(
      Conversation,
      { status: ConversationState.WAITING },
      { fields: ['updatedAt'], orderBy: { updatedAt: 'asc' } },
    );
    return { waiting: waiting.length, oldestWaitingSince: waiting[0]?.updatedAt ?? null };
  }
}
