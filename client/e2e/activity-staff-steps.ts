import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { logInByPassword } from './login-steps';
import { message } from './locale-messages';

// The console renders slowly on a machine several test runs share.
const expect = baseExpect.configure({ timeout: 30_000 });
const t = (key: string) => message('en-US', key);

type ActivityAction = 'START' | 'PAUSE' | 'RESUME' | 'END';
type ActivityStatus = 'NOT_STARTED' | 'IN_PROGRESS' | 'PAUSED' | 'ENDED';

/** The admin signs in and opens a kind's tab of /admin/activities (`group-buy`, `bargain`, `blind-box` ...). */
export async function openActivitiesTab(page: Page, tab: string): Promise<void> {
  await logInByPassword(page, 'admin', 'Admin123');
  await page.goto(`/admin/activities?tab=${tab}`);
  await expect(page.getByTestId(`activity-tab-${tab}`)).toHaveAttribute('aria-selected', 'true');
}

/** What a `datetime-local` field takes for a moment `fromNowMs` away, in the browser's own time zone. */
export function localDateTime(page: Page, fromNowMs: number): Promise<string> {
  return page.evaluate((at) => {
    const date = new Date(at);
    const pad = (value: number) => String(value).padStart(2, '0');
    return (
      `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
      `T${pad(date.getHours())}:${pad(date.getMinutes())}`
    );
  }, Date.now() + fromNowMs);
}

/** The activity's row in the console's list. */
export function activityRow(page: Page, title: string): Locator {
  return page.getByTestId('activity-row').filter({ hasText: title });
}

/** Presses a lifecycle button of the row (accepting the browser's confirm of END) and waits for the new state. */
export async function fireActivityAction(row: Locator, action: ActivityAction, then: ActivityStatus): Promise<void> {
  if (action === 'END') row.page().once('dialog', (dialog) => void dialog.accept());
  await row.getByTestId(`activity-action-${action}`).click();
  await expectActivityStatus(row, then);
}

export async function expectActivityStatus(row: Locator, status: ActivityStatus): Promise<void> {
  await expect(row.getByTestId('activity-status')).toHaveText(t(`adminActivities.statuses.${status}`));
}
