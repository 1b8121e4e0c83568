import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import { parsePageTemplate } from '../modules/seo/page-template.js';
import { pageRenderer, type SeoHttpOptions } from '../modules/seo/seo.http.js';

/** Files of the installable app whose names carry no content hash: the worker, the manifest, the offline page. */
const unhashedAppFiles = /^(sw\.js|manifest\.webmanifest|offline\.(html|js))$/;

/** Paths the single-page client must never swallow. */
const serverPaths = /^\/(api|graphql|media|dev|healthz|readyz)(\/|$)/;

/**
 * Static files of the build, sent as the brotli or gzip copy the build wrote beside each one when the browser takes
 * it (`Content-Encoding`, `Vary: Accept-Encoding`), else as they are.
 */
function precompressed(folder: string, serveStatic: expressStaticGzip.ExpressStaticGzipOptions['serveStatic']) {
  return expressStaticGzip(folder, { enableBrotli: true, orderPreference: ['br', 'gz'], index: false, serveStatic });
}

/** The built client, each page route's index.html carrying that page's title, description and structured data. */
export function serveClient(app: express.Express, clientDist: string, seo: SeoHttpOptions): void {
  const indexFile = path.join(clientDist, 'index.html');
  const built = fs.existsSync(indexFile);
  if (!built) seo.logger.warn({ clientDist }, 'client build not found; run `pnpm build` to serve the web client');
  const renderPage = built && pageRenderer({ ...seo, template: parsePageTemplate(fs.readFileSync(indexFile, 'utf8')) });
  // Hashed names: a new build writes new names, so a year of caching without revalidation is safe. An asset that
  // is not there (an old page asking for a chunk a deploy removed) is a 404, never the page's HTML.
  app.use('/assets', precompressed(path.join(clientDist, 'assets'), { immutable: true, maxAge: '365d' }));
  app.use('/assets', (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  // The service worker, its manifest and its offline page are revalidated like the page: a deploy's new worker (and
  // with it the "new version" prompt) must reach browsers at once, not an hour later.
  app.use(
    precompressed(clientDist, {
      maxAge: '1h',
      setHeaders: (res, file) => {
        if (unhashedAppFiles.test(path.basename(file))) res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
  app.get(/.*/, (req, res, next) => {
    if (serverPaths.test(req.path)) return next();
    if (!renderPage) {
      res.status(503).type('text/plain').send('The web client is not built yet: run `pnpm build` and restart.');
      return;
    }
    return renderPage(req, res, next);
  });
}
