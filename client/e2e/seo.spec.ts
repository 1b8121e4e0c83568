import { expect, test } from '@playwright/test';
import { message } from './locale-messages';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a part page arrives with its title and Product data, and the client then takes over the title', async ({
  page,
  request,
}) => {
  const answer = await request.post('/graphql', {
    data: { query: '{ products(first: 1) { edges { node { id mpn } } } }' },
  });
  const { id, mpn } = (await answer.json()).data.products.edges[0].node;

  const response = await page.goto(`/goods/${id}`);
  expect(response!.status()).toBe(200);
  const html = await response!.text();
  expect(html).toMatch(new RegExp(`<title>${escapeRegExp(mpn)} by .+ – CircuitMart</title>`));
  expect(html).toMatch(/<script type="application\/ld\+json" nonce="[^"]+">/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/goods/${id}$`));

  await expect(page.getByTestId('product-mpn')).toHaveText(mpn);
  await expect(page).toHaveTitle(`${mpn} – CircuitMart`);
});

test('an unknown part answers 404 and still shows the shop with its not-found state', async ({ page }) => {
  const response = await page.goto('/goods/987654321');
  expect(response!.status()).toBe(404);
  await expect(page.getByText(message('en-US', 'goodsDetail.notFoundTitle'))).toBeVisible();
});
