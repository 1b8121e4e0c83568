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
 * new requests) and the copy goes on accepting and serving as before for the drain delay: a balancer without probes
 * (plain nginx) learns of the copy's going only when the listener closes, and what it sends meanwhile is served. Its
 * kept-alive connections stay as they are until then, so it opens few new ones: a connection the balancer opened
 * but this process had not yet accepted when the listener closed is reset by the system, with the request the
 * balancer wrote into it (a POST nginx cannot resend).
 */
export class Draining {
  private since: number | undefined;
  /** Behind a balancer (a drain delay): the balancer, not this copy, closes its idle kept-alive connections. */
  private behindBalancer = false;
  private listenerClosed = false;
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
    this.behindBalancer = delayMs > 0;
    return new Promise((resolve) => setTimeout(resolve, delayMs));
  }

  /** Before every route: answers given once the listener closed end their connection. */
  middleware(): express.RequestHandler {
    return (_req, res, next) => {
      if (this.listenerClosed) res.setHeader('Connection', 'close');
      else {
        this.answering.add(res);
        res.once('close', () => this.answering.delete(res));
      }
      next();
    };
  }

  /**
   * Stops accepting connections, answers every request under way and every request still coming on a connection
   * it had accepted, each with `Connection: close`, and resolves once every connection is closed; after `graceMs` it
   * cuts those left. Closing an idle connection while the balancer writes a request into it would lose a request the
   * balancer cannot resend (a POST), so: an idle kept-alive connection is left to its client, or to Node's
   * keep-alive timeout, which nginx's shorter one precedes (without a balancer it is closed at once); a connection
   * accepted but still without a request gets FIRST_REQUEST_WAIT_MS to send it. WebSockets are the WebSocket
   * server's to close.
   */
  async stopListening(httpServer: http.Server, graceMs: number): Promise<void> {
    this.listenerClosed = true;
    for (const response of this.answering) if (!response.headersSent) response.setHeader('Connection', 'close');
    // net's close, not http's: http's also drops every connection without a request under way, at once.
    const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(httpServer, () => resolve()));
    const closedAt = Date.now();
    const ending = new Set<net.Socket>();
    const sweep = () => {
      const now = Date.now();
      for (const [socket, connection] of this.connections) {
        if (connection.upgraded || connection.underway > 0 || ending.has(socket)) continue;
        if (connection.used ? !this.behindBalancer : now - closedAt >= FIRST_REQUEST_WAIT_MS) {
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
