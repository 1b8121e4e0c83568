import express from 'express';
import QRCode from 'qrcode';
import type { Logger } from '../../platform/http/logger.js';
import type { RequestContext } from '../../platform/auth/index.js';
import { formatFen } from './payment-amounts.js';
import {
  InvalidNotificationError,
  plainNotificationAnswer,
  type NotificationOutcome,
  type PaymentProvider,
  type ProviderCallback,
} from './payment-provider.js';
import type { PaymentsService } from './payments.service.js';
import type { RefundProviderCalls } from './refund-provider-calls.js';
import type { SandboxPaymentProvider } from './sandbox-payment-provider.js';

export const NOTIFY_PATH = '/api/pay/notify';
export const REFUND_NOTIFY_PATH = '/api/pay/refund-notify';

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );
}

/** The providers whose notifications a router takes, for the answer each one expects. */
export type NotifyingProviders = ReadonlyMap<string, Pick<PaymentProvider, 'answerNotification'>>;

type NotificationHandler = (ctx: RequestContext, provider: string, callback: ProviderCallback) => Promise<string>;

/** The parsed fields of a notification's body: JSON, or form fields; a body that does not parse is malformed. */
function fieldsOf(rawBody: Buffer, contentType: string | undefined): Record<string, unknown> {
  if (rawBody.length === 0) return {};
  const text = rawBody.toString('utf8');
  if (/\bjson\b/i.test(contentType ?? '')) {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  }
  return Object.fromEntries(new URLSearchParams(text));
}

/**
 * `/api/pay/notify/<provider>` (payments), `/api/pay/refund-notify/<provider>` (refunds) and the like of other
 * payable things (top-ups): where providers POST their signed notifications (JSON or form fields). The handler gets
 * the exact bytes and headers besides the parsed fields, since WeChat Pay v3 signs the bytes. Success, replays
 * included, is acknowledged so the provider stops retrying; a forged or tampered notification is refused (400) and
 * logged; each in the form its provider expects (`answerNotification`: WeChat Pay v3 its JSON, Alipay `success` /
 * `failure`; plain `SUCCESS` / `FAIL` by default, as the sandbox).
 */
export function notificationRouter(
  kind: 'payment' | 'refund' | 'top-up',
  handle: NotificationHandler,
  contextOf: (req: express.Request) => Promise<RequestContext>,
  logger: Logger,
  providers: NotifyingProviders,
): express.Router {
  const router = express.Router();
  const answer = (res: express.Response, provider: string, outcome: NotificationOutcome) => {
    const { status, contentType, body } =
      providers.get(provider)?.answerNotification?.(outcome) ?? plainNotificationAnswer(outcome);
    res.status(status).type(contentType).send(body);
  };
  router.post('/:provider', express.raw({ type: () => true, limit: '20kb' }), async (req, res, next) => {
    const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    let fields: Record<string, unknown>;
    try {
      fields = fieldsOf(rawBody, req.get('content-type'));
    } catch {
      logger.warn({ provider: req.params.provider }, `${kind} notification refused: body does not parse`);
      answer(res, req.params.provider, { taken: false, status: 400 });
      return;
    }
    const reference = { outTradeNo: fields.out_trade_no, outRefundNo: fields.out_refund_no };
    try {
      const callback: ProviderCallback = { fields, headers: req.headers, rawBody };
      const outcome = await handle(await contextOf(req), req.params.provider, callback);
      logger.info({ provider: req.params.provider, ...reference, outcome }, `${kind} notification`);
      answer(res, req.params.provider, { taken: true });
    } catch (error) {
      if (!(error instanceof InvalidNotificationError)) return next(error);
      logger.warn(
        { provider: req.params.provider, reason: error.message, ...reference },
        `${kind} notification refused`,
      );
      answer(res, req.params.provider, { taken: false, status: 400 });
    }
  });
  // A body too large, or our own failure, is refused in the provider's form too.
  router.use((error: unknown, req: express.Request, res: express.Response, _next: express.NextFunction) => {
    const malformed = typeof error === 'object' && error !== null && 'type' in error;
    if (!malformed) logger.error({ err: error, provider: req.params.provider }, `${kind} notification failed`);
    answer(res, String(req.params.provider), { taken: false, status: malformed ? 400 : 500 });
  });
  return router;
}

