import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { graphql } from './api-steps';
import { logIn, placePaidOrder, registerBuyer } from './after-sales-staff-steps';
import { message } from './locale-messages';

/** A shopper page, and what shows once its content has arrived (axe should judge the page, not its skeleton). */
interface ShopperPage {
  path: string;
  loaded: (page: Page) => Locator;
}

const heading = (page: Page) => page.locator('main h1, main h2').first();

/** Puts the first part on shelf with stock into the buyer's cart, at its minimum quantity; answers the part. */
async function cartOnePart(request: APIRequestContext, token: string) {
  const { products } = await graphql(request, '{ products(first: 20) { edges { node { id moq stock status } } } }');
  const part = (products.edges as { node: { id: string; moq: number; stock: number; status: string } }[])
    .map((edge) => edge.node)
    .find((node) => node.status === 'ON_SHELF' && node.stock >= node.moq)!;
  const { addToCart } = await graphql(
    request,
    'mutation($input: AddToCartInput!) { addToCart(input: $input) { userErrors { code } } }',
    { input: { productId: part.id, quantity: part.moq } },
    token,
  );
  expect(addToCart.userErrors).toEqual([]);
  return part;
}

/** The serious and critical axe findings on the page, one line each: the rule and the first offending elements. */
async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node) => {
            // A contrast finding names its colours, which is what a fix needs.
            const colours = node.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | null;
            const detail = colours?.fgColor
              ? ` [${colours.fgColor} on ${colours.bgColor}, ${colours.contrastRatio}]`
              : '';
            return `${node.target.join(' ')}${detail}`;
          })
          .join(' | ')}`,
    );
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
]) {
  test(`axe finds no serious violation on the shopper pages (${viewport.name})`, async ({ page, request, baseURL }) => {
    // Fifteen pages through axe, on two cores shared with the server.
    test.setTimeout(360_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const adminToken = await logIn(request, 'admin@circuitmart.test', 'Admin123');
    const buyer = await registerBuyer(request, `axe-${viewport.name}`);
    const order = await placePaidOrder(request, buyer, adminToken);
    const part = await cartOnePart(request, buyer.token);
    const categories = (await (await request.get('/api/goods/categories')).json()).data as { id: string }[];

    const visitorPages: ShopperPage[] = [{ path: '/login/login', loaded: (p) => p.locator('form') }];
    const shopperPages: ShopperPage[] = [
      { path: '/', loaded: (p) => p.getByTestId('product-card').first() },
      { path: '/goods/list?q=STM32', loaded: (p) => p.getByTestId('product-card').first() },
      { path: `/goods/list?category=${categories[0]!.id}`, loaded: (p) => p.getByTestId('product-card').first() },
      { path: `/goods/${part.id}`, loaded: (p) => p.getByTestId('price-break-table') },
      { path: '/shoppingCart', loaded: heading },
      { path: `/goods/chekout?productId=${part.id}&quantity=${part.moq}`, loaded: heading },
      { path: '/user/order', loaded: (p) => p.getByText(order.number) },
      { path: `/user/order/details?id=${order.id}`, loaded: (p) => p.getByText(order.number) },
      { path: '/user/msg', loaded: heading },
      { path: '/user', loaded: heading },
      { path: '/user/info1', loaded: heading },
      { path: '/user/address', loaded: heading },
      { path: '/user/collection', loaded: heading },
      { path: '/bom', loaded: heading },
    ];

    const findings: string[] = [];
    const check = async ({ path, loaded }: ShopperPage) => {
      await page.goto(path);
      // A list waits on the catalog search, which takes its time when the machine is busy.
      await expect(loaded(page)).toBeVisible({ timeout: 30_000 });
      for (const line of await seriousAxeViolations(page)) findings.push(`${path}: ${line}`);
      // Nothing wider than the screen either (a long order number, a table): the page never scrolls sideways.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) findings.push(`${path}: ${overflow} px wider than the screen`);
    };
    for (const shopperPage of visitorPages) await check(shopperPage);
    await page.context().addCookies([{ name: 'token', value: buyer.token, url: baseURL! }]);
    for (const shopperPage of shopperPages) await check(shopperPage);
    expect(findings).toEqual([]);
  });
}

test('a keyboard user skips the header, lands on the heading after a navigation and hears the counts', async ({
  page,
  request,
  baseURL,
}) => {
  const buyer = await registerBuyer(request, 'keyboard');
  await cartOnePart(request, buyer.token);
  await page.context().addCookies([{ name: 'token', value: buyer.token, url: baseURL! }]);
  await page.goto('/goods/list?q=STM32');
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  // The first Tab stop is the skip link; following it puts the next Tab inside the page, past the header.
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: message('en-US', 'header.skipToContent') });
  await expect(skipLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);

  // The cart link says how many lines the cart holds.
  const cartLink = page.getByRole('link', {
    name: message('en-US', 'header.cartWithCount_one').replace('{{count}}', '1'),
    exact: true,
  });
  await expect(cartLink).toBeVisible();

  // After a navigation focus is on the new page's heading, not on <body>.
  await cartLink.click();
  await expect(page.locator('h1')).toBeFocused();
});
