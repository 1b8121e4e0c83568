import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql';
import { showWebNotification } from './web-notifications';

const UnreadFlashSaleRemindersQuery = graphql(`
  query UnreadFlashSaleReminders {
    myMessages(filter: { read: false }, first: 5) {
      edges {
        node {
          id
          title
          body
          link
        }
      }
    }
  }
`);

/** Reminder messages link to their session's page; that is how one is told from other messages. */
const REMINDER_LINK = '/activity/flash-sale';
/** Reminders already shown, kept across page loads so that a reload does not show an unread one again. */
const NOTIFIED_KEY = 'cm.flashSaleNotified';
const NOTIFIED_KEPT = 50;

function notifiedIds(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(NOTIFIED_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function rememberNotified(ids: string[]): void {
  try {
    localStorage.setItem(NOTIFIED_KEY, JSON.stringify(ids.slice(-NOTIFIED_KEPT)));
  } catch {
    // Storage refused: a reload may show a reminder twice, nothing worse.
  }
}

/**
 * Called when the unread count rose by `rise`: the newest `rise` unread messages are the ones that just arrived, and
 * each of them that is a flash-sale reminder becomes a web notification. (Comparing creation times would need a
 * trusted clock; the count's rise does not.) The message itself stays in the message center.
 */
export async function notifyNewReminders(client: ApolloClient, rise: number): Promise<void> {
  const result = await client
    .query({ query: UnreadFlashSaleRemindersQuery, fetchPolicy: 'network-only' })
    .catch(() => null);
  const arrived = (result?.data?.myMessages.edges ?? []).slice(0, Math.max(0, rise));
  const notified = notifiedIds();
  for (const { node } of arrived) {
    if (notified.includes(node.id) || !node.link?.startsWith(REMINDER_LINK)) continue;
    notified.push(node.id);
    showWebNotification(node.title, node.body, node.link, `flash-sale-reminder-${node.id}`);
  }
  rememberNotified(notified);
}
