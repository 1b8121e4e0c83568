import { expect as baseExpect, test, type Page } from '@playwright/test';
import { registerBuyer } from './after-sales-staff-steps';
import { graphql } from './api-steps';
import { message } from './locale-messages';
import { logInByPassword } from './login-steps';

/** The machine runs several suites at once: pages can take longer than the default 10 s. */
const expect = baseExpect.configure({ timeout: 20_000 });

/** Goes to `path` and waits for the answer of the GraphQL operation named `operation` it sends. */
async function gotoAndAwait(page: Page, path: string, operation: string): Promise<void> {
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/graphql') && Boolean(response.request().postData()?.includes(operation)),
  );
  await page.goto(path);
  await answered;
}

test('a "recommended for you" row appears after browsing three parts and goes when recommendations are off', async ({
  page,
  request,
}) => {
  const buyer = await registerBuyer(request, 'recommended');
  const { products } = await graphql(
    request,
    '{ products(first: 3, filter: { inStock: true }) { edges { node { id } } } }',
  );
  const browsed = (products.edges as { node: { id: string } }[]).map((edge) => edge.node.id);
  await logInByPassword(page, buyer.email, 'Circuit42');

  // Each visit is in the shopper's footprints before the next page opens.
  for (const productId of browsed) await gotoAndAwait(page, `/goods/${productId}`, 'RecordFootprint');
  const row = page.getByTestId('recommended-parts');
  await expect(row.getByTestId('product-card').first()).toBeVisible();
  await expect(row.getByRole('heading', { name: message('en-US', 'recommendations.title') })).toBeVisible();

  await page.goto('/');
  await expect(row.getByTestId('product-card').first()).toBeVisible();
  // Never a part the shopper already looked at.
  for (const productId of browsed) {
    await expect(row.locator(`a[href$="/goods/${productId}"]`)).toHaveCount(0);
  }

  await page.goto('/user/security');
  const toggle = page.getByRole('checkbox', { name: message('en-US', 'security.personalisedRecommendations') });
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await gotoAndAwait(page, '/', 'RecommendedParts');
  await expect(row).toHaveCount(0);
});
