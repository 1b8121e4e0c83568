import express from 'express';
import type { Orm } from '../db/orm.js';
import { latestOutboxMessages } from './outbox-delivery.js';
import type { OutboxMessage } from './outbox.entities.js';
import { escapeHtml } from './escape-html.js';

/** How many messages the outbox pages show. */
const OUTBOX_PAGE_SIZE = 50;

function toJson(message: OutboxMessage) {
  return {
    id: message.id,
    channel: message.channel,
    recipient: message.recipient,
    subject: message.subject,
    body: message.body,
    html: message.html,
    createdAt: message.createdAt.toISOString(),
  };
}

function outboxPage(messages: OutboxMessage[]): string {
  const rows = messages
    .map(
      (message) =>
        `<tr><td>${escapeHtml(message.createdAt.toISOString())}</td><td>${escapeHtml(message.channel)}</td>` +
        `<td>${escapeHtml(message.recipient)}</td><td>${escapeHtml(message.subject)}</td>` +
        `<td><pre>${escapeHtml(message.body)}</pre></td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>CircuitMart outbox</title>
<style>body{font-family:sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.4rem;vertical-align:top;text-align:left}pre{margin:0;white-space:pre-wrap}</style>
</head><body><h1>Outbox: the last ${OUTBOX_PAGE_SIZE} e-mails and text messages</h1>
<table><thead><tr><th>sent</th><th>channel</th><th>to</th><th>subject</th><th>text</th></tr></thead>
<tbody>
${rows || '<tr><td colspan="5">No messages yet.</td></tr>'}
</tbody></table></body></html>`;
}

/**
 * `/dev/outbox` (HTML) and `/dev/outbox.json`: what the server would have sent, so a person or a test
 * can log in locally. Mounted only outside production.
 */
export function devOutboxRouter(orm: Orm): express.Router {
  const router = express.Router();
  router.get('/outbox.json', async (_req, res, next) => {
    try {
      res.json((await latestOutboxMessages(orm.em.fork(), OUTBOX_PAGE_SIZE)).map(toJson));
    } catch (error) {
      next(error);
    }
  });
  router.get('/outbox', async (_req, res, next) => {
    try {
      res.type('html').send(outboxPage(await latestOutboxMessages(orm.em.fork(), OUTBOX_PAGE_SIZE)));
    } catch (error) {
      next(error);
    }
  });
  return router;
}
