import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { activityRow, fireActivityAction, localDateTime, openActivitiesTab } from './activity-staff-steps';
import { mutate, signUp, staffToken } from './after-sale-steps';
import { registerBuyer } from './after-sales-staff-steps';
import { graphql } from './api-steps';
import { message } from './locale-messages';
import { uniqueEmail } from './login-steps';

// Two browsers on a machine several test runs share: a page can take a while to show.
const expect = baseExpect.configure({ timeout: 30_000 });
const t = (key: string) => message('en-US', key);
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((result, [name, value]) => result.replace(`{{${name}}}`, String(value)), text);

/** A part on the shelf with stock for a few bargains at its minimum quantity. */
async function somePart(request: APIRequestContext, token: string) {
  const { products } = await graphql(
    request,
    '{ products(first: 100) { edges { node { id mpn moq stock purchaseLimit status } } } }',
    {},
    token,
  );
  const part = (products.edges as { node: any }[])
    .map((edge) => edge.node)
    .find(
      (node) =>
        node.status === 'ON_SHELF' &&
        node.stock >= node.moq * 3 &&
        (node.purchaseLimit === null || node.purchaseLimit >= node.moq),
    );
  expect(part, 'a part with stock').toBeDefined();
  return part as { id: string; mpn: string; moq: number };
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
  expect(response.ok()).toBe(true);
}

