/** The browser's notifications, recorded: headless Chromium shows none, and the page only needs to ask for one. */
import type { BrowserContext, Page } from '@playwright/test';

/** Every page of `context` records its notifications; `permission` is what the browser answers before any prompt. */
export async function recordWebNotifications(
  context: BrowserContext,
  permission: NotificationPermission = 'default',
): Promise<void> {
  await context.addInitScript((initial) => {
    const shown: { title: string; body?: string }[] = [];
    class RecordedNotification {
      static permission = initial;
      static requestPermission() {
        RecordedNotification.permission = 'granted';
        return Promise.resolve('granted');
      }
      onclick: (() => void) | null = null;
      constructor(title: string, options?: { body?: string }) {
        shown.push({ title, body: options?.body });
      }
      close() {}
    }
    Object.assign(window, { Notification: RecordedNotification, shownNotifications: shown });
  }, permission);
}

/** The notifications the page has shown so far, oldest first. */
export function shownNotifications(page: Page): Promise<{ title: string; body?: string }[]> {
  return page.evaluate(
    () => (window as unknown as { shownNotifications: { title: string; body?: string }[] }).shownNotifications,
  );
}
