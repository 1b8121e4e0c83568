import type { PlatformLogger } from '../http/logger.js';
import type { LinkListener } from '../redis/redis-link.js';

/**
 * The close code that tells a subscription client "events may have been missed: reconnect, resubscribe and
 * refetch". Outside graphql-ws's fatal codes, so its client reconnects by itself.
 */
export const RESYNC_CLOSE_CODE = 4503;

interface ClosableSocket {
  close(code: number, reason: string): void;
}

/**
 * Closes every subscription socket with RESYNC_CLOSE_CODE whenever the pub/sub link drops or returns: events
 * published while it was down were lost, so the clients reconnect and refetch what they show. Sockets opened
 * during the outage are kept (closing only on changes cannot loop) and closed again once the link is back.
 * Answers the function that stops listening.
 */
export function resyncSocketsOnLinkChange(
  onLinkChange: (listener: LinkListener) => () => void,
  sockets: { clients: Set<ClosableSocket> },
  logger: PlatformLogger,
): () => void {
  return onLinkChange((state) => {
    logger.warn(
      { state, sockets: sockets.clients.size },
      'pub/sub link changed; closing subscription sockets to resync',
    );
    for (const socket of sockets.clients) socket.close(RESYNC_CLOSE_CODE, 'Resync');
  });
}
