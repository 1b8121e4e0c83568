import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

// E2E_PORT lets two checkouts on one machine run their suites side by side.
const E2E_PORT = Number(process.env['E2E_PORT'] ?? 4310);
const baseURL = `http://127.0.0.1:${E2E_PORT}`;

// A fresh database per run: the server migrates and seeds it on first start, so every run sees the same demo data.
const dataFolder = fileURLToPath(new URL('./data/', import.meta.url));
mkdirSync(dataFolder, { recursive: true });
const databaseFile = `${dataFolder}e2e-${Date.now()}.sqlite`;

export default defineConfig({
  testDir: './e2e',
  // One worker: the machine has two cores and the server needs one of them.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env['CI'],
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The price-list import adds 5,000 parts to the shared catalog, which the other journeys search and count: it
  // runs once they are done.
  projects: [
    { name: 'journeys', testIgnore: /admin-import\.spec\.ts$/ },
    { name: 'catalog import', testMatch: /admin-import\.spec\.ts$/, dependencies: ['journeys'] },
  ],
  webServer: {
    command: 'node ../server/dist/main.js',
    cwd: fileURLToPath(new URL('.', import.meta.url)),
    // The sandbox keeps refund notifications for a journey to deliver (/dev/pay/<provider>/refund-notifications):
    // money to return stays visible as returning until then, instead of racing the page.
    env: {
      PORT: String(E2E_PORT),
      DATABASE_URL: `sqlite:${databaseFile}`,
      PAYMENT_SANDBOX_REFUNDS: 'manual',
      // Every journey signs up from this one machine: well over the 60 codes an hour one network may ask for.
      VERIFICATION_CODES_PER_IP_PER_HOUR: '5000',
    },
    url: `${baseURL}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
