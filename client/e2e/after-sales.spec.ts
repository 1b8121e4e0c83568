import { expect, test, type Page } from '@playwright/test';
import { buySuperMembership, mutate, receivedOrder, signUp, staffToken, yuan } from './after-sale-steps';
import { graphql } from './api-steps';
import { message } from './locale-messages';
import { uniqueEmail } from './login-steps';

/** A 1×1 PNG: the server checks proof images by their content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const t = (key: string) => message('en-US', key);

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page fits the phone screen').toBeLessThanOrEqual(0);
}

test('a super member returns 2 of 5 units, ships them back, and gets exactly their paid share back on the balance', async ({
  page,
  request,
}) => {
  // A whole order life, an after-sales request and a refund on a shared machine.
  test.slow();
  const email = uniqueEmail('after-sale');
  const token = await signUp(page, email);
  const staff = await staffToken(request);
  await buySuperMembership(request, token, staff);
  const order = await receivedOrder(request, token, staff, 5);
  expect(order.memberDiscountFen, 'the member discount').toBeGreaterThan(0);
  // The line's share of what was paid (no freight), and 2 of its 5 units of it, rounded down to the fen.
  const share = order.itemsFen - order.deductionsFen;
  const refundFen = Math.floor((share * 2) / 5);

  // From the received order to the application.
  await page.goto(`/user/order/details?id=${order.id}`);
  await expect(page.getByTestId('order-status')).toHaveText(t('orders.displayStatus.PENDING_REVIEW'));
  await page.getByRole('link', { name: t('afterSale.applyEntry') }).click();
  await expect(page).toHaveURL(new RegExp(`/user/order/applyRefund\\?orderId=${order.id}$`));
  const form = page.getByTestId('after-sale-apply-form');
  await form.getByRole('radio', { name: t('afterSale.types.RETURN_AND_REFUND') }).check();
  const quantity = form.getByLabel(t('afterSale.apply.quantityOf').replace('{{mpn}}', order.mpn));
  await quantity.fill('9');
  await quantity.blur();
  await expect(quantity, 'the stepper stops at what was bought').toHaveValue('5');
  await quantity.fill('2');
  await form.getByRole('combobox', { name: t('afterSale.apply.reason') }).selectOption('QUALITY');
  await form.getByLabel(t('afterSale.apply.explanation')).fill('Two pieces arrived with bent pins.');
  await form.locator('input[type="file"]').setInputFiles({ name: 'pins.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('img', { name: t('afterSale.apply.image').replace('{{index}}', '1') })).toBeVisible();
  await form.getByRole('textbox', { name: t('afterSale.apply.contactPhone') }).fill('12345');
  await form.getByRole('button', { name: t('afterSale.apply.submit') }).click();
  await expect(form).toContainText(t('rules.PHONE_INVALID'));
  await form.getByRole('textbox', { name: t('afterSale.apply.contactPhone') }).fill('13800138000');
  await expect(form.getByTestId('after-sale-quote-amount')).toHaveText(yuan(refundFen));
  await form.getByRole('button', { name: t('afterSale.apply.submit') }).click();

  await expect(page).toHaveURL(/\/user\/refund\/details\?id=\d+$/);
  const requestId = new URL(page.url()).searchParams.get('id')!;
  await expect(page.getByTestId('after-sale-status')).toHaveText(t('afterSale.status.UNDER_REVIEW'));
  await expect(page.getByTestId('after-sale-refund-amount')).toHaveText(yuan(refundFen));
  await expect(page.getByTestId('after-sale-proofs').locator('img')).toHaveCount(1);

  // Staff approve the return; the open page follows by itself and shows where to send the parts.
  await mutate(
    request,
    staff,
    'approveAfterSale',
    { id: requestId },
    'afterSaleRequest { status }',
    'AfterSaleIdInput',
  );
  await expect(page.getByTestId('after-sale-status')).toHaveText(t('afterSale.status.TO_BE_RETURNED'));
  await expect(page.getByTestId('after-sale-return-address')).not.toBeEmpty();
  await expect(page.getByTestId('after-sale-return-deadline')).toBeVisible();

  // The return-shipping form checks the waybill against the carrier before sending it.
  await page.getByRole('link', { name: t('afterSale.detail.shipReturn') }).click();
  await expect(page).toHaveURL(new RegExp(`/user/refund/jihui\\?id=${requestId}$`));
  const shipping = page.getByTestId('after-sale-return-form');
  await shipping.getByRole('combobox', { name: t('afterSale.return.carrier') }).selectOption('SF');
  const waybill = shipping.getByRole('textbox', { name: t('afterSale.return.waybill') });
  await waybill.fill('YT1234567890123');
  await shipping.getByRole('button', { name: t('afterSale.return.submit') }).click();
  await expect(shipping).toContainText(t('rules.WAYBILL_INVALID'));
  const waybillNumber = `SF${String(Date.now()).slice(-12)}`;
  await waybill.fill(waybillNumber);
  await shipping.getByRole('button', { name: t('afterSale.return.submit') }).click();
  await expect(page).toHaveURL(new RegExp(`/user/refund/details\\?id=${requestId}$`));
  await expect(page.getByTestId('after-sale-status')).toHaveText(t('afterSale.status.RETURN_SHIPPED'));
  await expect(page.getByTestId('after-sale-return-waybill')).toContainText(waybillNumber);

  // Staff receive the parts in good order and refund; the balance refund settles at once.
  await mutate(
    request,
    staff,
    'receiveAfterSaleReturn',
    { id: requestId, goodsFine: true },
    'afterSaleRequest { status }',
  );
  await mutate(
    request,
    staff,
    'issueAfterSaleRefund',
    { id: requestId },
    'afterSaleRequest { status }',
    'AfterSaleIdInput',
  );
  await expect(page.getByTestId('after-sale-status')).toHaveText(t('afterSale.status.REFUND_SUCCEEDED'));
  await expect(page.getByTestId('after-sale-refund-amount')).toHaveText(yuan(refundFen));
  await expect(page.getByTestId('after-sale-refund-method')).toHaveText(t('afterSale.refundMethods.BALANCE'));
  await expect(page.getByTestId('after-sale-refund-status')).toHaveText(t('afterSale.refundStatus.SUCCEEDED'));
  // The balance was topped up to exactly the payable and spent on the order: what is there now is the refund.
  await expect(page.getByTestId('after-sale-balance')).toContainText(yuan(refundFen));
  const { myBalanceFen } = await graphql(request, '{ myBalanceFen }', {}, token);
  expect(myBalanceFen).toBe(refundFen);
  const timeline = page.getByTestId('after-sale-event');
  await expect(timeline.filter({ hasText: t('afterSale.actors.STAFF') }).first()).toBeVisible();
  await expect(timeline.last()).toContainText(t('afterSale.actions.SETTLE_REFUND'));

  // The list files it under refunded.
  await page.goto('/user/refund?tab=done');
  const card = page.locator(`[data-testid="after-sale-card"][data-request-id="${requestId}"]`);
  await expect(card.getByTestId('after-sale-status')).toHaveText(t('afterSale.status.REFUND_SUCCEEDED'));
  await expect(card).toContainText(order.number);
  await expect(card).toContainText(yuan(refundFen));
  await page.goto('/user/refund?tab=inProgress');
  await expect(page.locator(`[data-testid="after-sale-card"][data-request-id="${requestId}"]`)).toHaveCount(0);
});

test('a buyer cancels a refund-only request, resubmits it changed, adds the proof staff ask for and reads the rejection', async ({
  page,
  request,
}) => {
  test.slow();
  const token = await signUp(page, uniqueEmail('after-sale-resubmit'));
  const staff = await staffToken(request);
  const order = await receivedOrder(request, token, staff, 5);
  const share = order.itemsFen - order.deductionsFen;
  // This buyer is on a phone.
  await page.setViewportSize({ width: 375, height: 812 });

  await page.goto(`/user/order/applyRefund?orderId=${order.id}`);
  const form = page.getByTestId('after-sale-apply-form');
  await form.getByRole('radio', { name: t('afterSale.types.REFUND_ONLY') }).check();
  await form.getByLabel(t('afterSale.apply.quantityOf').replace('{{mpn}}', order.mpn)).fill('1');
  await form.getByRole('combobox', { name: t('afterSale.apply.reason') }).selectOption('MISSING_PARTS');
  await form.getByRole('textbox', { name: t('afterSale.apply.contactPhone') }).fill('13800138000');
  await expect(form.getByTestId('after-sale-quote-amount')).toHaveText(yuan(Math.floor(share / 5)));
  await expectNoHorizontalScroll(page);
  await form.getByRole('button', { name: t('afterSale.apply.submit') }).click();
  await expect(page).toHaveURL(/\/user\/refund\/details\?id=\d+$/);
  const requestId = new URL(page.url()).searchParams.get('id')!;
  await expect(page.getByTestId('after-sale-status')).toHaveText(t('afterSale.status.UNDER_REVIEW'));
  await expectNoHorizontalScroll(page);

  // Cancelling asks first.
  await page
    .getByTestId('after-sale-actions')
    .getByRole('button', { name: t('afterSale.detail.cancel') })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('afterSale.detail.confirmCancel') })
    .click();
  await expect(page.getByTestId('after-sale-status')).toHaveText(t('afterSale.status.CANCELLED'));

  // Resubmitting opens the same form with the request in it; the buyer asks for one more unit.
  await page.getByRole('link', { name: t('afterSale.detail.resubmit') }).click();
  await expect(page).toHaveURL(new RegExp(`/user/order/applyRefund\\?id=${requestId}$`));
  const again = page.getByTestId('after-sale-apply-form');
  const quantity = again.getByLabel(t('afterSale.apply.quantityOf').replace('{{mpn}}', order.mpn));
  await expect(quantity).toHaveValue('1');
  await expect(again.getByRole('combobox', { name: t('afterSale.apply.reason') })).toHaveValue('MISSING_PARTS');
  await expect(again.getByRole('textbox', { name: t('afterSale.apply.contactPhone') })).toHaveValue('13800138000');
  await quantity.fill('2');
  await expect(again.getByTestId('after-sale-quote-amount')).toHaveText(yuan(Math.floor((share * 2) / 5)));
  await again.getByRole('button', { name: t('afterSale.apply.resubmit') }).click();
  await expect(page).toHaveURL(new RegExp(`/user/refund/details\\?id=${requestId}$`));
  await expect(page.getByTestId('after-sale-status')).toHaveText(t('afterSale.status.UNDER_REVIEW'));
  await expect(page.getByTestId('after-sale-refund-amount')).toHaveText(yuan(Math.floor((share * 2) / 5)));

  // Staff ask for a photo; the open page shows what they asked for without a reload, and the buyer sends it.
  const note = 'A photo of the opened bag, please';
  await mutate(request, staff, 'requestAfterSaleProof', { id: requestId, note }, 'afterSaleRequest { status }');
  await expect(page.getByText(note).first()).toBeVisible();
  await page
    .getByTestId('after-sale-actions')
    .getByRole('button', { name: t('afterSale.detail.addProof') })
    .click();
  const drawer = page.getByRole('dialog');
  await drawer.locator('input[type="file"]').setInputFiles({ name: 'bag.png', mimeType: 'image/png', buffer: PNG });
  await drawer.getByRole('button', { name: t('afterSale.detail.sendProof') }).click();
  await expect(page.getByTestId('after-sale-proofs').locator('img')).toHaveCount(1);

  // Staff reject it with a reason the buyer reads; the request can be changed and sent again.
  await mutate(
    request,
    staff,
    'rejectAfterSale',
    { id: requestId, reason: 'The bag holds all 5 pieces' },
    'afterSaleRequest { status }',
  );
  await expect(page.getByTestId('after-sale-status')).toHaveText(t('afterSale.status.REJECTED'));
  await expect(page.getByTestId('after-sale-reject-reason')).toContainText('The bag holds all 5 pieces');
  await expect(page.getByRole('link', { name: t('afterSale.detail.resubmit') })).toBeVisible();
  const events = page.getByTestId('after-sale-event');
  for (const action of ['CANCEL', 'RESUBMIT', 'REQUEST_PROOF', 'ADD_PROOF', 'REJECT']) {
    await expect(events.filter({ hasText: t(`afterSale.actions.${action}`) }).first()).toBeVisible();
  }

  // The list on the phone files it under closed.
  await page.goto('/user/refund?tab=closed');
  await expect(page.locator(`[data-testid="after-sale-card"][data-request-id="${requestId}"]`)).toBeVisible();
  await expectNoHorizontalScroll(page);
});
