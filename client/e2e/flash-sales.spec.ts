import { expect as baseExpect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { logIn, registerBuyer } from './after-sales-staff-steps';
import { graphql } from './api-steps';
import { message } from './locale-messages';
import { logInByPassword } from './login-steps';
import { recordWebNotifications, shownNotifications } from './web-notification-steps';

/** The machine runs several suites at once: pages and pushes can take longer than the default 10 s. */
const expect = baseExpect.configure({ timeout: 20_000 });

const t = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{{${name}}}`, String(value)),
    message('en-US', key),
  );

const BUYER_PASSWORD = 'Circuit42';
const HOUR = 3_600_000;

/** A part on shelf with stock enough for the sale, and its list price. */
async function partForSale(request: APIRequestContext, units: number) {
  const { products } = await graphql(
    request,
    '{ products(first: 50) { edges { node { id mpn moq stock purchaseLimit status listPriceMilli } } } }',
  );
  const part = (products.edges as { node: any }[])
    .map((edge) => edge.node)
    .find(
      (node) =>
        node.status === 'ON_SHELF' &&
        node.moq <= 1 &&
        node.stock >= units &&
        node.listPriceMilli > 100 &&
        (node.purchaseLimit === null || node.purchaseLimit >= 1),
    );
  expect(part, 'a part on shelf with stock').toBeDefined();
  return part as { id: string; mpn: string; listPriceMilli: number };
}

/** A flash-sale session made through the staff API, starting an hour from now unless told otherwise. */
async function createSession(
  request: APIRequestContext,
  adminToken: string,
  options: { title: string; startsInMs?: number; stock?: number },
) {
  const part = await partForSale(request, options.stock ?? 5);
  const startsAt = Date.now() + (options.startsInMs ?? HOUR);
  const { createFlashSaleSession } = await graphql(
    request,
    `
      mutation ($input: CreateFlashSaleSessionInput!) {
        createFlashSaleSession(input: $input) {
          session {
            session {
              id
            }
          }
          userErrors {
            code
            message
            field
          }
        }
      }
    `,
    {
      input: {
        title: options.title,
        startsAt: new Date(startsAt).toISOString(),
        endsAt: new Date(startsAt + HOUR).toISOString(),
        items: [
          {
            productId: part.id,
            salePriceMilli: Math.floor(part.listPriceMilli / 2),
            stock: options.stock ?? 5,
            perUserLimit: 2,
          },
        ],
      },
    },
    adminToken,
  );
  expect(createFlashSaleSession.userErrors).toEqual([]);
  return { id: createFlashSaleSession.session.session.id as string, part };
}

async function addAddress(request: APIRequestContext, token: string) {
  const response = await request.post('/api/address/add', {
    headers: { 'user-token': token },
    data: {
      consignee: 'Li Lei',
      phone: '13800138000',
      country: 'CN',
      province: 'Guangdong',
      city: 'Shenzhen',
      district: 'Nanshan',
      detail: 'Keji Road 1',
    },
  });
  expect(((await response.json()) as { code: number }).code).toBe(1);
}

/** A signed-in shopper's page in a browser context of its own. */
async function shopperPage(browser: Browser, request: APIRequestContext, label: string) {
  const buyer = await registerBuyer(request, label);
  const context = await browser.newContext({ permissions: ['notifications'] });
  const page = await context.newPage();
  await logInByPassword(page, buyer.email, BUYER_PASSWORD);
  return { buyer, page };
}

const sessionState = (page: Page) => page.getByTestId('flash-sale-session-state');

test('two shoppers watch a session start without a reload, one buys it at the sale price and staff see it sold', async ({
  browser,
  request,
}) => {
  test.slow();
  const adminToken = await logIn(request, 'admin', 'Admin123');
  const title = `E2E flash ${Date.now().toString(36)}`;
  const first = await shopperPage(browser, request, 'flash-a');
  await addAddress(request, first.buyer.token);
  const visitorContext = await browser.newContext();
  // The visitor's device clock is two hours fast: the countdown must not care.
  await visitorContext.addInitScript(() => {
    const RealDate = Date;
    const shift = 2 * 3_600_000;
    class FastDate extends RealDate {
      constructor(...args: ConstructorParameters<DateConstructor> | []) {
        if (args.length === 0) super(RealDate.now() + shift);
        else super(...(args as ConstructorParameters<DateConstructor>));
      }
      static override now() {
        return RealDate.now() + shift;
      }
    }
    window.Date = FastDate as DateConstructor;
  });
  const visitor = await visitorContext.newPage();

  // The session starts by its own start job, 40 s from now, while both pages look.
  const session = await createSession(request, adminToken, { title, startsInMs: 40_000 });
  for (const page of [first.page, visitor]) {
    await page.goto(`/activity/flash-sale?session=${session.id}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(sessionState(page)).toHaveText(t('flashSales.states.NOT_STARTED'));
    // The countdown runs on the server's clock (the visitor's device is two hours fast).
    await expect(page.getByTestId('flash-sale-countdown')).toHaveText(/00:00:(0[1-9]|[1-4]\d)/);
    await expect(page.getByTestId('flash-sale-buy')).toBeDisabled();
  }

  // Both open pages flip to "on sale" through the subscription, with no reload.
  for (const page of [first.page, visitor]) {
    await expect(sessionState(page)).toHaveText(t('flashSales.states.ON_SALE'), { timeout: 60_000 });
    await expect(page.getByTestId('flash-sale-item-state')).toHaveText(t('flashSales.states.ON_SALE'));
    await expect(page.getByTestId('flash-sale-buy')).toBeEnabled();
    // An hour to go by the server's clock, whatever the device says.
    await expect(page.getByTestId('flash-sale-countdown')).toHaveText(
      new RegExp(`${t('flashSales.countdown.endsIn', { time: '' })}(00:5\\d|01:00):\\d\\d`),
    );
  }

  // The signed-in shopper buys one at the sale price and lands on the cashier of the new order.
  await first.page.getByTestId('flash-sale-buy').click();
  const confirm = first.page.getByTestId('flash-sale-confirm');
  await expect(confirm).toContainText(session.part.mpn);
  await confirm.getByTestId('flash-sale-confirm-submit').click();
  await expect(first.page).toHaveURL(/\/shoppingCart\/payOrder\?orderId=/);

  // The visitor is asked to log in before buying, and comes back to watch.
  await visitor.getByTestId('flash-sale-buy').click();
  await expect(visitor).toHaveURL(/\/login\/login/);
  await visitor.goto(`/activity/flash-sale?session=${session.id}`);
  await expect(sessionState(visitor)).toHaveText(t('flashSales.states.ON_SALE'));

  // The staff console shows the session in progress and the unit sold.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await logInByPassword(staff, 'admin', 'Admin123');
  await staff.goto('/admin/activities');
  const row = staff.getByTestId('activity-row').filter({ hasText: title });
  await expect(row.getByTestId('activity-status')).toHaveText(t('adminActivities.statuses.IN_PROGRESS'));
  await expect(row.getByTestId('activity-action-PAUSE')).toBeVisible();
  await row.getByTestId('activity-open').click();
  const detail = staff.getByTestId('flash-sale-admin-session');
  await expect(detail.getByTestId('flash-sale-admin-item-sold')).toHaveText(
    t('adminActivities.flashSale.progressSold', { sold: 1, stock: 5 }),
  );

  // Staff pause it from the console: the visitor's open page shows it paused, live.
  await detail.getByTestId('activity-action-PAUSE').click();
  await expect(detail.getByTestId('flash-sale-admin-status')).toHaveText(t('adminActivities.statuses.PAUSED'));
  await expect(sessionState(visitor)).toHaveText(t('flashSales.states.PAUSED'));
  await expect(visitor.getByTestId('flash-sale-buy')).toBeDisabled();

  await Promise.all([first.page.context().close(), visitorContext.close(), staffContext.close()]);
});

