import express from 'express';
import type { Logger } from '../../platform/http/logger.js';
import { cspNonceOf } from '../../platform/http/security-headers.js';
import { localeOf, type RequestContextFactory } from '../../platform/http/request-context.js';
import type { Locale } from '../../platform/i18n/index.js';
import { escapeHtml, escapeXml, jsonForScript } from './escaping.js';
import type { PageTemplate } from './page-template.js';
import { SITE_NAME, openGraphLocale } from './seo-texts.js';
import type { PageMeta, SeoService } from './seo.service.js';

export interface SeoHttpOptions {
  seo: SeoService;
  contextOf: RequestContextFactory;
  /** The shop's public address; unset, addresses are built from the request's host. */
  publicUrl: string | undefined;
  urlsPerSitemap: number;
  logger: Logger;
}

/** Pages a search engine has no business with: accounts, checkout and the APIs. */
const disallowedPaths = ['/user', '/shoppingCart', '/goods/chekout', '/goods/pay', '/api', '/graphql', '/dev'];

function baseUrlOf(req: express.Request, publicUrl: string | undefined): string {
  return publicUrl ? publicUrl.replace(/\/+$/, '') : `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

function contextSource(req: express.Request) {
  return { headers: req.headers, requestId: String(req.id), ip: req.ip };
}

/** `/robots.txt`, `/sitemap.xml` (an index) and `/sitemaps/<n>.xml` (1-based files of the index). */
export function seoRouter(options: SeoHttpOptions): express.Router {
  const router = express.Router();

  router.get('/robots.txt', (req, res) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...disallowedPaths.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${baseUrlOf(req, options.publicUrl)}/sitemap.xml`,
    ];
    res
      .type('text/plain')
      .set('Cache-Control', 'public, max-age=3600')
      .send(`${lines.join('\n')}\n`);
  });

  router.get('/sitemap.xml', async (req, res) => {
    const ctx = await options.contextOf(contextSource(req));
    const files = await options.seo.sitemapFileCount(ctx, options.urlsPerSitemap);
    const base = escapeXml(baseUrlOf(req, options.publicUrl));
    const entries = Array.from(
      { length: files },
      (_, index) => `  <sitemap><loc>${base}/sitemaps/${index + 1}.xml</loc></sitemap>\n`,
    );
    res
      .type('application/xml')
      .set('Cache-Control', 'public, max-age=3600')
      .send(
        '<?xml version="1.0" encoding="UTF-8"?>\n' +
          '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
          `${entries.join('')}</sitemapindex>\n`,
      );
  });

  router.get('/sitemaps/:file', async (req, res) => {
    const number = /^(\d{1,6})\.xml$/.exec(req.params.file)?.[1];
    const ctx = await options.contextOf(contextSource(req));
    const files = await options.seo.sitemapFileCount(ctx, options.urlsPerSitemap);
    if (number === undefined || Number(number) < 1 || Number(number) > files) {
      res.status(404).type('text/plain').send('No such sitemap file');
      return;
    }
    const base = escapeXml(baseUrlOf(req, options.publicUrl));
    res.type('application/xml').set('Cache-Control', 'public, max-age=3600');
    res.write('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n');
    for await (const paths of options.seo.sitemapPaths(ctx, Number(number) - 1, options.urlsPerSitemap)) {
      const chunk = paths.map((path) => `  <url><loc>${base}${escapeXml(path)}</loc></url>\n`).join('');
      // Waits for a slow reader instead of buffering the whole file.
      if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve));
    }
    res.end('</urlset>\n');
  });

  return router;
}

function metaTag(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

/**
 * The head elements of one page; every value is escaped, the structured data made safe for a script element.
 * Browsers do not run structured data, but its script elements still carry the answer's nonce, so the
 * policy needs no exception for them.
 */
export function pageHead(meta: PageMeta, locale: Locale, baseUrl: string, nonce: string): string {
  const dataScript = (data: object) =>
    `<script type="application/ld+json" nonce="${nonce}">${jsonForScript(data)}</script>`;
  const canonicalUrl = meta.canonicalPath === undefined ? undefined : baseUrl + meta.canonicalPath;
  const imageUrl = meta.imagePath === undefined ? undefined : baseUrl + meta.imagePath;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    metaTag('name', 'description', meta.description),
    ...(meta.status === 404 || meta.noindex ? [metaTag('name', 'robots', 'noindex')] : []),
    ...(canonicalUrl ? [`<link rel="canonical" href="${escapeHtml(canonicalUrl)}" />`] : []),
    metaTag('property', 'og:site_name', SITE_NAME),
    metaTag('property', 'og:type', meta.openGraphType),
    metaTag('property', 'og:title', meta.title),
    metaTag('property', 'og:description', meta.description),
    metaTag('property', 'og:locale', openGraphLocale(locale)),
    ...(canonicalUrl ? [metaTag('property', 'og:url', canonicalUrl)] : []),
    ...(imageUrl ? [metaTag('property', 'og:image', imageUrl)] : []),
  ];
  if (meta.product) {
    const part = meta.product;
    const data = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: part.name,
      mpn: part.mpn,
      sku: part.sku,
      description: part.description,
      category: part.category,
      brand: { '@type': 'Brand', name: part.brand },
      ...(imageUrl && { image: imageUrl }),
      ...(canonicalUrl && { url: canonicalUrl }),
      offers: {
        '@type': 'Offer',
        price: part.price,
        priceCurrency: 'CNY',
        availability: `https://schema.org/${!part.onShelf ? 'Discontinued' : part.inStock ? 'InStock' : 'OutOfStock'}`,
        itemCondition: 'https://schema.org/NewCondition',
        eligibleQuantity: { '@type': 'QuantitativeValue', minValue: part.moq },
        ...(canonicalUrl && { url: canonicalUrl }),
      },
    };
    tags.push(dataScript(data));
  }
  if (meta.organization) {
    const data = {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: SITE_NAME,
      url: `${baseUrl}/`,
      email: meta.organization.email,
      telephone: meta.organization.telephone,
      address: meta.organization.address,
    };
    tags.push(dataScript(data));
  }
  return tags.map((tag) => `  ${tag}\n`).join('');
}

/**
 * Serves the client's index.html for a page route with that page's head filled in. A part or brand that
 * does not exist answers 404, still with the client, which shows its own not-found screen.
 */
export function pageRenderer(options: SeoHttpOptions & { template: PageTemplate }): express.RequestHandler {
  return async (req, res) => {
    const locale = localeOf(req.headers);
    let meta: PageMeta;
    try {
      const ctx = await options.contextOf(contextSource(req));
      const query = new URLSearchParams(req.originalUrl.split('?')[1] ?? '');
      meta = await options.seo.pageMeta(ctx, req.path, query);
    } catch (error) {
      // The client can still render the page from the API; only the head loses its details.
      options.logger.warn({ err: error, path: req.path }, 'page meta unavailable');
      meta = { status: 200, title: SITE_NAME, description: SITE_NAME, openGraphType: 'website' };
    }
    res
      .status(meta.status)
      .type('html')
      .set({ 'Cache-Control': 'no-cache', 'Content-Language': locale, Vary: 'Accept-Language, Cookie' })
      .send(
        options.template.render({
          locale,
          head: pageHead(meta, locale, baseUrlOf(req, options.publicUrl), cspNonceOf(res)),
        }),
      );
  };
}
