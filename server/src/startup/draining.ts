import type http from 'node:http';
import net from 'node:net';
import type express from 'express';

/** How long, once the listener closed, a connection that has sent no request yet gets to send its first. */
const FIRST_REQUEST_WAIT_MS = 2000;
/** How often the closed listener's connections are looked over. */
const SWEEP_MS = 100;

interface Connection {
  /** Requests read and not yet answered. */
  underway: number;
  /** Whether it ever carried a request; a balancer may have written one into it that is not read yet. */
  used: boolean;
  /** Handed to the WebSocket server, which closes it itself. */
  upgraded: boolean;
}

/**
 * A copy leaving its balancer. Once begun, /readyz answers 503 (Kubernetes and balancers that probe stop sending
 * new requests) and every answer carries `Connection: close`, those under way too. The copy goes on accepting for the
 * drain delay: a balancer without probes (plain nginx) learns of the copy's going only when its listener closes, and
 * a request it sends meanwhile is served. A delay longer than the balancer's idle keep-alive timeout (nginx's
 * `keepalive_timeout` in the upstream) leaves no idle kept-alive connection for the closing listener to cut while a
 * request is on its way: each was either closed after its answer or let go by the balancer.
 */
export class Draining {
  private since: number | undefined;
  private readonly connections = new Map<net.Socket, Connection>();
  private readonly answering = new Set<http.ServerResponse>();

  get active(): boolean {
    return this.since !== undefined;
  }

  /** Follows the server's connections and requests, for `stopListening`. */
  watch(httpServer: http.Server): void {
    httpServer.on('connection', (socket: net.Socket) => {
      this.connections.set(socket, { underway: 0, used: false, upgraded: false });
      socket.once('close', () => this.connections.delete(socket));
    });
    httpServer.on('upgrade', (request: http.IncomingMessage) => {
      const connection = this.connections.get(request.socket);
      if (connection) connection.upgraded = true;
    });
    httpServer.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
      const connection = this.connections.get(request.socket);
      if (!connection) return;
      connection.underway += 1;
      connection.used = true;
      response.once('close', () => (connection.underway -= 1));
    });
  }

  /** Starts draining and resolves after `delayMs`, during which the copy goes on answering. */
  begin(delayMs: number): Promise<void> {
    this.since ??= Date.now();
    // Answers already under way close their connection too, unless they have begun.
    for (const response of this.answering) if (!response.headersSent) response.setHeader('Connection', 'close');
    return new Promise((resolve) => setTimeout(resolve, delayMs));
  }

  /** Before every route: answers given while draining close their connection. */
  middleware(): express.RequestHandler {
    return (_req, res, next) => {
      if (this.active) res.setHeader('Connection', 'close');
      else {
        this.answering.add(res);
        res.once('close', () => this.answering.delete(res));
      }
      next();
    };
  }

  /**
   * Stops accepting connections, answers every request under way (their connections close after the answer) and
   * resolves once every connection is closed; after `graceMs` it cuts those left. An idle connection that carried
   * requests is closed at once. A connection accepted but still without a request gets FIRST_REQUEST_WAIT_MS first:
   * the balancer may have written a request into it that this process has not read yet, and closing it would lose
   * a request the balancer cannot resend. WebSockets are the WebSocket server's to close.
   */
  async stopListening(httpServer: http.Server, graceMs: number): Promise<void> {
    // net's close, not http's: http's also drops every connection without a request under way, at once.
    const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(httpServer, () => resolve()));
    const closedAt = Date.now();
    const ending = new Set<net.Socket>();
    const sweep = () => {
      const now = Date.now();
      for (const [socket, connection] of this.connections) {
        if (connection.upgraded || connection.underway > 0 || ending.has(socket)) continue;
        if (connection.used || now - closedAt >= FIRST_REQUEST_WAIT_MS) {
          ending.add(socket);
          socket.end();
        }
      }
    };
    sweep();
    const sweeping = setInterval(sweep, SWEEP_MS);
    let cut: NodeJS.Timeout | undefined;
    const graceOver = new Promise<void>((resolve) => {
      cut = setTimeout(() => {
        for (const [socket, connection] of this.connections) if (!connection.upgraded) socket.destroy();
        resolve();
      }, graceMs);
    });
    await Promise.race([closed, graceOver]);
    clearInterval(sweeping);
    clearTimeout(cut);
  }
}