test('a shopper sets a reminder, and cancelling it warns that the sale may be missed', async ({ browser, request }) => {
  test.slow();
  const adminToken = await logIn(request, 'admin', 'Admin123');
  const title = `E2E reminder ${Date.now().toString(36)}`;
  const session = await createSession(request, adminToken, { title });
  const { page } = await shopperPage(browser, request, 'flash-reminder');

  // On a phone: the page fits the screen's width.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/activity/flash-sale?session=${session.id}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByTestId('flash-sale-item')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.getByTestId('flash-sale-reminder-set').click();
  await expect(page.getByTestId('flash-sale-reminder-cancel')).toBeVisible();

  // A reload keeps it: the server holds the reminder.
  await page.reload();
  await page.getByTestId('flash-sale-reminder-cancel').click();
  const warning = page.getByTestId('flash-sale-reminder-warning');
  await expect(warning).toContainText(t('flashSales.reminder.cancelWarning'));

  // Keeping it changes nothing; confirming cancels it.
  await warning.getByRole('button', { name: t('flashSales.reminder.keep') }).click();
  await expect(page.getByTestId('flash-sale-reminder-cancel')).toBeVisible();
  await page.getByTestId('flash-sale-reminder-cancel').click();
  await page.getByTestId('flash-sale-reminder-cancel-confirm').click();
  await expect(page.getByTestId('flash-sale-reminder-set')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('flash-sale-reminder-set')).toBeVisible();

  await page.context().close();
});

test('3 minutes before the start the reminder arrives as a message and as a web notification', async ({
  browser,
  request,
}) => {
  test.slow();
  const adminToken = await logIn(request, 'admin', 'Admin123');
  const title = `E2E notify ${Date.now().toString(36)}`;
  // The reminder is due 3 minutes before the start: 20 s from now.
  const session = await createSession(request, adminToken, { title, startsInMs: 3 * 60_000 + 20_000 });
  const buyer = await registerBuyer(request, 'flash-notify');
  const context = await browser.newContext();
  await recordWebNotifications(context);
  const page = await context.newPage();
  await logInByPassword(page, buyer.email, BUYER_PASSWORD);
  await page.goto(`/activity/flash-sale?session=${session.id}`);
  await page.getByTestId('flash-sale-reminder-set').click();
  await expect(page.getByTestId('flash-sale-reminder-cancel')).toBeVisible();

  await expect
    .poll(async () => (await shownNotifications(page)).length, {
      timeout: 90_000,
    })
    .toBe(1);
  const { myMessages } = await graphql(
    request,
    '{ myMessages(first: 5) { edges { node { title link } } } }',
    {},
    buyer.token,
  );
  expect((myMessages.edges as { node: { link: string } }[]).map((edge) => edge.node.link)).toContain(
    `/activity/flash-sale?session=${session.id}`,
  );
  await context.close();
});
