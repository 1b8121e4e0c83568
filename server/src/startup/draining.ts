import type express from 'express';

/**
 * A copy leaving its balancer. Once begun, /readyz answers 503 (Kubernetes and balancers that probe stop sending
 * new requests) and every answer carries `Connection: close`. The copy goes on accepting for the drain delay: a
 * balancer without probes (plain nginx) learns of the copy's going only when its listener closes, and a request it
 * sends meanwhile is served. A delay longer than the balancer's idle keep-alive timeout (nginx's `keepalive_timeout`
 * in the upstream) leaves no idle kept-alive connection for the closing listener to cut while a request is on its
 * way: each was either closed after its answer or let go by the balancer.
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
