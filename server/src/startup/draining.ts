import type express from 'express';

/**
 * A copy leaving its balancer. Once begun, /readyz answers 503 (Kubernetes and balancers that probe stop sending
 * new requests) and every answer carries `Connection: close`, so a balancer's idle keep-alive connections to this
 * copy end after their next answer instead of being cut by the closing listener while a request is on its way.
 */
export class Draining {
  private since: number | undefined;

  get active(): boolean {
    return this.since !== undefined;
  }

  /** Starts draining and resolves after `delayMs`, during which the copy goes on answering. */
  begin(delayMs: number): Promise<void> {
    this.since ??= Date.now();
    return new Promise((resolve) => setTimeout(resolve, delayMs));
  }

  /** Before every route: answers given while draining close their connection. */
  middleware(): express.RequestHandler {
    return (_req, res, next) => {
      if (this.active) res.setHeader('Connection', 'close');
      next();
    };
  }
}
