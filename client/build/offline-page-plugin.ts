import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { DEFAULT_LOCALE, LOCALES } from '../src/i18n/supported-locales';

/** The page's words in every language, from the `offlinePage` section of each locale file. */
async function offlineTexts(localesFolder: URL): Promise<Record<string, Record<string, string>>> {
  const entries = await Promise.all(
    LOCALES.map(async (locale) => {
      const messages = JSON.parse(await readFile(new URL(`${locale}.json`, localesFolder), 'utf8')) as {
        offlinePage: Record<string, string>;
      };
      return [locale, messages.offlinePage] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/**
 * Writes offline.html, the page the service worker answers a navigation with when there is no network. It cannot
 * load the app, so it stands alone with offline.js beside it (the shop's policy runs no inline script): the texts of
 * all four languages, the one of the visitor's `lang` cookie shown, and a reload once the shop answers again.
 */
export function offlinePagePlugin(): Plugin {
  return {
    name: 'circuitmart-offline-page',
    apply: 'build',
    async generateBundle() {
      const localesFolder = new URL('../src/i18n/locales/', import.meta.url);
      const texts = await offlineTexts(localesFolder);
      const fallback = texts[DEFAULT_LOCALE]!;
      const script = `
const texts = ${JSON.stringify(texts)};
const cookie = document.cookie.split('; ').find((entry) => entry.startsWith('lang='));
const lang = cookie && decodeURIComponent(cookie.slice(5));
const locale = texts[lang] ? lang : ${JSON.stringify(DEFAULT_LOCALE)};
const t = texts[locale];
document.documentElement.lang = locale;
document.title = t.title + ' – CircuitMart';
document.getElementById('title').textContent = t.title;
document.getElementById('text').textContent = t.text;
document.getElementById('retry').textContent = t.retry;
document.getElementById('retry').addEventListener('click', () => location.reload());
// The online event can come before the network carries requests (a reload then lands here again), and a server
// can return without one: the page asks the shop's health check instead, on the event and every few seconds.
const reloadWhenReachable = () =>
  fetch('/healthz', { cache: 'no-store' }).then((answer) => answer.ok && location.reload(), () => {});
addEventListener('online', reloadWhenReachable);
setInterval(reloadWhenReachable, 5000);
`;
      this.emitFile({ type: 'asset', fileName: 'offline.js', source: script.trimStart() });
      this.emitFile({
        type: 'asset',
        fileName: 'offline.html',
        source: `<!doctype html>
<html lang="${DEFAULT_LOCALE}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="theme-color" content="#e51c23" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>${fallback['title']} – CircuitMart</title>
    <style>
      body { margin: 0; min-height: 100dvh; display: grid; place-items: center; background: #242424; color: #c9c9c9;
        font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif; }
      main { max-width: 32rem; padding: 1.5rem; text-align: center; }
      h1 { color: #fff; font-size: 1.6rem; }
      p { line-height: 1.55; }
      button { font: inherit; font-weight: 600; color: #fff; background: #c41a20; border: 0; border-radius: 4px;
        padding: 0.55rem 1.2rem; cursor: pointer; }
      button:focus-visible { outline: 2px solid #fff; outline-offset: 2px; }
    </style>
  </head>
  <body>
    <main>
      <img src="/favicon.svg" alt="" width="48" height="48" />
      <h1 id="title">${fallback['title']}</h1>
      <p id="text">${fallback['text']}</p>
      <button id="retry" type="button">${fallback['retry']}</button>
    </main>
    <script type="module" src="/offline.js"></script>
  </body>
</html>
`,
      });
    },
  };
}
