import { expect, test, type Page } from '@playwright/test';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { message } from './locale-messages';
import { signUpByEmail } from './login-steps';
import { startRestartableServer } from './restartable-server';
import { graphqlRequests } from './api-steps';

/** The state of this page's service worker once it has finished activating: it then answers the next navigations. */
async function serviceWorkerActive(page: Page): Promise<string | undefined> {
  return page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active;
    if (worker?.state === 'activating') {
      await new Promise((resolve) => worker.addEventListener('statechange', resolve, { once: true }));
    }
    return worker?.state;
  });
}

function searchBox(page: Page) {
  return page.getByRole('combobox', { name: message('en-US', 'header.search') });
}

test('the shop is installable: a linked manifest with name, start page, colour and icons, and a service worker', async ({
  page,
}) => {
  await page.goto('/');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBeTruthy();
  const answer = await page.request.get(manifestHref!);
  expect(answer.ok()).toBe(true);
  const manifest = (await answer.json()) as {
    name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: 'CircuitMart', start_url: '/', display: 'standalone' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  const pngSizes = manifest.icons.filter((icon) => icon.type === 'image/png').map((icon) => icon.sizes);
  expect(pngSizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.ok(), icon.src).toBe(true);
    expect(image.headers()['content-type']).toContain(icon.type);
  }
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);

  expect(await serviceWorkerActive(page)).toBe('activated');
  // Its answers are never the API's: GraphQL still reaches the server once the worker controls the page.
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});

test('offline, a page opened shows the translated offline page, which opens the page once the network is back', async ({
  page,
  context,
}) => {
  await page.goto('/');
  expect(await serviceWorkerActive(page)).toBe('activated');

  await context.setOffline(true);
  await page.goto('/goods/list');
  await expect(page.getByRole('heading', { name: message('en-US', 'offlinePage.title') })).toBeVisible();
  await expect(page.getByText(message('en-US', 'offlinePage.text'))).toBeVisible();
  await expect(page.getByRole('button', { name: message('en-US', 'offlinePage.retry') })).toBeVisible();

  // In the visitor's language, chosen by the same cookie the shop uses.
  await context.addCookies([{ name: 'lang', value: 'zh-CN', url: page.url() }]);
  await page.getByRole('button', { name: message('en-US', 'offlinePage.retry') }).click();
  await expect(page.getByRole('heading', { name: message('zh-CN', 'offlinePage.title') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  // Back online, it reloads by itself once the shop's health check answers (it asks every 5 s).
  await context.setOffline(false);
  await expect(page.getByTestId('product-card').first()).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/goods\/list$/);
});

test('offline, a new search shows a retry instead of the last results, and the list returns by itself online', async ({
  page,
  context,
}) => {
  await page.goto('/goods/list?q=NE555');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  const status = page.getByTestId('connection-status');
  await expect(status).toBeEmpty();

  await context.setOffline(true);
  await expect(status).toHaveText(message('en-US', 'connection.offline'));
  await searchBox(page).fill('STM32F103C8T6');
  await searchBox(page).press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('STM32F103C8T6');
  await expect(page.getByTestId('goods-list-failed')).toContainText(message('en-US', 'goodsList.loadFailed'));
  // Not one part of the previous search stays under the new heading, nor a button to buy it.
  await expect(page.getByTestId('product-card')).toHaveCount(0);
  // The note says it once; no toast per failed request piles up.
  await expect(
    page.locator('.mantine-Notification-root', { hasText: message('en-US', 'errors.http.requestFailed') }),
  ).toHaveCount(0);

  await context.setOffline(false);
  await expect(status).toBeEmpty();
  await expect(page.getByTestId('goods-list-failed')).toBeHidden();
  await expect(page.getByTestId('product-card-mpn').first()).toHaveText('STM32F103C8T6');
});

test('a request that gets no answer says the shop cannot be reached until a retry gets through', async ({ page }) => {
  await page.goto('/goods/list?q=NE555');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  let serverDown = true;
  await page.route(graphqlRequests, (route) => (serverDown ? route.abort('connectionrefused') : route.fallback()));
  await page.route('**/healthz', (route) => (serverDown ? route.abort('connectionrefused') : route.fallback()));

  await searchBox(page).fill('STM32F103C8T6');
  await searchBox(page).press('Enter');
  const status = page.getByTestId('connection-status');
  await expect(status).toHaveText(message('en-US', 'connection.unreachable'));
  await expect(page.getByTestId('product-card')).toHaveCount(0);

  // The health check that finds the server back refetches the page's queries.
  serverDown = false;
  await expect(status).toBeEmpty({ timeout: 20_000 });
  await expect(page.getByTestId('product-card-mpn').first()).toHaveText('STM32F103C8T6');
});

test('after a deploy, checking for updates finds the new build and its prompt reloads the page onto it', async ({
  browser,
}) => {
  // A server of its own, serving a copy of the build that the journey then "deploys" over.
  test.setTimeout(180_000);
  const build = mkdtempSync(path.join(tmpdir(), 'circuitmart-deploy-'));
  cpSync(fileURLToPath(new URL('../dist/', import.meta.url)), build, { recursive: true });
  const server = await startRestartableServer({ CLIENT_DIST: build });
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const page = await context.newPage();
    await signUpByEmail(page, 'update', 'Circuit42');
    await page.goto('/user/security');
    expect(await serviceWorkerActive(page)).toBe('activated');
    const checkUpdate = page.getByRole('button', { name: message('en-US', 'appSettings.checkUpdate') });
    // A check fetches the worker script and, after a deploy, waits while the new worker precaches the new shell:
    // on a busy machine that takes longer than one expectation's usual wait.
    const checkAnswers = { timeout: 30_000 };
    await checkUpdate.click();
    await expect(page.getByTestId('update-status')).toHaveText(message('en-US', 'appSettings.upToDate'), checkAnswers);

    // The deploy: a service worker that differs from the running one.
    appendFileSync(path.join(build, 'sw.js'), '\n// the next build\n');
    await checkUpdate.click();
    await expect(page.getByTestId('update-status')).toContainText(
      message('en-US', 'appSettings.updateAvailable'),
      checkAnswers,
    );
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toContainText(message('en-US', 'connection.updateAvailable'));

    await prompt.getByRole('button', { name: message('en-US', 'connection.reload') }).click();
    await expect(prompt).toBeHidden();
    await expect(page.getByRole('button', { name: message('en-US', 'appSettings.checkUpdate') })).toBeVisible();
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).waiting)).toBeNull();
    await checkUpdate.click();
    await expect(page.getByTestId('update-status')).toHaveText(message('en-US', 'appSettings.upToDate'), checkAnswers);
  } finally {
    await context.close();
    await server.stop();
    rmSync(build, { recursive: true, force: true });
  }
});