export function paymentNotifyRouter(
  payments: PaymentsService,
  contextOf: (req: express.Request) => Promise<RequestContext>,
  logger: Logger,
  providers: NotifyingProviders,
): express.Router {
  const handle: NotificationHandler = (ctx, provider, callback) =>
    payments.handleNotification(ctx.em, provider, callback);
  return notificationRouter('payment', handle, contextOf, logger, providers);
}

export function refundNotifyRouter(
  refunds: RefundProviderCalls,
  contextOf: (req: express.Request) => Promise<RequestContext>,
  logger: Logger,
  providers: NotifyingProviders,
): express.Router {
  const handle: NotificationHandler = (ctx, provider, callback) =>
    refunds.handleNotification(ctx.em, provider, callback);
  return notificationRouter('refund', handle, contextOf, logger, providers);
}

/**
 * The sandbox providers' cashier pages under /dev/pay/<provider>: a QR code and a "pay ¥x.xx" button. Paying
 * POSTs the provider's signed notification to the shop's callback over HTTP, as the real provider would,
 * then returns the payer to the shop. Refunds are notified the same way; `GET .../refund-notifications?out_trade_no=` answers
 * the signed notifications of a payment's refunds, for a test or a developer to deliver (again).
 */
export function sandboxCashierRouter(
  providers: ReadonlyMap<string, SandboxPaymentProvider>,
  shopUrl: () => string,
  clock: { now(): Date },
): express.Router {
  const router = express.Router();
  for (const provider of providers.values()) {
    provider.deliverRefundNotificationsWith(async (name, fields) => {
      const answer = await fetch(`${shopUrl()}${REFUND_NOTIFY_PATH}/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(fields),
      });
      // Like the real provider, the sandbox keeps the refund either way; the notification can be delivered again.
      await answer.text();
    });
  }
  router.get('/:provider/refund-notifications', (req, res) => {
    const provider = providers.get(req.params.provider);
    if (!provider) {
      res.status(404).type('text/plain').send('No such sandbox provider');
      return;
    }
    res.json(provider.refundNotificationsOf(String(req.query.out_trade_no ?? '')));
  });
  router.get('/:provider/cashier', async (req, res) => {
    const provider = providers.get(req.params.provider);
    const ticket = provider?.readTicket(req.query);
    if (!provider || !ticket) {
      res.status(400).type('text/plain').send('This payment page was not issued by the sandbox provider');
      return;
    }
    const pageUrl = `${req.protocol}://${req.get('host')}${req.originalUrl}`;
    const qr = await QRCode.toString(pageUrl, { type: 'svg', margin: 1, width: 200 });
    const hidden = Object.entries({ ...ticket, sign: String(req.query.sign) })
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
      .join('');
    const amount = `¥${formatFen(Number(ticket.total_fee))}`;
    res.type('html').send(`<!doctype html><html><head><meta charset="utf-8"><title>${provider.title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: sans-serif; max-width: 24rem; margin: 3rem auto; text-align: center">
<h1>${provider.title}</h1><p>A stand-in for the provider's cashier, for development only.</p>
<p>${escapeHtml(ticket.subject)}</p><p style="font-size: 2rem">${amount}</p>
<div style="width: 200px; margin: auto">${qr}</div>
<form method="post" action="pay">${hidden}<p><button type="submit" style="font-size: 1.2rem">Pay ${amount}</button></p></form>
<p><a href="${escapeHtml(ticket.return_url)}">Back to the shop without paying</a></p>
</body></html>`);
  });

  router.post('/:provider/pay', express.urlencoded({ extended: false, limit: '10kb' }), async (req, res, next) => {
    try {
      const provider = providers.get(req.params.provider);
      const ticket = provider?.readTicket(req.body as Record<string, unknown>);
      if (!provider || !ticket) {
        res.status(400).type('text/plain').send('This payment was not issued by the sandbox provider');
        return;
      }
      // The ticket is signed, so its callback is the one the shop asked for when it started the payment.
      const notifyPath = ticket.notify_path || `${NOTIFY_PATH}/${provider.name}`;
      const answer = await fetch(`${shopUrl()}${notifyPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(provider.notificationFor(ticket, clock.now())),
      });
      const text = await answer.text();
      if (text !== 'SUCCESS') {
        res.status(502).type('text/plain').send(`The shop refused the notification: ${text}`);
        return;
      }
      // Only back into the shop itself, so the sandbox is no open redirect.
      res.redirect(
        303,
        ticket.return_url.startsWith('/') && !ticket.return_url.startsWith('//') ? ticket.return_url : '/',
      );
    } catch (error) {
      next(error);
    }
  });
  return router;
}
