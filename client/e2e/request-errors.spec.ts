import { expect, test } from '@playwright/test';
import { message } from './locale-messages';
import { graphqlRequests } from './api-steps';

test('identical failures share one toast with a counter', async ({ page }) => {
  // The home page sends several queries (showcase, categories, footer); all answer 500 here.
  await page.route(graphqlRequests, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
  await page.goto('/');
  const serverErrorToasts = page.locator('.mantine-Notification-root', {
    hasText: message('en-US', 'errors.http.serverError'),
  });
  await expect(serverErrorToasts).toHaveCount(1);
  await expect(serverErrorToasts).toContainText(/×[2-9]/);
});

test('a session the server rejects is cleared and the visitor sent to the login page', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'token', value: 'expired-token', url: baseURL! }]);
  await page.route(graphqlRequests, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        data: null,
        errors: [{ message: 'Unauthenticated', extensions: { code: 'UNAUTHENTICATED' } }],
      }),
    }),
  );
  await page.goto('/goods/list');
  await expect(page).toHaveURL(/\/login\/login$/);
  await expect(page.getByText(message('en-US', 'errors.sessionExpired')).first()).toBeVisible();
  const tokenCookie = (await page.context().cookies()).find((cookie) => cookie.name === 'token');
  expect(tokenCookie).toBeUndefined();
  // History was replaced: Back does not return to the page that needed the session.
  await page.goBack();
  expect(page.url()).not.toContain('/goods/list');
});
