import { expect, test } from '@playwright/test';
import { LOCALES, message } from './locale-messages';

test('an integrator finds the developer page from the footer, reads the error codes and runs a query in the explorer', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: message('en-US', 'footer.developers') }).click();
  await expect(page).toHaveURL(/\/developers$/);
  await expect(page.getByRole('heading', { level: 1, name: message('en-US', 'developers.title') })).toBeVisible();
  await expect(page.getByRole('link', { name: '/graphql/schema.graphql' })).toHaveAttribute(
    'href',
    '/graphql/schema.graphql',
  );

  const codes = page.getByRole('table', { name: message('en-US', 'developers.errorsTitle') });
  const tooDeep = codes.getByRole('row').filter({ hasText: 'QUERY_TOO_DEEP' });
  await expect(tooDeep).toContainText('The query is nested too deeply');
  await expect(tooDeep).toContainText('400');
  await page.getByRole('textbox', { name: message('en-US', 'developers.errorsFilter') }).fill('introspection');
  await expect(codes.getByRole('row')).toHaveCount(2);
  await expect(codes).toContainText('INTROSPECTION_SIGNED_OUT');

  await expect(page.getByTestId('api-explorer')).toHaveCount(0);
  await page.getByRole('button', { name: message('en-US', 'developers.explorerOpen') }).click();
  const explorer = page.getByTestId('api-explorer');
  // The editors load after the explorer's frame: run the example query once it is in the editor.
  await expect(explorer.locator('.graphiql-query-editor')).toContainText('partsMultiMatch');
  await explorer.getByRole('button', { name: /Execute query/ }).click();
  await expect(explorer.locator('.result-window')).toContainText('"U1"');
  await expect(explorer.locator('.result-window')).toContainText('"EXACT_MPN"');
});

for (const locale of LOCALES.filter((locale) => locale !== 'en-US')) {
  test(`the developer page and its error codes in ${locale}`, async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'lang', value: locale, url: baseURL! }]);
    await page.goto('/developers');
    await expect(page.getByRole('heading', { level: 1, name: message(locale, 'developers.title') })).toBeVisible();
    const codes = page.getByRole('table', { name: message(locale, 'developers.errorsTitle') });
    await expect(codes.getByRole('row').filter({ hasText: 'QUERY_TOO_DEEP' })).not.toContainText(
      'The query is nested too deeply',
    );
    await expect(codes.getByRole('row').filter({ hasText: 'QUERY_TOO_DEEP' })).toContainText('400');
  });
}
