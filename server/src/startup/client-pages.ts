import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import { parsePageTemplate } from '../modules/seo/page-template.js';
import { pageRenderer, type SeoHttpOptions } from '../modules/seo/seo.http.js';

/** Paths the single-page client must never swallow. */
const serverPaths = /^\/(api|graphql|media|dev|healthz|readyz)(\/|$)/;

/** The built client, each page route's index.html carrying that page's title, description and structured data. */
export function serveClient(app: express.Express, clientDist: string, seo: SeoHttpOptions): void {
  const indexFile = path.join(clientDist, 'index.html');
  const built = fs.existsSync(indexFile);
  if (!built) seo.logger.warn({ clientDist }, 'client build not found; run `pnpm build` to serve the web client');
  const renderPage = built && pageRenderer({ ...seo, template: parsePageTemplate(fs.readFileSync(indexFile, 'utf8')) });
  app.use(express.static(clientDist, { index: false, maxAge: '1h' }));
  app.get(/.*/, (req, res, next) => {
    if (serverPaths.test(req.path)) return next();
    if (!renderPage) {
      res.status(503).type('text/plain').send('The web client is not built yet: run `pnpm build` and restart.');
      return;
    }
    return renderPage(req, res, next);
  });
}
