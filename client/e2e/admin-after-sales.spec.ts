import { expect, test } from '@playwright/test';
import {
  applyForReturn,
  balanceOf,
  bankPaidOrderToRefund,
  buyPaidMembership,
  confirmReplacement,
  deliver,
  logIn,
  placePaidOrder,
  PNG,
  registerBuyer,
  shipReturn,
} from './after-sales-staff-steps';
import { graphql } from './api-steps';
import { message } from './locale-messages';
import { logInByPassword } from './login-steps';

const t = (key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce((text, [name, value]) => text.replace(`{{${name}}}`, value), message('en-US', key));

test('staff approve a return from the queue, receive it with the goods fine and refund the exact share', async ({
  page,
  request,
}) => {
  // A whole order life and a whole return on a shared machine.
  test.slow();
  const adminToken = await logIn(request, 'admin@circuitmart.test', 'Admin123');
  const buyer = await registerBuyer(request, 'staff-return');
  const order = await placePaidOrder(request, buyer, adminToken, 5);
  await deliver(request, order.id, buyer.token, adminToken);
  const { afterSaleOptions } = await graphql(
    request,
    'query($id: ID!) { afterSaleOptions(orderId: $id) { eligible reasons { type code } lines { paidShareFen } } }',
    { id: order.id },
    buyer.token,
  );
  expect(afterSaleOptions.eligible).toBe(true);
  const reason = (afterSaleOptions.reasons as { type: string; code: string }[]).find(
    (candidate) => candidate.type === 'RETURN_AND_REFUND',
  )!.code;
  const applied = await applyForReturn(request, buyer.token, order.id, order.lines[0]!.id, 2, reason);
  const balanceBefore = await balanceOf(request, buyer.token);
  // The buyer also wrote to customer service about it; staff read that beside the request.
  const chatText = `Board from ${order.number} arrived cracked`;
  const { openChatConversation } = await graphql(
    request,
    'mutation { openChatConversation { conversation { id } } }',
    {},
    buyer.token,
  );
  await graphql(
    request,
    'mutation($input: SendChatMessageInput!) { sendChatMessage(input: $input) { userErrors { code } } }',
    { input: { conversationId: openChatConversation.conversation.id, text: chatText } },
    buyer.token,
  );

  // Sales staff filter the queue to requests under review and open the buyer's.
  await logInByPassword(page, 'sales', 'Sales123');
  await page.goto('/admin');
  await page.getByRole('link', { name: new RegExp(t('staff.consoles.afterSales.title')) }).click();
  await expect(page).toHaveURL(/\/admin\/after-sales/);
  await page.getByLabel(t('adminAfterSale.state')).selectOption('UNDER_REVIEW');
  await expect(page).toHaveURL(/status=UNDER_REVIEW/);
  await page.getByTestId('after-sale-search').fill(applied.service_number);
  await page.getByRole('button', { name: t('adminAfterSale.searchButton') }).click();
  const row = page.getByTestId('after-sale-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('after-sale-row-status')).toHaveText(t('adminAfterSale.statuses.UNDER_REVIEW'));
  await row.click();
  const detail = page.getByTestId('after-sale-detail');
  await expect(detail).toContainText(order.number);
  await expect(detail.getByTestId('after-sale-refund-amount')).toBeVisible();
  await expect(detail.locator('img')).not.toHaveCount(0);
  await expect(detail.getByTestId('after-sale-chat').getByTestId('after-sale-chat-line').first()).toContainText(
    chatText,
  );

  // Approve the return: the buyer must now send the goods back.
  await detail.getByRole('button', { name: t('adminAfterSale.approveReturn') }).click();
  const status = detail.getByTestId('after-sale-status');
  await expect(status).toHaveText(t('adminAfterSale.statuses.TO_BE_RETURNED'));

  // The buyer ships the two units back (through the API); the open page hears of it, no reload.
  await shipReturn(request, buyer.token, applied.id);
  await expect(status).toHaveText(t('adminAfterSale.statuses.RETURN_SHIPPED'));
  await expect(detail.getByTestId('after-sale-logistics')).toContainText(t('adminAfterSale.returnWaybill'));

  // The warehouse receives them in good condition, then the refund goes back to the balance.
  const receive = detail.getByTestId('after-sale-receive');
  await receive.getByLabel(t('adminAfterSale.goodsFineStockBack')).check();
  await receive.getByRole('button', { name: t('adminAfterSale.markReceived') }).click();
  await expect(status).toHaveText(t('adminAfterSale.statuses.MERCHANT_RECEIVED'));
  const refundLabel = t('adminAfterSale.issueRefund').split('{{')[0]!;
  await detail
    .getByTestId('after-sale-issue-refund')
    .getByRole('button', { name: new RegExp(`^${refundLabel}`) })
    .click();
  await expect(status).toHaveText(t('adminAfterSale.statuses.REFUND_SUCCEEDED'));
  await expect(detail.getByTestId('after-sale-refund')).toContainText(t('adminAfterSale.refundStatuses.SUCCEEDED'));

  // Every step is in the timeline and in the order's audit trail; the buyer got exactly the computed share.
  const timeline = detail.getByTestId('after-sale-timeline');
  for (const action of ['APPROVE_RETURN', 'SHIP_RETURN', 'RECEIVE_RETURN', 'ISSUE_REFUND', 'SETTLE_REFUND']) {
    await expect(timeline).toContainText(t(`adminAfterSale.actions.${action}`));
  }
  await expect(detail.getByTestId('admin-order-audit')).toContainText(t('adminAfterSale.actions.RECEIVE_RETURN'));
  await expect(detail.getByTestId('order-refunds').getByTestId('refund-status')).toHaveText(
    t('adminAfterSale.refundStatuses.SUCCEEDED'),
  );
  // Two of five units: their part of what the line actually paid (spec: floor(share * 2 / 5)).
  const share = afterSaleOptions.lines[0].paidShareFen as number;
  expect(applied.refund_fen).toBe(Math.floor((share * 2) / 5));
  expect(await balanceOf(request, buyer.token)).toBe(balanceBefore + applied.refund_fen);

  // The request is no longer among those under review.
  await expect(row).toHaveCount(0);
});

test('staff follow an exchange live: the return arrives, the replacement ships with a valid waybill, the buyer confirms', async ({
  page,
  request,
}) => {
  test.slow();
  const adminToken = await logIn(request, 'admin@circuitmart.test', 'Admin123');
  const buyer = await registerBuyer(request, 'staff-exchange');
  const order = await placePaidOrder(request, buyer, adminToken, 3);
  await deliver(request, order.id, buyer.token, adminToken);
  const applied = await applyForReturn(request, buyer.token, order.id, order.lines[0]!.id, 1, 'DAMAGED', 'EXCHANGE');

  await logInByPassword(page, 'sales', 'Sales123');
  await page.goto(`/admin/after-sales?q=${applied.service_number}&id=${applied.id}`);
  const row = page.getByTestId('after-sale-row');
  const rowStatus = row.getByTestId('after-sale-row-status');
  const detail = page.getByTestId('after-sale-detail');
  const status = detail.getByTestId('after-sale-status');
  await expect(detail).toContainText(t('adminAfterSale.types.EXCHANGE'));
  await detail.getByRole('button', { name: t('adminAfterSale.approveReturn') }).click();
  await expect(status).toHaveText(t('adminAfterSale.statuses.TO_BE_RETURNED'));

  // The buyer ships the part back (through the API): the open page hears of it, no reload.
  await shipReturn(request, buyer.token, applied.id);
  await expect(status).toHaveText(t('adminAfterSale.statuses.RETURN_SHIPPED'));
  await expect(rowStatus).toHaveText(t('adminAfterSale.statuses.RETURN_SHIPPED'));
  const receive = detail.getByTestId('after-sale-receive');
  await receive.getByLabel(t('adminAfterSale.goodsNotFine')).check();
  await receive.getByRole('button', { name: t('adminAfterSale.markReceived') }).click();
  await expect(status).toHaveText(t('adminAfterSale.statuses.MERCHANT_RECEIVED'));

  // A waybill that is not SF's format is refused before it is sent; a valid one ships the replacement.
  const ship = detail.getByTestId('after-sale-ship-replacement');
  await ship.getByLabel(t('adminAfterSale.carrier')).selectOption('SF');
  const waybill = ship.getByLabel(t('adminAfterSale.waybillNumber'));
  await waybill.fill('YT1234');
  await expect(ship).toContainText(t('rules.WAYBILL_INVALID'));
  const shipButton = ship.getByRole('button', { name: t('adminAfterSale.shipReplacement') });
  await expect(shipButton).toBeDisabled();
  const waybillNumber = `SF${String(Date.now()).slice(-12)}`;
  await waybill.fill(waybillNumber);
  await expect(ship).not.toContainText(t('rules.WAYBILL_INVALID'));
  await shipButton.click();
  await expect(status).toHaveText(t('adminAfterSale.statuses.AWAITING_RECEIPT'));
  await expect(detail.getByTestId('after-sale-logistics')).toContainText(waybillNumber);

  // The buyer confirms the replacement arrived (API): staff see the request completed, in the queue too.
  await confirmReplacement(request, buyer.token, applied.id);
  await expect(status).toHaveText(t('adminAfterSale.statuses.COMPLETED'));
  await expect(rowStatus).toHaveText(t('adminAfterSale.statuses.COMPLETED'));
  const timeline = detail.getByTestId('after-sale-timeline');
  for (const action of ['APPROVE_RETURN', 'SHIP_RETURN', 'RECEIVE_RETURN', 'SHIP_REPLACEMENT', 'CONFIRM_REPLACEMENT']) {
    await expect(timeline).toContainText(t(`adminAfterSale.actions.${action}`));
  }
  await expect(detail.getByTestId('after-sale-decisions')).toHaveCount(0);
});

test("a buyer's new request appears in the open queue by itself; staff reject it with a reason", async ({
  page,
  request,
}) => {
  test.slow();
  const adminToken = await logIn(request, 'admin@circuitmart.test', 'Admin123');
  const buyer = await registerBuyer(request, 'staff-reject');
  const order = await placePaidOrder(request, buyer, adminToken, 2);
  await deliver(request, order.id, buyer.token, adminToken);

  // The queue searched by the order's number is empty until the buyer applies (through the API).
  await logInByPassword(page, 'sales', 'Sales123');
  await page.goto(`/admin/after-sales?q=${order.number}`);
  await expect(page.getByTestId('after-sale-queue-count')).toHaveText(
    t('adminAfterSale.count').replace('{{count}}', '0'),
  );
  const row = page.getByTestId('after-sale-row');
  await expect(row).toHaveCount(0);
  const applied = await applyForReturn(request, buyer.token, order.id, order.lines[0]!.id, 1, 'WRONG_ITEM');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(applied.service_number);
  await row.click();

  const detail = page.getByTestId('after-sale-detail');
  const reject = detail.getByTestId('after-sale-reject');
  const rejectButton = reject.getByRole('button', { name: t('adminAfterSale.reject') });
  await expect(rejectButton).toBeDisabled();
  const reason = 'The photo shows the part that was ordered.';
  await reject.getByLabel(t('adminAfterSale.rejectReason')).fill(reason);
  await rejectButton.click();
  await expect(detail.getByTestId('after-sale-status')).toHaveText(t('adminAfterSale.statuses.REJECTED'));
  await expect(row.getByTestId('after-sale-row-status')).toHaveText(t('adminAfterSale.statuses.REJECTED'));
  await expect(detail).toContainText(reason);
  await expect(detail.getByTestId('after-sale-timeline')).toContainText(t('adminAfterSale.actions.REJECT'));
  await expect(detail.getByTestId('after-sale-reject')).toHaveCount(0);
});

test('staff cancel a paid order that cannot ship from the order console and refund it in full', async ({
  page,
  request,
}) => {
  // An order paid through the API, then the console in a browser, on a shared machine.
  test.slow();
  const adminToken = await logIn(request, 'admin@circuitmart.test', 'Admin123');
  const buyer = await registerBuyer(request, 'staff-cancel-paid');
  const order = await placePaidOrder(request, buyer, adminToken, 1);
  expect(await balanceOf(request, buyer.token)).toBe(0);

  await logInByPassword(page, 'sales', 'Sales123');
  await page.goto('/admin/orders');
  await page.getByTestId('admin-orders-search').fill(buyer.email);
  await page.getByRole('button', { name: t('adminOrders.searchButton') }).click();
  await expect(page.getByTestId('admin-order-row')).toHaveCount(1);
  await page.getByTestId('admin-order-row').click();
  const detail = page.getByTestId('admin-order-detail');
  await expect(detail.getByTestId('admin-order-status')).toHaveText(t('orders.status.PENDING_SHIPMENT'));

  const cancel = detail.getByTestId('admin-order-cancel-paid');
  await cancel.getByLabel(t('adminAfterSale.cancelPaid.reason')).fill('The part is discontinued by the maker.');
  await cancel.getByRole('button', { name: t('adminAfterSale.cancelPaid.button') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(order.number);
  await dialog.getByRole('button', { name: t('adminAfterSale.cancelPaid.confirm') }).click();

  await expect(detail.getByTestId('admin-order-status')).not.toHaveText(t('orders.status.PENDING_SHIPMENT'));
  await expect(detail.getByTestId('admin-order-cancel-paid')).toHaveCount(0);
  const refund = detail.getByTestId('order-refunds').getByTestId('refund');
  await expect(refund).toHaveCount(1);
  await expect(refund.getByTestId('refund-status')).toHaveText(t('adminAfterSale.refundStatuses.SUCCEEDED'));
  await expect(detail.getByTestId('admin-order-audit')).toContainText('The part is discontinued by the maker.');
  expect(await balanceOf(request, buyer.token)).toBe(order.payableFen);
});

test('sales staff refund a membership order from its page: the money goes back and the membership ends', async ({
  page,
  request,
}) => {
  const adminToken = await logIn(request, 'admin@circuitmart.test', 'Admin123');
  const buyer = await registerBuyer(request, 'staff-refund-membership');
  const order = await buyPaidMembership(request, buyer, adminToken);
  const membership = async () =>
    (await graphql(request, '{ myMembership { active } }', {}, buyer.token))['myMembership'];
  expect(await membership()).toEqual({ active: true });

  await logInByPassword(page, 'sales', 'Sales123');
  await page.goto('/admin/orders');
  await page.getByTestId('admin-orders-search').fill(buyer.email);
  await page.getByRole('button', { name: t('adminOrders.searchButton') }).click();
  await page.getByTestId('admin-order-row').click();
  const detail = page.getByTestId('admin-order-detail');
  await expect(detail.getByTestId('admin-order-status')).toHaveText(t('orders.status.COMPLETED'));

  const refund = detail.getByTestId('admin-order-cancel-paid');
  await expect(refund).toContainText(t('adminAfterSale.refundMembership.hint'));
  await refund.getByLabel(t('adminAfterSale.cancelPaid.reason')).fill('Bought by mistake, asked the same day.');
  await refund.getByRole('button', { name: t('adminAfterSale.refundMembership.button') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(order.number);
  await dialog.getByRole('button', { name: t('adminAfterSale.refundMembership.confirm') }).click();

  await expect(detail.getByTestId('admin-order-status')).toHaveText(t('orders.status.CLOSED'));
  await expect(detail.getByTestId('admin-order-cancel-paid')).toHaveCount(0);
  await expect(detail.getByTestId('admin-order-audit')).toContainText(t('adminOrders.actions.REFUND_MEMBERSHIP'));
  expect(await balanceOf(request, buyer.token)).toBe(order.payableFen);
  expect(await membership()).toEqual({ active: false });
});

test('staff confirm a bank-transfer refund with its receipts from the refunds to transfer', async ({
  page,
  request,
}) => {
  test.slow();
  const adminToken = await logIn(request, 'admin@circuitmart.test', 'Admin123');
  const buyer = await registerBuyer(request, 'staff-transfer');
  const order = await bankPaidOrderToRefund(request, buyer, adminToken);

  await logInByPassword(page, 'sales', 'Sales123');
  await page.goto('/admin/orders');
  await page.getByTestId('admin-orders-view').getByText(t('adminAfterSale.views.refunds')).click();
  await expect(page).toHaveURL(/view=refunds/);
  const refund = page.getByTestId('refunds-to-transfer').getByTestId('refund').filter({ hasText: order.number });
  await expect(refund).toHaveCount(1);
  await expect(refund.getByTestId('refund-status')).toHaveText(t('adminAfterSale.refundStatuses.TO_TRANSFER'));
  const confirm = refund.getByRole('button', { name: t('adminAfterSale.toTransfer.confirm') });
  await expect(confirm).toBeDisabled();
  await refund.locator('input[type="file"]').setInputFiles([
    { name: 'transfer-1.png', mimeType: 'image/png', buffer: PNG },
    { name: 'transfer-2.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await confirm.click();
  await expect(page.getByText(t('adminAfterSale.toTransfer.done'))).toBeVisible();
  await expect(refund).toHaveCount(0);

  // The order shows the refund settled with both receipts.
  await page.goto(`/admin/orders?id=${order.id}`);
  const settled = page.getByTestId('order-refunds').getByTestId('refund');
  await expect(settled.getByTestId('refund-status')).toHaveText(t('adminAfterSale.refundStatuses.SUCCEEDED'), {
    timeout: 30_000,
  });
  await expect(settled.locator('img')).toHaveCount(2);
});
