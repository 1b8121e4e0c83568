// Renders the installable app's PNG icons from public/favicon.svg with the Chromium the journeys use.
// Usage: node scripts/render-app-icons.mjs   (after changing the logo; the PNGs are committed)
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const publicFolder = new URL('../public/', import.meta.url);
const logo = readFileSync(new URL('favicon.svg', publicFolder), 'utf8');
// A maskable icon may be cut to a circle: the mark keeps to the middle 80 %, on the logo's red to the edges.
const maskable = logo
  .replace('viewBox="0 0 32 32"', 'viewBox="-4 -4 40 40"')
  .replace('<rect width="32" height="32" rx="6"', '<rect x="-4" y="-4" width="40" height="40"');

const icons = [
  { file: 'pwa-192x192.png', size: 192, svg: logo },
  { file: 'pwa-512x512.png', size: 512, svg: logo },
  { file: 'maskable-icon-512x512.png', size: 512, svg: maskable },
  { file: 'apple-touch-icon-180x180.png', size: 180, svg: maskable },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const { file, size, svg } of icons) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
  );
  await page.screenshot({ path: new URL(file, publicFolder).pathname, omitBackground: true });
  await page.close();
}
await browser.close();
