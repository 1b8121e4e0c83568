import { expect, test, type Page } from '@playwright/test';
import { message } from './locale-messages';
import { logInByPassword, requestCode, tickAgreement, uniqueEmail } from './login-steps';

const en = (key: string) => message('en-US', key);

async function partInStock(page: Page): Promise<{ id: string; mpn: string; stock: number; moq: number }> {
  const response = await page.request.post('/graphql', {
    data: { query: '{ products(first: 20) { edges { node { id mpn stock moq } } } }' },
  });
  const nodes = ((await response.json()) as { data: any }).data.products.edges.map((edge: any) => edge.node);
  return nodes.find((node: { stock: number; moq: number }) => node.stock >= node.moq && node.moq > 0);
}

test('a buyer asks for a price from a part page, sales claim and quote it, the buyer puts the quote in the cart', async ({
  page,
  browser,
}) => {
  // Two browsers and two logins: more than one test's usual time on a busy machine.
  test.slow();
  const part = await partInStock(page);

  // The buyer logs in with a code and asks for more than the stock from the part's page.
  await page.goto('/login/login');
  const email = uniqueEmail('inquirer');
  const code = await requestCode(page, email);
  await page.getByLabel(en('account.code')).fill(code);
  await tickAgreement(page);
  await page.getByRole('button', { name: en('account.logIn'), exact: true }).click();
  await expect(page).not.toHaveURL(/\/login\/login/);
  await page.goto(`/goods/${part.id}`);
  const wanted = part.stock + 1000;
  await page.getByTestId('order-quantity-input').fill(String(wanted));
  await page.getByTestId('order-quantity-input').press('Enter');
  const ask = page.getByTestId('ask-for-price');
  await expect(ask).toHaveText(/Ask for a price for/);
  await ask.click();
  await expect(page).toHaveURL(new RegExp(`/inquiry\\?productId=${part.id}&quantity=${wanted}$`));
  await expect(page.getByTestId('inquiry-part')).toContainText(part.mpn);
  await expect(page.getByTestId('inquiry-quantity')).toHaveValue(String(wanted));

  // Checked before sending, with the field's own message under it.
  await page.getByTestId('inquiry-submit').click();
  await expect(page.getByText(en('inquiry.form.invalid.projectName'))).toBeVisible();
  await page.getByTestId('inquiry-projectName').fill('Motor driver rev B');
  await page.getByTestId('inquiry-annualUsage').fill('20000');
  await page.getByTestId('inquiry-targetPrice').fill('0.25');
  await page.getByTestId('inquiry-companyName').fill('Acme Robotics');
  await page.getByTestId('inquiry-contactName').fill('Li Lei');
  await page.getByTestId('inquiry-contactPhone').fill('13800000000');
  await page.getByTestId('inquiry-message').fill('Reels please');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'bom.csv', mimeType: 'text/csv', buffer: Buffer.from(`MPN,Qty\n${part.mpn},10\n`) });
  await page.getByTestId('inquiry-submit').click();
  await expect(page).toHaveURL(/\/user\/inquiry\/details\?id=/);
  await expect(page.getByTestId('inquiry-state')).toHaveText(en('inquiry.state.PENDING'));
  await expect(page.getByTestId('inquiry-attachment-download')).toHaveText('bom.csv');
  const number = (await page.getByTestId('inquiry-number').textContent())!.trim();

  // A sales specialist, in a browser of their own, finds it, claims it and replies with a quoted line.
  const salesContext = await browser.newContext();
  const sales = await salesContext.newPage();
  try {
    await logInByPassword(sales, 'sales', 'Sales123');
    await sales.goto('/admin/inquiries');
    await sales.getByTestId('inquiry-queue-search').fill(number);
    await expect(sales.getByTestId('inquiry-queue-row')).toHaveCount(1);
    await sales.getByTestId('inquiry-queue-row').click();
    await expect(sales.getByTestId('inquiry-detail-part')).toContainText(part.mpn);
    await sales.getByTestId('inquiry-claim').click();
    await expect(sales.getByTestId('inquiry-sales-specialist')).toHaveText('Sales');

    // The buyer's BOM goes through the matcher and prefills a line; the part's own line is the one quoted.
    await sales.getByTestId('inquiry-match-bom').click();
    await expect(sales.getByTestId('quote-line-row')).toHaveCount(2);
    await sales
      .getByTestId('quote-line-row')
      .nth(1)
      .getByRole('button', { name: en('inquiry.line.remove') })
      .click();
    await expect(sales.getByTestId('quote-line-row')).toHaveCount(1);
    await expect(sales.getByTestId('quote-line-mpn-0')).toHaveValue(part.mpn);
    await sales.getByTestId('quote-line-quantity-0').fill(String(part.moq));
    await sales.getByTestId('quote-line-price-0').fill('0.2');
    await sales.getByTestId('quote-line-lead-0').fill('2 weeks');
    await sales.getByTestId('inquiry-reply-input').fill('We can ship from stock at this price.');
    await sales.getByTestId('inquiry-send-reply').click();
    await expect(sales.getByTestId('inquiry-detail').getByTestId('inquiry-state')).toHaveText(
      en('inquiry.state.REPLIED'),
    );
  } finally {
    await salesContext.close();
  }

  // The buyer has a notice in the message center and sees the reply with the quoted line.
  await page.goto('/user/msg');
  await expect(page.getByTestId('message-item').filter({ hasText: number }).first()).toBeVisible();
  await page.goto('/user/inquiry?state=REPLIED');
  await page.getByTestId('inquiry-row').filter({ hasText: number }).getByRole('link').click();
  await expect(page.getByTestId('inquiry-reply-text')).toHaveText('We can ship from stock at this price.');
  await expect(page.getByTestId('inquiry-sales-specialist')).toHaveText('Sales');
  await expect(page.getByTestId('inquiry-quote-lines')).toContainText(part.mpn);
  await expect(page.getByTestId('inquiry-quote-lines')).toContainText('2 weeks');
  await expect(page.getByTestId('inquiry-valid-until')).toBeVisible();

  // The quote goes to the cart at the quoted price.
  await page.getByTestId('inquiry-add-to-cart').click();
  await expect(page).toHaveURL(/\/shoppingCart$/);
  await expect(page.getByTestId('cart-line-quote')).toContainText(number);
  await expect(page.getByTestId('cart-unit-price')).toContainText('0.2');
});