test('a shopper starts a bargain, a friend opens the link and cuts, the shopper buys at the price reached', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const admin = await staffToken(page.request);
  const part = await somePart(page.request, admin);
  const title = `Bargain ${Date.now()}`;
  await mutate(
    page.request,
    admin,
    'createBargainOffer',
    {
      title,
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: new Date(Date.now() + 24 * 3600_000).toISOString(),
      productId: part.id,
      quantity: part.moq,
      startPriceMilli: 200_000,
      floorPriceMilli: 100_000,
      expectedCuts: 2,
      timeLimitMinutes: 120,
      perUserLimit: 1,
    },
    'offer { offer { id } }',
  );

  // The owner starts a bargain from the offers.
  const ownerToken = await signUp(page, uniqueEmail('bargain-owner'));
  await addAddress(page.request, ownerToken);
  await page.goto('/activity/bargain');
  const card = page.getByTestId('bargain-offer').filter({ hasText: title });
  await card.getByRole('button', { name: t('bargains.offer.start') }).click();
  await expect(page).toHaveURL(/\/activity\/bargain\?bargain=\d+/);
  await expect(page.getByTestId('bargain-current-price')).toHaveText('¥20.00');
  // Two hours to bargain: the countdown starts just under them.
  await expect(page.getByTestId('bargain-time-left')).toContainText(fill(t('bargains.view.timeLeft'), { time: '1:5' }));
  const link = await page.getByTestId('bargain-share-link').inputValue();
  expect(link).toMatch(/\/activity\/bargain\?bargain=\d+$/);

  // A friend, in a browser of their own, opens the link, logs in and cuts once.
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  await signUp(friend, uniqueEmail('bargain-friend'));
  await friend.goto(link);
  await friend.getByRole('button', { name: t('bargains.cut.button') }).click();
  await expect(friend.getByText(t('bargains.cut.already'))).toBeVisible();
  await expect(friend.getByTestId('bargain-cuts').getByRole('row')).toHaveCount(1);
  const reached = (await friend.getByTestId('bargain-current-price').textContent())!;
  expect(reached).not.toBe('¥20.00');
  await friendContext.close();

  // The owner's page shows the friend's cut without a reload, then the owner buys at that price.
  await expect(page.getByTestId('bargain-current-price')).toHaveText(reached);
  await expect(page.getByTestId('bargain-cuts').getByRole('row')).toHaveCount(1);
  await page.getByRole('button', { name: fill(t('bargains.buy.button'), { price: reached }) }).click();
  await expect(page.getByTestId('bargain-buy-form')).toBeVisible();
  await page.getByRole('button', { name: t('bargains.buy.submit') }).click();
  await expect(page).toHaveURL(/\/shoppingCart\/payOrder\?orderId=\d+/);
  const orderId = new URL(page.url()).searchParams.get('orderId');
  const { order } = await graphql(
    page.request,
    'query($id: ID!) { order(id: $id) { status lines { unitPriceMilli quantity } } }',
    { id: orderId },
    ownerToken,
  );
  expect(order.status).toBe('PENDING_PAYMENT');
  expect(order.lines).toHaveLength(1);
  expect(order.lines[0].quantity).toBe(part.moq);
  const bargainId = new URL(link).searchParams.get('bargain');
  const { bargain } = await graphql(
    page.request,
    'query($id: ID!) { bargain(id: $id) { status endReason currentPriceMilli orderId } }',
    { id: bargainId },
    ownerToken,
  );
  expect(bargain).toMatchObject({ status: 'ENDED', endReason: 'BOUGHT', orderId });
  expect(order.lines[0].unitPriceMilli).toBe(bargain.currentPriceMilli);

  // Back on the bargain: ended, bought.
  await page.goBack();
  await expect(page.getByTestId('bargain-status')).toContainText(t('bargains.status.ENDED'));

  // On a phone the bargain's page and the offers fit the screen's width.
  await page.setViewportSize({ width: 375, height: 812 });
  for (const path of [`/activity/bargain?bargain=${bargainId}`, '/activity/bargain']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('staff create a bargain offer in the console, start it, see a bargain running, and end it', async ({
  page,
  request,
}) => {
  // Sign-in, console, a shopper through the API and two reloads: more than a minute on a shared machine.
  test.slow();
  const admin = await staffToken(request);
  const part = await somePart(request, admin);
  const title = `Console bargain ${Date.now()}`;
  const progress = (values: Record<string, number>) =>
    fill(t('bargains.staff.progress'), { running: 0, bought: 0, expired: 0, cancelled: 0, cuts: 0, ...values });

  await openActivitiesTab(page, 'bargain');
  const panel = page.getByTestId('bargain-panel');
  const form = panel.locator('form');
  await form.getByLabel(t('bargains.staff.form.title')).fill(title);
  await form.getByLabel(t('bargains.staff.form.startsAt')).fill(await localDateTime(page, 3600_000));
  await form.getByLabel(t('bargains.staff.form.endsAt')).fill(await localDateTime(page, 24 * 3600_000));
  await form.getByLabel(t('bargains.staff.form.mpn')).fill(part.mpn);
  await form.getByLabel(t('bargains.staff.form.quantity')).fill(String(part.moq));
  await form.getByLabel(t('bargains.staff.form.startPrice')).fill('20');
  await form.getByLabel(t('bargains.staff.form.floorPrice')).fill('10');
  await form.getByLabel(t('bargains.staff.form.expectedCuts')).fill('2');
  await form.getByLabel(t('bargains.staff.form.timeLimitMinutes')).fill('120');
  await form.getByLabel(t('bargains.staff.form.perUserLimit')).fill('1');
  await page.getByTestId('bargain-offer-save').click();
  const offer = panel.getByRole('row').filter({ hasText: title });
  await expect(offer).toContainText(t('bargains.staff.activityStatus.NOT_STARTED'));
  await expect(offer.getByTestId('bargain-progress')).toHaveText(progress({}));

  const row = activityRow(page, title);
  await fireActivityAction(row, 'START', 'IN_PROGRESS');

  // A shopper starts a bargain on the offer: the console counts it running.
  const { staffBargainOffers } = await graphql(
    request,
    '{ staffBargainOffers { offer { id activity { title } } } }',
    {},
    admin,
  );
  const offerId = (staffBargainOffers as { offer: { id: string; activity: { title: string } } }[]).find(
    (entry) => entry.offer.activity.title === title,
  )!.offer.id;
  const shopper = (await registerBuyer(request, 'console-bargain')).token;
  await mutate(request, shopper, 'startBargain', { offerId }, 'bargain { id }');
  await page.reload();
  await expect(offer.getByTestId('bargain-progress')).toHaveText(progress({ running: 1 }));

  // Ending the offer closes the bargain still running.
  await fireActivityAction(activityRow(page, title), 'END', 'ENDED');
  await page.reload();
  await expect(offer.getByTestId('bargain-progress')).toHaveText(progress({ cancelled: 1 }));
});
