/** Steps around the message center shared by the journeys. */
import type { Page } from '@playwright/test';
import { message } from './locale-messages';

/** The count badge beside the header's messages link; Mantine hides it at zero. */
export function messagesBadge(page: Page) {
  const link = page.getByRole('link', { name: message('en-US', 'header.messages') });
  return page.locator('.mantine-Indicator-root', { has: link }).locator('.mantine-Indicator-indicator');
}
