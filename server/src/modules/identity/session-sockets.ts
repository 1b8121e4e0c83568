import type { PubSub } from '../../platform/pubsub/pubsub.js';
import { hashToken, type SessionsRevoked } from './session.service.js';

/** What the registry needs of an open WebSocket (the `ws` socket). */
export interface ClosableSocket {
  close(code: number, reason: string): void;
  once(event: 'close', listener: () => void): unknown;
}

interface TrackedSocket {
  socket: ClosableSocket;
  tokenHash: string;
}

/**
 * The signed-in WebSockets of this server copy, by user. A revocation announced on the pub/sub (by this
 * copy or any other sharing its Redis) closes the revoked sessions' sockets at once with `closeCode`,
 * instead of at their next subscribe.
 */
export class SessionSockets {
  private readonly byUser = new Map<string, Set<TrackedSocket>>();
  private listening: AsyncIterator<SessionsRevoked> | undefined;

  constructor(
    private readonly pubSub: PubSub,
    private readonly closeCode: number,
  ) {}

  /** Remembers a socket authenticated with `token` until it closes. */
  track(socket: ClosableSocket, userId: string, token: string): void {
    const tracked = { socket, tokenHash: hashToken(token) };
    let sockets = this.byUser.get(userId);
    if (!sockets) this.byUser.set(userId, (sockets = new Set()));
    sockets.add(tracked);
    socket.once('close', () => {
      sockets.delete(tracked);
      if (sockets.size === 0 && this.byUser.get(userId) === sockets) this.byUser.delete(userId);
    });
  }

  /** How many signed-in sockets are open on this copy. */
  get size(): number {
    let count = 0;
    for (const sockets of this.byUser.values()) count += sockets.size;
    return count;
  }

  /** Starts following revocations; `stop` ends it. */
  start(): void {
    const revocations = this.pubSub.subscribe('SESSIONS_REVOKED')[Symbol.asyncIterator]();
    this.listening = revocations;
    void (async () => {
      for (let next = await revocations.next(); !next.done; next = await revocations.next()) {
        this.closeRevoked(next.value);
      }
    })();
  }

  async stop(): Promise<void> {
    await this.listening?.return?.();
    this.listening = undefined;
  }

  private closeRevoked(event: SessionsRevoked): void {
    const sockets = this.byUser.get(event.userId);
    if (!sockets) return;
    for (const { socket, tokenHash } of [...sockets]) {
      const revoked = event.tokenHash ? tokenHash === event.tokenHash : tokenHash !== event.exceptTokenHash;
      if (revoked) socket.close(this.closeCode, 'Unauthorized');
    }
  }
}
